import type { Insertable, Kysely, Selectable } from 'kysely';
import type { DB } from '../db/schema.ts';
import type { SearchesTable } from '../db/schema-booking.ts';

export type SearchRow = Selectable<SearchesTable>;
export type NewSearch = Insertable<SearchesTable>;

/** Saved searches (the spec's Search entity), addressed by their random key. */
export function createSearchRepository(db: Kysely<DB>) {
  return {
    /** Stores a search and returns it with its id. */
    async insert(search: NewSearch): Promise<SearchRow> {
      return db.insertInto('searches').values(search).returningAll().executeTakeFirstOrThrow();
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
