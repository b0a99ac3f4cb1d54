// The invoices area's public face: what the payments area calls (issue a reservation's invoice, read
// an invoice for a payment, record a payment on invoices, a location's invoice settings, who may
// read an invoice), and the invoice run the server starts.
export { creditCancelledReservation } from './commands/credit-cancelled-reservation.ts';
export { draftReservationInvoice } from './commands/draft-reservation-invoice.ts';
export { runInvoiceRun, startInvoiceRun } from './commands/run-invoice-run.ts';
export { invoiceAccess } from './invoice.access.ts';
export { type InvoiceForPayment, invoiceForPayment, recordInvoicePayment } from './invoice-payments.ts';
export { type InvoiceSettings, invoiceSettingsOf } from './invoice-settings.ts';
export { type IssuedInvoice, issueReservationInvoice } from './invoice-writer.ts';
