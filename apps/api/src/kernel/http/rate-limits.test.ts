import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, withKey } from '../../../test/app.ts';
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
    for (let i = 0; i <= THROTTLE.perAccount.max; i++) expect((await attempt(a, i)).statusCode).toBe(404);
    expect((await attempt(b, 99)).statusCode).toBe(429);
  });
});
