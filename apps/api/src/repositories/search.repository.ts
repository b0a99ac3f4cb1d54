import { CompiledQuery, type Insertable, type Kysely, type Selectable } from 'kysely';
import type { DB } from '../db/schema.ts';
import type { SearchesTable } from '../db/schema-booking.ts';

export type SearchRow = Selectable<SearchesTable>;
export type NewSearch = Insertable<SearchesTable>;

/** Every column an insert sets, in one fixed order (the parameters of the compiled insert). */
const INSERT_COLUMNS = [
  'key',
  'channel_id',
  'country_id',
  'location_id',
  'language_id',
  'meeting_type_id',
  'start_date',
  'end_date',
  'start_minutes',
  'end_minutes',
  'seats',
  'setting_id',
  'space_id',
  'search_term',
  'latitude',
  'longitude',
  'voucher_code',
  'widget_id',
  'machine_key',
  'profile_id',
  'last_step',
  'made_reservation',
  'created_at',
] as const satisfies readonly (keyof NewSearch)[];

/** Saved searches (the spec's Search entity), addressed by their random key. */
export function createSearchRepository(db: Kysely<DB>) {
  // Every availability request saves a search: the insert is built and compiled once (building a
  // 23-column insert cost about twice the insert itself) and then run with each search's values.
  let compiledInsert: CompiledQuery | undefined;
  return {
    /** Stores a search and returns it with its id. */
    async insert(search: NewSearch): Promise<SearchRow> {
      const row: NewSearch = { last_step: 1, made_reservation: 0, ...search };
      compiledInsert ??= db
        .insertInto('searches')
        .values(Object.fromEntries(INSERT_COLUMNS.map((c) => [c, row[c] ?? null])) as NewSearch)
        .returningAll()
        .compile();
      const result = await db.executeQuery<SearchRow>(
        CompiledQuery.raw(
          compiledInsert.sql,
          INSERT_COLUMNS.map((c) => row[c] ?? null),
        ),
      );
      const inserted = result.rows[0];
      if (!inserted) throw new Error('search insert returned no row');
      return inserted;
    },

    async findByKey(key: string): Promise<SearchRow | undefined> {
      return db.selectFrom('searches').selectAll().where('key', '=', key).executeTakeFirst();
    },

    async findById(id: number): Promise<SearchRow | undefined> {
      return db.selectFrom('searches').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /** Sets LastStep; returns the updated search, or undefined for an unknown key. */
    async setLastStep(key: string, step: number): Promise<SearchRow | undefined> {
      return db
        .updateTable('searches')
        .set({ last_step: step })
        .where('key', '=', key)
        .returningAll()
        .executeTakeFirst();
    },
  };
}
export type SearchRepository = ReturnType<typeof createSearchRepository>;
