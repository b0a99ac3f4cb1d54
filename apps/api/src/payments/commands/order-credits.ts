import {
  CREDIT_CURRENCY,
  CREDIT_PRICE_CENTS,
  type CreditOrderBody,
  centsToEuros,
  ErrorCode,
  eurosToCents,
  LanguageId,
} from '@meetspace/domain';
import { walletAccess } from '../../credits/index.ts';
import { type Actor, requireAccess } from '../../kernel/access/access.ts';
import { AppError } from '../../kernel/errors.ts';
import { paymentView } from '../payment.reads.ts';
import { newPaymentKey } from '../payment-key.ts';
import { paymentQueries } from '../payments.queries.ts';
import type { PaymentDeps } from './payment-deps.ts';

/**
 * `POST /v2/credit/order`: orders credits into the member's own wallet. Writes the order and its
 * online payment (open; `POST /v1/payment/{key}/start` sends the payer to the provider); the credits
 * are minted when that payment is paid, in the same transaction (`markPaymentPaid`).
 */
export async function orderCredits(deps: PaymentDeps, actor: Actor, body: CreditOrderBody) {
  if (body.Currency !== CREDIT_CURRENCY) {
    throw AppError.badRequest('Credits are sold in EUR', [
      { Field: 'Currency', Code: ErrorCode.WrongCurrency },
    ]);
  }
  const cents = body.NrOfCredits * CREDIT_PRICE_CENTS;
  if (eurosToCents(body.Amount) !== cents) {
    throw AppError.badRequest(`${body.NrOfCredits} credits cost ${centsToEuros(cents).toFixed(2)}`, [
      { Field: 'Amount', Code: ErrorCode.AmountMismatch },
    ]);
  }
  await requireAccess({ db: deps.db }, actor, walletAccess.own, body.WalletAddress);
  const languageId = (await paymentQueries.profileLanguage(deps.db, actor.profileId)) ?? LanguageId.nl;
  const at = deps.now.toISOString();
  const { orderId, paymentId } = await deps.db.transaction().execute(async (trx) => {
    const orderId = await paymentQueries.insertCreditOrder(trx, {
      profile_id: actor.profileId,
      wallet_address: body.WalletAddress,
      credits: body.NrOfCredits,
      amount_cents: cents,
      currency_iso: CREDIT_CURRENCY,
      created_at: at,
    });
    const paymentId = await paymentQueries.insert(trx, {
      key: newPaymentKey(),
      profile_id: actor.profileId,
      reservation_id: null,
      invoice_id: null,
      credit_order_id: orderId,
      payment_type: 1,
      amount_cents: cents,
      currency_iso: CREDIT_CURRENCY,
      status: 'open',
      description:
        languageId === LanguageId.nl ? `${body.NrOfCredits} tegoed` : `${body.NrOfCredits} credits`,
      language_id: languageId,
      provider: deps.providers.current.name,
      checkout_url: null,
      bank_reference: null,
      created_at: at,
      updated_at: at,
      paid_at: null,
    });
    return { orderId, paymentId };
  });
  const payment = await paymentQueries.byId(deps.db, paymentId);
  if (!payment) throw new Error(`payment ${paymentId} vanished`);
  return {
    OrderId: orderId,
    NrOfCredits: body.NrOfCredits,
    Amount: centsToEuros(cents),
    Payment: await paymentView(deps.db, payment),
  };
}
