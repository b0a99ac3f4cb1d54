import { InvoiceStatus, type Payment, ReservationStatus } from '@meetspace/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import { invoiceForPayment } from '../invoices/index.ts';
import { type Actor, requireAccess } from '../kernel/access/access.ts';
import { AppError } from '../kernel/errors.ts';
import { reservationAccess } from '../reservations/index.ts';
import { PLATFORM_ACCOUNT } from './bank-transfer.ts';
import { type PaymentFacts, presentPayment } from './payment.presenter.ts';
import { type PaymentRow, paymentQueries, refundQueries } from './payments.queries.ts';

/** Invoice states that can still be paid (an issued invoice, or one paid in part and frozen). */
export const PAYABLE_INVOICE = new Set<number>([InvoiceStatus.Invoice, InvoiceStatus.Frozen]);

/** What a payment's result depends on: its attempts, its reservation or invoice, its location. */
export async function paymentFacts(
  db: Kysely<DB>,
  p: PaymentRow,
  counted?: { paidAttempts: number; refundedCents: number },
): Promise<PaymentFacts> {
  const attempts =
    counted?.paidAttempts ?? (await paymentQueries.paidAttemptCounts(db, [p.id])).get(p.id) ?? 0;
  const refundedCents =
    counted?.refundedCents ?? (await refundQueries.refundedCents(db, [p.id])).get(p.id) ?? 0;
  const invoice = p.invoice_id === null ? undefined : await invoiceForPayment(db, p.invoice_id);
  const reservation =
    p.reservation_id === null ? undefined : await reservationAccess.read.load(db, p.reservation_id);
  let openCents: number | null = null;
  // An event registration's payment is the registration's price: open until paid, void once voided.
  if (p.event_registration_id !== null) openCents = p.status === 'paid' ? 0 : p.amount_cents;
  else if (invoice) openCents = Math.max(0, invoice.totalInclCents - invoice.paidCents);
  else if (reservation) openCents = Math.max(0, reservation.total_incl_cents - reservation.total_paid_cents);
  const cancelled = reservation?.status_id === ReservationStatus.Cancelled;
  const invoiceVoid = invoice !== undefined && !PAYABLE_INVOICE.has(invoice.statusId);
  const locationId = reservation?.location_id ?? invoice?.locationId;
  const bankTransfer: Payment['BankTransfer'] =
    p.payment_type === 2
      ? {
          AccountHolder: PLATFORM_ACCOUNT.holder,
          Iban: PLATFORM_ACCOUNT.iban,
          Bic: PLATFORM_ACCOUNT.bic,
          Reference: p.bank_reference ?? invoice?.number ?? p.key,
          DueDate: invoice?.dueDate ?? null,
        }
      : null;
  return {
    paidAttempts: attempts,
    void: cancelled || invoiceVoid || p.void_at !== null,
    openCents,
    locationName: locationId === undefined ? null : await paymentQueries.locationName(db, locationId),
    bankTransfer,
    refundedCents,
  };
}

/** A payment in the contract's shape, with its result. */
export async function paymentView(db: Kysely<DB>, p: PaymentRow): Promise<Payment> {
  return presentPayment(p, await paymentFacts(db, p));
}

/** `GET /v1/payment/{key}`: public, the key is the capability (like a provider's checkout link). */
export async function readPayment(db: Kysely<DB>, key: string): Promise<Payment> {
  const p = await paymentQueries.byKey(db, key);
  if (!p) throw AppError.notFound('Payment not found');
  return paymentView(db, p);
}

/** `GET /v1/reservation/{id}/payments`: the reservation's payments, newest first (its booker). */
export async function readReservationPayments(db: Kysely<DB>, actor: Actor, reservationId: number) {
  await requireAccess({ db }, actor, reservationAccess.read, reservationId);
  const rows = await paymentQueries.ofReservation(db, reservationId);
  const ids = rows.map((r) => r.id);
  const paid = await paymentQueries.paidAttemptCounts(db, ids);
  const refunded = await refundQueries.refundedCents(db, ids);
  const Results: Payment[] = [];
  for (const p of rows) {
    const counted = { paidAttempts: paid.get(p.id) ?? 0, refundedCents: refunded.get(p.id) ?? 0 };
    Results.push(presentPayment(p, await paymentFacts(db, p, counted)));
  }
  return { Results };
}
