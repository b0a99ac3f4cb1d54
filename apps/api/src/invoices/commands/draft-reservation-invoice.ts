import { InvoiceType } from '@meetspace/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { lockRow } from '../../kernel/locks.ts';
import { reservationBillOf } from '../../reservations/index.ts';
import { invoiceQueries } from '../invoice.queries.ts';
import { depositLines } from '../invoice-lines.ts';
import { invoiceSettingsOf } from '../invoice-settings.ts';
import { insertDeposit, insertDraft } from '../invoice-writer.ts';

/** Whole days from the booking to the start (the deposit rule's "days ahead"). */
const daysAhead = (bookedAt: string, startsAt: string) =>
  Math.floor((Date.parse(startsAt) - Date.parse(bookedAt)) / 86_400_000);

/**
 * A new reservation's invoices: when its location asks a deposit and it starts at least the
 * location's minimum days after booking, a deposit invoice issued at once (per VAT rate the
 * percentage of the reservation's base); then the draft normal invoice (status 0, no number) of its
 * lines as the reservation's totals add them up (minus the deposit). Runs once per reservation: a
 * second call finds its invoices and does nothing.
 */
export async function draftReservationInvoice(
  trx: Kysely<DB>,
  reservationId: number,
  now: Date,
): Promise<void> {
  await lockRow(trx, 'reservations', { column: 'id', value: reservationId });
  const existing = await invoiceQueries.ofReservation(trx, reservationId);
  if (existing.some((i) => i.type === InvoiceType.Normal)) return;
  const bill = await reservationBillOf(trx, reservationId);
  if (!bill) return;
  const r = bill.reservation;
  const settings = await invoiceSettingsOf(trx, r.location_id);
  const invoices = [...existing];
  if (
    settings.depositPercentage > 0 &&
    !existing.some((i) => i.type === InvoiceType.Deposit) &&
    daysAhead(r.created_at, r.starts_at) >= settings.depositMinDays
  ) {
    const lines = depositLines(bill, settings.depositPercentage);
    if (lines.length > 0) invoices.push(await insertDeposit(trx, bill, lines, now));
  }
  await insertDraft(trx, bill, invoices, now);
}
