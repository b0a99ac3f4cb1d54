import { isOneOf, type ValueOf } from './enum.ts';

/** Invoice status ids. */
export const InvoiceStatus = {
  Rejected: -1,
  Draft: 0,
  Invoice: 1,
  Frozen: 2,
  Credit: 3,
  Expired: 4,
} as const;
export type InvoiceStatus = ValueOf<typeof InvoiceStatus>;

/** Kinds of invoice. */
export const InvoiceType = { Normal: 'normal', Deposit: 'deposit' } as const;
export type InvoiceType = ValueOf<typeof InvoiceType>;

/** PaymentType of a payment made with credits. */
export const PAYMENT_TYPE_CREDITS = 4;

/** Outcomes of a payment shown on the payment-done page; all but paid and already paid offer a retry. */
export const PaymentResult = {
  Paid: 'paid',
  Expired: 'expired',
  Canceled: 'canceled',
  Open: 'open',
  NoLongerValid: 'no-longer-valid',
  AlreadyPaid: 'already-paid',
} as const;
export type PaymentResult = ValueOf<typeof PaymentResult>;

/** All payment results, in spec order. */
export const PAYMENT_RESULTS: readonly PaymentResult[] = Object.values(PaymentResult);

/** Whether `value` is a known payment result. */
export function isPaymentResult(value: unknown): value is PaymentResult {
  return isOneOf(PAYMENT_RESULTS, value);
}

/** Whether a payment result offers the payer a retry. */
export function canRetryPayment(result: PaymentResult): boolean {
  return result !== PaymentResult.Paid && result !== PaymentResult.AlreadyPaid;
}
