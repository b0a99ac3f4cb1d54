import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { apiCall, memberHeaders, profileIdOf } from '../../test/booking.ts';
import { engines } from '../../test/db.ts';
import { insertTestEvent, visitorBody } from '../../test/events.ts';

// Registering counts the places under the event's row lock, so a burst never overbooks: PostgreSQL
// runs the transactions really side by side; SQLite has one writer at a time, so the burst runs on
// PostgreSQL only.

const NOW = new Date('2026-11-23T08:00:00Z');

describe.each(engines)('registering in parallel on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine, { demo: true, now: () => NOW });
  });
  afterAll(async () => t?.close());

  const concurrent = (name: string, fn: () => Promise<void>, timeout: number) =>
    engine === 'postgres'
      ? it(name, fn, timeout)
      : it.skip(`${name} [skipped on SQLite: one writer at a time, no parallel transactions]`, fn, timeout);

  concurrent(
    '30 parallel registrations for 10 places: exactly 10 confirmed, 20 waiting in a distinct order',
    async () => {
      const call = apiCall(t);
      const id = await insertTestEvent(t, {
        ownerProfileId: await profileIdOf(t, 'host@example.com'),
        capacity: 10,
      });
      const answers = await Promise.all(
        Array.from({ length: 30 }, (_, i) =>
          call('POST', '/v1/Event/registration', {}, visitorBody(id, `burst${i}`)),
        ),
      );
      expect(answers.map((a) => a.statusCode)).toEqual(Array(30).fill(200));
      const statuses = answers.map((a) => a.json().Status as string);
      expect(statuses.filter((s) => s === 'confirmed')).toHaveLength(10);
      expect(statuses.filter((s) => s === 'waitingList')).toHaveLength(20);

      const rows = await t.database.db
        .selectFrom('event_registrations')
        .select(['status'])
        .where('event_id', '=', id)
        .execute();
      expect(rows.filter((r) => r.status === 'confirmed')).toHaveLength(10);
      const host = await memberHeaders(t, 'host@example.com', NOW);
      const list = (await call('GET', `/v1/event/${id}/participants?status=waitingList`, host)).json();
      const positions = list.Results.map((p: { WaitingListPosition: number }) => p.WaitingListPosition).sort(
        (a: number, b: number) => a - b,
      );
      expect(positions).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    },
    60_000,
  );
});
