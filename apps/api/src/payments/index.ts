// The payments area's public face: making a payment paid (the one place that adds it to its
// reservation and invoices and mints ordered credits).
export { newPaymentKey } from './payment-key.ts';
export { markPaymentPaid } from './settle-payment.ts';
