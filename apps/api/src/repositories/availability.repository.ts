import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import { type LiveLocationFilter, liveLocationsQuery } from './location.repository.ts';

export interface AvailabilityScope extends LiveLocationFilter {
  locationId?: number;
  spaceId?: number;
  meetingTypeId: number;
  startDate: string;
  endDate: string;
  weekdays: number[];
  /** ISO instant: holds expiring after it are live. */
  nowIso: string;
}

/**
 * Everything one availability search needs, in a fixed number of queries whatever the number of
 * locations: the candidates are a subquery reused by every load, so no id lists travel.
 */
export function createAvailabilityRepository(db: Kysely<DB>) {
  const candidateIds = (s: AvailabilityScope) =>
    liveLocationsQuery(db, { ...s, meetingTypeId: undefined }).select('locations.id');

  const spaceIds = (s: AvailabilityScope) =>
    db
      .selectFrom('spaces')
      .select('spaces.id')
      .where('location_id', 'in', candidateIds(s))
      .where('meeting_type_id', '=', s.meetingTypeId)
      .where('is_active', '=', 1)
      .$if(s.spaceId !== undefined, (q) => q.where('spaces.id', '=', s.spaceId as number));

  return {
    /** Loads candidates, their spaces, settings, opening hours, closed days, bookings and live holds. */
    async loadSearchData(s: AvailabilityScope) {
      const overlapping = <T extends 'reservation_spaces' | 'cart_spaces'>(table: T) =>
        db
          .selectFrom(table as 'reservation_spaces')
          .where('start_date', '<=', s.endDate)
          .where('end_date', '>=', s.startDate)
          .where('space_id', 'in', spaceIds(s));
      const [locations, spaces, settings, hours, closed, bookings, holds, images] = await Promise.all([
        db.selectFrom('locations').selectAll().where('id', 'in', candidateIds(s)).execute(),
        db
          .selectFrom('spaces')
          .selectAll()
          .where('id', 'in', spaceIds(s))
          .orderBy('rank')
          .orderBy('id')
          .execute(),
        db
          .selectFrom('space_settings')
          .selectAll()
          .where('space_id', 'in', spaceIds(s))
          .orderBy('setting_id')
          .execute(),
        db
          .selectFrom('opening_hours')
          .select(['location_id', 'weekday', 'open_minutes', 'close_minutes'])
          .where('location_id', 'in', candidateIds(s))
          .where('meeting_type_id', '=', s.meetingTypeId)
          .where('weekday', 'in', s.weekdays)
          .execute(),
        db
          .selectFrom('closed_days')
          .select(['location_id', 'date'])
          .where('location_id', 'in', candidateIds(s))
          .where('date', '>=', s.startDate)
          .where('date', '<=', s.endDate)
          .execute(),
        overlapping('reservation_spaces')
          .select(['space_id', 'start_date', 'end_date', 'start_minutes', 'end_minutes', 'seats'])
          .where('is_cancelled', '=', 0)
          .execute(),
        db
          .selectFrom('cart_spaces as cs')
          .innerJoin('carts as c', 'c.id', 'cs.cart_id')
          .select([
            'cs.space_id',
            'cs.start_date',
            'cs.end_date',
            'cs.start_minutes',
            'cs.end_minutes',
            'cs.seats',
            'c.client_key',
          ])
          .where('c.status', '=', 'open')
          .where('c.expires_at', '>', s.nowIso)
          .where('cs.start_date', '<=', s.endDate)
          .where('cs.end_date', '>=', s.startDate)
          .where('cs.space_id', 'in', spaceIds(s))
          .execute(),
        db
          .selectFrom('location_images')
          .select(['location_id', 'url'])
          .where('location_id', 'in', candidateIds(s))
          .orderBy('rank')
          .orderBy('id')
          .execute(),
      ]);
      return { locations, spaces, settings, hours, closed, bookings, holds, images };
    },
  };
}
export type AvailabilityRepository = ReturnType<typeof createAvailabilityRepository>;
export type SearchData = Awaited<ReturnType<AvailabilityRepository['loadSearchData']>>;
