import { isOneOf, type ValueOf } from './enum.ts';

/** Language ids the API uses (the spec's Languages entity). */
export const LanguageId = { nl: 52, en: 65 } as const;
export type LanguageId = ValueOf<typeof LanguageId>;

/** Site locales, in menu order; every path carries one as its prefix. */
export const LOCALES = ['nl', 'en'] as const;
export type Locale = (typeof LOCALES)[number];

/** Dutch is the site's default locale. */
export const DEFAULT_LOCALE: Locale = 'nl';

/** The API's default language id when a request names none (English). */
export const DEFAULT_LANGUAGE_ID: LanguageId = LanguageId.en;

/** Terms (booking, privacy, licence) default to Dutch. */
export const DEFAULT_TERM_LOCALE: Locale = 'nl';

/** Culture names per locale, as the cookie-settings call and number formatting expect. */
export const CULTURES = { nl: 'nl-NL', en: 'en-US' } as const;
export type Culture = ValueOf<typeof CULTURES>;

/** Cultures for writing dates: Dutch in Dutch, British in English (day before month). */
export const DATE_CULTURES = { nl: 'nl-NL', en: 'en-GB' } as const;

/** A text in both site languages. */
export type LocalizedText = { readonly [L in Locale]: string };

/** Whether `value` is a site locale ('nl' or 'en'). */
export function isLocale(value: unknown): value is Locale {
  return isOneOf(LOCALES, value);
}

/** The locale of an API language id, or undefined for an unknown id. */
export function localeForLanguageId(id: number): Locale | undefined {
  return LOCALES.find((locale) => LanguageId[locale] === id);
}

/** The locale of an API language id; an unknown id gets the API's default language (English). */
export function localeOfLanguageId(id: number): Locale {
  return localeForLanguageId(id) ?? (localeForLanguageId(DEFAULT_LANGUAGE_ID) as Locale);
}

/** The API language id of a locale. */
export function languageIdForLocale(locale: Locale): LanguageId {
  return LanguageId[locale];
}

/**
 * The locale of a culture name such as 'nl-NL' or 'en-us', or undefined when unknown.
 * Matching is case-insensitive and by primary language, so 'en-GB' and 'nl_BE' map too.
 */
export function localeForCulture(culture: string): Locale | undefined {
  const language = culture.trim().toLowerCase().split(/[-_]/)[0];
  return isLocale(language) ? language : undefined;
}

/**
 * A catalogue text (a name or description stored in Dutch and English) in a locale: the English
 * one falls back to the Dutch one while it is empty (a database from before its English texts).
 */
export function catalogueText(locale: Locale, nl: string, en: string | null | undefined): string {
  return locale === 'en' && en?.trim() ? en : nl;
}
