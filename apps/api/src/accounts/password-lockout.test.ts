import { ErrorCode } from '@meetspace/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callsFromNewAddresses, loginCookieOf, mailedSecrets } from '../../test/accounts.ts';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../../test/app.ts';
import { engines } from '../../test/db.ts';
import { THROTTLE } from '../kernel/http/rate-limits.ts';

// Five wrong passwords lock password logins of an account for a while; the owner still gets in
// with a code by e-mail or a remembered login.
describe.each(engines)('a password lockout on %s', (engine) => {
  let t: TestApp;
  const post = callsFromNewAddresses(() => t, 30);
  const call = (url: string, payload?: object, headers: Record<string, string> = {}) =>
    post('POST', url, payload, headers);

  beforeAll(async () => {
    t = await createTestApp(engine, { demo: true, locations: 3 });
  });
  afterAll(async () => t.close());

  it('says which ways in still work, and they do: pin login and the remembered login', async () => {
    const email = 'booker@example.com';
    const remembered = await call('/v1/login', { email, password: TEST_PASSWORD });
    const cookie = loginCookieOf(remembered);
    for (let i = 0; i < THROTTLE.perAccount.max; i++)
      expect((await call('/v1/login', { email, password: `Wrong-${i}-pass!A` })).statusCode).toBe(404);

    const locked = await call('/v1/login', { email, password: TEST_PASSWORD });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().Message).toMatch(/code by e-mail/);
    expect(locked.json().Message).toMatch(/remembers your login/);
    expect(locked.json().Errors).toEqual([{ Field: 'email', Code: ErrorCode.PasswordLoginLocked }]);

    expect((await call('/v1/login/pin', { Email: email })).json()).toEqual({
      StatusCode: 1,
      Message: 'new pin mailed',
    });
    const { pin } = await mailedSecrets(t, email);
    const byPin = await call('/v1/login/pin', { Email: email, Pin: pin });
    expect(byPin.statusCode).toBe(200);
    expect(byPin.json().ProfileToken).toEqual(expect.any(String));

    const sync = await call('/v2/login', undefined, { cookie });
    expect(sync.statusCode).toBe(200);
    expect(sync.json().Email).toBe(email);
  });
});
