import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callsFromNewAddresses, loginCookieOf, mailedSecrets, resetPassword } from '../../test/accounts.ts';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../../test/app.ts';
import { issueSession, profileIdOf } from '../../test/booking.ts';
import { engines } from '../../test/db.ts';

const NOW = new Date('2026-11-23T08:00:00Z');

describe.each(engines)('password reset on %s', (engine) => {
  let t: TestApp;
  const call = callsFromNewAddresses(() => t, 20);
  const stateWith = async (profileToken: string) =>
    (await call('GET', '/v1/profile/state', undefined, { profileToken })).statusCode;
  const syncWith = async (cookie: string) =>
    (await call('POST', '/v2/login', undefined, { cookie })).statusCode;

  beforeAll(async () => {
    t = await createTestApp(engine, { demo: true, locations: 3, now: () => NOW });
  });
  afterAll(async () => t.close());

  it('logs every earlier session and remembered login out; the session the reset hands out works', async () => {
    const email = 'booker@example.com';
    const profileId = await profileIdOf(t, email);
    const first = await call('POST', '/v1/login', { email, password: TEST_PASSWORD });
    const second = await call('POST', '/v1/login', { email, password: TEST_PASSWORD });
    const tokens = [
      first.json().ProfileToken,
      second.json().ProfileToken,
      await issueSession(t, profileId, NOW),
    ];
    const cookies = [loginCookieOf(first), loginCookieOf(second)];
    for (const token of tokens) expect(await stateWith(token)).toBe(200);
    // Someone else's session stays.
    const other = await issueSession(t, await profileIdOf(t, 'host@example.com'), NOW);

    const reset = await resetPassword(t, call, email, 'Nieuw-wachtwoord-9');
    expect(reset.statusCode).toBe(200);

    for (const token of tokens) expect(await stateWith(token)).toBe(401);
    for (const cookie of cookies) expect(await syncWith(cookie)).toBe(401);
    expect(await stateWith(reset.json().ProfileToken)).toBe(200);
    expect(await syncWith(loginCookieOf(reset))).toBe(200);
    expect(await stateWith(other)).toBe(200);
  });

  it('answers a reset for an unknown address like one for a known address, and mails nothing', async () => {
    const known = await call('POST', '/v1/login/reset', { Email: 'admin@example.com', LocalePrefix: 'nl' });
    const unknown = await call('POST', '/v1/login/reset', {
      Email: 'nobody@example.org',
      LocalePrefix: 'nl',
    });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
    expect((await mailedSecrets(t, 'nobody@example.org')).mail).toBeUndefined();
  });
});
