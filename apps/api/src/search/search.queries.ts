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
 * The grouped writer of one database. Every availability request saves a search, so the inserts
 * are grouped: the searches asked for within one turn of the event loop are written by one
 * multi-row insert in one transaction (one commit instead of one each), and each request still
 * gets its row only after the commit. A group that fails is retried row by row, so one bad row
 * fails only its own request.
 */
function createSearchWriter(db: Kysely<DB>) {
  // The insert of n rows is built and compiled once per n (building a 23-column insert with Kysely
  // cost more than the insert itself) and then run with the searches' values. It returns only the
  // id and key: every other column is what was written (the table has no other defaults).
  const compiled = new Map<number, string>();
  const sqlFor = (count: number) => {
    let sql = compiled.get(count);
    if (!sql) {
      const blank = Object.fromEntries(INSERT_COLUMNS.map((c) => [c, null])) as unknown as NewSearch;
      sql = db
        .insertInto('searches')
        .values(Array.from({ length: count }, () => blank))
        .returning(['id', 'key'])
        .compile().sql;
      compiled.set(count, sql);
    }
    return sql;
  };
  const valuesOf = (row: NewSearch) => INSERT_COLUMNS.map((c) => row[c] ?? null);
  const asRow = (id: number, row: NewSearch) => {
    const out: Record<string, unknown> = { id };
    for (const c of INSERT_COLUMNS) out[c] = row[c] ?? null;
    return out as SearchRow;
  };

  /** Inserts the rows in one statement; each comes back with its id (matched by its unique key). */
  const insertRows = async (rows: NewSearch[]): Promise<SearchRow[]> => {
    const result = await db.executeQuery<{ id: number; key: string }>(
      CompiledQuery.raw(sqlFor(rows.length), rows.flatMap(valuesOf)),
    );
    // RETURNING order is not promised: match the ids by key.
    const ids = new Map(result.rows.map((r) => [r.key, r.id]));
    return rows.map((row) => {
      const id = ids.get(row.key);
      if (id === undefined) throw new Error('search insert returned no row');
      return asRow(id, row);
    });
  };

  interface Waiting {
    row: NewSearch;
    resolve: (row: SearchRow) => void;
    reject: (error: unknown) => void;
  }
  const queue: Waiting[] = [];
  const settleOneByOne = (group: Waiting[]) =>
    Promise.all(group.map((w) => insertRows([w.row]).then(([row]) => w.resolve(row as SearchRow), w.reject)));
  const flush = async () => {
    const group = queue.splice(0, MAX_GROUP);
    if (queue.length > 0) setImmediate(flush);
    if (group.length === 1) return settleOneByOne(group);
    let rows: SearchRow[];
    try {
      rows = await insertRows(group.map((w) => w.row));
    } catch {
      return settleOneByOne(group);
    }
    group.forEach((w, i) => {
      w.resolve(rows[i] as SearchRow);
    });
  };

  return (row: NewSearch): Promise<SearchRow> =>
    new Promise<SearchRow>((resolve, reject) => {
      queue.push({ row, resolve, reject });
      if (queue.length === 1) setImmediate(flush);
    });
}

const writers = new WeakMap<Kysely<DB>, ReturnType<typeof createSearchWriter>>();

/** Saved searches (the spec's Search entity), addressed by their random key. */
export const searchQueries = {
  /** Stores a search (grouped with the others of this event-loop turn) and returns it with its id. */
  insert(db: Kysely<DB>, search: NewSearch): Promise<SearchRow> {
    let write = writers.get(db);
    if (!write) {
      write = createSearchWriter(db);
      writers.set(db, write);
    }
    return write({ last_step: 1, made_reservation: 0, ...search });
  },

  /** A saved search by its key. */
  findByKey(db: Kysely<DB>, key: string): Promise<SearchRow | undefined> {
    return db.selectFrom('searches').selectAll().where('key', '=', key).executeTakeFirst();
  },

  /** Sets LastStep; returns the updated search, or undefined for an unknown key. */
  setLastStep(db: Kysely<DB>, key: string, step: number): Promise<SearchRow | undefined> {
    return db
      .updateTable('searches')
      .set({ last_step: step })
      .where('key', '=', key)
      .returningAll()
      .executeTakeFirst();
  },
};
