import { addDays, type HostBookingLine, isoWeekdayOf } from '@meetspace/domain';

// The calendar's arithmetic, without React: which days a view covers, where a booking sits.

export type CalendarView = 'day' | 'week';

/** What the address says: the view, a day in it, the location (0 = all). */
export interface CalendarState {
  view: CalendarView;
  date: string;
  locationId: number;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The calendar's state from the page's query (`?view=day&date=2026-11-25&location=12`), today by default. */
export function readState(params: URLSearchParams, today: string): CalendarState {
  const date = params.get('date') ?? '';
  const location = Number(params.get('location'));
  return {
    view: params.get('view') === 'day' ? 'day' : 'week',
    date: DATE.test(date) && !Number.isNaN(Date.parse(date)) ? date : today,
    locationId: Number.isInteger(location) && location > 0 ? location : 0,
  };
}

/** The query of a state (the default view and today left out). */
export function writeState(state: CalendarState, today: string): Record<string, string> {
  return {
    ...(state.view === 'day' ? { view: 'day' } : {}),
    ...(state.date === today ? {} : { date: state.date }),
    ...(state.locationId ? { location: String(state.locationId) } : {}),
  };
}

/** The Monday of a date's week. */
export function weekStart(date: string): string {
  return addDays(date, 1 - isoWeekdayOf(date));
}

/** The days a view shows: the date itself, or Monday to Sunday of its week. */
export function daysOf(state: Pick<CalendarState, 'view' | 'date'>): string[] {
  if (state.view === 'day') return [state.date];
  const monday = weekStart(state.date);
  return Array.from({ length: 7 }, (_, n) => addDays(monday, n));
}

/** The date one step back (-1) or forward (1): a day, or a week. */
export function step(state: Pick<CalendarState, 'view' | 'date'>, direction: -1 | 1): string {
  return addDays(state.date, direction * (state.view === 'day' ? 1 : 7));
}

/** Whether a booked line is on a day (a line over several days is there each day, at its hours). */
export function isOn(line: Pick<HostBookingLine, 'StartDate' | 'EndDate'>, day: string): boolean {
  return line.StartDate <= day && line.EndDate >= day;
}

/** A space's lines on a day, by start time. */
export function linesOn(lines: readonly HostBookingLine[], spaceId: number, day: string): HostBookingLine[] {
  return lines
    .filter((l) => l.SpaceId === spaceId && isOn(l, day))
    .sort((a, b) => a.StartMinutes - b.StartMinutes || a.Id - b.Id);
}

/** Every line on a day, by start time then space (the phone's list). */
export function dayList(lines: readonly HostBookingLine[], day: string): HostBookingLine[] {
  return lines
    .filter((l) => isOn(l, day))
    .sort((a, b) => a.StartMinutes - b.StartMinutes || a.SpaceName.localeCompare(b.SpaceName) || a.Id - b.Id);
}

/** The hours the day view shows: 7:00 to 21:00, widened to whole hours around every line of the day. */
export function hoursOf(lines: readonly HostBookingLine[], day: string): { from: number; to: number } {
  let from = 7 * 60;
  let to = 21 * 60;
  for (const l of lines) {
    if (!isOn(l, day)) continue;
    from = Math.min(from, Math.floor(l.StartMinutes / 60) * 60);
    to = Math.max(to, Math.ceil(l.EndMinutes / 60) * 60);
  }
  return { from: Math.max(0, from), to: Math.min(24 * 60, to) };
}

/** Where a line sits on the day view's time axis, in percent of its width. */
export function placeOf(
  line: Pick<HostBookingLine, 'StartMinutes' | 'EndMinutes'>,
  hours: { from: number; to: number },
) {
  const span = hours.to - hours.from;
  const start = Math.max(line.StartMinutes, hours.from);
  const end = Math.min(line.EndMinutes, hours.to);
  return { left: ((start - hours.from) / span) * 100, width: (Math.max(end - start, 15) / span) * 100 };
}
