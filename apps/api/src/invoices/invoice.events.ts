import { defineEvent } from '../kernel/events/events.ts';

/** An invoice got its number (a normal, deposit or credit invoice): its mail is the subscriber's. */
export interface InvoiceIssued {
  ReservationId: number;
  Number: string;
  StatusId: number;
  Type: 'normal' | 'deposit';
}

/** The invoices area's events (written in the transaction that issues). */
export const invoiceEvents = {
  issued: defineEvent<InvoiceIssued>('invoice.issued', 'invoice'),
};
