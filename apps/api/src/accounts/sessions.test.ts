import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { burst, callsFromNewAddresses, loginCookieOf, resetPassword } from '../../test/accounts.ts';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../../test/app.ts';
import { engines } from '../../test/db.ts';
import { accountQueries } from './account.queries.ts';
import { samePassword, startSession } from './commands/start-session.ts';

const NOW = new Date('2026-11-23T08:00:00Z');

// Sessions are handed out once per proof, and never past a new password.
describe.each(engines)('sessions on %s', (engine) => {
  let t: TestApp;
  const call = callsFromNewAddresses(() => t, 40);

  beforeAll(async () => {
    t = await createTestApp(engine, { demo: true, locations: 3, now: () => NOW });
  });
  afterAll(async () => t.close());

  it('exchanges a remembered login once, also when it is sent ten times at once', async () => {
    const login = await call('POST', '/v1/login', { email: 'host@example.com', password: TEST_PASSWORD });
    const cookie = loginCookieOf(login);
    const answers = await burst(10, () => call('POST', '/v2/login', undefined, { cookie }));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([
      200, 401, 401, 401, 401, 401, 401, 401, 401, 401,
    ]);
  });

  it('gives a login proven with the old password no session once a new password is set', async () => {
    const email = 'admin@example.com';
    // The password was checked against this row...
    const checked = await accountQueries.byEmail(t.database.db, email);
    // ...then, before the session is handed out, the member sets a new password.
    const reset = await resetPassword(t, call, email, 'Nieuw-wachtwoord-9');
    expect(reset.statusCode).toBe(200);
    const deps = { db: t.database.db, now: NOW };
    const profile = checked as NonNullable<typeof checked>;
    expect(await startSession(deps, profile, 1, samePassword(profile))).toBeUndefined();
    const tokens = await t.database.db
      .selectFrom('profile_tokens')
      .select('id')
      .where('profile_id', '=', profile.id)
      .execute();
    expect(tokens).toHaveLength(1); // the reset's own
  });
});
