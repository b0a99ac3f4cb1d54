import { DATE_CULTURES, isoWeekOf, type Locale, type StatsGroupBy } from '@meetspace/domain';
import { money } from '../../lib/format.ts';

// Periods, numbers and shares in the page's language (nl-NL or en-GB), money as the site shows it.

const formats = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();

function dateFormat(locale: Locale, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `d|${locale}|${JSON.stringify(options)}`;
  let format = formats.get(key) as Intl.DateTimeFormat | undefined;
  if (!format) {
    format = new Intl.DateTimeFormat(DATE_CULTURES[locale], { ...options, timeZone: 'UTC' });
    formats.set(key, format);
  }
  return format;
}

function numberFormat(locale: Locale, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `n|${locale}|${JSON.stringify(options)}`;
  let format = formats.get(key) as Intl.NumberFormat | undefined;
  if (!format) {
    format = new Intl.NumberFormat(DATE_CULTURES[locale], options);
    formats.set(key, format);
  }
  return format;
}

const at = (date: string) => Date.parse(`${date}T00:00:00Z`);

/**
 * A period's name: a day ("3 mrt 2027"), an ISO week ("week 10, 2027") or a month ("maart 2027");
 * `short` for a chart's axis ("3 mrt", "wk 10", "mrt 2027").
 */
export function periodLabel(
  period: { Period: string; StartDate: string },
  by: StatsGroupBy,
  locale: Locale,
  words: { week: (week: number, year: number) => string; weekShort: (week: number) => string },
  short = false,
): string {
  if (by === 'day') {
    return dateFormat(locale, short ? { day: 'numeric', month: 'short' } : { dateStyle: 'medium' }).format(
      at(period.StartDate),
    );
  }
  if (by === 'month') {
    return dateFormat(locale, { month: short ? 'short' : 'long', year: 'numeric' }).format(
      at(`${period.Period}-01`),
    );
  }
  const { year, week } = isoWeekOf(period.StartDate);
  return short ? words.weekShort(week) : words.week(week, year);
}

/** A whole number: 12.345 / 12,345. */
export const formatCount = (value: number, locale: Locale) =>
  numberFormat(locale, { maximumFractionDigits: 1 }).format(value);

/** Euros as the whole site shows them (nl-NL, EUR: € 1.234,50, in both languages). */
export const formatEuros = (value: number, locale: Locale) => money(value, locale);

/** A share 0..1 as a percentage with one decimal: 12,5% / 12.5%; a dash when there is none. */
export const formatShare = (value: number | null, locale: Locale) =>
  value === null ? '–' : numberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }).format(value);

/** A date of the period (yyyy-MM-dd) in full: "1 maart 2027" / "1 March 2027". */
export const formatDay = (date: string, locale: Locale) =>
  dateFormat(locale, { dateStyle: 'long' }).format(at(date));
