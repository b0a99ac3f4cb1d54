import { InvoiceStatus, InvoiceType } from '@meetspace/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import { type InvoiceRow, invoiceQueries } from './invoice.queries.ts';
import { standingInvoices } from './invoice-writer.ts';

/** An invoice as the payments area needs it. */
export interface InvoiceForPayment {
  id: number;
  reservationId: number;
  profileId: number | null;
  locationId: number;
  statusId: number;
  number: string | null;
  totalInclCents: number;
  paidCents: number;
  dueDate: string | null;
  type: InvoiceType;
}

/** One invoice for a payment (any status; the caller decides what may be paid), or undefined. */
export async function invoiceForPayment(
  db: Kysely<DB>,
  invoiceId: number,
): Promise<InvoiceForPayment | undefined> {
  const i = await invoiceQueries.byId(db, invoiceId);
  return (
    i && {
      id: i.id,
      reservationId: i.reservation_id,
      profileId: i.profile_id,
      locationId: i.location_id,
      statusId: i.status_id,
      number: i.number,
      totalInclCents: i.total_incl_cents,
      paidCents: i.paid_cents,
      dueDate: i.due_date,
      type: i.type,
    }
  );
}

const openOf = (i: InvoiceRow) => i.total_incl_cents - i.paid_cents;

/** Adds to an invoice's paid amount; an invoice (status 1) that is then fully paid is frozen (2). */
async function addPaid(trx: Kysely<DB>, i: InvoiceRow, cents: number, now: Date): Promise<void> {
  const paid = i.paid_cents + cents;
  await invoiceQueries.update(trx, i.id, {
    paid_cents: paid,
    status_id:
      i.status_id === InvoiceStatus.Invoice && paid >= i.total_incl_cents
        ? InvoiceStatus.Frozen
        : i.status_id,
    updated_at: now.toISOString(),
  });
}

/**
 * Records a paid payment of `cents` (negative: a refund). With an invoice id it goes to that invoice
 * (of that reservation). Without one: a payment goes to the reservation's open deposit invoice, then
 * its standing issued normal invoice, each at most its open amount; a refund first to its invoices with a negative open amount (a
 * credit invoice after a cancellation) up to that amount, then off the standing normal invoice's
 * paid amount down to zero. What does not fit stays on the reservation only (the payments area
 * keeps `reservations.total_paid_cents`; an invoice issued later counts it). Frozen when fully paid.
 */
export async function recordInvoicePayment(
  trx: Kysely<DB>,
  payment: { reservationId: number; invoiceId: number | null; cents: number },
  now: Date,
): Promise<{ appliedCents: number; invoiceIds: number[] }> {
  if (payment.invoiceId !== null) {
    await invoiceQueries.lock(trx, payment.invoiceId);
    const i = await invoiceQueries.byId(trx, payment.invoiceId);
    if (!i || i.reservation_id !== payment.reservationId) {
      throw new Error(`invoice ${payment.invoiceId} is not of reservation ${payment.reservationId}`);
    }
    await addPaid(trx, i, payment.cents, now);
    return { appliedCents: payment.cents, invoiceIds: [i.id] };
  }
  const all = await invoiceQueries.ofReservation(trx, payment.reservationId);
  for (const i of all) await invoiceQueries.lock(trx, i.id);
  const invoices = await invoiceQueries.ofReservation(trx, payment.reservationId);
  const normal = standingInvoices(invoices)
    .filter((i) => i.type === InvoiceType.Normal)
    .at(-1);
  const touched: number[] = [];
  let left = payment.cents;
  if (left > 0) {
    // An open deposit invoice first (it asks to be paid before the rest), then the normal invoice.
    const deposits = standingInvoices(invoices).filter((i) => i.type === InvoiceType.Deposit);
    for (const i of [...deposits, ...(normal ? [normal] : [])]) {
      if (left === 0) break;
      if (openOf(i) <= 0) continue;
      const part = Math.min(left, openOf(i));
      await addPaid(trx, i, part, now);
      touched.push(i.id);
      left -= part;
    }
  } else if (left < 0) {
    for (const i of invoices.filter((x) => openOf(x) < 0)) {
      if (left === 0) break;
      const part = Math.max(left, openOf(i));
      await addPaid(trx, i, part, now);
      touched.push(i.id);
      left -= part;
    }
    if (left < 0 && normal && normal.paid_cents > 0) {
      const part = Math.max(left, -normal.paid_cents);
      await addPaid(trx, normal, part, now);
      touched.push(normal.id);
      left -= part;
    }
  }
  return { appliedCents: payment.cents - left, invoiceIds: touched };
}
