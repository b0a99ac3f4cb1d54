import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { burst, mailedSecrets } from '../../test/accounts.ts';
import { createTestApp, TEST_PASSWORD, type TestApp, withKey } from '../../test/app.ts';
import { engines } from '../../test/db.ts';
import { accountQueries } from './account.queries.ts';
import { samePassword, startSession } from './commands/start-session.ts';

const NOW = new Date('2026-11-23T08:00:00Z');

// Sessions are handed out once per proof, and never past a new password.
describe.each(engines)('sessions on %s', (engine) => {
  let t: TestApp;
  let address = 0;
  const call = (
    method: 'POST' | 'PUT',
    url: string,
    payload?: object,
    headers: Record<string, string> = {},
  ) =>
    t.app.inject({
      method,
      url: `/api${url}`,
      headers: { ...withKey, ...headers },
      payload,
      remoteAddress: `10.40.0.${++address}`,
    });

  beforeAll(async () => {
    t = await createTestApp(engine, { demo: true, locations: 3, now: () => NOW });
  });
  afterAll(async () => t.close());

  it('exchanges a remembered login once, also when it is sent ten times at once', async () => {
    const login = await call('POST', '/v1/login', { email: 'host@example.com', password: TEST_PASSWORD });
    const cookie = String(login.headers['set-cookie']).split(';')[0] as string;
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
    await call('POST', '/v1/login/reset', { Email: email, LocalePrefix: 'en' });
    const { key, pin } = await mailedSecrets(t, email);
    const reset = await call('PUT', '/v2/login/password', {
      Token: key,
      Pin: pin,
      Password: 'Nieuw-wachtwoord-9',
    });
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
