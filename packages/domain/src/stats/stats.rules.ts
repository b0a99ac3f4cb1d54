import { addDays } from '../common/calendar.ts';

// The periods statistics are grouped by, and the small formulas every client computes the same way.
// Dates are calendar dates (yyyy-MM-dd) in the platform's time zone; weeks are ISO weeks (Monday to
// Sunday, week 1 holds the year's first Thursday).

/** What a location's statistics can be asked for (`GET /v1/stats/location/{id}/{kind}`). */
export const STATS_KINDS = [
  'totals',
  'reservation',
  'revenue',
  'seats',
  'search',
  'feeinvoice',
  'workspacecapacity',
  'searchconversion',
  'searchfunnel',
] as const;
export type StatsKind = (typeof STATS_KINDS)[number];

/** How a period is cut into rows. */
export const STATS_GROUP_BY = ['day', 'week', 'month'] as const;
export type StatsGroupBy = (typeof STATS_GROUP_BY)[number];

/** The longest period one call reads, in days, both ends counted: two years (one of them leap). */
export const STATS_MAX_DAYS = 731;

/** `{id}` 0: every location the caller manages (an administrator: every location of the platform). */
export const ALL_LOCATIONS = 0;

/** The VAT rate of the platform's fee invoice to a location (the general Dutch rate). */
export const FEE_VAT_PERCENTAGE = 21;

/** One row of a statistic: its key (`2026-03-02`, `2026-W10`, `2026-03`) and the days it covers within the asked period. */
export interface StatsPeriod {
  Period: string;
  StartDate: string;
  EndDate: string;
}

function utc(date: string): number {
  return Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)));
}

/** Days from one date to another, both counted (2026-03-01 .. 2026-03-31 is 31). */
export function daysInPeriod(startDate: string, endDate: string): number {
  return Math.round((utc(endDate) - utc(startDate)) / 86_400_000) + 1;
}

/** The ISO weekday of a date: 1 Monday .. 7 Sunday. */
function weekday(date: string): number {
  return new Date(utc(date)).getUTCDay() || 7;
}

/** The ISO week of a date: its year (of the week's Thursday) and number, 1..53. */
export function isoWeekOf(date: string): { year: number; week: number } {
  const thursday = addDays(date, 4 - weekday(date));
  const year = Number(thursday.slice(0, 4));
  const week = Math.floor((utc(thursday) - Date.UTC(year, 0, 1)) / (7 * 86_400_000)) + 1;
  return { year, week };
}

/** The days in the month of a date (28..31). */
export function daysInMonthOf(date: string): number {
  return new Date(Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)), 0)).getUTCDate();
}

/** The key of the period a date falls in: the date, its ISO week (`2026-W09`) or its month (`2026-03`). */
export function periodKeyOf(date: string, groupBy: StatsGroupBy): string {
  if (groupBy === 'day') return date;
  if (groupBy === 'month') return date.slice(0, 7);
  const { year, week } = isoWeekOf(date);
  return `${year}-W${String(week).padStart(2, '0')}`;
}

/** The last day of the period a date falls in. */
function periodEndOf(date: string, groupBy: StatsGroupBy): string {
  if (groupBy === 'day') return date;
  if (groupBy === 'month') return `${date.slice(0, 7)}-${String(daysInMonthOf(date)).padStart(2, '0')}`;
  return addDays(date, 7 - weekday(date));
}

/**
 * Every period from `startDate` to `endDate` (both counted), in order, each cut to the asked days:
 * a period that starts on a Wednesday has a first week from that Wednesday to its Sunday.
 */
export function statsPeriods(startDate: string, endDate: string, groupBy: StatsGroupBy): StatsPeriod[] {
  const periods: StatsPeriod[] = [];
  for (let from = startDate; from <= endDate; ) {
    const end = periodEndOf(from, groupBy);
    periods.push({
      Period: periodKeyOf(from, groupBy),
      StartDate: from,
      EndDate: end < endDate ? end : endDate,
    });
    from = addDays(end, 1);
  }
  return periods;
}

/** Every date from `startDate` to `endDate`, both counted. */
export function datesOf(startDate: string, endDate: string): string[] {
  const dates: string[] = [];
  for (let date = startDate; date <= endDate; date = addDays(date, 1)) dates.push(date);
  return dates;
}

/** A share (0..1, four decimals), or null when there is nothing to share (no searches, no capacity). */
export function shareOf(part: number, whole: number): number | null {
  return whole > 0 ? Math.round((part / whole) * 10_000) / 10_000 : null;
}

/** The VAT of the platform's fee on an amount excl. VAT, rounded to the cent. */
export function feeVatCents(exclCents: number): number {
  return Math.round((exclCents * FEE_VAT_PERCENTAGE) / 100);
}

/**
 * A search's furthest step in the funnel: 4 booked; 3 chose a space (a cart was made, or the wizard
 * saved its step 3 or later: options, details, contact); 2 chose a location (the wizard's space
 * step); 1 searched.
 */
export function funnelStageOf(lastStep: number, madeReservation: boolean, hasCart = false): 1 | 2 | 3 | 4 {
  if (madeReservation) return 4;
  if (lastStep >= 3 || hasCart) return 3;
  return lastStep === 2 ? 2 : 1;
}
