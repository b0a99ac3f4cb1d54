import { formatLongDate, type Locale, minutesToTime } from '@meetspace/domain';
import { formatDate } from '../../lib/format.ts';

/** A meeting's days and daily times: "dinsdag 1 december 2026, 09:00–17:00" or "1 dec. – 3 dec. 2026, …". */
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
