import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, withKey } from '../../test/app.ts';
import { engines } from '../../test/db.ts';

const NOW = new Date('2026-11-23T08:00:00Z');
/** The browser that makes and books the cart (its `ms_client` cookie). */
const CLIENT = 'crash-test-browser-aaaaaaaaaa';
const CHILD = fileURLToPath(new URL('../../test/finalize-crash.child.ts', import.meta.url));

/** Runs the crashing finalize in its own process; resolves with its exit signal and output. */
function crashFinalize(url: string, schema: string | undefined, cartKey: string, clientCookie: string) {
  return new Promise<{ signal: NodeJS.Signals | null; out: string }>((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', CHILD, url, schema ?? '-', cartKey, clientCookie],
      {
        env: { ...process.env, FINALIZE_NOW: NOW.toISOString() },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let out = '';
    child.stdout.on('data', (d) => {
      out += d;
    });
    child.stderr.on('data', (d) => {
      out += d;
    });
    child.on('error', reject);
    child.on('exit', (_code, signal) => resolve({ signal, out }));
  });
}

describe.each(engines)('a finalize killed before its commit on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine, { demo: true, now: () => NOW });
  });
  afterAll(async () => t.close());

  it('leaves no reservation, and the cart can still be booked', async () => {
    const inject = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
      t.app.inject({
        method,
        url: `/api${url}`,
        headers: { ...withKey, cookie: `ms_client=${CLIENT}` },
        payload,
      });
    const search = (
      await inject('GET', '/v2/availability?q=Utrecht&startDate=2026-12-02&startTime=600&endTime=720&seats=2')
    ).json();
    const location = search.Locations.find((l: { IsAvailable: boolean }) => l.IsAvailable);
    const entry = location.Spaces.find((s: { SpaceAvailable: boolean }) => s.SpaceAvailable);
    const cart = (
      await inject('POST', '/v1/availability/select', {
        SearchId: search.SearchId,
        LocationId: location.LocationId,
        Hash: entry.Hash,
      })
    ).json();
    await inject('PUT', `/v1/cart/${cart.CartKey}`, {
      Contacts: [{ TypeId: 1, Name: 'Anna Bakker', Email: 'anna@example.org' }],
      CartTerms: { Accepted: true },
    });

    const crash = await crashFinalize(t.database.url, t.database.schema, cart.CartKey, CLIENT);
    expect(crash.out).toContain('written, not committed');
    expect(crash.signal).toBe('SIGKILL');

    const db = t.database.db;
    expect(
      await db.selectFrom('reservations').select('id').where('cart_id', '=', cart.Id).execute(),
    ).toHaveLength(0);
    expect(
      await db.selectFrom('outbox').select('id').where('to_email', '=', 'anna@example.org').execute(),
    ).toHaveLength(0);
    expect(
      await db.selectFrom('events').select('id').where('type', '=', 'reservation.created').execute(),
    ).toHaveLength(0);
    const row = await db
      .selectFrom('carts')
      .select(['status', 'reservation_id'])
      .where('id', '=', cart.Id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'open', reservation_id: null });

    const booked = await inject('POST', `/v2/cart/${cart.CartKey}/finalize`);
    expect(booked.statusCode).toBe(200);
    expect(booked.json().Spaces).toHaveLength(1);
  });
});
