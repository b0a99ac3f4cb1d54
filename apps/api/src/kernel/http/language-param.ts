import {
  isLocale,
  type Locale,
  languageIdForLocale,
  localeForCulture,
  localeForLanguageId,
} from '@meetspace/domain';
import { AppError } from '../errors.ts';

/**
 * Reads a `language` query value in any form clients send (`nl-NL`, `en-US`, `nl`, `en`, `52`, `65`);
 * absent → the fallback; anything else → 400 with a field error.
 */
export function parseLanguageParam(
  value: string | undefined,
  fallback: Locale,
): { locale: Locale; languageId: number } {
  if (value === undefined || value === '')
    return { locale: fallback, languageId: languageIdForLocale(fallback) };
  const trimmed = value.trim();
  const lower = trimmed.toLowerCase();
  const locale = /^\d+$/.test(trimmed)
    ? localeForLanguageId(Number(trimmed))
    : isLocale(lower)
      ? lower
      : localeForCulture(trimmed);
  if (!locale) {
    throw AppError.badRequest('Unknown language', [
      { Field: 'language', Code: 'invalid_value', Message: 'Use nl-NL, en-US, nl, en, 52 or 65' },
    ]);
  }
  return { locale, languageId: languageIdForLocale(locale) };
}

/**
 * The locale a read's `language` asks for (any form `parseLanguageParam` reads), or undefined
 * without one: the read then answers in its record's own language. Anything else → 400.
 */
export function optionalLocale(value: string | undefined): Locale | undefined {
  return value === undefined || value === '' ? undefined : parseLanguageParam(value, 'nl').locale;
}
