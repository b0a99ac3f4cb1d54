import type { ValueOf } from '../constants/enum.ts';
import { DEFAULT_SEATS } from '../constants/limits.ts';
import { MeetingType } from '../constants/meeting-types.ts';
import {
  DEFAULT_DURATION_MINUTES,
  DEFAULT_END_MINUTES,
  DEFAULT_START_MINUTES,
  MINUTES_PER_DAY,
  NEW_SEARCH_END_MINUTES,
  NEW_SEARCH_START_MINUTES,
  TEMPORARY_OFFICE_HOURS,
  timeStepFor,
} from '../constants/times.ts';

/** What a visitor asks for; times are minutes from midnight. */
export interface SearchInput {
  meetingTypeId: MeetingType;
  seats: number;
  startDate: string;
  endDate?: string;
  startMinutes?: number;
  endMinutes?: number;
  isNewSearch: boolean;
}

/** Where and when the search is made, in the location's time zone; "now" is always passed in. */
export interface SearchContext {
  /** Today as yyyy-MM-dd. */
  today: string;
  /** Minutes from midnight now. */
  nowMinutes: number;
  /** The opening hours of the start date, when known. */
  opening?: { open: number; close: number };
}

/** A search with every field filled in. */
export interface NormalizedSearch {
  meetingTypeId: MeetingType;
  seats: number;
  startDate: string;
  endDate: string;
  startMinutes: number;
  endMinutes: number;
}

/** The part of a search that changing the meeting type touches. */
export interface SearchTimesState {
  meetingTypeId: MeetingType;
  seats: number;
  startMinutes: number;
  endMinutes: number;
}

/** Smallest multiple of `step` that is not below `minutes` (540 stays 540; 541 becomes 555 with step 15). */
export function roundUpToStep(minutes: number, step: number): number {
  if (!Number.isInteger(step) || step < 1) throw new RangeError(`Invalid time step: ${step}`);
  if (!Number.isFinite(minutes)) throw new RangeError(`Invalid minutes: ${minutes}`);
  // `+ 0` turns the -0 that Math.ceil gives for small negative input into 0.
  return Math.ceil(minutes / step) * step + 0;
}

function roundDownToStep(minutes: number, step: number): number {
  return Math.floor(minutes / step) * step + 0;
}

function clampToDay(minutes: number): number {
  return Math.min(Math.max(minutes, 0), MINUTES_PER_DAY);
}

/** Seats of a search: zero, absent or invalid becomes 1 (for every meeting type); fractions floor. */
export function normalizeSeats(seats: number | undefined): number {
  return seats !== undefined && Number.isFinite(seats) && seats >= 1 ? Math.floor(seats) : DEFAULT_SEATS;
}

/**
 * Fills in and corrects a search the way the spec's validation rules describe.
 *
 * Times stay on the meeting type's step: a start is rounded up, an opening time is rounded up
 * and a closing time rounded down, so every time could be picked from the time list.
 * A temporary office is always 09:00-17:00, whatever the opening hours.
 * Today: the start is at least now (rounded up) and the opening time; an end that is absent or not
 * after the start becomes start + 240; the end is capped at closing time.
 * Other dates (past dates too; refusing them is the availability check's job): a new search
 * without times is 09:00-13:00, a stored one 09:00-17:00; an absent end that is not after the
 * start becomes start + 240; the start is at least the opening time, the end at most closing time.
 * When clamping leaves end <= start (now after closing, a given end before opening, 23:50 today)
 * the result is left as it is: the availability check reports EndNotAfterStart and the warnings
 * report the closed location, rather than this rule silently inventing another time.
 */
export function normalizeSearch(input: SearchInput, context: SearchContext): NormalizedSearch {
  const { meetingTypeId, startDate } = input;
  const fixed = {
    meetingTypeId,
    seats: normalizeSeats(input.seats),
    startDate,
    endDate: input.endDate || startDate,
  };
  if (meetingTypeId === MeetingType.TemporaryOffice) {
    return { ...fixed, startMinutes: TEMPORARY_OFFICE_HOURS.start, endMinutes: TEMPORARY_OFFICE_HOURS.end };
  }
  const step = timeStepFor(meetingTypeId);
  const { opening } = context;
  const earliest = opening ? roundUpToStep(clampToDay(opening.open), step) : 0;
  const latest = opening ? roundDownToStep(clampToDay(opening.close), step) : MINUTES_PER_DAY;
  const onStep = (minutes: number) => roundUpToStep(clampToDay(minutes), step);

  if (startDate === context.today) {
    const fromNow = Math.max(onStep(context.nowMinutes), earliest);
    const startMinutes = Math.max(onStep(input.startMinutes ?? fromNow), fromNow);
    const givenEnd = input.endMinutes === undefined ? startMinutes : onStep(input.endMinutes);
    const end = givenEnd > startMinutes ? givenEnd : startMinutes + DEFAULT_DURATION_MINUTES;
    return { ...fixed, startMinutes, endMinutes: Math.min(end, latest) };
  }

  const defaultStart = input.isNewSearch ? NEW_SEARCH_START_MINUTES : DEFAULT_START_MINUTES;
  const defaultEnd = input.isNewSearch ? NEW_SEARCH_END_MINUTES : DEFAULT_END_MINUTES;
  const startMinutes = Math.max(onStep(input.startMinutes ?? defaultStart), earliest);
  let end = onStep(input.endMinutes ?? defaultEnd);
  if (input.endMinutes === undefined && end <= startMinutes) end = startMinutes + DEFAULT_DURATION_MINUTES;
  return { ...fixed, startMinutes, endMinutes: Math.min(end, latest) };
}

/**
 * The times a new search proposes for a date before the visitor picks any (the search form's one
 * rule). Today starts at the next step from now, not before opening, and lasts 240 minutes (capped
 * at closing). Any other date gets the spec's defaults for a new search, 09:00-13:00, moved into
 * that day's opening hours when known: the clock never moves the times of a future day. A
 * temporary office is 09:00-17:00.
 */
export function defaultSearchTimes(
  meetingTypeId: MeetingType,
  date: string,
  context: SearchContext,
): { startMinutes: number; endMinutes: number } {
  const { startMinutes, endMinutes } = normalizeSearch(
    { meetingTypeId, seats: DEFAULT_SEATS, startDate: date, isNewSearch: true },
    context,
  );
  return { startMinutes, endMinutes };
}

/** Problems `POST /v1/availability/time/check` reports. */
export const TimeCheckProblem = {
  EndNotAfterStart: 'EndNotAfterStart',
  MinimumSeatsNotReached: 'MinimumSeatsNotReached',
} as const;
export type TimeCheckProblem = ValueOf<typeof TimeCheckProblem>;

/** English message of each time-check problem (the web translates by code). */
export const TIME_CHECK_MESSAGES: { readonly [Code in TimeCheckProblem]: string } = {
  EndNotAfterStart: 'End time cannot be before or equal to start time',
  MinimumSeatsNotReached: 'Minimum number of seats not reached',
};

/** The problems of a chosen time and seat count; empty when it can be searched. */
export function checkTimes(check: {
  startMinutes: number;
  endMinutes: number;
  seats: number;
  minSeats?: number;
}): TimeCheckProblem[] {
  const { startMinutes, endMinutes, seats, minSeats = DEFAULT_SEATS } = check;
  const problems: TimeCheckProblem[] = [];
  if (endMinutes <= startMinutes) problems.push(TimeCheckProblem.EndNotAfterStart);
  if (seats < minSeats) problems.push(TimeCheckProblem.MinimumSeatsNotReached);
  return problems;
}

/**
 * The search after choosing another meeting type: seats reset to 1; a meeting room moves times
 * that are not on its 30-minute step up to the next half hour; a temporary office becomes
 * 09:00-17:00; a workspace keeps its times (its 15-minute step fits every other type's times).
 * When rounding makes a valid range empty (09:15-09:30 becomes 09:30-09:30) the end moves one
 * step past the start, so a working search stays searchable.
 */
export function changeMeetingType<T extends SearchTimesState>(state: T, newType: MeetingType): T {
  const changed = { ...state, meetingTypeId: newType, seats: DEFAULT_SEATS };
  if (newType === MeetingType.TemporaryOffice) {
    return { ...changed, startMinutes: TEMPORARY_OFFICE_HOURS.start, endMinutes: TEMPORARY_OFFICE_HOURS.end };
  }
  if (newType === MeetingType.Workspace) return changed;
  const step = timeStepFor(newType);
  const startMinutes = Math.min(roundUpToStep(state.startMinutes, step), MINUTES_PER_DAY);
  let endMinutes = Math.min(roundUpToStep(state.endMinutes, step), MINUTES_PER_DAY);
  if (state.endMinutes > state.startMinutes && endMinutes <= startMinutes) {
    endMinutes = Math.min(startMinutes + step, MINUTES_PER_DAY);
  }
  return { ...changed, startMinutes, endMinutes };
}

/**
 * Times moved into a day's opening hours (on the meeting type's step), keeping their length where
 * it fits; unchanged when they are inside already or the hours leave no step (moving a booked
 * reservation to another day offers only the hours that day).
 */
export function moveIntoOpeningHours<T extends { StartMinutes: number; EndMinutes: number }>(
  times: T,
  hours: { open: number; close: number },
  meetingTypeId: number,
): T {
  const step = timeStepFor(meetingTypeId);
  const open = roundUpToStep(hours.open, step);
  const close = roundDownToStep(hours.close, step);
  if (close <= open || (times.StartMinutes >= open && times.EndMinutes <= close)) return times;
  const length = times.EndMinutes - times.StartMinutes;
  const start = Math.min(Math.max(times.StartMinutes, open), close - step);
  const end = Math.min(Math.max(start + length, start + step), close);
  return { ...times, StartMinutes: start, EndMinutes: end };
}
