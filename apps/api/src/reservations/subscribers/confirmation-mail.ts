import { daysInclusive } from '@meetspace/domain';
import { reservationConfirmationMail } from '../mails/reservation-confirmation.ts';
import { reservationEvents } from '../reservation.events.ts';
import { reservationQueries } from '../reservation.queries.ts';
import { reservationMailSubscriber } from './reservation-mail-subscriber.ts';

/** The booking confirmation (with its .ics) of a new reservation, to its booker in its language. */
export const confirmationMail = reservationMailSubscriber(
  reservationEvents.created,
  'reservations.confirmation-mail',
  async (trx, { reservation: r, to, manageUrl }, booked) => {
    const location = await reservationQueries.location(trx, r.location_id);
    const names = await reservationQueries.spaceNames(
      trx,
      booked.Spaces.map((s) => s.SpaceId),
      to.locale,
    );
    return reservationConfirmationMail({
      ...to,
      manageUrl,
      reservationKey: r.key,
      locationName: location.name,
      locationAddress: `${location.address}, ${location.postal_code} ${location.city}`,
      meetingName: r.name,
      spaces: booked.Spaces.map((s) => ({ name: names.get(s.SpaceId) ?? '', seats: s.Seats })),
      startDate: booked.StartDate,
      endDate: booked.EndDate,
      startMinutes: booked.StartMinutes,
      endMinutes: booked.EndMinutes,
      startsAtUtc: booked.StartsAt,
      days: daysInclusive(booked.StartDate, booked.EndDate),
      totalInclCents: booked.TotalInclCents,
    });
  },
);
