// The payments area's public face: making a payment paid (the one place that adds it to its
// reservation and invoices and mints ordered credits).
export { newPaymentKey } from './commands/create-payment.ts';
export { markPaymentPaid } from './settle-payment.ts';
