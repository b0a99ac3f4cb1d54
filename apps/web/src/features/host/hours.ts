import type { HostOpeningHours } from '@meetspace/domain';

/** One weekday of one meeting type in the week table: open or not, and its times as `HH:MM`. */
export interface DayRow {
  meetingTypeId: number;
  weekday: number;
  open: boolean;
  from: string;
  to: string;
}

export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
const DEFAULT_FROM = '09:00';
const DEFAULT_TO = '17:00';

/** Minutes from midnight as `HH:MM` (1440 is `24:00`). */
export function toClock(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** `HH:MM` as minutes from midnight; NaN when it is not a time (`24:00` is 1440). */
export function fromClock(clock: string): number {
  const m = /^(\d{1,2}):(\d{2})$/.exec(clock.trim());
  if (!m) return Number.NaN;
  const hours = Number(m[1]);
  const minutes = Number(m[2]);
  if (minutes > 59 || hours > 24 || (hours === 24 && minutes > 0)) return Number.NaN;
  return hours * 60 + minutes;
}

/** The week table of the meeting types: every weekday, open where the API has hours. */
export function weekTable(meetingTypeIds: readonly number[], hours: readonly HostOpeningHours[]): DayRow[] {
  return meetingTypeIds.flatMap((meetingTypeId) =>
    WEEKDAYS.map((weekday) => {
      const h = hours.find((x) => x.MeetingtypeId === meetingTypeId && x.Weekday === weekday);
      return h
        ? { meetingTypeId, weekday, open: true, from: toClock(h.OpenMinutes), to: toClock(h.CloseMinutes) }
        : { meetingTypeId, weekday, open: false, from: DEFAULT_FROM, to: DEFAULT_TO };
    }),
  );
}

/**
 * The rows to send: the open days only, in table order (the API's field errors name
 * `OpeningHours[i]`, so `sentIndex` maps them back to the table). A time that is not a time is
 * sent as -1, which the API refuses for that field.
 */
export function toOpeningHours(rows: readonly DayRow[]): { hours: HostOpeningHours[]; sentIndex: number[] } {
  const hours: HostOpeningHours[] = [];
  const sentIndex: number[] = [];
  rows.forEach((row, i) => {
    if (!row.open) return;
    const open = fromClock(row.from);
    const close = fromClock(row.to);
    hours.push({
      MeetingtypeId: row.meetingTypeId,
      Weekday: row.weekday,
      OpenMinutes: Number.isNaN(open) ? -1 : open,
      CloseMinutes: Number.isNaN(close) ? -1 : close,
    });
    sentIndex.push(i);
  });
  return { hours, sentIndex };
}

/** Moves the item at `from` one place up (-1) or down (+1); the same list when it cannot move. */
export function moved<T>(list: readonly T[], from: number, step: -1 | 1): T[] {
  const to = from + step;
  if (from < 0 || from >= list.length || to < 0 || to >= list.length) return [...list];
  const copy = [...list];
  [copy[from], copy[to]] = [copy[to] as T, copy[from] as T];
  return copy;
}
