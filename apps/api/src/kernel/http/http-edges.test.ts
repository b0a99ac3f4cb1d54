import { randomBytes } from 'node:crypto';
import { connect as netConnect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, withKey } from '../../../test/app.ts';
import { loadConfig, parseTrustProxy } from '../../config.ts';
import { THROTTLE } from './rate-limits.ts';

/** Sends raw bytes and resolves with everything the server answered until it closed the socket. */
function rawExchange(port: number, request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = netConnect(port, '127.0.0.1');
    let answer = '';
    socket.on('data', (chunk) => {
      answer += chunk;
    });
    socket.on('close', () => resolve(answer));
    socket.on('error', reject);
    socket.write(request);
  });
}

const bodyOf = (answer: string) => JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4));

describe('every error uses the documented body', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp('sqlite', { requestTimeoutMs: 1_000 });
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = Number(new URL(address).port);
  });
  afterAll(async () => t.close());

  it.each(['/api/v1/space/%ff', '/nl/%ff', '/nl/locaties/%E0%A4%A'])(
    'a bad percent-encoding in %s is a 400',
    async (path) => {
      const res = await t.app.inject({ url: path, headers: withKey });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        StatusCode: 400,
        Message: expect.stringContaining('percent-encoding'),
        Errors: [],
      });
    },
  );

  it('headers too large: 431 with the error body', async () => {
    const answer = await rawExchange(
      port,
      `GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
    );
    expect(answer.startsWith('HTTP/1.1 431')).toBe(true);
    expect(bodyOf(answer)).toMatchObject({ StatusCode: 431, Errors: [] });
  });

  it('a body that never completes: 408 with the error body, and the socket is closed', async () => {
    const answer = await rawExchange(
      port,
      'POST /api/v1/login HTTP/1.1\r\nHost: x\r\napiToken: test-key\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"email":',
    );
    expect(answer.slice(0, 200)).toMatch(/^HTTP\/1.1 408/);
    expect(bodyOf(answer)).toMatchObject({ StatusCode: 408, Errors: [] });
  }, 20_000);
});

describe('the client address behind proxies', () => {
  let direct: TestApp;
  let proxied: TestApp;
  beforeAll(async () => {
    direct = await createTestApp('sqlite');
    proxied = await createTestApp('sqlite', { trustProxy: '127.0.0.1' });
  });
  afterAll(async () => {
    await direct.close();
    await proxied.close();
  });

  /** Failed logins of new addresses, each claiming another X-Forwarded-For; the last status. */
  async function lastOfFailures(t: TestApp, count: number): Promise<number> {
    let status = 0;
    for (let i = 0; i < count; i += 1) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/login',
        headers: { ...withKey, 'x-forwarded-for': `203.0.113.${i}` },
        payload: { email: `nobody-${randomBytes(4).toString('hex')}@example.org`, password: 'Wrong-pass-1!' },
      });
      status = res.statusCode;
    }
    return status;
  }

  it('by default X-Forwarded-For is not believed: the per-address throttle holds', async () => {
    expect(await lastOfFailures(direct, THROTTLE.perAddress.max + 2)).toBe(429);
  });

  it('with TRUST_PROXY the proxy’s X-Forwarded-For names the client', async () => {
    expect(await lastOfFailures(proxied, THROTTLE.perAddress.max + 2)).toBe(404);
  });

  it('TRUST_PROXY reads as off, on, a hop count or addresses', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('false')).toBe(false);
    expect(parseTrustProxy('true')).toBe(true);
    expect(parseTrustProxy('1')).toBe(1);
    expect(parseTrustProxy('10.0.0.0/8, 127.0.0.1')).toBe('10.0.0.0/8, 127.0.0.1');
  });
});

describe('the development outbox', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
  });
  afterAll(async () => t.close());

  it('answers only a browser on the same machine', async () => {
    expect((await t.app.inject({ url: '/dev/outbox', remoteAddress: '127.0.0.1' })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/dev/outbox', remoteAddress: '::1' })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/dev/outbox', remoteAddress: '192.168.1.20' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/dev/outbox/1', remoteAddress: '10.0.0.5' })).statusCode).toBe(404);
    // A forwarded address never makes a remote client local.
    const forwarded = await t.app.inject({
      url: '/dev/outbox',
      remoteAddress: '10.0.0.5',
      headers: { 'x-forwarded-for': '127.0.0.1' },
    });
    expect(forwarded.statusCode).toBe(404);
  });

  it('is off in production, without the demo data, and behind a trusted proxy', () => {
    const base = { DATA_DIR: '/tmp', QUOTE_SECRET: 'x'.repeat(20) };
    expect(loadConfig(base).devOutbox).toBe(true);
    expect(loadConfig({ ...base, NODE_ENV: 'production' }).devOutbox).toBe(false);
    expect(loadConfig({ ...base, DEMO_DATA: 'off' }).devOutbox).toBe(false);
    expect(loadConfig({ ...base, TRUST_PROXY: '1' }).devOutbox).toBe(false);
    expect(loadConfig({ ...base, NODE_ENV: 'production', DEV_OUTBOX: 'on' }).devOutbox).toBe(true);
  });
});

describe('start-up checks', () => {
  it('an upload folder that cannot be written stops the start with a clear message', async () => {
    await expect(createTestApp('sqlite', { uploadDir: '/dev/null/uploads' })).rejects.toThrow(
      /UPLOAD_DIR \/dev\/null\/uploads is not a writable folder/,
    );
  });
});
