import type { CookieSettings, Country, Locale } from '@meetspace/domain';
import type { ReferenceRepository } from './reference.queries.ts';

type CountryRow = Awaited<ReturnType<ReferenceRepository['listActiveCountries']>>[number];
type CookieSettingsRows = NonNullable<Awaited<ReturnType<ReferenceRepository['findLatestCookieSettings']>>>;

/** A country row as the contract's country list item, named in the requested language. */
export function presentCountry(row: CountryRow, locale: Locale): Country {
  return {
    CountryId: row.id,
    Code: row.code,
    LanguageId: row.language_id,
    Name: locale === 'nl' ? row.name_nl : row.name_en,
  };
}

/** A cookie-settings version with its types; IsEditable as a boolean. */
export function presentCookieSettings({ setting, types }: CookieSettingsRows): CookieSettings {
  return {
    Id: setting.id,
    Version: setting.version,
    LanguageId: setting.language_id,
    CookieTypes: types.map((t) => ({
      Id: t.id,
      Key: t.key,
      Short: t.short,
      Description: t.description,
      IsEditable: t.is_editable === 1,
    })),
  };
}
