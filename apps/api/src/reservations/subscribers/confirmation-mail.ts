import { daysInclusive } from '@meetspace/domain';
import { subscribe } from '../../kernel/events/events.ts';
import { enqueueMail } from '../../kernel/mail/outbox.queries.ts';
import { reservationConfirmationMail } from '../mails/reservation-confirmation.ts';
import { reservationEvents } from '../reservation.events.ts';
import { reservationQueries } from '../reservation.queries.ts';
import { mailContextOf } from './mail-context.ts';

/** The booking confirmation (with its .ics) of a new reservation, to its booker in its language. */
export const confirmationMail = subscribe(
  reservationEvents.created,
  'reservations.confirmation-mail',
  async (trx, event, ctx) => {
    const mail = await mailContextOf(trx, event.subjectId);
    if (!mail) return;
    const { reservation: r, booker, locale } = mail;
    const booked = event.payload;
    const location = await reservationQueries.location(trx, r.location_id);
    const names = await reservationQueries.spaceNames(
      trx,
      booked.Spaces.map((s) => s.SpaceId),
      locale,
    );
    await enqueueMail(
      trx,
      reservationConfirmationMail({
        locale,
        languageId: r.language_id,
        reservationId: r.id,
        reservationKey: r.key,
        bookerName: booker.name,
        bookerEmail: booker.email,
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
        profileId: r.profile_id,
      }),
      ctx.now,
    );
  },
);
