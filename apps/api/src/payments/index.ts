// The payments area's public face: making a payment paid (the one place that adds it to its
// reservation and invoices and mints ordered credits), and the payments of event registrations.
export { createRegistrationPayment, voidPayment } from './event-payments.ts';
export { newPaymentKey } from './payment-key.ts';
export { type PaymentPaid, paymentEvents } from './payments.events.ts';
export { markPaymentPaid } from './settle-payment.ts';
