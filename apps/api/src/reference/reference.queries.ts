import type { Kysely, Selectable } from 'kysely';
import type { CookieSettingsTable, CookieTypesTable, CountriesTable, DB } from '../db/schema.ts';

export type CountryRow = Selectable<CountriesTable>;
/** A cookie-settings version with its cookie types in rank order. */
export interface CookieSettingsRows {
  setting: Selectable<CookieSettingsTable>;
  types: Selectable<CookieTypesTable>[];
}

/** The reference area's SQL: countries and cookie-settings versions. */
export const referenceQueries = {
  /** Countries open for booking, ordered by code. */
  activeCountries(db: Kysely<DB>): Promise<CountryRow[]> {
    return db.selectFrom('countries').selectAll().where('is_active', '=', 1).orderBy('code').execute();
  },

  /** The newest cookie-settings version in a language, with its cookie types in rank order. */
  async latestCookieSettings(db: Kysely<DB>, languageId: number): Promise<CookieSettingsRows | undefined> {
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
