import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_PASSWORD, type TestApp, withKey } from '../../test/app.ts';
import { engines } from '../../test/db.ts';

let now = new Date('2026-11-23T08:00:00Z');

describe.each(engines)('accounts on %s', (engine) => {
  let t: TestApp;
  let address = 0;
  /** Each test speaks from its own address, so the per-address throttle of one does not hit another. */
  const from = () => `10.0.0.${++address}`;
  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
    headers: Record<string, string> = {},
    remoteAddress = '10.0.0.250',
  ) =>
    t.app.inject({ method, url: `/api${url}`, headers: { ...withKey, ...headers }, payload, remoteAddress });
  const outbox = (email: string) =>
    t.database.db
      .selectFrom('outbox')
      .selectAll()
      .where('to_email', '=', email)
      .orderBy('id', 'desc')
      .execute();
  /** The key and pin of the newest mail to an address (as the member reads them). */
  const mailed = async (email: string) => {
    const [mail] = await outbox(email);
    const text = mail?.text_body ?? '';
    return {
      mail,
      key: /token=([\w-]+)/.exec(text)?.[1],
      pin: /(?:code|Je code): (\d{6})/.exec(text)?.[1],
      link: /https?:\/\/\S+/.exec(text)?.[0],
    };
  };

  beforeAll(async () => {
    t = await createTestApp(engine, { demo: true, now: () => now });
  });
  afterAll(async () => t.close());

  it('registers, mails an activation in the member language, and activates with the link key and pin', async () => {
    const ip = from();
    const body = {
      FirstName: 'Lotte',
      LastName: 'de Vries',
      Email: 'Lotte@Example.org',
      Language: 'nl',
      HasAgreedToTerms: true,
    };
    const res = await call('POST', '/v2/profile', body, {}, ip);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ Email: 'lotte@example.org', IsActivated: false, LanguageId: 52 });
    expect(res.body).not.toMatch(/token|pin/i);
    const { mail, key, pin, link } = await mailed('lotte@example.org');
    expect(mail).toMatchObject({
      kind: 'account-activation',
      language_id: 52,
      subject: 'Activeer je account',
    });
    expect(link).toMatch(/^http:\/\/localhost:3000\/nl\/wachtwoord-instellen\?token=/);
    expect(key).toBeDefined();
    expect(pin).toMatch(/^\d{6}$/);

    // Not activated yet: login says 403.
    const early = await call(
      'POST',
      '/v1/login',
      { email: 'lotte@example.org', password: 'Whatever-1!' },
      {},
      ip,
    );
    expect(early.statusCode).toBe(403);

    const set = await call(
      'PUT',
      '/v2/login/password',
      { Token: key, Pin: pin, Password: 'Sterk-wachtwoord-1', RepeatPassword: 'Sterk-wachtwoord-1' },
      {},
      ip,
    );
    expect(set.statusCode).toBe(200);
    expect(set.json()).toMatchObject({
      IsActivated: true,
      ProfileToken: expect.any(String),
      ExpiresIn: 86_400,
    });
    const state = await call(
      'GET',
      '/v1/profile/state?channelId=1',
      undefined,
      { profileToken: set.json().ProfileToken },
      ip,
    );
    expect(state.json()).toMatchObject({ Email: 'lotte@example.org', FirstName: 'Lotte' });
    // The link works once.
    const again = await call(
      'PUT',
      '/v2/login/password',
      { Token: key, Pin: pin, Password: 'Sterk-wachtwoord-2' },
      {},
      ip,
    );
    expect(again.statusCode).toBe(404);
    // The password stored is an argon2id hash.
    const row = await t.database.db
      .selectFrom('profiles')
      .select('password_hash')
      .where('email', '=', 'lotte@example.org')
      .executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
  });

  it('refuses a registration without agreed terms (400) and a used e-mail (409)', async () => {
    const ip = from();
    const base = { FirstName: 'A', LastName: 'B', Email: 'someone.new@example.org', HasAgreedToTerms: false };
    const noTerms = await call('POST', '/v2/profile', base, {}, ip);
    expect(noTerms.statusCode).toBe(400);
    expect(noTerms.json().Errors[0].Field).toBe('HasAgreedToTerms');
    const used = await call(
      'POST',
      '/v2/profile',
      { ...base, Email: 'BOOKER@example.com', HasAgreedToTerms: true },
      {},
      ip,
    );
    expect(used.statusCode).toBe(409);
    expect(used.json().Message).toBe('email already exists');
    expect(
      (await call('POST', '/v2/profile', { ...base, Email: 'not-an-email', HasAgreedToTerms: true }, {}, ip))
        .statusCode,
    ).toBe(400);
  });

  it('gives the set-password codes: 400 missing, 501 differ, -2 wrong pin, -1 expired, 404 unknown, weak password', async () => {
    const ip = from();
    await call(
      'POST',
      '/v2/profile',
      {
        FirstName: 'Sam',
        LastName: 'Jansen',
        Email: 'sam@example.org',
        Language: 'en',
        HasAgreedToTerms: true,
      },
      {},
      ip,
    );
    const { key, pin } = await mailed('sam@example.org');
    const put = (body: object) => call('PUT', '/v2/login/password', body, {}, ip);
    const missing = await put({ Token: key });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().StatusCode).toBe(400);
    const differ = await put({
      Token: key,
      Pin: pin,
      Password: 'Sterk-wachtwoord-1',
      RepeatPassword: 'Other-1!',
    });
    expect(differ.json().StatusCode).toBe(501);
    const weak = await put({ Token: key, Pin: pin, Password: 'weakpass' });
    expect(weak.statusCode).toBe(400);
    expect(
      weak
        .json()
        .Errors.map((e: { Code: string }) => e.Code)
        .sort(),
    ).toEqual(['number', 'special', 'uppercase']);
    const wrong = await put({
      Token: key,
      Pin: pin === '000000' ? '111111' : '000000',
      Password: 'Sterk-wachtwoord-1',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().StatusCode).toBe(-2);
    const unknown = await put({
      Token: 'no-such-key-0000000000000000000',
      Pin: pin,
      Password: 'Sterk-wachtwoord-1',
    });
    expect(unknown.json().StatusCode).toBe(404);
    now = new Date(now.getTime() + 49 * 3_600_000);
    try {
      const expired = await put({ Token: key, Pin: pin, Password: 'Sterk-wachtwoord-1' });
      expect(expired.json().StatusCode).toBe(-1);
    } finally {
      now = new Date('2026-11-23T08:00:00Z');
    }
  });

  it('spends a link after five wrong pins (429)', async () => {
    const ip = from();
    await call(
      'POST',
      '/v2/profile',
      { FirstName: 'Kim', LastName: 'Bos', Email: 'kim@example.org', HasAgreedToTerms: true },
      {},
      ip,
    );
    const { key, pin } = await mailed('kim@example.org');
    const wrongPin = pin === '000000' ? '111111' : '000000';
    const codes = [];
    for (let i = 0; i < 5; i++) {
      codes.push(
        (
          await call(
            'PUT',
            '/v2/login/password',
            { Token: key, Pin: wrongPin, Password: 'Sterk-wachtwoord-1' },
            {},
            from(),
          )
        ).json().StatusCode,
      );
    }
    expect(codes).toEqual([-2, -2, -2, -2, 429]);
    const right = await call(
      'PUT',
      '/v2/login/password',
      { Token: key, Pin: pin, Password: 'Sterk-wachtwoord-1' },
      {},
      from(),
    );
    expect(right.statusCode).toBe(404);
  });

  it('logs the demo booker in with the demo password, one answer for every wrong pair', async () => {
    const ip = from();
    const ok = await call(
      'POST',
      '/v1/login',
      { email: 'booker@example.com', password: TEST_PASSWORD, channelId: 1 },
      {},
      ip,
    );
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({
      Email: 'booker@example.com',
      ProfileToken: expect.stringMatching(/^[\w-]{30,}$/),
    });
    expect(String(ok.headers['set-cookie'])).toMatch(
      /ms_login=[\w-]+; Max-Age=2592000; Path=\/; HttpOnly; SameSite=Lax/,
    );
    // Its readable hint (nothing secret) tells the web app there is a login to restore.
    const hint = [ok.headers['set-cookie']].flat().find((c) => String(c).startsWith('ms_login_hint='));
    expect(hint).toBe('ms_login_hint=1; Max-Age=2592000; Path=/; SameSite=Lax');
    const wrongPassword = await call(
      'POST',
      '/v1/login',
      { Email: 'booker@example.com', Password: 'Wrong-pass-1!' },
      {},
      ip,
    );
    const unknown = await call(
      'POST',
      '/v1/login',
      { email: 'nobody@example.com', password: 'Wrong-pass-1!' },
      {},
      ip,
    );
    expect(wrongPassword.statusCode).toBe(404);
    expect(unknown.statusCode).toBe(404);
    expect(wrongPassword.json()).toEqual(unknown.json());
    expect((await call('POST', '/v1/login', { email: '', password: '' }, {}, ip)).statusCode).toBe(400);
  });

  it('answers 429 after repeated failures per account, and per address', async () => {
    const codes = [];
    for (let i = 0; i < 7; i++) {
      codes.push(
        (
          await call(
            'POST',
            '/v1/login',
            { email: 'host@example.com', password: `Wrong-${i}!aA` },
            {},
            from(),
          )
        ).statusCode,
      );
    }
    expect(codes.slice(0, 5)).toEqual([404, 404, 404, 404, 404]);
    expect(codes.at(-1)).toBe(429);
    // Even the right password waits now, for this account.
    expect(
      (await call('POST', '/v1/login', { email: 'host@example.com', password: TEST_PASSWORD }, {}, from()))
        .statusCode,
    ).toBe(429);
    const ip = from();
    const perAddress = [];
    for (let i = 0; i < 22; i++) {
      perAddress.push(
        (await call('POST', '/v1/login', { email: `person${i}@example.org`, password: 'Wrong-1!aA' }, {}, ip))
          .statusCode,
      );
    }
    expect(perAddress.at(-1)).toBe(429);
    expect(perAddress.filter((c) => c === 404).length).toBeGreaterThanOrEqual(20);
  });

  it('mails a login pin and logs in with it: wrong pin, then right pin, then the pin is spent', async () => {
    const ip = from();
    const ask = await call('POST', '/v1/login/pin', { Email: 'booker@example.com' }, {}, ip);
    expect(ask.json()).toEqual({ StatusCode: 1, Message: 'new pin mailed' });
    const { pin, mail } = await mailed('booker@example.com');
    expect(mail?.kind).toBe('login-pin');
    const wrong = await call(
      'POST',
      '/v1/login/pin',
      { Email: 'booker@example.com', Pin: pin === '000000' ? '111111' : '000000' },
      {},
      ip,
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().Errors[0]).toMatchObject({ Field: 'Pin', Code: 'wrong' });
    const right = await call('POST', '/v1/login/pin', { Email: 'booker@example.com', Pin: pin }, {}, ip);
    expect(right.statusCode).toBe(200);
    expect(right.json().ProfileToken).toEqual(expect.any(String));
    const spent = await call('POST', '/v1/login/pin', { Email: 'booker@example.com', Pin: pin }, {}, ip);
    expect(spent.json().Errors[0].Code).toBe('expired');
    // Unknown addresses get the same answer and no mail.
    expect((await call('POST', '/v1/login/pin', { Email: 'ghost@example.org' }, {}, ip)).json()).toEqual({
      StatusCode: 1,
      Message: 'new pin mailed',
    });
    expect(await outbox('ghost@example.org')).toHaveLength(0);
  });

  it('mails a reset link into the asked language page; the new password then works', async () => {
    const ip = from();
    const res = await call(
      'POST',
      '/v1/login/reset',
      { ChannelId: 1, Email: 'admin@example.com', LocalePrefix: 'en' },
      {},
      ip,
    );
    expect(res.json()).toEqual({ StatusCode: 1, Message: 'reset mail sent' });
    const { key, pin, link, mail } = await mailed('admin@example.com');
    expect(mail?.kind).toBe('password-reset');
    expect(link).toMatch(/\/en\/set-password\?token=/);
    const set = await call(
      'PUT',
      '/v2/login/password',
      { Token: key, Pin: pin, Password: 'Nieuw-wachtwoord-9' },
      {},
      ip,
    );
    expect(set.statusCode).toBe(200);
    expect(
      (
        await call(
          'POST',
          '/v1/login',
          { email: 'admin@example.com', password: 'Nieuw-wachtwoord-9' },
          {},
          ip,
        )
      ).statusCode,
    ).toBe(200);
    // An unknown address gets the same answer (no account enumeration; docs/operations.md).
    expect(
      (await call('POST', '/v1/login/reset', { Email: 'nobody@example.org', LocalePrefix: 'nl' }, {}, ip))
        .statusCode,
    ).toBe(200);
    expect(
      (await call('POST', '/v1/login/reset', { Email: 'nope', LocalePrefix: 'nl' }, {}, ip)).statusCode,
    ).toBe(400);
  });

  it('keeps members logged in with the long-term cookie, and logs them off everywhere', async () => {
    const ip = from();
    const login = await call(
      'POST',
      '/v1/login',
      { email: 'booker@example.com', password: TEST_PASSWORD },
      {},
      ip,
    );
    const token = login.json().ProfileToken;
    const cookie = String(login.headers['set-cookie']).split(';')[0] as string;
    const renewed = await call('POST', '/v2/login', undefined, { cookie }, ip);
    expect(renewed.statusCode).toBe(200);
    expect(renewed.json().ProfileToken).not.toBe(token);
    // The cookie was replaced: the old value no longer works.
    expect((await call('POST', '/v2/login', undefined, { cookie }, ip)).statusCode).toBe(401);
    const next = String(renewed.headers['set-cookie']).split(';')[0] as string;
    const off = await call('DELETE', '/v1/logoff', undefined, { profileToken: token, cookie: next }, ip);
    expect(off.json()).toBe(true);
    const cleared = [off.headers['set-cookie']].flat().map(String);
    expect(cleared.find((c) => c.startsWith('ms_login=;'))).toMatch(/Expires=Thu, 01 Jan 1970/);
    expect(cleared.find((c) => c.startsWith('ms_login_hint=;'))).toMatch(/Expires=Thu, 01 Jan 1970/);
    expect((await call('GET', '/v1/profile/state', undefined, { profileToken: token }, ip)).statusCode).toBe(
      401,
    );
    expect((await call('POST', '/v2/login', undefined, { cookie: next }, ip)).statusCode).toBe(401);
    expect((await call('POST', '/v2/login', undefined, {}, ip)).statusCode).toBe(401);
  });

  it('answers 401 for a missing, unknown or expired token', async () => {
    expect((await call('GET', '/v1/profile/state')).statusCode).toBe(401);
    expect(
      (await call('GET', '/v1/profile/state', undefined, { profileToken: 'x'.repeat(32) })).statusCode,
    ).toBe(401);
    const login = await call(
      'POST',
      '/v1/login',
      { email: 'booker@example.com', password: TEST_PASSWORD },
      {},
      from(),
    );
    const token = login.json().ProfileToken;
    now = new Date(now.getTime() + 86_401_000);
    try {
      expect((await call('GET', '/v1/profile/state', undefined, { profileToken: token })).statusCode).toBe(
        401,
      );
    } finally {
      now = new Date('2026-11-23T08:00:00Z');
    }
  });
});
