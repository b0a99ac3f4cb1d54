import { reservationReminderMail } from '../mails/reservation-reminder.ts';
import { reservationEvents } from '../reservation.events.ts';
import { reservationQueries } from '../reservation.queries.ts';
import { reservationMailSubscriber } from './reservation-mail-subscriber.ts';

/** Reminds the booker the day before: a member through the rule "reservation reminder", a guest by mail. */
export const reminderMail = reservationMailSubscriber(
  reservationEvents.reminderDue,
  'reservations.reminder-mail',
  async (trx, { reservation: r, to, manageUrl }, period) => {
    const location = await reservationQueries.location(trx, r.location_id);
    return reservationReminderMail({
      ...to,
      manageUrl,
      meetingName: r.name || location.name,
      locationName: location.name,
      locationAddress: [location.address, [location.postal_code, location.city].filter(Boolean).join(' ')]
        .filter(Boolean)
        .join(', '),
      startDate: period.StartDate,
      endDate: period.EndDate,
      startMinutes: period.StartMinutes,
      endMinutes: period.EndMinutes,
    });
  },
  'reservationReminder',
);
