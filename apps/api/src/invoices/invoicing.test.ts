import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { apiCall, bookMeetingRoom, issueSession, memberHeaders, profileIdOf } from '../../test/booking.ts';
import { engines } from '../../test/db.ts';
import { invoiceForPayment, issueReservationInvoice, recordInvoicePayment } from './index.ts';

// Monday 23 November 2026 09:00 in Amsterdam; bookings on Wednesday 25 November.
const START = new Date('2026-11-23T08:00:00Z');

describe.each(engines)('invoicing a reservation on %s', (engine) => {
  let t: TestApp;
  let booker: Record<string, string>;
  let slot = 0;
  let now = START;
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
    t = await createTestApp(engine, { demo: true, now: () => now });
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
  it('invoices a voucher discount as negative lines per rate, with the totals of the reservation', async () => {
    const r = await book();
    const options = (await apiCall(t)('GET', `/v1/reservation/${r.Id}/available/options`, booker)).json();
    await apiCall(t)('PUT', `/v2/reservation/${r.Id}/options`, booker, {
      Options: options.slice(0, 3).map((o: { OptionId: number }) => ({ OptionId: o.OptionId, Amount: 3 })),
    });
    const applied = await apiCall(t)('POST', `/v1/voucher/reservation/${r.Id}/apply`, booker, {
      Code: 'WELKOM10',
    });
    expect(applied.statusCode, applied.body).toBe(200);
    const view = (await apiCall(t)('GET', `/v1/reservation/${r.Id}`, booker)).json();
    expect(view.Discount).toBeGreaterThan(0);
    const issued = await db()
      .transaction()
      .execute((trx) => issueReservationInvoice(trx, r.Id, START));
    expect(issued.totalInclCents).toBe(Math.round(view.TotalInclTax * 100));
    const lines = await db()
      .selectFrom('invoice_lines')
      .selectAll()
      .where('invoice_id', '=', issued.id)
      .execute();
    const discount = lines.filter((l) => l.total_excl_cents < 0);
    expect(discount.length).toBeGreaterThan(0);
    expect(-discount.reduce((n, l) => n + l.total_excl_cents, 0)).toBe(Math.round(view.Discount * 100));
    for (const l of discount)
      expect(l).toMatchObject({ quantity: -1, unit_price_cents: -l.total_excl_cents });
    const byRate = new Map<number, number>();
    for (const l of lines) byRate.set(l.tax_percentage, (byRate.get(l.tax_percentage) ?? 0) + l.tax_cents);
    expect(
      [...byRate].sort((a, b) => a[0] - b[0]).map(([p, c]) => ({ Percentage: p, Total: c / 100 })),
    ).toEqual(view.TaxTotals);
  });

  it('puts a payment of the whole reservation on its open deposit invoice first, then on the invoice it issues', async () => {
    const first = await book();
    await db()
      .insertInto('invoice_settings')
      .values({ location_id: first.LocationId, deposit_percentage: 30, deposit_min_days: 1 })
      .onConflict((oc) =>
        oc.column('location_id').doUpdateSet({ deposit_percentage: 30, deposit_min_days: 1 }),
      )
      .execute();
    try {
      const r = await book();
      const [deposit] = await db()
        .selectFrom('invoices')
        .selectAll()
        .where('reservation_id', '=', r.Id)
        .orderBy('id')
        .execute();
      expect(deposit).toMatchObject({ type: 'deposit', status_id: 1, paid_cents: 0 });
      const res = await db()
        .selectFrom('reservations')
        .selectAll()
        .where('id', '=', r.Id)
        .executeTakeFirstOrThrow();
      // The whole reservation is paid at once (as the payments area does: the reservation's total, then its invoices).
      await db()
        .updateTable('reservations')
        .set({ total_paid_cents: res.total_incl_cents })
        .where('id', '=', r.Id)
        .execute();
      const applied = await db()
        .transaction()
        .execute((trx) =>
          recordInvoicePayment(
            trx,
            { reservationId: r.Id, invoiceId: null, cents: res.total_incl_cents },
            START,
          ),
        );
      expect(applied.invoiceIds).toEqual([deposit?.id]);
      expect(await invoiceForPayment(db(), deposit?.id ?? 0)).toMatchObject({
        statusId: 2,
        paidCents: deposit?.total_incl_cents,
      });
      const issued = await db()
        .transaction()
        .execute((trx) => issueReservationInvoice(trx, r.Id, START));
      // The invoice deducts the deposit and counts the rest of the payment: nothing is open on either.
      expect(issued.totalInclCents).toBe(res.total_incl_cents - (deposit?.total_incl_cents ?? 0));
      expect(issued.paidCents).toBe(issued.totalInclCents);
      expect((await invoiceForPayment(db(), issued.id))?.statusId).toBe(2);
    } finally {
      await db().deleteFrom('invoice_settings').where('location_id', '=', first.LocationId).execute();
    }
  });

  it('credits a deposit invoice and invoices the fee when cancelled before the invoice was issued', async () => {
    const first = await book();
    await db()
      .insertInto('invoice_settings')
      .values({ location_id: first.LocationId, deposit_percentage: 80, deposit_min_days: 1 })
      .onConflict((oc) =>
        oc.column('location_id').doUpdateSet({ deposit_percentage: 80, deposit_min_days: 1 }),
      )
      .execute();
    try {
      const r = await book();
      expect(r.LocationId).toBe(first.LocationId);
      const [deposit, draft] = await db()
        .selectFrom('invoices')
        .selectAll()
        .where('reservation_id', '=', r.Id)
        .orderBy('id')
        .execute();
      expect(deposit).toMatchObject({ type: 'deposit', status_id: 1 });
      expect(draft).toMatchObject({ type: 'normal', status_id: 0 });
      // The deposit is paid (the payments area records it), then the booker cancels within 24 hours.
      await db()
        .updateTable('reservations')
        .set({ total_paid_cents: deposit?.total_incl_cents })
        .where('id', '=', r.Id)
        .execute();
      await db()
        .transaction()
        .execute((trx) =>
          recordInvoicePayment(
            trx,
            { reservationId: r.Id, invoiceId: deposit?.id ?? 0, cents: deposit?.total_incl_cents ?? 0 },
            START,
          ),
        );
      expect((await invoiceForPayment(db(), deposit?.id ?? 0))?.statusId).toBe(2);
      const row = await db()
        .selectFrom('reservations')
        .selectAll()
        .where('id', '=', r.Id)
        .executeTakeFirstOrThrow();
      const at = new Date(Date.parse(row.starts_at) - 10 * 3_600_000);
      const member = { profileToken: await issueSession(t, await profileIdOf(t, 'booker@example.com'), at) };
      now = at;
      const cancelled = await apiCall(t)('PUT', `/v1/reservation/${r.Id}/cancel`, member, {
        ReasonType: 4,
        ApplyCancelFee: true,
      });
      expect(cancelled.statusCode, cancelled.body).toBe(200);
      while ((await t.app.events.drain()) > 0);
      const all = await db()
        .selectFrom('invoices')
        .selectAll()
        .where('reservation_id', '=', r.Id)
        .orderBy('id')
        .execute();
      const [, expired, credit, fee, ...rest] = all;
      expect(rest).toEqual([]);
      expect(expired).toMatchObject({ id: draft?.id, status_id: 4, number: null });
      expect(credit).toMatchObject({
        type: 'deposit',
        status_id: 3,
        credit_of_id: deposit?.id,
        total_incl_cents: -(deposit?.total_incl_cents ?? 0),
      });
      const percentage =
        row.cancel_fee_percentage ??
        (
          await db()
            .selectFrom('reservations')
            .select('cancel_fee_percentage')
            .where('id', '=', r.Id)
            .executeTakeFirstOrThrow()
        ).cancel_fee_percentage ??
        0;
      const feeCents = Math.round((row.total_incl_cents * percentage) / 100);
      expect(feeCents).toBeGreaterThan(0);
      expect(fee).toMatchObject({ type: 'normal', total_incl_cents: feeCents });
      // The deposit paid (80%) pays the fee (50%) first; the rest is to be paid back.
      const moved = Math.min(feeCents, deposit?.total_incl_cents ?? 0);
      expect(fee?.paid_cents).toBe(moved);
      expect(credit?.paid_cents).toBe(-moved);
      const open = all
        .filter((i) => i.number !== null)
        .reduce((n, i) => n + i.total_incl_cents - i.paid_cents, 0);
      expect(open).toBe(feeCents - (deposit?.total_incl_cents ?? 0));
      // A refund of what is owed back goes to the credit invoice, no further than its open amount.
      expect(open).toBeLessThan(0);
      const refund = await db()
        .transaction()
        .execute((trx) =>
          recordInvoicePayment(trx, { reservationId: r.Id, invoiceId: null, cents: open }, at),
        );
      expect(refund).toMatchObject({ appliedCents: open, invoiceIds: [credit?.id] });
      const after = await invoiceForPayment(db(), credit?.id ?? 0);
      expect((after?.totalInclCents ?? 0) - (after?.paidCents ?? 0)).toBe(0);
      // A refund beyond that comes off the paid amount of the standing (fee) invoice, which is open again.
      const more = await db()
        .transaction()
        .execute((trx) =>
          recordInvoicePayment(trx, { reservationId: r.Id, invoiceId: null, cents: -100 }, at),
        );
      expect(more).toMatchObject({ appliedCents: -100, invoiceIds: [fee?.id] });
      expect(await invoiceForPayment(db(), fee?.id ?? 0)).toMatchObject({ paidCents: moved - 100 });
    } finally {
      now = START;
      await db().deleteFrom('invoice_settings').where('location_id', '=', first.LocationId).execute();
    }
  });
});
