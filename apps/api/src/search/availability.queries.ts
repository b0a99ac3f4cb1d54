import type { CompiledQuery, Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';

// Only what the engine reads: the catalogue of 10,000 locations stays small in memory.
const LOCATION_COLUMNS = [
  'id',
  'name',
  'slug',
  'search_text',
  'address',
  'postal_code',
  'city',
  'country_id',
  'latitude',
  'longitude',
  'time_zone',
  'min_hours_before_booking',
  'review_count',
  'review_score',
] as const;
const SPACE_COLUMNS = [
  'id',
  'location_id',
  'meeting_type_id',
  'name_nl',
  'name_en',
  'pricing_type_id',
  'price_cents',
  'tax_percentage',
  'min_duration_minutes',
  'capacity',
  'is_social_capital',
] as const;

/** Live locations, to use as a subquery. */
const liveIds = (db: Kysely<DB>) => db.selectFrom('locations').select('id').where('status', '=', 'live');
/** Active spaces of live locations, to use as a subquery. */
const activeSpaceIds = (db: Kysely<DB>) =>
  db
    .selectFrom('spaces')
    .select('spaces.id')
    .where('is_active', '=', 1)
    .where('location_id', 'in', liveIds(db));

// The occupancy version is read on every search: its query is compiled once per database.
const occupancyVersionQueries = new WeakMap<Kysely<DB>, CompiledQuery<{ version: number }>>();
function occupancyVersionQuery(db: Kysely<DB>): CompiledQuery<{ version: number }> {
  let query = occupancyVersionQueries.get(db);
  if (!query) {
    query = db.selectFrom('occupancy_version').select('version').where('id', '=', 1).compile();
    occupancyVersionQueries.set(db, query);
  }
  return query;
}

/**
 * The two reads of the availability engine: the catalogue (what exists: live locations, active
 * spaces, settings, opening hours, closed days, images), which changes rarely and is cached per
 * process, and the occupancy of a period (bookings and live holds), read for every search.
 */
export const availabilityQueries = {
  /** The catalogue's change counter (see migration 0006). */
  async catalogueVersion(db: Kysely<DB>): Promise<number> {
    const row = await db
      .selectFrom('catalogue_version')
      .select('version')
      .where('id', '=', 1)
      .executeTakeFirst();
    return row?.version ?? 0;
  },

  /** Marks the catalogue changed: every process reloads its copy at its next probe. */
  async bumpCatalogueVersion(db: Kysely<DB>): Promise<void> {
    await db
      .updateTable('catalogue_version')
      .set((eb) => ({ version: eb('version', '+', 1) }))
      .where('id', '=', 1)
      .execute();
  },

  /** The occupancy change counter (see migration 0007): part of every cached search answer's key. */
  async occupancyVersion(db: Kysely<DB>): Promise<number> {
    const { rows } = await db.executeQuery(occupancyVersionQuery(db));
    return rows[0]?.version ?? 0;
  },

  /** Everything bookable, in six queries. */
  async loadCatalogue(db: Kysely<DB>) {
    const [locations, spaces, settings, hours, closed, images] = await Promise.all([
      db
        .selectFrom('locations')
        .select(LOCATION_COLUMNS)
        .where('status', '=', 'live')
        .orderBy('id')
        .execute(),
      db
        .selectFrom('spaces')
        .select(SPACE_COLUMNS)
        .where('id', 'in', activeSpaceIds(db))
        .orderBy('rank')
        .orderBy('id')
        .execute(),
      db
        .selectFrom('space_settings')
        .select(['space_id', 'setting_id', 'min_seats', 'max_seats'])
        .where('space_id', 'in', activeSpaceIds(db))
        .orderBy('setting_id')
        .execute(),
      db
        .selectFrom('opening_hours')
        .select(['location_id', 'meeting_type_id', 'weekday', 'open_minutes', 'close_minutes'])
        .where('location_id', 'in', liveIds(db))
        .execute(),
      db
        .selectFrom('closed_days')
        .select(['location_id', 'date'])
        .where('location_id', 'in', liveIds(db))
        .execute(),
      db
        .selectFrom('location_images')
        .select(['location_id', 'url'])
        .where('location_id', 'in', liveIds(db))
        .orderBy('rank')
        .orderBy('id')
        .execute(),
    ]);
    return { locations, spaces, settings, hours, closed, images };
  },

  /** The locations whose occupancy changed after `version`, with the version of each change. */
  occupancyChangesSince(db: Kysely<DB>, version: number) {
    return db
      .selectFrom('occupancy_changes')
      .select(['location_id', 'version'])
      .where('version', '>', version)
      .execute();
  },

  /**
   * What the occupancy index keeps: bookings (not cancelled) ending on or after `fromDate`, and the
   * holds of open carts alive at `nowIso` (with their expiry), of every space or of the spaces of
   * some locations; each with its space's location.
   */
  async occupancyFrom(
    db: Kysely<DB>,
    scope: { fromDate: string; nowIso: string; locationIds?: readonly number[] },
  ) {
    const { fromDate, nowIso, locationIds } = scope;
    const [bookings, holds] = await Promise.all([
      db
        .selectFrom('reservation_spaces as rs')
        .innerJoin('spaces as s', 's.id', 'rs.space_id')
        .select([
          's.location_id',
          'rs.space_id',
          'rs.start_date',
          'rs.end_date',
          'rs.start_minutes',
          'rs.end_minutes',
          'rs.seats',
        ])
        .where('rs.end_date', '>=', fromDate)
        .where('rs.is_cancelled', '=', 0)
        .$if(locationIds !== undefined, (q) => q.where('s.location_id', 'in', locationIds ?? []))
        .execute(),
      db
        .selectFrom('cart_spaces as cs')
        .innerJoin('carts as c', 'c.id', 'cs.cart_id')
        .innerJoin('spaces as s', 's.id', 'cs.space_id')
        .select([
          's.location_id',
          'cs.space_id',
          'cs.start_date',
          'cs.end_date',
          'cs.start_minutes',
          'cs.end_minutes',
          'cs.seats',
          'c.expires_at',
        ])
        .where('c.status', '=', 'open')
        .where('c.expires_at', '>', nowIso)
        .where('cs.end_date', '>=', fromDate)
        .$if(locationIds !== undefined, (q) => q.where('s.location_id', 'in', locationIds ?? []))
        .execute(),
    ]);
    return { bookings, holds };
  },

  /** Non-cancelled bookings and holds alive at `nowIso` that touch the dates, for every space. */
  async loadOccupancy(db: Kysely<DB>, period: { startDate: string; endDate: string; nowIso: string }) {
    const [bookings, holds] = await Promise.all([
      db
        .selectFrom('reservation_spaces')
        .select(['space_id', 'start_date', 'end_date', 'start_minutes', 'end_minutes', 'seats'])
        .where('start_date', '<=', period.endDate)
        .where('end_date', '>=', period.startDate)
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
        ])
        .where('c.status', '=', 'open')
        .where('c.expires_at', '>', period.nowIso)
        .where('cs.start_date', '<=', period.endDate)
        .where('cs.end_date', '>=', period.startDate)
        .execute(),
    ]);
    return { bookings, holds };
  },
};
export type CatalogueRows = Awaited<ReturnType<typeof availabilityQueries.loadCatalogue>>;
export type Occupancy = Awaited<ReturnType<typeof availabilityQueries.loadOccupancy>>;
