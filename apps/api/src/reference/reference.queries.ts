import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';

/** Reads of reference data: countries and cookie-settings versions. */
export function createReferenceRepository(db: Kysely<DB>) {
  return {
    /** Countries open for booking, ordered by code. */
    async listActiveCountries() {
      return db.selectFrom('countries').selectAll().where('is_active', '=', 1).orderBy('code').execute();
    },

    /** The newest cookie-settings version in a language, with its cookie types in rank order. */
    async findLatestCookieSettings(languageId: number) {
      const setting = await db
        .selectFrom('cookie_settings')
        .selectAll()
        .where('language_id', '=', languageId)
        .orderBy('version', 'desc')
        .limit(1)
        .executeTakeFirst();
      if (!setting) return undefined;
      const types = await db
        .selectFrom('cookie_types')
        .selectAll()
        .where('cookie_setting_id', '=', setting.id)
        .orderBy('rank')
        .orderBy('id')
        .execute();
      return { setting, types };
    },
  };
}
export type ReferenceRepository = ReturnType<typeof createReferenceRepository>;
