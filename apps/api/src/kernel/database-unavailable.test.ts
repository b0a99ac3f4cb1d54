import SQLite from 'better-sqlite3';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, withKey } from '../../test/app.ts';
import { engines } from '../../test/db.ts';
import { isDatabaseUnavailable } from './unavailable.ts';

const SEARCH = '/api/v2/availability?q=Utrecht&startDate=2027-03-02&startTime=540&endTime=720&seats=4';

describe('isDatabaseUnavailable', () => {
  const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });
  it('knows a lost or refused connection and a busy SQLite file, and nothing else', () => {
    expect(isDatabaseUnavailable(withCode('57P01'))).toBe(true);
    expect(isDatabaseUnavailable(withCode('ECONNREFUSED'))).toBe(true);
    expect(isDatabaseUnavailable(withCode('SQLITE_BUSY'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(withCode('23505', 'duplicate key'))).toBe(false);
    expect(isDatabaseUnavailable(withCode('SQLITE_CONSTRAINT'))).toBe(false);
    expect(isDatabaseUnavailable('57P01')).toBe(false);
  });
});

describe.runIf(engines.includes('postgres'))('PostgreSQL ends the connections', () => {
  let t: TestApp;
  const search = () => t.app.inject({ method: 'GET', url: SEARCH, headers: withKey });
  /** Ends every connection of this test's pool, as a restart or failover would. */
  async function terminateBackends(): Promise<number> {
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    try {
      const ended = await admin.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1',
        [t.database.schema],
      );
      return ended.rowCount ?? 0;
    } finally {
      await admin.end();
    }
  }
  beforeAll(async () => {
    t = await createTestApp('postgres', { demo: true, locations: 20 });
  });
  afterAll(async () => t.close());

  it('while idle: the process stays up and the next call reconnects', async () => {
    expect((await search()).statusCode).toBe(200);
    expect(await terminateBackends()).toBeGreaterThan(0);
    // The idle clients learn of it asynchronously; an unhandled pool error would end the process here.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await search()).statusCode).toBe(200);
  });

  it('under load: calls in flight answer 200 or 503 with Retry-After, never 500, and then all is well', async () => {
    const burst = Array.from({ length: 40 }, (_, i) =>
      t.app.inject({
        method: 'GET',
        url: `${SEARCH.replace('seats=4', `seats=${1 + (i % 8)}`)}&page=${1 + (i % 3)}`,
        headers: withKey,
      }),
    );
    await new Promise((resolve) => setTimeout(resolve, 5));
    await terminateBackends();
    const answers = await Promise.all(burst);
    for (const answer of answers) {
      expect([200, 503]).toContain(answer.statusCode);
      if (answer.statusCode === 503) {
        expect(answer.headers['retry-after']).toBe('1');
        expect(answer.json()).toMatchObject({ StatusCode: 503, Errors: [] });
      }
    }
    expect((await search()).statusCode).toBe(200);
  });
});

describe.runIf(engines.includes('sqlite'))('SQLite held by another process', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite', { demo: true, locations: 20 });
  });
  afterAll(async () => t.close());

  it('a write answers 503 with Retry-After, soon, and works once the lock is released', async () => {
    const other = new SQLite(t.database.url.slice('sqlite:'.length));
    try {
      other.exec('BEGIN IMMEDIATE');
      // A search saves itself: a write.
      const busy = await t.app.inject({ method: 'GET', url: SEARCH, headers: withKey });
      expect(busy.statusCode).toBe(503);
      expect(busy.headers['retry-after']).toBe('1');
      other.exec('ROLLBACK');
      expect((await t.app.inject({ method: 'GET', url: SEARCH, headers: withKey })).statusCode).toBe(200);
    } finally {
      other.close();
    }
  });
});
