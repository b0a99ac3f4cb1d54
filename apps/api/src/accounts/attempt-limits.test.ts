import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addressOf, burst, mailedSecrets, wrongPins } from '../../test/accounts.ts';
import { createTestApp, TEST_PASSWORD, type TestApp, withKey } from '../../test/app.ts';
import { profileIdOf } from '../../test/booking.ts';
import { engines } from '../../test/db.ts';
import { MAX_PIN_ATTEMPTS, verificationQueries } from './verification.queries.ts';

const NOW = new Date('2026-11-23T08:00:00Z');

// Wrong pins are limited per mailed pin: a burst of parallel guesses must not get more than five
// compared (SQLite's synchronous driver hides the race; PostgreSQL shows it).
describe.each(engines)('pin attempt limits on %s', (engine) => {
  let t: TestApp;
  let block = 0;
  const call = (method: 'POST' | 'PUT', url: string, payload: object, remoteAddress: string) =>
    t.app.inject({ method, url: `/api${url}`, headers: withKey, payload, remoteAddress });
  const verificationOf = async (email: string, purpose: 'pin' | 'reset') =>
    t.database.db
      .selectFrom('profile_verifications')
      .select(['attempts', 'used_at'])
      .where('profile_id', '=', await profileIdOf(t, email))
      .where('purpose', '=', purpose)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();

  beforeAll(async () => {
    t = await createTestApp(engine, { demo: true, locations: 3, now: () => NOW });
  });
  afterAll(async () => t.close());

  it('reserves at most five attempts of a verification, one statement each, under a burst', async () => {
    const profileId = await profileIdOf(t, 'admin@example.com');
    await verificationQueries.create(t.database.db, profileId, 'pin', NOW);
    const v = await verificationQueries.latestPin(t.database.db, profileId);
    const reserved = await burst(50, () => verificationQueries.reserveAttempt(t.database.db, v?.id ?? 0));
    expect(reserved.filter((n) => n !== undefined).sort()).toEqual([1, 2, 3, 4, 5]);
  });

  it('compares at most five pins of a pin login under a burst of 300; the right pin afterwards is refused', async () => {
    block += 1;
    const email = 'booker@example.com';
    expect(
      (await call('POST', '/v1/login/pin', { Email: email }, addressOf(0, 100 + block))).statusCode,
    ).toBe(200);
    const { pin } = await mailedSecrets(t, email);
    const guesses = wrongPins(pin, 300);
    const answers = await burst(guesses.length, (i) =>
      call('POST', '/v1/login/pin', { Email: email, Pin: guesses[i] }, addressOf(i, block)),
    );
    expect(answers.every((a) => a.statusCode === 400 || a.statusCode === 429)).toBe(true);
    const compared = answers.filter((a) => a.json().Errors?.[0]?.Code === 'wrong');
    expect(compared.length).toBeLessThanOrEqual(MAX_PIN_ATTEMPTS);
    expect(await verificationOf(email, 'pin')).toMatchObject({
      attempts: MAX_PIN_ATTEMPTS,
      used_at: expect.any(String),
    });
    const right = await call('POST', '/v1/login/pin', { Email: email, Pin: pin }, addressOf(1, 200 + block));
    expect(right.statusCode).not.toBe(200);
    expect(right.body).not.toContain('ProfileToken');
  });

  it('compares at most five pins of a reset link under a burst of 40; the password stays', async () => {
    block += 1;
    const email = 'host@example.com';
    const ask = await call(
      'POST',
      '/v1/login/reset',
      { Email: email, LocalePrefix: 'en' },
      addressOf(0, 100 + block),
    );
    expect(ask.statusCode).toBe(200);
    const { key, pin } = await mailedSecrets(t, email);
    const guesses = wrongPins(pin, 40);
    const answers = await burst(guesses.length, (i) =>
      call(
        'PUT',
        '/v2/login/password',
        { Token: key, Pin: guesses[i], Password: 'Attacker-pass-1!' },
        addressOf(i, block),
      ),
    );
    expect(answers.every((a) => a.statusCode !== 200)).toBe(true);
    const wrong = answers.filter((a) => a.json().StatusCode === -2);
    // The fifth wrong pin answers 429 (too many), so at most four say "wrong".
    expect(wrong.length).toBeLessThanOrEqual(MAX_PIN_ATTEMPTS - 1);
    expect(await verificationOf(email, 'reset')).toMatchObject({
      attempts: MAX_PIN_ATTEMPTS,
      used_at: expect.any(String),
    });
    const right = await call(
      'PUT',
      '/v2/login/password',
      { Token: key, Pin: pin, Password: 'Attacker-pass-1!' },
      addressOf(1, 200 + block),
    );
    expect(right.statusCode).toBe(404);
    const login = (password: string) =>
      call('POST', '/v1/login', { email, password }, addressOf(2, 200 + block));
    expect((await login('Attacker-pass-1!')).statusCode).toBe(404);
    expect((await login(TEST_PASSWORD)).statusCode).toBe(200);
  });
});
