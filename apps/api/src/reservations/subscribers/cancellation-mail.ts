import { reservationCancelledMail } from '../mails/reservation-cancelled.ts';
import { reservationEvents } from '../reservation.events.ts';
import { reservationQueries } from '../reservation.queries.ts';
import { reservationMailSubscriber } from './reservation-mail-subscriber.ts';

/** Tells the booker that their reservation is cancelled, why, and what it costs. */
export const cancellationMail = reservationMailSubscriber(
  reservationEvents.cancelled,
  'reservations.cancelled-mail',
  async (trx, { reservation: r, to }, cancelled) =>
    reservationCancelledMail({
      ...to,
      locationName: (await reservationQueries.location(trx, r.location_id)).name,
      startDate: cancelled.StartDate,
      reasonType: cancelled.ReasonType,
      reason: cancelled.Reason,
      feePercentage: cancelled.FeePercentage,
      feeCents: cancelled.FeeCents,
      paidCents: cancelled.PaidCents ?? 0,
    }),
  'reservationCancelled',
);
