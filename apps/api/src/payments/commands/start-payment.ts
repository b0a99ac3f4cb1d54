import {
  ErrorCode,
  type Locale,
  localeOfLanguageId,
  localizedPath,
  PaymentResult,
  PaymentType,
} from '@meetspace/domain';
import { AppError } from '../../kernel/errors.ts';
import { lockRow } from '../../kernel/locks.ts';
import { resultOf } from '../payment.presenter.ts';
import { paymentFacts } from '../payment.reads.ts';
import { paymentQueries } from '../payments.queries.ts';
import type { PaymentDeps } from './payment-deps.ts';

const alreadyPaid = () =>
  new AppError(409, 'This payment has been paid', [{ Field: 'Id', Code: ErrorCode.AlreadyPaid }]);

/**
 * `POST /v1/payment/{key}/start`: sends the payer to the provider. An open attempt that is still open
 * at the provider is answered again; otherwise (first start, or a retry after failed, canceled or
 * expired) a new attempt is made and the payment is open again. A paid payment is 409 `already_paid`,
 * one whose reservation was cancelled or that has nothing open any more 409 `no_longer_valid`.
 * `language` is the site's language the provider sends the payer back to.
 */
export async function startPayment(
  deps: PaymentDeps,
  key: string,
  language?: Locale,
): Promise<{ CheckoutUrl: string }> {
  const p = await paymentQueries.byKey(deps.db, key);
  if (!p) throw AppError.notFound('Payment not found');
  if (p.payment_type !== PaymentType.Online) {
    throw new AppError(409, 'Only an online payment is started at the provider', [
      { Field: 'Id', Code: ErrorCode.PaymentTypeNotAllowed },
    ]);
  }
  const result = resultOf(p, await paymentFacts(deps.db, p));
  if (result === PaymentResult.Paid || result === PaymentResult.AlreadyPaid) throw alreadyPaid();
  if (result === PaymentResult.NoLongerValid) {
    throw new AppError(409, 'This payment is no longer valid', [
      { Field: 'Id', Code: ErrorCode.NoLongerValid },
    ]);
  }
  const attempts = await paymentQueries.attemptsOf(deps.db, p.id);
  const last = attempts.at(-1);
  if (p.status === 'open' && last && last.status === 'open' && last.checkout_url) {
    const there = await deps.providers.byName(last.provider)?.getPayment(last.provider_payment_id);
    if (there?.status === 'open') return { CheckoutUrl: last.checkout_url };
  }
  const provider = deps.providers.current;
  // The payer comes back to the site in the language they pay from (else the payment's).
  const locale = language ?? localeOfLanguageId(p.language_id);
  const created = await provider.createPayment({
    amountCents: p.amount_cents,
    currency: p.currency_iso,
    description: p.description,
    // An event registration's payer comes back to the event's done page (the slug is optional there).
    redirectUrl: `${deps.publicUrl}${
      p.event_id !== null
        ? localizedPath('event-pay-done', locale, { id: p.event_id, paymentKey: p.key })
        : localizedPath('pay-done', locale, { paymentKey: p.key })
    }`,
    webhookUrl: `${deps.publicUrl}/api/v1/payment/webhook/${provider.name}`,
    metadata: { paymentKey: p.key },
  });
  const at = deps.now.toISOString();
  await deps.db.transaction().execute(async (trx) => {
    await lockRow(trx, 'payments', { column: 'id', value: p.id });
    const now = await paymentQueries.byId(trx, p.id);
    if (now?.status === 'paid') throw alreadyPaid();
    // The previous attempt, no longer open at the provider, keeps what it was (a notice may still come).
    await paymentQueries.insertAttempt(trx, {
      payment_id: p.id,
      provider: provider.name,
      provider_payment_id: created.id,
      status: created.status,
      amount_cents: p.amount_cents,
      checkout_url: created.checkoutUrl,
      created_at: at,
      updated_at: at,
    });
    await paymentQueries.update(trx, p.id, {
      status: 'open',
      provider: provider.name,
      checkout_url: created.checkoutUrl,
      updated_at: at,
    });
  });
  return { CheckoutUrl: created.checkoutUrl };
}
