import { lockRow } from '../../kernel/locks.ts';
import { paymentQueries } from '../payments.queries.ts';
import { requestRefund } from '../refunds.ts';
import { markPaymentPaid } from '../settle-payment.ts';
import { refundBeyondOwed } from '../subscribers/refund-on-cancel.ts';
import type { PaymentDeps } from './payment-deps.ts';

/**
 * `POST /v1/payment/webhook/{provider}`: a provider says one of its payments changed. Only the id is
 * read; the status is fetched from the provider (a body claiming "paid" is not believed). An unknown
 * id answers Ok false (nothing is told about our payments). Under the payment's row lock: the attempt
 * gets the provider's status; paid makes the payment paid (once: `markPaymentPaid`), also through an
 * older attempt after a retry, and a second paid attempt is recorded (the page then reads
 * already-paid) and goes back whole (`requestRefund`, key `paid-twice:<attemptId>`); a payment of a
 * reservation cancelled meanwhile gives back what is beyond the cancellation fee. Failed, canceled
 * and expired of the latest attempt carry over to an unpaid payment. The same notice twice changes
 * nothing.
 */
export async function handleProviderNotice(
  deps: PaymentDeps,
  providerName: string,
  providerPaymentId: string,
): Promise<{ Ok: boolean }> {
  const provider = deps.providers.byName(providerName);
  if (!provider) return { Ok: false };
  const attempt = await paymentQueries.attemptAt(deps.db, providerName, providerPaymentId);
  if (!attempt) return { Ok: false };
  const there = await provider.getPayment(providerPaymentId);
  if (!there) return { Ok: false };
  const at = deps.now.toISOString();
  await deps.db.transaction().execute(async (trx) => {
    await lockRow(trx, 'payments', { column: 'id', value: attempt.payment_id });
    const current = await paymentQueries.attemptAt(trx, providerName, providerPaymentId);
    const payment = await paymentQueries.byId(trx, attempt.payment_id);
    if (!current || !payment || current.status === 'paid' || current.status === there.status) return;
    await paymentQueries.setAttemptStatus(trx, current.id, there.status, at);
    if (there.status === 'paid') {
      if (!(await markPaymentPaid(trx, payment.id, deps.now))) {
        const key = `paid-twice:${current.id}`;
        await requestRefund(
          trx,
          { paymentId: payment.id, attemptId: current.id, reason: 'paid-twice', key },
          deps.now,
        );
        return;
      }
      // A reservation cancelled meanwhile: what it now holds beyond its fee goes back.
      if (payment.reservation_id !== null) await refundBeyondOwed(trx, payment.reservation_id, deps.now);
      return;
    }
    const latest = (await paymentQueries.attemptsOf(trx, payment.id)).at(-1);
    if (payment.status !== 'paid' && latest?.id === current.id) {
      await paymentQueries.update(trx, payment.id, { status: there.status, updated_at: at });
    }
  });
  return { Ok: true };
}
