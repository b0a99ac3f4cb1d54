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
