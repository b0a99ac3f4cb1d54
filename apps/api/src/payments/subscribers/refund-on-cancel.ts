import { LanguageId } from '@meetspace/domain';
import { moveCredits, SystemAccount, walletOf } from '../../credits/index.ts';
import { recordInvoicePayment } from '../../invoices/index.ts';
import { subscribe } from '../../kernel/events/events.ts';
import { recordReservationPayment, reservationAccess, reservationEvents } from '../../reservations/index.ts';
import { paymentQueries } from '../payments.queries.ts';

/**
 * A cancelled reservation gives back what was paid with credits beyond what it still owes (paid minus
 * the cancellation fee), to its member's wallet (idempotency key `refund:<reservationId>`), and the
 * reservation's paid total (and its invoices') goes down by as much. Money paid online or by
 * transfer is not refunded automatically (see the README).
 */
export const refundCreditsOnCancel = subscribe(
  reservationEvents.cancelled,
  'payments.refund-credits-on-cancel',
  async (trx, event, ctx) => {
    const r = await reservationAccess.read.load(trx, event.subjectId);
    if (!r || r.profile_id === null) return;
    const paidWithCredits = (await paymentQueries.paidWithCredits(trx, r.id)).reduce(
      (n, p) => n + p.amount_cents,
      0,
    );
    const beyondOwed = r.total_paid_cents - event.payload.FeeCents;
    const refund = Math.min(paidWithCredits, beyondOwed);
    if (refund <= 0) return;
    const wallet = await walletOf(trx, r.profile_id, ctx.now);
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
      ctx.now,
    );
    if (moved.replayed) return;
    await recordReservationPayment(trx, r.id, -refund, ctx.now);
    await recordInvoicePayment(trx, { reservationId: r.id, invoiceId: null, cents: -refund }, ctx.now);
  },
);
