import {
  defaultSearchTimes,
  type MeetingType,
  MINUTES_PER_DAY,
  normalizeSearch,
  type OpeningHour,
  roundUpToStep,
} from '@meetspace/domain';

/** Times offered when the opening hours are not known (yet), or the day is closed everywhere. */
export const FALLBACK_DAY = { open: 7 * 60, close: 22 * 60 };

/** Minutes from midnight now in the Netherlands. */
export function nowMinutesInNl(now = new Date()): number {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Amsterdam',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(now);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return part('hour') * 60 + part('minute');
}

/** The opening window to offer times in: the answer of `/v1/openinghour`, or the fallback day. */
export function openWindow(opening: OpeningHour | undefined): { open: number; close: number } {
  if (!opening || opening.IsClosed || opening.MaxMinutes <= opening.MinMinutes) return FALLBACK_DAY;
  return { open: opening.MinMinutes, close: opening.MaxMinutes };
}

/**
 * The start and end times a visitor can choose, in the meeting type's step: from opening (today:
 * not before now, rounded up to the next step) to closing; an end is always after the start.
 * `noneLeft` when no start is left (today after closing): the lists then hold the one time the
 * form has, kept within the day, and the visitor is asked to choose another day.
 */
export function timeChoices(
  window: { open: number; close: number },
  step: number,
  start: number,
  earliest = 0,
): { starts: number[]; ends: number[]; noneLeft: boolean } {
  const first = roundUpToStep(Math.max(window.open, earliest), step);
  const all: number[] = [];
  for (let m = first; m <= window.close; m += step) all.push(m);
  const starts = all.slice(0, -1);
  const ends = all.filter((m) => m > start);
  const inDay = (m: number) => Math.min(m, MINUTES_PER_DAY);
  return {
    starts: starts.length ? starts : [inDay(Math.min(start, MINUTES_PER_DAY - step))],
    ends: ends.length ? ends : [inDay(start + step)],
    noneLeft: starts.length === 0,
  };
}

/**
 * The search's times after a change of date, type or opening hours, by the spec's rules. On another
 * day than today, times that no longer fit (a start at or after closing, an end not after the start)
 * become that day's defaults for a new search (09:00-13:00 within its opening hours).
 */
export function settleTimes(
  s: { meetingTypeId: 1 | 2 | 3; seats: number; date: string; start: number; end: number },
  window: { open: number; close: number },
  today: string,
  nowMinutes: number,
): { start: number; end: number } {
  const n = normalizeSearch(
    {
      meetingTypeId: s.meetingTypeId,
      seats: s.seats,
      startDate: s.date,
      startMinutes: s.start,
      endMinutes: s.end,
      isNewSearch: false,
    },
    { today, nowMinutes, opening: window },
  );
  if (s.date !== today && (n.endMinutes <= n.startMinutes || n.startMinutes >= window.close)) {
    // Times that do not fit this day (left after a late evening's "today", or past its closing):
    // the day's default times of a new search, moved into its opening hours.
    const fresh = normalizeSearch(
      { meetingTypeId: s.meetingTypeId, seats: s.seats, startDate: s.date, isNewSearch: true },
      { today, nowMinutes, opening: window },
    );
    return { start: fresh.startMinutes, end: fresh.endMinutes };
  }
  return { start: n.startMinutes, end: n.endMinutes };
}

/**
 * The times the form proposes for a date the visitor has not chosen times for (the domain's
 * `defaultSearchTimes`): a future day 09:00-13:00 within its hours, today from the next slot.
 */
export function defaultTimes(
  meetingTypeId: MeetingType,
  date: string,
  window: { open: number; close: number },
  today: string,
  nowMinutes: number,
): { start: number; end: number } {
  const d = defaultSearchTimes(meetingTypeId, date, { today, nowMinutes, opening: window });
  return { start: d.startMinutes, end: d.endMinutes };
}
