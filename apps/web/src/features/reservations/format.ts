import { DATE_CULTURES, formatLongDate, type Locale, minutesToTime } from '@meetspace/domain';

const instantFormats = new Map<Locale, Intl.DateTimeFormat>();
const dateFormats = new Map<Locale, Intl.DateTimeFormat>();

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

/** When a reservation takes place: one day written out, or first and last day; then the times. */
export function formatPeriod(
  r: { StartDate: string; EndDate: string; StartMinutes: number; EndMinutes: number },
  locale: Locale,
): string {
  const start = r.StartDate.slice(0, 10);
  const end = r.EndDate.slice(0, 10);
  const days =
    start === end
      ? formatLongDate(start, locale)
      : `${formatDate(start, locale)} – ${formatDate(end, locale)}`;
  return `${days}, ${minutesToTime(r.StartMinutes)}–${minutesToTime(r.EndMinutes)}`;
}

/** Whole days from `from` to `to` (local dates). */
export function daysBetween(from: string, to: string): number {
  return Math.round(
    (Date.parse(`${to.slice(0, 10)}T00:00:00Z`) - Date.parse(`${from.slice(0, 10)}T00:00:00Z`)) / 86_400_000,
  );
}
