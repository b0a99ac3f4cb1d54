import { subscribe } from '../../kernel/events/events.ts';
import { reservationEvents } from '../../reservations/index.ts';
import { draftReservationInvoice } from '../commands/draft-reservation-invoice.ts';

/** A new reservation gets its draft invoice (and its deposit invoice where the location asks one). */
export const draftOnBooking = subscribe(
  reservationEvents.created,
  'invoices.draft-on-booking',
  (trx, event, ctx) => draftReservationInvoice(trx, event.subjectId, ctx.now),
);
