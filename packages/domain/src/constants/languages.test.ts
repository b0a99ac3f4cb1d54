import { describe, expect, it } from 'vitest';
import {
  CULTURES,
  catalogueText,
  DATE_CULTURES,
  DEFAULT_LANGUAGE_ID,
  DEFAULT_LOCALE,
  DEFAULT_TERM_LOCALE,
  isLocale,
  LanguageId,
  LOCALES,
  languageIdForLocale,
  localeForCulture,
  localeForLanguageId,
} from './languages.ts';

describe('languages', () => {
  it('uses the spec ids: Dutch 52, English 65', () => {
    expect(LanguageId).toEqual({ nl: 52, en: 65 });
    expect(DEFAULT_LANGUAGE_ID).toBe(65);
  });

  it('has Dutch as the default locale and term language', () => {
    expect(LOCALES).toEqual(['nl', 'en']);
    expect(DEFAULT_LOCALE).toBe('nl');
    expect(DEFAULT_TERM_LOCALE).toBe('nl');
  });

  it('maps locales to cultures', () => {
    expect(CULTURES).toEqual({ nl: 'nl-NL', en: 'en-US' });
    expect(DATE_CULTURES).toEqual({ nl: 'nl-NL', en: 'en-GB' });
  });

  it('recognises locales only', () => {
    expect(isLocale('nl')).toBe(true);
    expect(isLocale('en')).toBe(true);
    expect(isLocale('NL')).toBe(false);
    expect(isLocale('de')).toBe(false);
    expect(isLocale(52)).toBe(false);
    expect(isLocale(undefined)).toBe(false);
  });

  it('converts between language ids and locales', () => {
    expect(localeForLanguageId(52)).toBe('nl');
    expect(localeForLanguageId(65)).toBe('en');
    expect(localeForLanguageId(1)).toBeUndefined();
    expect(languageIdForLocale('nl')).toBe(52);
    expect(languageIdForLocale('en')).toBe(65);
  });

  it('reads cultures case-insensitively', () => {
    expect(localeForCulture('nl-NL')).toBe('nl');
    expect(localeForCulture('en-US')).toBe('en');
    expect(localeForCulture('EN-us')).toBe('en');
    expect(localeForCulture('nl')).toBe('nl');
    expect(localeForCulture('nl_BE')).toBe('nl');
    expect(localeForCulture('en-GB')).toBe('en');
  });

  it('returns undefined for unknown cultures', () => {
    expect(localeForCulture('de-DE')).toBeUndefined();
    expect(localeForCulture('')).toBeUndefined();
    expect(localeForCulture('english')).toBeUndefined();
  });

  it('gives catalogue texts in the locale, English falling back to Dutch while empty', () => {
    expect(catalogueText('nl', 'Koffie en thee', 'Coffee and tea')).toBe('Koffie en thee');
    expect(catalogueText('en', 'Koffie en thee', 'Coffee and tea')).toBe('Coffee and tea');
    expect(catalogueText('en', 'Koffie en thee', '')).toBe('Koffie en thee');
    expect(catalogueText('en', 'Koffie en thee', '  ')).toBe('Koffie en thee');
    expect(catalogueText('en', 'Koffie en thee', null)).toBe('Koffie en thee');
  });
});
