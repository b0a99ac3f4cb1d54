import { isValidDateString } from '../constants/times.ts';

/** One opening-hours row: ISO weekday (1 Monday .. 7 Sunday), open and close in minutes from midnight. */
export interface WeekdayOpeningHours {
  weekday: number;
  open_minutes: number;
  close_minutes: number;
}

const MS_PER_DAY = 86_400_000;

// Searches ask for the same few dates over and over (per location, per space): remember them.
const midnights = new Map<string, number>();
const MAX_REMEMBERED_DATES = 10_000;

/** Milliseconds since the epoch of 00:00 UTC on a yyyy-MM-dd date; a RangeError for anything else. */
function utcMidnight(date: string): number {
  const known = midnights.get(date);
  if (known !== undefined) return known;
  const ms = computeUtcMidnight(date);
  if (midnights.size >= MAX_REMEMBERED_DATES) midnights.clear();
  midnights.set(date, ms);
  return ms;
}

function computeUtcMidnight(date: string): number {
  if (!isValidDateString(date)) throw new RangeError(`Not a yyyy-MM-dd date: ${date}`);
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const at = new Date(0);
  at.setUTCFullYear(year, month - 1, day); // unlike Date.UTC, keeps years below 100 as they are
  return at.getTime();
}

function formatUtcDate(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** The ISO weekday of a yyyy-MM-dd date: 1 (Monday) .. 7 (Sunday). */
export function isoWeekdayOf(date: string): number {
  return new Date(utcMidnight(date)).getUTCDay() || 7;
}

/**
 * When a location opens on a date for one meeting type: undefined on a closed date or a weekday
 * without hours (or with an empty window). Several rows for the weekday span from the earliest
 * open to the latest close.
 */
export function openingOn(
  date: string,
  hours: readonly WeekdayOpeningHours[],
  closedDates: ReadonlySet<string>,
): { open: number; close: number } | undefined {
  const weekday = isoWeekdayOf(date);
  if (closedDates.has(date)) return undefined;
  let open = Number.POSITIVE_INFINITY;
  let close = Number.NEGATIVE_INFINITY;
  for (const row of hours) {
    if (row.weekday !== weekday) continue;
    open = Math.min(open, row.open_minutes);
    close = Math.max(close, row.close_minutes);
  }
  return close > open ? { open, close } : undefined;
}

/** How many dates a period from `startDate` to `endDate` holds, both included (0 when end is before start). */
export function periodDayCount(startDate: string, endDate: string): number {
  return Math.max(0, Math.round((utcMidnight(endDate) - utcMidnight(startDate)) / MS_PER_DAY) + 1);
}

/** Every yyyy-MM-dd date from `startDate` to `endDate`, both included, in order. */
export function periodDates(startDate: string, endDate: string): string[] {
  const start = utcMidnight(startDate);
  return Array.from({ length: periodDayCount(startDate, endDate) }, (_, i) =>
    formatUtcDate(start + i * MS_PER_DAY),
  );
}
