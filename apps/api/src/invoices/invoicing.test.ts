import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { bookMeetingRoom, memberHeaders } from '../../test/booking.ts';
import { engines } from '../../test/db.ts';
import { invoiceForPayment, issueReservationInvoice, recordInvoicePayment } from './index.ts';

// Monday 23 November 2026 09:00 in Amsterdam; bookings on Wednesday 25 November.
const START = new Date('2026-11-23T08:00:00Z');

describe.each(engines)('invoicing a reservation on %s', (engine) => {
  let t: TestApp;
  let booker: Record<string, string>;
  let slot = 0;
  const db = () => t.database.db;
  const book = async () => {
    slot += 1;
    const r = await bookMeetingRoom(t, booker, {
      day: '2026-11-25',
      startMinutes: 480 + 60 * slot,
      seats: 3,
    });
    await t.app.events.drain();
    return r;
  };

  beforeAll(async () => {
    t = await createTestApp(engine, { demo: true, now: () => START });
    booker = await memberHeaders(t, 'booker@example.com', START);
  });
  afterAll(async () => t?.close());

  it('drafts at booking with the reservation totals, issues once with a number, records payments', async () => {
    const r = await book();
    const [draft] = await db()
      .selectFrom('invoices')
      .selectAll()
      .where('reservation_id', '=', r.Id)
      .execute();
    expect(draft).toMatchObject({ status_id: 0, number: null, type: 'normal' });
    const res = await db()
      .selectFrom('reservations')
      .selectAll()
      .where('id', '=', r.Id)
      .executeTakeFirstOrThrow();
    expect(draft?.total_incl_cents).toBe(res.total_incl_cents);
    expect(draft?.total_excl_cents).toBe(res.total_excl_cents);
    const issued = await db()
      .transaction()
      .execute((trx) => issueReservationInvoice(trx, r.Id, START));
    expect(issued.number).toMatch(/^2026-\d{6}$/);
    expect(issued).toMatchObject({
      id: draft?.id,
      totalInclCents: res.total_incl_cents,
      paidCents: 0,
      dueDate: '2026-12-07',
    });
    const again = await db()
      .transaction()
      .execute((trx) => issueReservationInvoice(trx, r.Id, START));
    expect(again).toEqual(issued);
    const after = await db()
      .selectFrom('reservations')
      .select('has_invoice')
      .where('id', '=', r.Id)
      .executeTakeFirstOrThrow();
    expect(after.has_invoice).toBe(1);
    await db()
      .transaction()
      .execute((trx) =>
        recordInvoicePayment(
          trx,
          { reservationId: r.Id, invoiceId: null, cents: issued.totalInclCents + 500 },
          START,
        ),
      );
    expect(await invoiceForPayment(db(), issued.id)).toMatchObject({
      statusId: 2,
      paidCents: issued.totalInclCents,
      reservationId: r.Id,
      number: issued.number,
    });
  });
});
