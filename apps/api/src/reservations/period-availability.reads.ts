import {
  AvailabilityWarning,
  LOCK_HOURS,
  localeOfLanguageId,
  MeetingType,
  type NormalizedSearch,
  periodDates,
} from '@meetspace/domain';
import type { Kysely, Selectable } from 'kysely';
import type { DB } from '../db/schema.ts';
import type { ReservationsTable } from '../db/schema-booking.ts';
import { localToUtcIso } from '../kernel/local-time.ts';
import { priceHeldSpace } from '../pricing/index.ts';
import {
  type BookableSpace,
  type Catalogue,
  evaluateSpace,
  locationWarnings,
  type Occupant,
  occupancyQueries,
  settingsOf,
} from '../search/index.ts';

/** A daily period over a date range, as reservations store it. */
export interface ReservationPeriod {
  start_date: string;
  end_date: string;
  start_minutes: number;
  end_minutes: number;
}

/** One space of a reservation in a (new) period. */
export type SpaceInPeriod = ReservationPeriod & { space_id: number; setting_id: number; seats: number };

/** Why one line cannot be booked in its period (empty when it can), and what it costs then. */
export type EvaluatedSpaceInPeriod<L extends SpaceInPeriod = SpaceInPeriod> =
  | { line: L; gone: true; warnings: AvailabilityWarning[] }
  | {
      line: L;
      gone: false;
      warnings: AvailabilityWarning[];
      space: BookableSpace;
      starts_at: string;
      ends_at: string;
      price_per_seat_cents: number;
      price_total_cents: number;
    };

/**
 * Whether the spaces of a reservation can be booked in the periods asked for, each as the search
 * decides (`evaluateSpace` with `locationWarnings`: opening hours and closed days, the booking
 * notice, minimum duration, the setting's seat range, bookings and live holds), plus the rules of
 * an existing reservation: the start at least 24 hours ahead (else it would be locked at once,
 * `BookingNotAllowedWithinPeriod`) and, for a member's workspace booking, no overlap with another
 * (`WorkspaceOverlap`, over `period`). Lines on one space count against each other. A space that
 * is gone (inactive, location not live, setting no longer offered) comes back `gone`. Each
 * bookable line is priced at today's prices. Reads only.
 *
 * The copy (`planCopy`, nothing left out) and the change of date (`changeReservationDate`, which
 * leaves its own reservation's bookings out via `exceptReservationId`) both decide with it.
 */
export async function evaluateSpacesInPeriod<L extends SpaceInPeriod>(
  deps: { db: Kysely<DB>; catalogue: Catalogue; now: Date },
  reservation: Pick<
    Selectable<ReservationsTable>,
    'location_id' | 'meeting_type_id' | 'language_id' | 'profile_id'
  >,
  period: ReservationPeriod,
  lines: readonly L[],
  exceptReservationId = -1,
): Promise<EvaluatedSpaceInPeriod<L>[]> {
  const { db, catalogue, now } = deps;
  const location = catalogue.locations.find((l) => l.id === reservation.location_id);
  const catalogueSpaces = catalogue.spacesByLocation.get(reservation.location_id) ?? [];
  const locale = localeOfLanguageId(reservation.language_id);
  const nowIso = now.toISOString();
  const overlap =
    reservation.meeting_type_id === MeetingType.Workspace && reservation.profile_id !== null
      ? await occupancyQueries.hasWorkspaceOverlap(
          db,
          reservation.profile_id,
          {
            startDate: period.start_date,
            endDate: period.end_date,
            startMinutes: period.start_minutes,
            endMinutes: period.end_minutes,
          },
          exceptReservationId,
        )
      : false;

  const evaluated: EvaluatedSpaceInPeriod<L>[] = [];
  for (const [index, line] of lines.entries()) {
    const fresh = await occupancyQueries.bookableSpace(db, line.space_id, line.setting_id);
    const known = catalogueSpaces.find((c) => c.id === line.space_id);
    const settings = known ? settingsOf(catalogue, known) : [];
    if (
      !location ||
      !fresh ||
      !known ||
      fresh.is_active !== 1 ||
      fresh.status !== 'live' ||
      !settings.some((x) => x.setting_id === line.setting_id)
    ) {
      evaluated.push({ line, gone: true, warnings: [AvailabilityWarning.SpaceUnavailable] });
      continue;
    }
    const search: NormalizedSearch = {
      meetingTypeId: reservation.meeting_type_id as NormalizedSearch['meetingTypeId'],
      seats: line.seats,
      startDate: line.start_date,
      endDate: line.end_date,
      startMinutes: line.start_minutes,
      endMinutes: line.end_minutes,
    };
    const occupants = await occupancyQueries.ofSpace(
      db,
      line.space_id,
      { startDate: line.start_date, endDate: line.end_date },
      nowIso,
      { reservationId: exceptReservationId },
    );
    // Two lines on one space count against each other too.
    const alsoBooked: Occupant[] = lines.slice(0, index).filter((x) => x.space_id === line.space_id);
    const [entry] = evaluateSpace(
      {
        ...known,
        meeting_type_id: fresh.meeting_type_id,
        pricing_type_id: fresh.pricing_type_id,
        price_cents: fresh.price_cents,
        tax_percentage: fresh.tax_percentage,
        capacity: fresh.capacity,
        is_social_capital: fresh.is_social_capital,
      },
      settings,
      {
        search,
        locationId: location.id,
        locationWarnings: locationWarnings(
          catalogue,
          location,
          periodDates(line.start_date, line.end_date),
          search,
          now,
        ),
        settingId: line.setting_id,
        bookings: [...occupants.bookings, ...alsoBooked],
        holds: occupants.holds,
        now,
        locale,
      },
    );
    const warnings = new Set(
      (entry?.Warnings ?? [AvailabilityWarning.SpaceUnavailable]) as AvailabilityWarning[],
    );
    const startsAt = localToUtcIso(line.start_date, line.start_minutes, fresh.time_zone);
    // A reservation starting within 24 hours would be locked from the start.
    if (Date.parse(startsAt) - now.getTime() < LOCK_HOURS * 3_600_000) {
      warnings.add(AvailabilityWarning.BookingNotAllowedWithinPeriod);
    }
    if (overlap) warnings.add(AvailabilityWarning.WorkspaceOverlap);
    const price = priceHeldSpace(fresh, line.seats, line);
    evaluated.push({
      line,
      gone: false,
      warnings: [...warnings],
      space: fresh,
      starts_at: startsAt,
      ends_at: localToUtcIso(line.end_date, line.end_minutes, fresh.time_zone),
      price_per_seat_cents: price.pricePerSeatCents,
      price_total_cents: price.priceTotalCents,
    });
  }
  return evaluated;
}
