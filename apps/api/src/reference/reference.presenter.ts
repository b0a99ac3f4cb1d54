import type { CookieSettings, Country, Locale, Term } from '@meetspace/domain';
import type { CookieSettingsRows, CountryRow } from './reference.queries.ts';
import type { TermRow } from './term.queries.ts';

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

/** A terms row as the contract's term: an explicit whitelist of its fields. */
export function presentTerm(row: TermRow): Term {
  return {
    Id: row.id,
    Type: row.type,
    Version: row.version,
    Title: row.title,
    Body: row.body,
    LanguageId: row.language_id,
    LocationId: row.location_id,
    PublishedAt: row.published_at,
  };
}
