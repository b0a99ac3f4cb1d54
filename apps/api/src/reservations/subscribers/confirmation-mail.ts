import { daysInclusive, eurosToCents } from '@meetspace/domain';
import { reservationConfirmationMail } from '../mails/reservation-confirmation.ts';
import { reservationEvents } from '../reservation.events.ts';
import { reservationQueries } from '../reservation.queries.ts';
import { reservationView } from '../reservation.reads.ts';
import { reservationMailSubscriber } from './reservation-mail-subscriber.ts';

/** The booking confirmation (with its .ics) of a new reservation, to its booker in its language. */
export const confirmationMail = reservationMailSubscriber(
  reservationEvents.created,
  'reservations.confirmation-mail',
  async (trx, { reservation: r, to, manageUrl, now }, booked) => {
    // Its options and totals as the reservation shows them, names in the reservation's language.
    const view = await reservationView(trx, r.id, now);
    if (!view) throw new Error(`Reservation ${r.id} has no view`);
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
      options: view.Options.map((o) => ({
        name: o.Name,
        amount: o.Amount,
        totalExclCents: eurosToCents(o.TotalPrice),
      })),
      totalExclCents: eurosToCents(view.TotalExclTax),
      taxTotals: view.TaxTotals.map((x) => ({ percentage: x.Percentage, totalCents: eurosToCents(x.Total) })),
      totalInclCents: eurosToCents(view.TotalInclTax),
    });
  },
  'newReservation',
);
