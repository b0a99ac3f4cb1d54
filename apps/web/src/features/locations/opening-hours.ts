import { addDays, DATE_CULTURES, type Locale, minutesToTime, type OpeningPeriodDay } from '@meetspace/domain';

/** The opening hours show this many dates, today first. */
export const OPENING_DAYS_SHOWN = 7;

/** The period the opening-hours call is asked for: `today` and the days after it. */
export function openingPeriodFrom(today: string, days = OPENING_DAYS_SHOWN) {
  return { startDate: today, endDate: addDays(today, days - 1) };
}

/** One row of the opening-hours table. */
export interface OpeningRow {
  /** yyyy-MM-dd */
  date: string;
  /** "maandag 23 november" / "Monday 23 November". */
  day: string;
  /** "08:00–18:00", or null on a closed day. */
  hours: string | null;
  isToday: boolean;
}

const dayFormats = new Map<Locale, Intl.DateTimeFormat>();

/** A date as weekday, day and month in the locale's words (the year is evident for a week ahead). */
export function formatDay(date: string, locale: Locale): string {
  let format = dayFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(DATE_CULTURES[locale], {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      timeZone: 'UTC',
    });
    dayFormats.set(locale, format);
  }
  return format.format(new Date(`${date.slice(0, 10)}T00:00:00Z`));
}

/** The opening window of a day as "HH:mm–HH:mm", or null when closed (or the window is empty). */
export function formatOpening(day: Pick<OpeningPeriodDay, 'IsClosed' | 'MinMinutes' | 'MaxMinutes'>) {
  if (day.IsClosed || day.MaxMinutes <= day.MinMinutes) return null;
  return `${minutesToTime(day.MinMinutes)}–${minutesToTime(day.MaxMinutes)}`;
}

/** The period call's answer as table rows in the locale, in date order. */
export function openingRows(days: readonly OpeningPeriodDay[], locale: Locale, today: string): OpeningRow[] {
  return [...days]
    .sort((a, b) => a.Date.localeCompare(b.Date))
    .map((day) => {
      const date = day.Date.slice(0, 10);
      return { date, day: formatDay(date, locale), hours: formatOpening(day), isToday: date === today };
    });
}
