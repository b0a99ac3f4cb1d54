import { cancellationFeeCents, LanguageId, PaymentType, ReservationStatus } from '@meetspace/domain';
import type { Kysely } from 'kysely';
import { moveCredits, SystemAccount, walletOf } from '../../credits/index.ts';
import type { DB } from '../../db/schema.ts';
import { recordInvoicePayment } from '../../invoices/index.ts';
import { subscribe } from '../../kernel/events/events.ts';
import { recordReservationPayment, reservationAccess, reservationEvents } from '../../reservations/index.ts';
import { paymentQueries } from '../payments.queries.ts';
import { requestRefund } from '../refunds.ts';

/**
 * Gives back what a cancelled reservation holds beyond what it still owes (paid minus the
 * cancellation fee, from the percentage its cancellation stored; nothing for one not cancelled): first what was paid with credits, to its member's wallet (idempotency key
 * `refund:<reservationId>`, once), then online payments, newest first, through their provider
 * (`requestRefund`, key `reservation-cancelled:<paymentId>`; the refund job sends it). The
 * reservation's paid total (and its invoices') goes down by what went back. Money paid by bank
 * transfer is left for a person (the open amount shows it negative). Run again after a payment that
 * completed after the cancellation, it gives back only that payment's part.
 */
export async function refundBeyondOwed(
  trx: Kysely<DB>,
  reservationId: number,
  now: Date,
): Promise<{ creditsCents: number; onlineCents: number }> {
  const r = await reservationAccess.read.load(trx, reservationId);
  if (r?.status_id !== ReservationStatus.Cancelled) return { creditsCents: 0, onlineCents: 0 };
  let left = r.total_paid_cents - cancellationFeeCents(r.total_incl_cents, r.cancel_fee_percentage ?? 0);
  let creditsCents = 0;
  if (left > 0 && r.profile_id !== null) {
    const paidWithCredits = (await paymentQueries.paidOfType(trx, r.id, PaymentType.Credits)).reduce(
      (n, p) => n + p.amount_cents,
      0,
    );
    const refund = Math.min(paidWithCredits, left);
    if (refund > 0) {
      const wallet = await walletOf(trx, r.profile_id, now);
      const moved = await moveCredits(
        trx,
        {
          from: SystemAccount.CreditPayments,
          to: wallet.address,
          cents: refund,
          kind: 'refund',
          description:
            r.language_id === LanguageId.en
              ? `Refund of reservation ${r.key}`
              : `Terugbetaling van reservering ${r.key}`,
          idempotencyKey: `refund:${r.id}`,
        },
        now,
      );
      if (!moved.replayed) creditsCents = refund;
    }
  }
  left -= creditsCents;
  let onlineCents = 0;
  for (const p of left > 0 ? await paymentQueries.paidOfType(trx, r.id, PaymentType.Online) : []) {
    if (left <= 0) break;
    const asked = await requestRefund(
      trx,
      { paymentId: p.id, reason: 'reservation-cancelled', key: `reservation-cancelled:${p.id}`, cents: left },
      now,
    );
    left -= asked.cents;
    onlineCents += asked.cents;
  }
  const back = creditsCents + onlineCents;
  if (back > 0) {
    await recordReservationPayment(trx, r.id, -back, now);
    await recordInvoicePayment(trx, { reservationId: r.id, invoiceId: null, cents: -back }, now);
  }
  return { creditsCents, onlineCents };
}

/**
 * A cancelled reservation gives back what it holds beyond its cancellation fee (`refundBeyondOwed`).
 * Its name is the one it had when it gave back credits only: deliveries are recorded by name.
 */
export const refundOnCancel = subscribe(
  reservationEvents.cancelled,
  'payments.refund-credits-on-cancel',
  async (trx, event, ctx) => {
    await refundBeyondOwed(trx, event.subjectId, ctx.now);
  },
);
