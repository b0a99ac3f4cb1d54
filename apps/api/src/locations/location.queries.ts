import type { CompiledQuery, Kysely, Selectable } from 'kysely';
import type { DB, LocationsTable } from '../db/schema.ts';

export type LocationRow = Selectable<LocationsTable>;

/** The columns a list item shows (`presentLocationSummary`). */
export const LOCATION_SUMMARY_COLUMNS = [
  'id',
  'name',
  'slug',
  'address',
  'postal_code',
  'city',
  'country_id',
  'latitude',
  'longitude',
  'review_count',
  'review_score',
] as const;
export type LocationSummaryRow = Pick<LocationRow, (typeof LOCATION_SUMMARY_COLUMNS)[number]>;

export interface LiveLocationFilter {
  countryId?: number;
  /** Normalized words (see normalizeSearchText); every word must occur in name or city. */
  words?: string[];
  meetingTypeId?: number;
  box?: { minLatitude: number; maxLatitude: number; minLongitude: number; maxLongitude: number };
}

/** The live-location filter of the catalogue reads: also by channel and by one location id. */
export interface LocationReadFilter extends LiveLocationFilter {
  channelId?: number;
  locationId?: number;
}

/** Live locations matching a filter, as a query to select from or to use as a subquery. */
export function liveLocations(db: Kysely<DB>, filter: LocationReadFilter) {
  return db
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
    })
    .$if(filter.channelId !== undefined, (q) => q.where('channel_id', '=', filter.channelId as number))
    .$if(filter.locationId !== undefined, (q) => q.where('locations.id', '=', filter.locationId as number));
}

function buildSummariesQuery(db: Kysely<DB>, ids: readonly number[]) {
  return db
    .selectFrom('locations')
    .select([...LOCATION_SUMMARY_COLUMNS, 'status'])
    .where('id', 'in', [...ids]);
}
type SummaryRow = Awaited<ReturnType<ReturnType<typeof buildSummariesQuery>['execute']>>[number];

// A list page reads its rows on every request: the SQL is compiled once per database and number
// of ids (at most the largest page size), only the ids change.
const summariesQueries = new WeakMap<Kysely<DB>, Map<number, CompiledQuery<SummaryRow>>>();
function summariesQuery(db: Kysely<DB>, ids: readonly number[]): CompiledQuery<SummaryRow> {
  let byCount = summariesQueries.get(db);
  if (!byCount) {
    byCount = new Map();
    summariesQueries.set(db, byCount);
  }
  let compiled = byCount.get(ids.length);
  if (!compiled) {
    compiled = buildSummariesQuery(db, ids).compile();
    byCount.set(ids.length, compiled);
  }
  return { ...compiled, parameters: [...ids] };
}

/** The locations area's SQL about locations (their opening hours and spaces have their own). */
export const locationQueries = {
  /**
   * Id and position of every live location matching the filter (use with a bounding box: the
   * caller sorts by distance and reads the page's full rows with `liveByIds`). The SQL path of
   * `GET /v1/location` before the index; now the reference in `location-index.test.ts`.
   */
  async listLive(
    db: Kysely<DB>,
    filter: LiveLocationFilter,
  ): Promise<Pick<LocationRow, 'id' | 'latitude' | 'longitude'>[]> {
    return liveLocations(db, filter).select(['id', 'latitude', 'longitude']).orderBy('id').execute();
  },

  /** Full rows of the given live locations, in the order of `ids`. */
  async liveByIds(db: Kysely<DB>, ids: number[]): Promise<LocationRow[]> {
    if (ids.length === 0) return [];
    // By primary key only, the status checked here: with `status = 'live'` in the WHERE, SQLite's
    // planner picks the (status, name, id) index and walks every live location (6 ms at 10,000).
    const rows = await db.selectFrom('locations').selectAll().where('id', 'in', ids).execute();
    const byId = new Map(rows.filter((r) => r.status === 'live').map((r) => [r.id, r]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  },

  /**
   * The list columns of the given live locations, in the order of `ids`: one query by primary
   * key (the status is checked here, see `liveByIds`).
   */
  async liveSummariesByIds(db: Kysely<DB>, ids: readonly number[]): Promise<LocationSummaryRow[]> {
    if (ids.length === 0) return [];
    const { rows } = await db.executeQuery(summariesQuery(db, ids));
    const byId = new Map(rows.filter((r) => r.status === 'live').map(({ status: _, ...r }) => [r.id, r]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  },

  /** One page of live locations by name, with the total count. */
  async pageLive(db: Kysely<DB>, filter: LocationReadFilter, offset: number, limit: number) {
    const [rows, total] = await Promise.all([
      liveLocations(db, filter)
        .selectAll()
        .orderBy('name')
        .orderBy('id')
        .offset(offset)
        .limit(limit)
        .execute(),
      liveLocations(db, filter)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(total.n) };
  },

  /** Meeting types offered per location id. */
  async meetingTypesByLocation(db: Kysely<DB>, locationIds: number[]): Promise<Map<number, number[]>> {
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
  async firstImageByLocation(db: Kysely<DB>, locationIds: number[]): Promise<Map<number, string>> {
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

  /** One live location (optionally only within a channel or country), or undefined. */
  async findLive(db: Kysely<DB>, id: number, filter: Omit<LocationReadFilter, 'locationId'> = {}) {
    return liveLocations(db, { ...filter, locationId: id })
      .selectAll()
      .executeTakeFirst();
  },

  /** Whether a location is live (optionally only within a channel or country). */
  async isLive(
    db: Kysely<DB>,
    id: number,
    filter: Omit<LocationReadFilter, 'locationId'> = {},
  ): Promise<boolean> {
    const row = await liveLocations(db, { ...filter, locationId: id })
      .select('locations.id')
      .executeTakeFirst();
    return row !== undefined;
  },

  /** A live location's slug (its `UrlName`), or undefined when it is not live (within the filter). */
  async liveSlug(
    db: Kysely<DB>,
    id: number,
    filter: Omit<LocationReadFilter, 'locationId'> = {},
  ): Promise<string | undefined> {
    const row = await liveLocations(db, { ...filter, locationId: id })
      .select('locations.slug')
      .executeTakeFirst();
    return row?.slug;
  },

  /** Every image per location id, in rank order. */
  /** A location's amenities (names of the domain's AMENITIES; the host area writes them). */
  async amenitiesOf(db: Kysely<DB>, locationId: number): Promise<string[]> {
    const rows = await db
      .selectFrom('location_amenities')
      .select('amenity')
      .where('location_id', '=', locationId)
      .execute();
    return rows.map((r) => r.amenity);
  },

  async imagesByLocation(
    db: Kysely<DB>,
    locationIds: number[],
  ): Promise<Map<number, { url: string; alt: string }[]>> {
    const result = new Map<number, { url: string; alt: string }[]>();
    if (locationIds.length === 0) return result;
    const rows = await db
      .selectFrom('location_images')
      .select(['location_id', 'url', 'alt'])
      .where('location_id', 'in', locationIds)
      .orderBy('rank')
      .orderBy('id')
      .execute();
    for (const { location_id, url, alt } of rows) {
      const list = result.get(location_id) ?? [];
      list.push({ url, alt });
      result.set(location_id, list);
    }
    return result;
  },

  /** The active managers of a location: only the public fields of their profiles. */
  async activeManagers(db: Kysely<DB>, locationId: number) {
    return db
      .selectFrom('location_managers as lm')
      .innerJoin('profiles as p', 'p.id', 'lm.profile_id')
      .select(['p.id as profile_id', 'p.first_name', 'p.last_name'])
      .where('lm.location_id', '=', locationId)
      .where('lm.is_active', '=', 1)
      .orderBy('p.last_name')
      .orderBy('p.first_name')
      .orderBy('p.id')
      .execute();
  },
};
