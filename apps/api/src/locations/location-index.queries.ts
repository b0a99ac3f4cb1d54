import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import { liveLocations } from './location.queries.ts';

/** The SQL of the per-process list index (`location-index.ts`): its version probe and its load. */
export const locationIndexQueries = {
  /**
   * The catalogue's change counter (table `catalogue_version`, one row; every write to the
   * catalogue bumps it). 0 when the row is missing.
   */
  async catalogueVersion(db: Kysely<DB>): Promise<number> {
    const row = await db
      .selectFrom('catalogue_version')
      .select('version')
      .where('id', '=', 1)
      .executeTakeFirst();
    return row?.version ?? 0;
  },

  /**
   * What the list filters and sorts on, and its first image (lowest rank, then id), of every live
   * location, in the order of the list by name (`ORDER BY name, id` as the engine sorts it, so the
   * index needs no collation of its own).
   */
  async liveForIndex(db: Kysely<DB>) {
    return liveLocations(db, {})
      .select(['id', 'channel_id', 'country_id', 'latitude', 'longitude', 'search_text'])
      .select((eb) =>
        eb
          .selectFrom('location_images as i')
          .select('i.url')
          .whereRef('i.location_id', '=', 'locations.id')
          .orderBy('i.rank')
          .orderBy('i.id')
          .limit(1)
          .as('image_url'),
      )
      .orderBy('name')
      .orderBy('id')
      .execute();
  },

  /** Every (location, meeting type) pair of the live locations. */
  async liveMeetingTypes(db: Kysely<DB>) {
    return db
      .selectFrom('location_meeting_types as lmt')
      .innerJoin('locations as l', 'l.id', 'lmt.location_id')
      .select(['lmt.location_id', 'lmt.meeting_type_id'])
      .where('l.status', '=', 'live')
      .orderBy('lmt.location_id')
      .orderBy('lmt.meeting_type_id')
      .execute();
  },

  /** Every (location, amenity) pair of the live locations. */
  async liveAmenities(db: Kysely<DB>) {
    return db
      .selectFrom('location_amenities as a')
      .innerJoin('locations as l', 'l.id', 'a.location_id')
      .select(['a.location_id', 'a.amenity'])
      .where('l.status', '=', 'live')
      .execute();
  },
};
