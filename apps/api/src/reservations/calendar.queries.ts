import { catalogueText, daysInclusive, localeOfLanguageId, ReservationStatus } from '@meetspace/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import type { CalendarBooking } from './documents/reservation-ics.ts';

/** Reservations (with location and first space period) as calendar entries. */
const calendarRows = (db: Kysely<DB>) =>
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

/** Reservations as calendar entries: one reservation's file, a member's feed. */
export const calendarQueries = {
  /** One reservation as a calendar entry, its spaces in the description. */
  async booking(db: Kysely<DB>, id: number): Promise<CalendarBooking> {
    const [row, spaces] = await Promise.all([
      calendarRows(db).where('r.id', '=', id).executeTakeFirstOrThrow(),
      db
        .selectFrom('reservation_spaces as rs')
        .innerJoin('spaces as s', 's.id', 'rs.space_id')
        .select(['s.name_nl', 's.name_en', 'rs.seats'])
        .where('rs.reservation_id', '=', id)
        .execute(),
    ]);
    const dutch = localeOfLanguageId(row.language_id) === 'nl';
    const names = spaces.map(
      (s) => `${catalogueText(dutch ? 'nl' : 'en', s.name_nl, s.name_en)} (${s.seats})`,
    );
    return { ...asCalendarBooking(row), description: names.join(', ') };
  },

  /** A member's bookings that are not cancelled and end on or after `sinceDate`, for the feed. */
  async ofMember(db: Kysely<DB>, profileId: number, sinceDate: string): Promise<CalendarBooking[]> {
    const rows = await calendarRows(db)
      .where('r.profile_id', '=', profileId)
      .where('r.status_id', '!=', ReservationStatus.Cancelled)
      .where('r.end_date', '>=', sinceDate)
      .orderBy('r.starts_at')
      .execute();
    return rows.map(asCalendarBooking);
  },
};
