import type { PaymentStatus } from '@meetspace/domain';
import {
  createMollieClient,
  type MollieClient,
  PaymentStatus as MollieStatus,
  type Payment,
} from '@mollie/api-client';
import { AppError } from '../../kernel/errors.ts';
import { centsToDecimal, decimalToCents, type PaymentProvider, RefundRefused } from './provider.ts';

/** Mollie's states in ours: open, pending and authorized wait; paid; failed; canceled; expired. */
export function fromMollieStatus(status: string): PaymentStatus {
  switch (status) {
    case MollieStatus.paid:
      return 'paid';
    case MollieStatus.failed:
      return 'failed';
    case MollieStatus.canceled:
      return 'canceled';
    case MollieStatus.expired:
      return 'expired';
    default:
      return 'open';
  }
}

/** Mollie's refund states in ours: failed and canceled are refused; queued to refunded are on their way. */
export const fromMollieRefundStatus = (status: string): 'sent' | 'failed' =>
  status === 'failed' || status === 'canceled' ? 'failed' : 'sent';

/**
 * Mollie through its client (`@mollie/api-client`): creates a payment with redirect and webhook URLs
 * and reads one back. `apiEndpoint` points the client elsewhere (a stand-in of Mollie's API in tests).
 */
export function mollieProvider(options: { apiKey: string; apiEndpoint?: string }): PaymentProvider {
  const client: MollieClient = createMollieClient({
    apiKey: options.apiKey,
    ...(options.apiEndpoint ? { apiEndpoint: options.apiEndpoint } : {}),
  });
  const unavailable = (error: unknown) =>
    new AppError(503, `The payment provider did not answer: ${(error as Error).message}`, [
      { Field: 'Provider', Code: 'provider_unavailable' },
    ]);
  return {
    name: 'mollie',
    async createPayment(input) {
      let payment: Payment;
      try {
        payment = await client.payments.create({
          amount: { currency: input.currency, value: centsToDecimal(input.amountCents) },
          description: input.description,
          redirectUrl: input.redirectUrl,
          webhookUrl: input.webhookUrl,
          metadata: input.metadata,
        });
      } catch (error) {
        throw unavailable(error);
      }
      const checkoutUrl = payment.getCheckoutUrl();
      if (!checkoutUrl) throw unavailable(new Error('no checkout URL'));
      return {
        id: payment.id,
        status: fromMollieStatus(payment.status),
        amountCents: decimalToCents(payment.amount.value),
        checkoutUrl,
      };
    },
    async getPayment(id) {
      try {
        const payment = await client.payments.get(id);
        return {
          id: payment.id,
          status: fromMollieStatus(payment.status),
          amountCents: decimalToCents(payment.amount.value),
        };
      } catch (error) {
        if ((error as { statusCode?: number }).statusCode === 404) return undefined;
        throw unavailable(error);
      }
    },
    async createRefund(input) {
      try {
        const refund = await client.paymentRefunds.create({
          paymentId: input.paymentId,
          amount: { currency: input.currency, value: centsToDecimal(input.amountCents) },
          description: input.description,
          idempotencyKey: input.idempotencyKey,
        });
        return { id: refund.id, status: fromMollieRefundStatus(refund.status) };
      } catch (error) {
        // 4xx but 429 (too many requests): Mollie refuses this refund (more than is left, not paid).
        const code = (error as { statusCode?: number }).statusCode ?? 0;
        if (code >= 400 && code < 500 && code !== 429) throw new RefundRefused((error as Error).message);
        throw unavailable(error);
      }
    },
  };
}
