import { subscribe } from '../../kernel/events/events.ts';
import { reservationEvents } from '../../reservations/index.ts';
import { creditCancelledReservation } from '../commands/credit-cancelled-reservation.ts';

/** A cancelled reservation: its draft expires, its issued invoices are credited, its fee is invoiced. */
export const creditOnCancel = subscribe(
  reservationEvents.cancelled,
  'invoices.credit-on-cancel',
  (trx, event, ctx) =>
    creditCancelledReservation(
      trx,
      event.subjectId,
      { percentage: event.payload.FeePercentage, cents: event.payload.FeeCents },
      ctx.now,
    ),
);
