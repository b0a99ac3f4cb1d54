import { daysInclusive, localeOfLanguageId, MeetingType, ReservationStatus } from '@meetspace/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import type { CalendarBooking } from './documents/reservation-ics.ts';

export interface Period {
  startDate: string;
  endDate: string;
  startMinutes: number;
  endMinutes: number;
}

/** Reservations of members. */
export function createReservationRepository(db: Kysely<DB>) {
  /** Reservations (with location and first space period) as calendar entries. */
  const calendarRows = () =>
    db
      .selectFrom('reservations as r')
      .innerJoin('locations as l', 'l.id', 'r.location_id')
      .select([
        'r.id',
        'r.key',
        'r.name',
        'r.starts_at',
        'r.start_date',
        'r.end_date',
        'r.start_minutes',
        'r.end_minutes',
        'r.language_id',
        'l.name as location',
        'l.address',
        'l.postal_code',
        'l.city',
      ]);
  const asCalendarBooking = (
    r: Awaited<ReturnType<ReturnType<typeof calendarRows>['execute']>>[number],
  ): CalendarBooking => ({
    key: r.key,
    title: r.name || r.location,
    location: `${r.location}, ${r.address}, ${r.postal_code} ${r.city}`,
    startsAtUtc: r.starts_at,
    durationMinutes: r.end_minutes - r.start_minutes,
    days: daysInclusive(r.start_date, r.end_date),
  });

  return {
    byId(id: number) {
      return db.selectFrom('reservations').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /** One reservation as a calendar entry, its spaces in the description. */
    async calendarBooking(id: number): Promise<CalendarBooking> {
      const [row, spaces] = await Promise.all([
        calendarRows().where('r.id', '=', id).executeTakeFirstOrThrow(),
        db
          .selectFrom('reservation_spaces as rs')
          .innerJoin('spaces as s', 's.id', 'rs.space_id')
          .select(['s.name_nl', 's.name_en', 'rs.seats'])
          .where('rs.reservation_id', '=', id)
          .execute(),
      ]);
      const dutch = localeOfLanguageId(row.language_id) === 'nl';
      const names = spaces.map((s) => `${dutch ? s.name_nl : s.name_en} (${s.seats})`);
      return { ...asCalendarBooking(row), description: names.join(', ') };
    },

    /** A member's bookings that are not cancelled and end on or after `sinceDate`, for the feed. */
    async calendarOf(profileId: number, sinceDate: string): Promise<CalendarBooking[]> {
      const rows = await calendarRows()
        .where('r.profile_id', '=', profileId)
        .where('r.status_id', '!=', ReservationStatus.Cancelled)
        .where('r.end_date', '>=', sinceDate)
        .orderBy('r.starts_at')
        .execute();
      return rows.map(asCalendarBooking);
    },

    /**
     * Whether the member already has a workspace booking (not cancelled) that overlaps the period:
     * the dates meet and the daily minutes overlap. `exceptReservationId` (a reservation that moves)
     * does not count.
     */
    async hasWorkspaceOverlap(profileId: number, period: Period, exceptReservationId = -1): Promise<boolean> {
      const row = await db
        .selectFrom('reservation_spaces as rs')
        .innerJoin('reservations as r', 'r.id', 'rs.reservation_id')
        .select('rs.id')
        .where('r.profile_id', '=', profileId)
        .where('r.id', '!=', exceptReservationId)
        .where('r.meeting_type_id', '=', MeetingType.Workspace)
        .where('r.status_id', '!=', ReservationStatus.Cancelled)
        .where('rs.is_cancelled', '=', 0)
        .where('rs.start_date', '<=', period.endDate)
        .where('rs.end_date', '>=', period.startDate)
        .where('rs.start_minutes', '<', period.endMinutes)
        .where('rs.end_minutes', '>', period.startMinutes)
        .limit(1)
        .executeTakeFirst();
      return row !== undefined;
    },
  };
}
export type ReservationRepository = ReturnType<typeof createReservationRepository>;
