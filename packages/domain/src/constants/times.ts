import { MeetingType } from './meeting-types.ts';

/** Default start of a booking: 09:00, in minutes from midnight. */
export const DEFAULT_START_MINUTES = 540;

/** Default end of a booking: 17:00. */
export const DEFAULT_END_MINUTES = 1020;

/** A new search on a date other than today starts at 09:00. */
export const NEW_SEARCH_START_MINUTES = 540;

/** A new search on a date other than today ends at 13:00. */
export const NEW_SEARCH_END_MINUTES = 780;

/** The end defaults to start plus this many minutes when it is not after the start. */
export const DEFAULT_DURATION_MINUTES = 240;

/** A temporary office is always booked 09:00-17:00. */
export const TEMPORARY_OFFICE_HOURS = { start: 540, end: 1020 } as const;

/** Minutes in a day; an end time may be exactly this (24:00). */
export const MINUTES_PER_DAY = 1440;

/** Dates travel as yyyy-MM-dd. */
export const DATE_FORMAT = 'yyyy-MM-dd';

/** The time step in minutes: 30 for meeting rooms, 15 for other meeting types. */
export function timeStepFor(meetingTypeId: number): 15 | 30 {
  return meetingTypeId === MeetingType.MeetingRoom ? 30 : 15;
}

/** A local date (yyyy-MM-dd) as the API's local date-time without zone: 2026-12-01T00:00:00. */
export function localDateTime(date: string): string {
  return `${date}T00:00:00`;
}

/** Formats minutes from midnight (0 to 1440) as HH:mm, e.g. 540 → '09:00'. */
export function minutesToTime(minutes: number): string {
  if (!Number.isInteger(minutes) || minutes < 0 || minutes > MINUTES_PER_DAY) {
    throw new RangeError(`Minutes out of range: ${minutes}`);
  }
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}

/** Parses HH:mm (00:00 to 24:00) into minutes from midnight, or undefined when invalid. */
export function timeToMinutes(time: string): number | undefined {
  const match = /^(\d{2}):(\d{2})$/.exec(time);
  if (!match) return undefined;
  const minutes = Number(match[1]) * 60 + Number(match[2]);
  return Number(match[2]) < 60 && minutes <= MINUTES_PER_DAY ? minutes : undefined;
}

/** Whether a string is a real calendar date written yyyy-MM-dd (2026-02-30 is not). */
export function isValidDateString(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return year >= 1 && month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}
