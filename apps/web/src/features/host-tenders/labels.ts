import { type Locale, minutesToTime } from '@meetspace/domain';
import { formatDate } from '../../lib/format.ts';

// The meeting's period as the requests' pages write it, in the page's language.

/** A span of minutes: "09:00–17:00". */
export const timeSpan = (start: number, end: number) => `${minutesToTime(start)}–${minutesToTime(end)}`;

/** The days of a meeting: "2 Dec 2026" or "2 Dec 2026 – 3 Dec 2026". */
export function daySpan(startDate: string, endDate: string, locale: Locale): string {
  const start = startDate.slice(0, 10);
  const end = endDate.slice(0, 10);
  return end === start
    ? formatDate(start, locale)
    : `${formatDate(start, locale)} – ${formatDate(end, locale)}`;
}

/** A meeting's days and times: "2 Dec 2026, 09:00–17:00". */
export function period(
  m: { StartDate: string; EndDate: string; StartMinutes: number; EndMinutes: number },
  locale: Locale,
): string {
  return `${daySpan(m.StartDate, m.EndDate, locale)}, ${timeSpan(m.StartMinutes, m.EndMinutes)}`;
}
