// The payments area's public face: making a payment paid (the one place that adds it to its
// reservation and invoices and mints ordered credits), the payments of event registrations, and
// refunds of online payments (asked for in the deciding transaction, sent by the refund job).
export { createRegistrationPayment, voidPayment } from './event-payments.ts';
export { newPaymentKey } from './payment-key.ts';
export { type PaymentPaid, paymentEvents } from './payments.events.ts';
export { type RefundReason, requestRefund } from './refunds.ts';
export { markPaymentPaid } from './settle-payment.ts';
