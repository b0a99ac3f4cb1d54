import { daysInclusive, type VoucherBooking } from '@meetspace/domain';
import type { Selectable } from 'kysely';
import type { CartSpacesTable, CartsTable, ReservationsTable } from '../db/schema-booking.ts';

/**
 * What prices and voucher checks need to know about a booking, a cart's or a reservation's: where,
 * what, when (yyyy-MM-dd; empty for a cart without spaces), how many, for whom, with which package.
 */
export interface BookingFacts extends Omit<VoucherBooking, 'channelId' | 'usage'> {
  packageId: number | null;
  /** A booked reservation being re-priced: its own use of the voucher does not count against it. */
  reservationId?: number;
}

/** The facts of a cart: its first held space's period, its seats, member, company and package. */
export function cartFacts(
  cart: Pick<
    Selectable<CartsTable>,
    'location_id' | 'meeting_type_id' | 'seats' | 'company_id' | 'profile_id' | 'package_id'
  >,
  spaces: readonly Pick<
    Selectable<CartSpacesTable>,
    'start_date' | 'end_date' | 'start_minutes' | 'end_minutes'
  >[],
): BookingFacts {
  const first = spaces[0];
  return {
    locationId: cart.location_id,
    meetingTypeId: cart.meeting_type_id,
    startDate: first?.start_date ?? '',
    endDate: first?.end_date ?? '',
    startMinutes: first?.start_minutes ?? 0,
    endMinutes: first?.end_minutes ?? 0,
    seats: cart.seats,
    companyId: cart.company_id,
    profileId: cart.profile_id,
    packageId: cart.package_id,
  };
}

/** The facts of a booked reservation (its own voucher use left out), at its seats or others. */
export function reservationFacts(r: Selectable<ReservationsTable>, seats = r.total_seats): BookingFacts {
  return {
    locationId: r.location_id,
    meetingTypeId: r.meeting_type_id,
    startDate: r.start_date,
    endDate: r.end_date,
    startMinutes: r.start_minutes,
    endMinutes: r.end_minutes,
    seats,
    companyId: r.company_id,
    profileId: r.profile_id,
    packageId: r.package_id,
    reservationId: r.id,
  };
}

/** Calendar days a booking covers (1 for a cart without spaces). */
export function bookingDays(facts: Pick<BookingFacts, 'startDate' | 'endDate'>): number {
  return facts.startDate ? daysInclusive(facts.startDate, facts.endDate) : 1;
}
