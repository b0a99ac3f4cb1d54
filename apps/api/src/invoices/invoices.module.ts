import { defineArea } from '../kernel/area.ts';
import { invoiceRoutes } from './invoice.routes.ts';
import { creditOnCancel } from './subscribers/credit-on-cancel.ts';
import { draftOnBooking } from './subscribers/draft-on-booking.ts';
import { invoiceMail } from './subscribers/invoice-mail.ts';

/** The invoices area: drafts at booking, deposit, credit and fee invoices, the invoice run, the calls. */
export const invoicesArea = defineArea({
  name: 'invoices',
  routes: invoiceRoutes,
  subscribers: [draftOnBooking, creditOnCancel, invoiceMail],
});
