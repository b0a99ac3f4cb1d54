import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';

/** Which live locations an opening-hours aggregate spans. */
export interface OpeningScope {
  meetingTypeId: number;
  countryId?: number;
  channelId?: number;
}

/** Opening hours (ISO weekday 1..7, minutes from midnight) and closed days. */
export const openingHoursQueries = {
  /** Every opening-hours row of a location, by meeting type and weekday. */
  async hoursOf(db: Kysely<DB>, locationId: number) {
    return db
      .selectFrom('opening_hours')
      .select(['meeting_type_id', 'weekday', 'open_minutes', 'close_minutes'])
      .where('location_id', '=', locationId)
      .orderBy('meeting_type_id')
      .orderBy('weekday')
      .execute();
  },

  /** The opening-hours rows of a location for one meeting type. */
  async hoursFor(db: Kysely<DB>, locationId: number, meetingTypeId: number) {
    return db
      .selectFrom('opening_hours')
      .select(['weekday', 'open_minutes', 'close_minutes'])
      .where('location_id', '=', locationId)
      .where('meeting_type_id', '=', meetingTypeId)
      .orderBy('weekday')
      .execute();
  },

  /** The closed dates of a location from `startDate` to `endDate` (yyyy-MM-dd, both included). */
  async closedDatesOf(
    db: Kysely<DB>,
    locationId: number,
    startDate: string,
    endDate: string,
  ): Promise<Set<string>> {
    const rows = await db
      .selectFrom('closed_days')
      .select('date')
      .where('location_id', '=', locationId)
      .where('date', '>=', startDate)
      .where('date', '<=', endDate)
      .execute();
    return new Set(rows.map((r) => r.date));
  },

  /**
   * The earliest open and latest close on an ISO weekday over the live locations in scope that
   * offer the meeting type and are not closed on `date`; nulls when none of them opens.
   */
  async widestHoursOn(db: Kysely<DB>, scope: OpeningScope, weekday: number, date: string) {
    const row = await db
      .selectFrom('opening_hours as oh')
      .innerJoin('locations as l', 'l.id', 'oh.location_id')
      .innerJoin('location_meeting_types as lmt', (join) =>
        join
          .onRef('lmt.location_id', '=', 'oh.location_id')
          .onRef('lmt.meeting_type_id', '=', 'oh.meeting_type_id'),
      )
      .select((eb) => [
        eb.fn.min<number | null>('oh.open_minutes').as('open'),
        eb.fn.max<number | null>('oh.close_minutes').as('close'),
      ])
      .where('l.status', '=', 'live')
      .where('oh.meeting_type_id', '=', scope.meetingTypeId)
      .where('oh.weekday', '=', weekday)
      .whereRef('oh.close_minutes', '>', 'oh.open_minutes')
      .$if(scope.countryId !== undefined, (q) => q.where('l.country_id', '=', scope.countryId as number))
      .$if(scope.channelId !== undefined, (q) => q.where('l.channel_id', '=', scope.channelId as number))
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('closed_days as cd')
              .select('cd.location_id')
              .whereRef('cd.location_id', '=', 'oh.location_id')
              .where('cd.date', '=', date),
          ),
        ),
      )
      .executeTakeFirstOrThrow();
    return {
      open: row.open === null ? null : Number(row.open),
      close: row.close === null ? null : Number(row.close),
    };
  },
};
