import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addressOf, burst } from '../../../test/accounts.ts';
import { createTestApp, TEST_PASSWORD, type TestApp, withKey } from '../../../test/app.ts';
import { engines } from '../../../test/db.ts';
import { THROTTLE } from './rate-limits.ts';

const redisUrl = process.env.TEST_REDIS_URL;

// Two processes behind a load balancer share their failure counters through Redis.
describe.skipIf(!redisUrl)('throttling shared through Redis', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    a = await createTestApp('sqlite', { redisUrl });
    b = await createTestApp('sqlite', { redisUrl });
  });
  afterAll(async () => {
    await a.close();
    await b.close();
  });

  it('counts failures on one server against the next attempt on another', async () => {
    const email = `throttle-${randomBytes(6).toString('hex')}@example.org`;
    const attempt = (t: TestApp, i: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/login',
        headers: withKey,
        payload: { email, password: 'Wrong-pass-1!' },
        remoteAddress: `10.9.${i}.1`,
      });
    for (let i = 0; i < THROTTLE.perAccount.max; i++) expect((await attempt(a, i)).statusCode).toBe(404);
    expect((await attempt(b, 99)).statusCode).toBe(429);
  });

  it('reserves attempts atomically across servers under a parallel burst', async () => {
    const email = `burst-${randomBytes(6).toString('hex')}@example.org`;
    const answers = await burst(30, (i) =>
      (i % 2 ? a : b).app.inject({
        method: 'POST',
        url: '/api/v1/login',
        headers: withKey,
        payload: { email, password: 'Wrong-pass-1!' },
        remoteAddress: addressOf(i, 77),
      }),
    );
    expect(answers.filter((r) => r.statusCode === 404)).toHaveLength(THROTTLE.perAccount.max);
  });
});

// A failed login is counted before its password is compared, so a burst of parallel guesses
// cannot all pass the check before the first failure is counted.
describe.each(engines)('login throttles under a parallel burst on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine, { demo: true, locations: 3 });
  });
  afterAll(async () => t.close());
  const login = (email: string, password: string, remoteAddress: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/login',
      headers: withKey,
      payload: { email, password },
      remoteAddress,
    });

  it('compares at most five passwords of one account, from any number of addresses', async () => {
    const answers = await burst(30, (i) => login('host@example.com', `Wrong-${i}-pass!A`, addressOf(i, 1)));
    expect(answers.filter((r) => r.statusCode === 404)).toHaveLength(THROTTLE.perAccount.max);
    expect(answers.filter((r) => r.statusCode === 429)).toHaveLength(30 - THROTTLE.perAccount.max);
    expect((await login('host@example.com', TEST_PASSWORD, addressOf(0, 2))).statusCode).toBe(429);
  });

  it('compares at most twenty logins of one address, whatever the accounts', async () => {
    const answers = await burst(40, (i) => login(`nobody-${i}@example.org`, 'Wrong-pass-1!', '10.3.0.1'));
    expect(answers.filter((r) => r.statusCode === 404)).toHaveLength(THROTTLE.perAddress.max);
    expect(answers.filter((r) => r.statusCode === 429)).toHaveLength(40 - THROTTLE.perAddress.max);
  });

  it('gives a successful attempt back: only failures use up the limits', async () => {
    const ip = '10.4.0.1';
    const wrong = () => login('booker@example.com', 'Wrong-pass-1!', ip);
    for (let i = 0; i < THROTTLE.perAccount.max - 1; i++) expect((await wrong()).statusCode).toBe(404);
    for (let i = 0; i < THROTTLE.perAddress.max + 5; i++)
      expect((await login('booker@example.com', TEST_PASSWORD, ip)).statusCode).toBe(200);
    expect((await wrong()).statusCode).toBe(404);
    expect((await wrong()).statusCode).toBe(429);
  });
});
