import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import { type LocationReadFilter, type LocationRow, liveLocations } from './location.queries.ts';

/** A live location in the search suggestions. */
export type LocationSuggestionRow = Pick<
  LocationRow,
  'id' | 'name' | 'slug' | 'city' | 'latitude' | 'longitude'
>;

/** What the search box asks of the live locations: suggestions, their cities and meeting types. */
export const locationSearchQueries = {
  /** Live locations where every word starts a word of name or city, by name (search suggestions). */
  async suggestLive(
    db: Kysely<DB>,
    filter: LocationReadFilter,
    prefixes: string[],
    limit: number,
  ): Promise<LocationSuggestionRow[]> {
    if (prefixes.length === 0) return [];
    return liveLocations(db, filter)
      .where((eb) =>
        eb.and(
          prefixes.map((w) =>
            eb.or([eb('search_text', 'like', `${w}%`), eb('search_text', 'like', `% ${w}%`)]),
          ),
        ),
      )
      .select(['id', 'name', 'slug', 'city', 'latitude', 'longitude'])
      .orderBy('name')
      .orderBy('id')
      .limit(limit)
      .execute();
  },

  /** The cities of the live locations matching the filter, each with the centre of those locations. */
  async liveCities(db: Kysely<DB>, filter: LocationReadFilter) {
    const rows = await liveLocations(db, filter)
      .select((eb) => [
        'city',
        eb.fn.avg<number>('latitude').as('latitude'),
        eb.fn.avg<number>('longitude').as('longitude'),
        eb.fn.countAll<number>().as('locations'),
      ])
      .groupBy('city')
      .orderBy('city')
      .execute();
    return rows.map((r) => ({
      city: r.city,
      latitude: Number(r.latitude),
      longitude: Number(r.longitude),
      locations: Number(r.locations),
    }));
  },

  /** The distinct meeting types the live locations matching the filter offer, ascending. */
  async meetingTypesOfLive(db: Kysely<DB>, filter: LocationReadFilter): Promise<number[]> {
    const rows = await db
      .selectFrom('location_meeting_types')
      .select('meeting_type_id')
      .distinct()
      .where('location_id', 'in', liveLocations(db, filter).select('locations.id'))
      .orderBy('meeting_type_id')
      .execute();
    return rows.map((r) => r.meeting_type_id);
  },
};
