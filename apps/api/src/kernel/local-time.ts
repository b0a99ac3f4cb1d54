// Local dates and minutes in a time zone <-> UTC instants, with Intl only (no date library).

const DAY_MS = 24 * 60 * 60 * 1000;
const formatters = new Map<string, Intl.DateTimeFormat>();
// Demo reservations share few distinct dates and times, and Intl formatting is the costly part.
const conversions = new Map<string, string>();
const MAX_CACHED_CONVERSIONS = 100_000;

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The wall clock of `timeZone` at an instant, read as if it were UTC (milliseconds). */
function wallClockMs(instant: number, timeZone: string): number {
  const parts = formatterFor(timeZone).formatToParts(new Date(instant));
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
}

/** The offset of `timeZone` from UTC at an instant, in milliseconds (CET = 3_600_000). */
export function zoneOffsetMs(instant: number, timeZone: string): number {
  return wallClockMs(instant, timeZone) - Math.floor(instant / 1000) * 1000;
}

function parseDate(date: string): [number, number, number] {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) throw new Error(`expected a yyyy-MM-dd date, got "${date}"`);
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

/**
 * The UTC instant (ISO-8601) of a local date plus minutes from midnight in `timeZone`.
 * Like Temporal's 'compatible' disambiguation: a time repeated when clocks go back resolves to
 * the earlier instant; a time skipped when clocks go forward moves forward by the gap.
 */
export function localToUtcIso(date: string, minutes: number, timeZone: string): string {
  const key = `${timeZone}|${date}|${minutes}`;
  const cached = conversions.get(key);
  if (cached) return cached;
  if (conversions.size >= MAX_CACHED_CONVERSIONS) conversions.clear();
  const iso = convertLocalToUtc(date, minutes, timeZone);
  conversions.set(key, iso);
  return iso;
}

function convertLocalToUtc(date: string, minutes: number, timeZone: string): string {
  const [year, month, day] = parseDate(date);
  const wall = Date.UTC(year, month - 1, day, 0, minutes);
  const offsetBefore = zoneOffsetMs(wall - DAY_MS, timeZone);
  const offsetAfter = zoneOffsetMs(wall + DAY_MS, timeZone);
  const candidates = [wall - offsetBefore, wall - offsetAfter].filter(
    (instant) => wallClockMs(instant, timeZone) === wall,
  );
  const instant = candidates.length > 0 ? Math.min(...candidates) : wall - offsetBefore;
  return new Date(instant).toISOString();
}

/** The local calendar date (yyyy-MM-dd) in `timeZone` at an instant. */
export function localDate(instant: Date, timeZone: string): string {
  return new Date(wallClockMs(instant.getTime(), timeZone)).toISOString().slice(0, 10);
}

/** `date` plus `days` calendar days (one implementation, in the domain package). */
export { addDays } from '@meetspace/domain';

/** The platform's time zone: every location, event, story and invoice date is Amsterdam's. */
export const PLATFORM_TIME_ZONE = 'Europe/Amsterdam';

/** The platform's day of an instant (yyyy-MM-dd). */
export function platformToday(instant: Date): string {
  return localDate(instant, PLATFORM_TIME_ZONE);
}

/** An ISO instant `hours` hours before or after another. */
export function addHoursIso(iso: string, hours: number): string {
  return new Date(Date.parse(iso) + hours * 3_600_000).toISOString();
}

/** Per time zone, the offset of the last minute asked for (every search asks for "now"). */
const minuteOffsets = new Map<string, { minute: number; offset: number }>();

/** The offset at an instant, looked up once per minute: zones change offset on whole minutes only. */
function offsetOfMinute(instant: number, timeZone: string): number {
  const minute = Math.floor(instant / 60_000);
  const cached = minuteOffsets.get(timeZone);
  if (cached?.minute === minute) return cached.offset;
  const offset = zoneOffsetMs(minute * 60_000, timeZone);
  minuteOffsets.set(timeZone, { minute, offset });
  return offset;
}

/** The local date and minutes from midnight in `timeZone` at an instant ("now" at a location). */
export function localNow(instant: Date, timeZone: string): { date: string; minutes: number } {
  const wall = new Date(instant.getTime() + offsetOfMinute(instant.getTime(), timeZone));
  return { date: wall.toISOString().slice(0, 10), minutes: wall.getUTCHours() * 60 + wall.getUTCMinutes() };
}
