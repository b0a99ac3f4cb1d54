import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { bookMeetingRoom, memberHeaders } from '../../test/booking.ts';
import { engines } from '../../test/db.ts';
import { issueReservationInvoice } from './index.ts';

// Monday 23 November 2026 09:00 in Amsterdam; the invoices are issued on 4 January 2027 (a new year).
const START = new Date('2026-11-23T08:00:00Z');
const ISSUE = new Date('2027-01-04T09:00:00Z');

describe.each(engines)('invoice numbers under parallel issues on %s', (engine) => {
  let t: TestApp;
  const reservations: number[] = [];
  beforeAll(async () => {
    if (engine !== 'postgres') return;
    t = await createTestApp(engine, { demo: true, now: () => START });
    const booker = await memberHeaders(t, 'booker@example.com', START);
    for (let n = 0; n < 20; n += 1) {
      const r = await bookMeetingRoom(t, booker, {
        day: `2026-12-${String(1 + (n % 4)).padStart(2, '0')}`,
        startMinutes: 480 + 60 * Math.floor(n / 4),
      });
      reservations.push(r.Id);
    }
    await t.app.events.drain();
  }, 120_000);
  afterAll(async () => t?.close());

  const concurrent = (name: string, fn: () => Promise<void>) =>
    engine === 'postgres'
      ? it(name, fn, 60_000)
      : it.skip(`${name} [skipped on SQLite: one writer at a time, no parallel transactions]`, fn);

  concurrent('gives 20 parallel issues the numbers 1..20 of the year, each once, without gaps', async () => {
    const db = t.database.db;
    expect(
      await db
        .selectFrom('invoices')
        .select('id')
        .where('status_id', '=', 0)
        .where('reservation_id', 'in', reservations)
        .execute(),
    ).toHaveLength(20);
    // Each issue in its own transaction on its own connection (the pool holds 25).
    const issued = await Promise.all(
      reservations.map((id) => db.transaction().execute((trx) => issueReservationInvoice(trx, id, ISSUE))),
    );
    const numbers = issued.map((i) => i.number).sort();
    expect(numbers).toEqual(Array.from({ length: 20 }, (_, n) => `2027-${String(n + 1).padStart(6, '0')}`));
    expect(new Set(issued.map((i) => i.id)).size).toBe(20);
    const year = await db
      .selectFrom('invoice_numbers')
      .selectAll()
      .where('year', '=', 2027)
      .executeTakeFirstOrThrow();
    expect(year.last_number).toBe(20);
    // Issuing again (in parallel too) gives the same invoices, no new numbers.
    const again = await Promise.all(
      reservations.map((id) => db.transaction().execute((trx) => issueReservationInvoice(trx, id, ISSUE))),
    );
    expect(again.map((i) => i.number)).toEqual(issued.map((i) => i.number));
    expect(
      (
        await db
          .selectFrom('invoice_numbers')
          .select('last_number')
          .where('year', '=', 2027)
          .executeTakeFirstOrThrow()
      ).last_number,
    ).toBe(20);
  });
});
