import { reservationChangedMail } from '../mails/reservation-changed.ts';
import { reservationEvents } from '../reservation.events.ts';
import { reservationMailSubscriber } from './reservation-mail-subscriber.ts';

/** Tells the booker that their reservation moved, and to when. */
export const dateChangedMail = reservationMailSubscriber(
  reservationEvents.dateChanged,
  'reservations.date-changed-mail',
  (_trx, { to, manageUrl }, { To: period }) =>
    reservationChangedMail({
      ...to,
      manageUrl,
      startDate: period.StartDate,
      endDate: period.EndDate,
      startMinutes: period.StartMinutes,
      endMinutes: period.EndMinutes,
    }),
  'reservationUpdated',
);
