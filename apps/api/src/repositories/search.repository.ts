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

/** The most searches one grouped insert writes (23 columns each, well under the engines' parameter limits). */
const MAX_GROUP = 200;

/**
 * Saved searches (the spec's Search entity), addressed by their random key.
 *
 * Every availability request saves a search, so the inserts are grouped: the searches asked for
 * within one turn of the event loop are written by one multi-row insert in one transaction (one
 * commit instead of one each), and each request still gets its row only after the commit. A group
 * that fails is retried row by row, so one bad row fails only its own request.
 */
export function createSearchRepository(db: Kysely<DB>) {
  // A lone insert is built and compiled once (building a 23-column insert cost about twice the
  // insert itself) and then run with each search's values.
  let compiledInsert: CompiledQuery | undefined;
  const insertOne = async (row: NewSearch): Promise<SearchRow> => {
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
  };

  interface Waiting {
    row: NewSearch;
    resolve: (row: SearchRow) => void;
    reject: (error: unknown) => void;
  }
  const queue: Waiting[] = [];
  const settleOneByOne = (group: Waiting[]) =>
    Promise.all(group.map((w) => insertOne(w.row).then(w.resolve, w.reject)));
  const flush = async () => {
    const group = queue.splice(0, MAX_GROUP);
    if (queue.length > 0) setImmediate(flush);
    if (group.length === 1) return settleOneByOne(group);
    let rows: SearchRow[];
    try {
      rows = await db
        .insertInto('searches')
        .values(
          group.map((w) => Object.fromEntries(INSERT_COLUMNS.map((c) => [c, w.row[c] ?? null])) as NewSearch),
        )
        .returningAll()
        .execute();
    } catch {
      return settleOneByOne(group);
    }
    // RETURNING order is not promised: match the rows by their unique key.
    const byKey = new Map(rows.map((r) => [r.key, r]));
    for (const w of group) {
      const row = byKey.get(w.row.key);
      if (row) w.resolve(row);
      else w.reject(new Error('search insert returned no row'));
    }
  };

  return {
    /** Stores a search (grouped with the others of this event-loop turn) and returns it with its id. */
    insert(search: NewSearch): Promise<SearchRow> {
      const row: NewSearch = { last_step: 1, made_reservation: 0, ...search };
      return new Promise<SearchRow>((resolve, reject) => {
        queue.push({ row, resolve, reject });
        if (queue.length === 1) setImmediate(flush);
      });
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
