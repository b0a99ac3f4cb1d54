import { CURRENCY, canRetryPayment, centsToEuros, type Payment, PaymentResult } from '@meetspace/domain';
import type { PaymentRow } from './payments.queries.ts';

/** What decides a payment's result besides its own row. */
export interface PaymentFacts {
  /** How many of its provider attempts were paid (two: paid twice). */
  paidAttempts: number;
  /** Its reservation was cancelled, its invoice is no longer payable, or it was voided (`void_at`). */
  void: boolean;
  /** What is still open on its reservation or invoice, in cents; null for a credit order. */
  openCents: number | null;
  locationName: string | null;
  bankTransfer: Payment['BankTransfer'];
  /** Asked back through the provider (failed refunds not counted), in cents. */
  refundedCents: number;
}

/**
 * The result the pay and done pages show: paid (or already-paid when a second attempt paid too);
 * no-longer-valid when its reservation was cancelled or nothing is open any more; else the
 * provider's state (failed and canceled both read canceled).
 */
export function resultOf(
  p: PaymentRow,
  facts: Pick<PaymentFacts, 'paidAttempts' | 'void' | 'openCents'>,
): PaymentResult {
  if (p.status === 'paid') return facts.paidAttempts > 1 ? PaymentResult.AlreadyPaid : PaymentResult.Paid;
  if (facts.void || facts.openCents === 0) return PaymentResult.NoLongerValid;
  if (p.status === 'open') return PaymentResult.Open;
  if (p.status === 'expired') return PaymentResult.Expired;
  return PaymentResult.Canceled;
}

/** A payment in the contract's shape. */
export function presentPayment(p: PaymentRow, facts: PaymentFacts): Payment {
  const result = resultOf(p, facts);
  return {
    Id: p.id,
    Key: p.key,
    PaymentType: p.payment_type,
    Status: p.status,
    Result: result,
    CanRetry: canRetryPayment(result),
    Amount: centsToEuros(p.amount_cents),
    CurrencyIso: p.currency_iso || CURRENCY.iso,
    Description: p.description,
    ReservationId: p.reservation_id,
    InvoiceId: p.invoice_id,
    CreditOrderId: p.credit_order_id,
    EventId: p.event_id,
    EventRegistrationId: p.event_registration_id,
    LocationName: facts.locationName,
    CheckoutUrl: p.status === 'open' ? p.checkout_url : null,
    BankTransfer: facts.bankTransfer,
    CreatedAt: p.created_at,
    PaidAt: p.paid_at,
    Refunded: centsToEuros(facts.refundedCents),
  };
}
