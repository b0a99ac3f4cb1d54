import { InvoiceStatus, InvoiceType } from '@meetspace/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { lockRow } from '../../kernel/locks.ts';
import { markReservationInvoiced, reservationBillOf } from '../../reservations/index.ts';
import { invoiceQueries } from '../invoice.queries.ts';
import { creditLines, feeLines, totalsOfLines } from '../invoice-lines.ts';
import { addressColumnsOf, insertIssuedInvoice, standingInvoices } from '../invoice-writer.ts';

/**
 * A cancelled reservation's invoices: a draft expires (4); every standing issued invoice (normal or
 * deposit) gets a credit invoice (3: its own number, `credit_of_id`, the lines negated, the same
 * address); with a fee, a new normal invoice of exactly `feeCents` incl. VAT over the reservation's
 * VAT rates. A credit invoice settles what was still open on the invoice it credits (which then reads
 * nothing open); what was paid moves to the fee invoice (up to the fee), taken off the credit
 * invoices, so a credit invoice's open amount is what is to be paid back (negative). Runs once per cancellation.
 */
export async function creditCancelledReservation(
  trx: Kysely<DB>,
  reservationId: number,
  fee: { percentage: number; cents: number },
  now: Date,
): Promise<void> {
  // Lock order as when issuing: the reservation, its invoices, the year's number.
  await lockRow(trx, 'reservations', { column: 'id', value: reservationId });
  const invoices = await invoiceQueries.ofReservation(trx, reservationId);
  const bill = await reservationBillOf(trx, reservationId);
  if (!bill) return;
  const r = bill.reservation;
  for (const draft of invoices.filter((i) => i.status_id === InvoiceStatus.Draft)) {
    await invoiceQueries.update(trx, draft.id, {
      status_id: InvoiceStatus.Expired,
      updated_at: now.toISOString(),
    });
  }
  const standing = standingInvoices(invoices);
  const paidOnInvoices = standing.reduce((n, i) => n + i.paid_cents, 0);
  // Paid and not on any invoice (e.g. before the invoice was issued) counts for the fee first.
  let unallocated = Math.max(0, r.total_paid_cents - paidOnInvoices);
  let feeLeft = Math.max(0, fee.cents);
  let feePaid = Math.min(feeLeft, unallocated);
  feeLeft -= feePaid;
  unallocated -= feePaid;
  for (const original of standing) {
    const moved = Math.min(feeLeft, Math.max(0, original.paid_cents));
    feeLeft -= moved;
    feePaid += moved;
    // The credit invoice settles what was still open on the original (an accountant matches the
    // two): the original then reads nothing open, and the credit invoice's open amount is only what
    // was paid and is to be paid back.
    const unpaid = Math.max(0, original.total_incl_cents - original.paid_cents);
    if (unpaid > 0) {
      await invoiceQueries.update(trx, original.id, {
        paid_cents: original.total_incl_cents,
        status_id: original.status_id === InvoiceStatus.Invoice ? InvoiceStatus.Frozen : original.status_id,
        updated_at: now.toISOString(),
      });
    }
    const lines = creditLines(await invoiceQueries.lines(trx, original.id));
    const totals = totalsOfLines(lines);
    await insertIssuedInvoice(
      trx,
      {
        reservation_id: original.reservation_id,
        location_id: original.location_id,
        type: original.type,
        profile_id: original.profile_id,
        language_id: original.language_id,
        company: original.company,
        attention_of: original.attention_of,
        invoice_email: original.invoice_email,
        po_number: original.po_number,
        vat_number: original.vat_number,
        address: original.address,
        postal_code: original.postal_code,
        city: original.city,
        country: original.country,
        credit_of_id: original.id,
        total_excl_cents: totals.totalExclCents,
        total_tax_cents: totals.totalTaxCents,
        total_incl_cents: totals.totalInclCents,
        // The part of the original's payment that now pays the fee leaves with the credit, and so
        // does the original's unpaid part it settles.
        paid_cents: -moved - unpaid,
        created_at: now.toISOString(),
        updated_at: now.toISOString(),
      },
      lines,
      now,
    );
  }
  if (fee.cents > 0) {
    const lines = feeLines(bill, fee.percentage, fee.cents);
    const totals = totalsOfLines(lines);
    await insertIssuedInvoice(
      trx,
      {
        reservation_id: r.id,
        location_id: r.location_id,
        type: InvoiceType.Normal,
        ...(await addressColumnsOf(trx, r)),
        credit_of_id: null,
        total_excl_cents: totals.totalExclCents,
        total_tax_cents: totals.totalTaxCents,
        total_incl_cents: totals.totalInclCents,
        paid_cents: feePaid,
        created_at: now.toISOString(),
        updated_at: now.toISOString(),
      },
      lines,
      now,
    );
    if (r.has_invoice !== 1) await markReservationInvoiced(trx, r.id, now);
  }
}
