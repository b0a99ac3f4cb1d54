/** Why an invoice call refuses. */
export const InvoiceErrorCode = {
  /** The invoice is still a draft: it gets its number when it is issued. */
  InvoicePending: 'invoice_pending',
} as const;
