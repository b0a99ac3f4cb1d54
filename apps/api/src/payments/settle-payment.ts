import { CREDIT_PRICE_CENTS } from '@meetspace/domain';
import type { Kysely } from 'kysely';
import { moveCredits, SystemAccount } from '../credits/index.ts';
import type { DB } from '../db/schema.ts';
import { issueReservationInvoice, recordInvoicePayment } from '../invoices/index.ts';
import { lockRow } from '../kernel/locks.ts';
import { recordReservationPayment } from '../reservations/index.ts';
import { paymentEvents } from './payments.events.ts';
import { paymentQueries } from './payments.queries.ts';

/**
 * The one place where a payment becomes paid (the webhook, a credit payment, tests). Inside the
 * caller's transaction it first locks the payment's row and acts only on the change to paid, so a
 * replayed notice changes nothing. Then: the amount is added to its reservation's paid total and to
 * its invoice(s); a reservation that is then fully paid and has no issued invoice gets it (the
 * payer's receipt; not for a cancelled one); a credit order's credits are minted into its wallet. Last it writes `payment.paid`
 * (an event registration's payment: the events area confirms the registration). Returns whether it changed.
 */
export async function markPaymentPaid(trx: Kysely<DB>, paymentId: number, now: Date): Promise<boolean> {
  await lockRow(trx, 'payments', { column: 'id', value: paymentId });
  const p = await paymentQueries.byId(trx, paymentId);
  if (!p) throw new Error(`payment ${paymentId} vanished`);
  if (p.status === 'paid') return false;
  const at = now.toISOString();
  await paymentQueries.update(trx, p.id, { status: 'paid', paid_at: at, updated_at: at });
  if (p.reservation_id !== null) {
    const after = await recordReservationPayment(trx, p.reservation_id, p.amount_cents, now);
    await recordInvoicePayment(
      trx,
      { reservationId: p.reservation_id, invoiceId: p.invoice_id, cents: p.amount_cents },
      now,
    );
    // A cancelled reservation is not invoiced (it has its credit and fee invoices): a payment that
    // completed after the cancellation is recorded, and the notice's handler gives back what is
    // beyond the fee.
    if (p.invoice_id === null && !after.cancelled && after.totalPaidCents >= after.totalInclCents) {
      // Idempotent: an issued invoice is answered as it is.
      await issueReservationInvoice(trx, p.reservation_id, now);
    }
  }
  if (p.credit_order_id !== null) {
    const order = await paymentQueries.creditOrder(trx, p.credit_order_id);
    if (!order) throw new Error(`credit order ${p.credit_order_id} vanished`);
    await moveCredits(
      trx,
      {
        from: SystemAccount.CreditsIssued,
        to: order.wallet_address,
        cents: order.credits * CREDIT_PRICE_CENTS,
        kind: 'order',
        // The payment's own words, in the buyer's language ("250 tegoed").
        description: p.description,
        idempotencyKey: `order:${order.id}`,
      },
      now,
    );
    await paymentQueries.creditOrderPaid(trx, order.id);
  }
  await paymentEvents.paid.emit(
    trx,
    {
      subjectId: p.id,
      actorId: p.profile_id,
      payload: {
        AmountCents: p.amount_cents,
        Currency: p.currency_iso,
        ReservationId: p.reservation_id,
        EventId: p.event_id,
        EventRegistrationId: p.event_registration_id,
      },
    },
    now,
  );
  return true;
}
