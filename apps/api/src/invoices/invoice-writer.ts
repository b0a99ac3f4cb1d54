import { addDays, ErrorCode, InvoiceStatus, InvoiceType, ReservationStatus } from '@meetspace/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import { AppError } from '../kernel/errors.ts';
import { localDate, PLATFORM_TIME_ZONE } from '../kernel/local-time.ts';
import { lockRow } from '../kernel/locks.ts';
import {
  markReservationInvoiced,
  type ReservationBill,
  type ReservationRow,
  reservationBillOf,
} from '../reservations/index.ts';
import { invoiceEvents } from './invoice.events.ts';
import { type InvoiceRow, invoiceQueries, type NewInvoice, type NewInvoiceLine } from './invoice.queries.ts';
import { depositDeductionLines, linesOfBill, totalsOfLines } from './invoice-lines.ts';
import { PAYMENT_TERM_DAYS } from './seller.ts';

/** Invoices are dated in the platform's (Dutch) local time. */
export const INVOICE_TIME_ZONE = PLATFORM_TIME_ZONE;

/** Whether an invoice has been issued and still counts (an invoice, frozen when paid). */
export const isIssued = (i: Pick<InvoiceRow, 'status_id'>) =>
  i.status_id === InvoiceStatus.Invoice || i.status_id === InvoiceStatus.Frozen;

/** The issued invoices of a reservation that no credit invoice cancels. */
export function standingInvoices(invoices: readonly InvoiceRow[]): InvoiceRow[] {
  const credited = new Set(invoices.map((i) => i.credit_of_id).filter((id) => id !== null));
  return invoices.filter((i) => isIssued(i) && !credited.has(i.id));
}

/** An invoice number: the year and its sequence, zero-padded to six (`2026-000012`). */
export const formatInvoiceNumber = (year: number, sequence: number) =>
  `${year}-${String(sequence).padStart(6, '0')}`;

/** The invoice address as it stands on the reservation now (the VAT number of its saved address or company). */
export async function addressColumnsOf(db: Kysely<DB>, r: ReservationRow) {
  const vat =
    (r.invoice_billing_id ? await invoiceQueries.billingVatNumber(db, r.invoice_billing_id) : null) ??
    (r.company_id ? await invoiceQueries.companyVatNumber(db, r.company_id) : null);
  return {
    profile_id: r.profile_id,
    language_id: r.language_id,
    company: r.invoice_company ?? null,
    attention_of: r.invoice_send_to ?? null,
    invoice_email: r.invoice_email ?? null,
    po_number: r.invoice_po_number ?? null,
    vat_number: vat,
    address: r.invoice_address ?? null,
    postal_code: r.invoice_postal_code ?? null,
    city: r.invoice_city ?? null,
    country: r.invoice_country ?? null,
  };
}

/** A new invoice's row without its number and status. */
function invoiceValues(
  r: ReservationRow,
  address: Awaited<ReturnType<typeof addressColumnsOf>>,
  type: InvoiceType,
  lines: readonly NewInvoiceLine[],
  now: Date,
): Omit<NewInvoice, 'status_id'> {
  const totals = totalsOfLines(lines);
  return {
    reservation_id: r.id,
    location_id: r.location_id,
    type,
    ...address,
    number: null,
    year: null,
    sequence: null,
    issue_date: null,
    due_date: null,
    credit_of_id: null,
    total_excl_cents: totals.totalExclCents,
    total_tax_cents: totals.totalTaxCents,
    total_incl_cents: totals.totalInclCents,
    paid_cents: 0,
    created_at: now.toISOString(),
    updated_at: now.toISOString(),
  };
}

/** The number, dates and status an invoice gets when it is issued (its number taken now, in this transaction). */
async function issueFields(trx: Kysely<DB>, now: Date, withDueDate: boolean) {
  const issueDate = localDate(now, INVOICE_TIME_ZONE);
  const year = Number(issueDate.slice(0, 4));
  const sequence = await invoiceQueries.nextNumber(trx, year);
  return {
    number: formatInvoiceNumber(year, sequence),
    year,
    sequence,
    issue_date: issueDate,
    due_date: withDueDate ? addDays(issueDate, PAYMENT_TERM_DAYS) : null,
  };
}

/** Status 1, or 2 (frozen) when the paid amount covers the total. */
const statusForPaid = (totalInclCents: number, paidCents: number) =>
  paidCents >= totalInclCents ? InvoiceStatus.Frozen : InvoiceStatus.Invoice;

/**
 * Writes a new invoice that is issued at once (a deposit, credit or fee invoice): numbered, dated,
 * and the event whose subscriber mails it. Returns its row.
 */
export async function insertIssuedInvoice(
  trx: Kysely<DB>,
  invoice: Omit<NewInvoice, 'status_id'> & { status_id?: number },
  lines: readonly NewInvoiceLine[],
  now: Date,
): Promise<InvoiceRow> {
  const credit = invoice.credit_of_id != null;
  const fields = await issueFields(trx, now, !credit);
  const paid = invoice.paid_cents ?? 0;
  const status = credit ? InvoiceStatus.Credit : statusForPaid(invoice.total_incl_cents, paid);
  const id = await invoiceQueries.insert(trx, { ...invoice, ...fields, status_id: status }, lines);
  await invoiceEvents.issued.emit(
    trx,
    {
      subjectId: id,
      actorId: null,
      payload: {
        ReservationId: invoice.reservation_id,
        Number: fields.number,
        StatusId: status,
        Type: invoice.type,
      },
    },
    now,
  );
  const row = await invoiceQueries.byId(trx, id);
  if (!row) throw new Error(`invoice ${id} vanished`);
  return row;
}

/** The lines of a reservation's normal invoice now: its bill, minus its standing deposit invoices. */
export async function normalInvoiceLines(
  trx: Kysely<DB>,
  bill: ReservationBill,
  invoices: readonly InvoiceRow[],
): Promise<NewInvoiceLine[]> {
  const lines = linesOfBill(bill);
  for (const deposit of standingInvoices(invoices).filter((i) => i.type === InvoiceType.Deposit)) {
    lines.push(
      ...depositDeductionLines(
        { number: deposit.number ?? '', lines: await invoiceQueries.lines(trx, deposit.id) },
        bill.locale,
      ),
    );
  }
  return lines;
}

/** Writes a reservation's draft normal invoice (status 0, no number) from its bill. */
export async function insertDraft(
  trx: Kysely<DB>,
  bill: ReservationBill,
  invoices: readonly InvoiceRow[],
  now: Date,
): Promise<number> {
  const r = bill.reservation;
  const lines = await normalInvoiceLines(trx, bill, invoices);
  const values = invoiceValues(r, await addressColumnsOf(trx, r), InvoiceType.Normal, lines, now);
  return invoiceQueries.insert(trx, { ...values, status_id: InvoiceStatus.Draft }, lines);
}

/** A deposit invoice (issued at once) for `percentage`% of the reservation, per VAT rate. */
export async function insertDeposit(
  trx: Kysely<DB>,
  bill: ReservationBill,
  lines: readonly NewInvoiceLine[],
  now: Date,
): Promise<InvoiceRow> {
  const r = bill.reservation;
  const values = invoiceValues(r, await addressColumnsOf(trx, r), InvoiceType.Deposit, lines, now);
  // What the reservation has already paid (a credit voucher) goes to the deposit first.
  const paid = Math.min(Math.max(0, r.total_paid_cents), values.total_incl_cents);
  return insertIssuedInvoice(trx, { ...values, paid_cents: paid }, lines, now);
}

/** What an issued invoice tells its caller (the payments area). */
export interface IssuedInvoice {
  id: number;
  number: string;
  totalInclCents: number;
  paidCents: number;
  dueDate: string;
}

const issuedOf = (i: InvoiceRow): IssuedInvoice => ({
  id: i.id,
  number: i.number ?? '',
  totalInclCents: i.total_incl_cents,
  paidCents: i.paid_cents,
  dueDate: i.due_date ?? i.issue_date ?? '',
});

/**
 * Issues a reservation's normal invoice (idempotent: the standing issued one when there is one). The
 * draft's lines are refreshed from the reservation as it is now, the next number of the issue year is
 * taken in this transaction, it is dated today (Amsterdam) and due in 14 days; it counts as paid what
 * the reservation has paid beyond its deposit invoices' share (0 to the total), frozen when that is
 * all; the reservation is marked invoiced (locked). A cancelled reservation is not issued (409).
 */
export async function issueReservationInvoice(
  trx: Kysely<DB>,
  reservationId: number,
  now: Date,
): Promise<IssuedInvoice> {
  // Two issues of one reservation (and an issue and a change or cancellation of it) queue on the
  // reservation's row; the second finds it issued. Lock order everywhere: reservation, its
  // invoices, the year's number.
  await lockRow(trx, 'reservations', { column: 'id', value: reservationId });
  const invoices = await invoiceQueries.ofReservation(trx, reservationId);
  const draftOf = (list: readonly InvoiceRow[]) =>
    list.find((i) => i.type === InvoiceType.Normal && i.status_id === InvoiceStatus.Draft);
  const already = standingInvoices(invoices)
    .filter((i) => i.type === InvoiceType.Normal)
    .at(-1);
  if (already) return issuedOf(already);
  const bill = await reservationBillOf(trx, reservationId);
  if (!bill) throw AppError.notFound('Reservation not found');
  const r = bill.reservation;
  if (r.status_id === ReservationStatus.Cancelled) {
    throw new AppError(409, 'The reservation is cancelled: it is not invoiced', [
      { Field: 'ReservationId', Code: ErrorCode.Cancelled },
    ]);
  }
  const draftId = draftOf(invoices)?.id ?? (await insertDraft(trx, bill, invoices, now));
  const lines = await normalInvoiceLines(trx, bill, invoices);
  await invoiceQueries.replaceLines(trx, draftId, lines);
  const totals = totalsOfLines(lines);
  const depositPaid = standingInvoices(invoices)
    .filter((i) => i.type === InvoiceType.Deposit)
    .reduce((n, i) => n + i.paid_cents, 0);
  const paid = Math.min(Math.max(0, r.total_paid_cents - depositPaid), Math.max(0, totals.totalInclCents));
  const fields = await issueFields(trx, now, true);
  const status = statusForPaid(totals.totalInclCents, paid);
  await invoiceQueries.update(trx, draftId, {
    ...(await addressColumnsOf(trx, r)),
    ...fields,
    status_id: status,
    total_excl_cents: totals.totalExclCents,
    total_tax_cents: totals.totalTaxCents,
    total_incl_cents: totals.totalInclCents,
    paid_cents: paid,
    updated_at: now.toISOString(),
  });
  await markReservationInvoiced(trx, r.id, now);
  await invoiceEvents.issued.emit(
    trx,
    {
      subjectId: draftId,
      actorId: null,
      payload: { ReservationId: r.id, Number: fields.number, StatusId: status, Type: InvoiceType.Normal },
    },
    now,
  );
  return {
    id: draftId,
    number: fields.number,
    totalInclCents: totals.totalInclCents,
    paidCents: paid,
    dueDate: fields.due_date ?? fields.issue_date,
  };
}
