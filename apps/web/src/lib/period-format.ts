import { formatLongDate, type Locale, minutesToTime } from '@meetspace/domain';
import { formatDate } from './format.ts';

/** When a meeting (a reservation, a tender, a proposal) takes place: one day written out, or first and last day; then the times. */
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
