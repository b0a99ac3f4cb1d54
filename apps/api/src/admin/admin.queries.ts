import type { LocationStatus, ProfileRole } from '@meetspace/domain';
import { type Kysely, sql } from 'kysely';
import type { DB } from '../db/schema.ts';

/** The list filters of the administration: a status or role, and search words. */
export interface AdminLocationFilter {
  status?: LocationStatus;
  /** Normalized words; each must occur in the name, city or e-mail. */
  words: string[];
}
export interface AdminProfileFilter {
  role?: ProfileRole;
  /** Lower-case words; each must occur in the first name, last name or e-mail. */
  words: string[];
}

const LOCATION_COLUMNS = [
  'l.id',
  'l.name',
  'l.slug',
  'l.city',
  'l.status',
  'l.created_at',
  'l.updated_at',
  'l.address',
  'l.postal_code',
  'l.email',
  'l.phone',
  'l.website',
  'l.description_nl',
  'l.description_en',
  's.id as licence_id',
  's.name as licence_name',
  's.price_per_seat_cents',
  's.monthly_fee_cents',
  's.description_nl as licence_description_nl',
  's.description_en as licence_description_en',
] as const;

function locations(db: Kysely<DB>, filter: AdminLocationFilter) {
  return db
    .selectFrom('locations as l')
    .leftJoin('subscriptions as s', 's.id', 'l.subscription_id')
    .$if(filter.words.length > 0, (q) =>
      q.where((eb) =>
        eb.and(
          filter.words.map((w) =>
            eb.or([eb('l.search_text', 'like', `%${w}%`), eb(eb.fn('lower', ['l.email']), 'like', `%${w}%`)]),
          ),
        ),
      ),
    );
}

/** The administration's SQL: locations of every status, their managers and reasons, members. */
export const adminQueries = {
  /** One page of locations (the pending ones first, then the newest), with the total. */
  async locationPage(db: Kysely<DB>, filter: AdminLocationFilter, offset: number, limit: number) {
    const filtered = locations(db, filter).$if(filter.status !== undefined, (q) =>
      q.where('l.status', '=', filter.status as LocationStatus),
    );
    const [rows, total] = await Promise.all([
      filtered
        .select(LOCATION_COLUMNS)
        .orderBy(sql`case when l.status = 'pending' then 0 else 1 end`)
        .orderBy('l.created_at', 'desc')
        .orderBy('l.id', 'desc')
        .offset(offset)
        .limit(limit)
        .execute(),
      filtered.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(total.n) };
  },

  /** How many locations (matching the search) have each status. */
  async countsByStatus(db: Kysely<DB>, filter: AdminLocationFilter): Promise<Record<string, number>> {
    const rows = await locations(db, filter)
      .select((eb) => ['l.status', eb.fn.countAll<number>().as('n')])
      .groupBy('l.status')
      .execute();
    return Object.fromEntries(rows.map((r) => [r.status, Number(r.n)]));
  },

  /** One location of any status with its licence. */
  async locationById(db: Kysely<DB>, id: number) {
    return locations(db, { words: [] }).select(LOCATION_COLUMNS).where('l.id', '=', id).executeTakeFirst();
  },

  /** A location's status (for the access check and the answer to a refused change). */
  async statusOf(db: Kysely<DB>, id: number) {
    return db
      .selectFrom('locations')
      .select(['id', 'status', 'slug', 'name'])
      .where('id', '=', id)
      .executeTakeFirst();
  },

  /** The managers (active and former) of the given locations, with their e-mail and language. */
  async managersOf(db: Kysely<DB>, locationIds: readonly number[]) {
    if (locationIds.length === 0) return [];
    return db
      .selectFrom('location_managers as lm')
      .innerJoin('profiles as p', 'p.id', 'lm.profile_id')
      .select([
        'lm.location_id',
        'lm.is_active',
        'p.id',
        'p.first_name',
        'p.last_name',
        'p.email',
        'p.language_id',
      ])
      .where('lm.location_id', 'in', [...locationIds])
      .orderBy('lm.location_id')
      .orderBy('p.last_name')
      .orderBy('p.id')
      .execute();
  },

  /** The last rejection or suspension of each of the given locations (its reason is in the change list). */
  async lastModerations(db: Kysely<DB>, locationIds: readonly number[]) {
    if (locationIds.length === 0) return [];
    return db
      .selectFrom('catalogue_changes')
      .select(['location_id', 'action', 'changes'])
      .where('location_id', 'in', [...locationIds])
      .where('subject_type', '=', 'status')
      .where('action', 'in', ['reject', 'suspend'])
      .orderBy('id', 'desc')
      .execute();
  },

  /** Meeting types and the number of active spaces of a location. */
  async catalogueFacts(db: Kysely<DB>, locationId: number) {
    const [types, spaces] = await Promise.all([
      db
        .selectFrom('location_meeting_types')
        .select('meeting_type_id')
        .where('location_id', '=', locationId)
        .orderBy('meeting_type_id')
        .execute(),
      db
        .selectFrom('spaces')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('location_id', '=', locationId)
        .where('is_active', '=', 1)
        .executeTakeFirstOrThrow(),
    ]);
    return { meetingTypeIds: types.map((t) => t.meeting_type_id), spaceCount: Number(spaces.n) };
  },

  /**
   * Moves a location from one of `from` to `to` in one conditional UPDATE: of two administrators
   * acting at once only one changes the row (the other's WHERE no longer matches). Returns whether
   * this call did.
   */
  async changeStatus(
    trx: Kysely<DB>,
    id: number,
    from: readonly LocationStatus[],
    to: LocationStatus,
    nowIso: string,
  ): Promise<boolean> {
    const result = await trx
      .updateTable('locations')
      .set({ status: to, updated_at: nowIso })
      .where('id', '=', id)
      .where('status', 'in', [...from])
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },

  /** One page of members by name, with the number of locations each manages, and the total. */
  async profilePage(db: Kysely<DB>, filter: AdminProfileFilter, offset: number, limit: number) {
    const filtered = db
      .selectFrom('profiles as p')
      .$if(filter.role !== undefined, (q) => q.where('p.role', '=', filter.role as ProfileRole))
      .$if(filter.words.length > 0, (q) =>
        q.where((eb) =>
          eb.and(
            filter.words.map((w) =>
              eb.or([
                eb(eb.fn('lower', ['p.first_name']), 'like', `%${w}%`),
                eb(eb.fn('lower', ['p.last_name']), 'like', `%${w}%`),
                eb(eb.fn('lower', ['p.email']), 'like', `%${w}%`),
              ]),
            ),
          ),
        ),
      );
    const [rows, total] = await Promise.all([
      filtered
        .select((eb) => [
          'p.id',
          'p.first_name',
          'p.last_name',
          'p.email',
          'p.role',
          'p.language_id',
          'p.is_activated',
          'p.created_at',
          eb
            .selectFrom('location_managers as lm')
            .select((e) => e.fn.countAll<number>().as('n'))
            .whereRef('lm.profile_id', '=', 'p.id')
            .where('lm.is_active', '=', 1)
            .as('managed'),
        ])
        .orderBy('p.last_name')
        .orderBy('p.first_name')
        .orderBy('p.id')
        .offset(offset)
        .limit(limit)
        .execute(),
      filtered.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(total.n) };
  },
};

export type AdminLocationRow = NonNullable<Awaited<ReturnType<typeof adminQueries.locationById>>>;
export type AdminManagerRow = Awaited<ReturnType<typeof adminQueries.managersOf>>[number];
export type AdminModerationRow = Awaited<ReturnType<typeof adminQueries.lastModerations>>[number];
export type AdminProfileRow = Awaited<ReturnType<typeof adminQueries.profilePage>>['rows'][number];
