import { CULTURES, DATE_CULTURES, eurosToCents, formatMoney, type Locale } from '@meetspace/domain';

// Formatting shared by the features: money, dates and scores in the page's language.

/** Euros from the API, as money of the page's language (EUR, two decimals). */
export const money = (euros: number, locale: Locale) => formatMoney(eurosToCents(euros), locale);

/** Today in the Netherlands, yyyy-MM-dd. */
export function todayInNl(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Amsterdam' }).format(new Date());
}

const instantFormats = new Map<Locale, Intl.DateTimeFormat>();
const dateFormats = new Map<Locale, Intl.DateTimeFormat>();
const scoreFormats = new Map<Locale, Intl.NumberFormat>();

/** An instant of the API (ISO-8601 UTC) as a date and time in the Netherlands: "3 dec. 2026 14:05". */
export function formatInstant(iso: string, locale: Locale): string {
  let format = instantFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(DATE_CULTURES[locale], {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: 'Europe/Amsterdam',
    });
    instantFormats.set(locale, format);
  }
  const time = Date.parse(iso);
  return Number.isNaN(time) ? iso : format.format(time);
}

/** A local date (yyyy-MM-dd or its T00:00:00 form) in short: "3 dec. 2026" / "3 Dec 2026". */
export function formatDate(date: string, locale: Locale): string {
  let format = dateFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(DATE_CULTURES[locale], { dateStyle: 'medium', timeZone: 'UTC' });
    dateFormats.set(locale, format);
  }
  const time = Date.parse(`${date.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(time) ? date : format.format(time);
}

/** Whole days from `from` to `to` (local dates). */
export function daysBetween(from: string, to: string): number {
  return Math.round(
    (Date.parse(`${to.slice(0, 10)}T00:00:00Z`) - Date.parse(`${from.slice(0, 10)}T00:00:00Z`)) / 86_400_000,
  );
}

/** A review score (1 to 5) with one decimal in the locale: 4.5 → "4,5" in Dutch. */
export function formatScore(score: number, locale: Locale): string {
  return oneDecimal(score, locale);
}

/** A distance in kilometres with one decimal in the locale: 1.2 → "1,2" in Dutch. */
export function formatKilometres(km: number, locale: Locale): string {
  return oneDecimal(km, locale);
}

function oneDecimal(score: number, locale: Locale): string {
  let format = scoreFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(CULTURES[locale], { minimumFractionDigits: 1, maximumFractionDigits: 1 });
    scoreFormats.set(locale, format);
  }
  return format.format(score);
}
