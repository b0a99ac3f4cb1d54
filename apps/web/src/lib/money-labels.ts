import { InvoiceStatus } from '@meetspace/domain';

// Words for the states of invoices and payments (in the `common` catalog under `money.`), shared by
// the money pages, a reservation's payments and invoice submenus and the booking wizard.

const STATUS_NAMES: Record<number, string> = {
  [InvoiceStatus.Rejected]: 'rejected',
  [InvoiceStatus.Draft]: 'pending',
  [InvoiceStatus.Invoice]: 'issued',
  [InvoiceStatus.Frozen]: 'frozen',
  [InvoiceStatus.Credit]: 'credit',
  [InvoiceStatus.Expired]: 'expired',
};

/**
 * The catalog key of an invoice's status: a draft (or anything marked as one) is "pending", as the
 * member sees it; an unknown status id says so rather than guessing.
 */
export function invoiceStatusKey(invoice: { StatusId: number; IsDraft?: boolean }): string {
  if (invoice.IsDraft) return 'money.invoiceStatus.pending';
  return `money.invoiceStatus.${STATUS_NAMES[invoice.StatusId] ?? 'unknown'}`;
}

/** The catalog key of a payment's status (open, paid, failed, canceled, expired). */
export const paymentStatusKey = (status: string) => `money.paymentStatus.${status}`;

/** The catalog key of how a payment is made (1 online, 2 bank transfer on the invoice, 4 credits). */
export const paymentTypeKey = (type: number) =>
  `money.paymentType.${type === 1 ? 'online' : type === 2 ? 'invoice' : type === 4 ? 'credits' : 'other'}`;
