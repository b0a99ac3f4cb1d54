import { eurosToCents, formatMoney, type Locale } from '@meetspace/domain';

/** 540 → "09:00". */
export const clock = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** Euros from the API, as money of the page's language (EUR, two decimals). */
export const money = (euros: number, locale: Locale) => formatMoney(eurosToCents(euros), locale);

/** A local date (yyyy-MM-dd or its T00:00:00 form) written out in the page's language. */
export function longDate(date: string, locale: Locale): string {
  return new Intl.DateTimeFormat(locale === 'nl' ? 'nl-NL' : 'en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date.slice(0, 10)}T00:00:00Z`));
}

/** Today in the Netherlands, yyyy-MM-dd. */
export function todayInNl(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Amsterdam' }).format(new Date());
}
