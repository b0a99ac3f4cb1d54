import type { Kysely, Selectable } from 'kysely';
import type { DB, LocationsTable } from '../db/schema.ts';

export type LocationRow = Selectable<LocationsTable>;

export interface LiveLocationFilter {
  countryId?: number;
  /** Normalized words (see normalizeSearchText); every word must occur in name or city. */
  words?: string[];
  meetingTypeId?: number;
  box?: { minLatitude: number; maxLatitude: number; minLongitude: number; maxLongitude: number };
}

/** Reads of locations; the only place that knows their tables. */
export function createLocationRepository(db: Kysely<DB>) {
  const liveLocations = (filter: LiveLocationFilter) =>
    db
      .selectFrom('locations')
      .where('status', '=', 'live')
      .$if(filter.countryId !== undefined, (q) => q.where('country_id', '=', filter.countryId as number))
      .$if(Boolean(filter.words?.length), (q) =>
        q.where((eb) => eb.and((filter.words ?? []).map((w) => eb('search_text', 'like', `%${w}%`)))),
      )
      .$if(filter.meetingTypeId !== undefined, (q) =>
        q.where((eb) =>
          eb.exists(
            eb
              .selectFrom('location_meeting_types as lmt')
              .select('lmt.location_id')
              .whereRef('lmt.location_id', '=', 'locations.id')
              .where('lmt.meeting_type_id', '=', filter.meetingTypeId as number),
          ),
        ),
      )
      .$if(filter.box !== undefined, (q) => {
        const box = filter.box as NonNullable<LiveLocationFilter['box']>;
        return q
          .where('latitude', '>=', box.minLatitude)
          .where('latitude', '<=', box.maxLatitude)
          .where('longitude', '>=', box.minLongitude)
          .where('longitude', '<=', box.maxLongitude);
      });

  return {
    /** Every live location matching the filter (use with a bounding box: the caller sorts by distance). */
    async listLive(filter: LiveLocationFilter): Promise<LocationRow[]> {
      return liveLocations(filter).selectAll().orderBy('id').execute();
    },

    /** One page of live locations by name, with the total count. */
    async pageLive(filter: LiveLocationFilter, offset: number, limit: number) {
      const [rows, total] = await Promise.all([
        liveLocations(filter).selectAll().orderBy('name').orderBy('id').offset(offset).limit(limit).execute(),
        liveLocations(filter)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(total.n) };
    },

    /** Meeting types offered per location id. */
    async meetingTypesByLocation(locationIds: number[]): Promise<Map<number, number[]>> {
      const result = new Map<number, number[]>();
      if (locationIds.length === 0) return result;
      const rows = await db
        .selectFrom('location_meeting_types')
        .select(['location_id', 'meeting_type_id'])
        .where('location_id', 'in', locationIds)
        .orderBy('meeting_type_id')
        .execute();
      for (const row of rows) {
        const list = result.get(row.location_id) ?? [];
        list.push(row.meeting_type_id);
        result.set(row.location_id, list);
      }
      return result;
    },

    /** The first image (lowest rank) per location id. */
    async firstImageByLocation(locationIds: number[]): Promise<Map<number, string>> {
      const result = new Map<number, string>();
      if (locationIds.length === 0) return result;
      const rows = await db
        .selectFrom('location_images')
        .select(['location_id', 'url'])
        .where('location_id', 'in', locationIds)
        .orderBy('rank')
        .orderBy('id')
        .execute();
      for (const row of rows) if (!result.has(row.location_id)) result.set(row.location_id, row.url);
      return result;
    },
  };
}
export type LocationRepository = ReturnType<typeof createLocationRepository>;
