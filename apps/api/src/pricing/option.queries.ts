import type { Kysely, Selectable } from 'kysely';
import type { DB } from '../db/schema.ts';
import type { OptionsTable } from '../db/schema-catalogue.ts';

export type OptionRow = Selectable<OptionsTable>;

/** The options of the locations' catalogues. */
export const optionQueries = {
  byId(db: Kysely<DB>, id: number): Promise<OptionRow | undefined> {
    return db.selectFrom('options').selectAll().where('id', '=', id).executeTakeFirst();
  },

  /** An option of one location (active or not), or undefined. */
  ofLocation(db: Kysely<DB>, id: number, locationId: number): Promise<OptionRow | undefined> {
    return db
      .selectFrom('options')
      .selectAll()
      .where('id', '=', id)
      .where('location_id', '=', locationId)
      .executeTakeFirst();
  },

  /** The options of one location among the ids (active or not). */
  manyOfLocation(db: Kysely<DB>, ids: readonly number[], locationId: number): Promise<OptionRow[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return db
      .selectFrom('options')
      .selectAll()
      .where('location_id', '=', locationId)
      .where('id', 'in', ids)
      .execute();
  },

  /** Every active option of a location, by category, rank and id. */
  activeOfLocation(db: Kysely<DB>, locationId: number): Promise<OptionRow[]> {
    return db
      .selectFrom('options')
      .selectAll()
      .where('location_id', '=', locationId)
      .where('is_active', '=', 1)
      .orderBy('category_id')
      .orderBy('rank')
      .orderBy('id')
      .execute();
  },
};
