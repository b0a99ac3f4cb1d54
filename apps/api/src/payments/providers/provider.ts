import type { PaymentStatus } from '@meetspace/domain';

/** What the app asks a provider to collect. */
export interface CreatePaymentInput {
  amountCents: number;
  currency: string;
  description: string;
  /** Where the payer goes afterwards (the pay-done page). */
  redirectUrl: string;
  /** Where the provider tells that the payment changed (it sends only its id). */
  webhookUrl: string;
  metadata: { paymentKey: string };
}

/** A payment at the provider, in our words (integer cents, our five states). */
export interface ProviderPayment {
  id: string;
  status: PaymentStatus;
  amountCents: number;
}

/** What the app asks a provider to give back: part or all of one of its payments. */
export interface CreateRefundInput {
  /** The provider's id of the paid payment. */
  paymentId: string;
  amountCents: number;
  currency: string;
  description: string;
  /** The same key twice is one refund at the provider (a retry after a lost answer). */
  idempotencyKey: string;
}

/** A refund at the provider: on its way (queued, pending, processing or refunded) or refused. */
export interface ProviderRefund {
  id: string;
  status: 'sent' | 'failed';
}

/** The provider said no to a refund for good (more than is left, an unpaid payment): no retry helps. */
export class RefundRefused extends Error {}

/** An online payment provider: Mollie, or the embedded test provider (the default). */
export interface PaymentProvider {
  name: 'mollie' | 'test';
  createPayment(input: CreatePaymentInput): Promise<ProviderPayment & { checkoutUrl: string }>;
  /** The payment as the provider has it now; undefined when it does not know the id. */
  getPayment(id: string): Promise<ProviderPayment | undefined>;
  /** Gives back (part of) a paid payment; throws `RefundRefused` when the provider refuses it. */
  createRefund(input: CreateRefundInput): Promise<ProviderRefund>;
}

/** Euros as providers write them: "12.50". */
export const centsToDecimal = (cents: number): string => (cents / 100).toFixed(2);

/** "12.50" back to cents. */
export const decimalToCents = (value: string): number => Math.round(Number.parseFloat(value) * 100);
