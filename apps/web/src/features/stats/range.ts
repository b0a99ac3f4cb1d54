import { addDays, daysInPeriod, STATS_GROUP_BY, STATS_MAX_DAYS, type StatsGroupBy } from '@meetspace/domain';

// The period a statistics page shows, kept in the address (`?from=&to=&by=`) so a reload or a link
// keeps it; the presets; and what is wrong with a period typed by hand.

export interface StatsRange {
  from: string;
  to: string;
  by: StatsGroupBy;
}

export type RangePreset = 'last30' | 'thisYear' | 'last12Months';
export const RANGE_PRESETS: readonly RangePreset[] = ['last30', 'thisYear', 'last12Months'];

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A preset's dates (up to today) and a grouping that suits it. */
export function presetRange(preset: RangePreset, today: string): StatsRange {
  if (preset === 'last30') return { from: addDays(today, -29), to: today, by: 'day' };
  if (preset === 'thisYear') return { from: `${today.slice(0, 4)}-01-01`, to: today, by: 'month' };
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7)) - 11;
  const first =
    month >= 1
      ? `${year}-${String(month).padStart(2, '0')}`
      : `${year - 1}-${String(month + 12).padStart(2, '0')}`;
  return { from: `${first}-01`, to: today, by: 'month' };
}

/** The preset a range is, if any (its button shows pressed). */
export function presetOf(range: StatsRange, today: string): RangePreset | null {
  return (
    RANGE_PRESETS.find((p) => {
      const r = presetRange(p, today);
      return r.from === range.from && r.to === range.to;
    }) ?? null
  );
}

/** The range in the address, or the last 12 months by month. */
export function readRange(params: URLSearchParams, today: string): StatsRange {
  const fallback = presetRange('last12Months', today);
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const by = params.get('by') ?? '';
  return {
    from: DATE.test(from) ? from : fallback.from,
    to: DATE.test(to) ? to : fallback.to,
    by: (STATS_GROUP_BY as readonly string[]).includes(by) ? (by as StatsGroupBy) : fallback.by,
  };
}

export function writeRange(range: StatsRange): URLSearchParams {
  return new URLSearchParams({ from: range.from, to: range.to, by: range.by });
}

/** Why a typed period cannot be asked (an error key of this feature), or null. */
export function rangeProblem(
  range: Pick<StatsRange, 'from' | 'to'>,
): 'range.invalid' | 'range.backward' | 'range.tooLong' | null {
  if (
    !DATE.test(range.from) ||
    !DATE.test(range.to) ||
    Number.isNaN(Date.parse(range.from)) ||
    Number.isNaN(Date.parse(range.to))
  )
    return 'range.invalid';
  if (range.to < range.from) return 'range.backward';
  if (daysInPeriod(range.from, range.to) > STATS_MAX_DAYS) return 'range.tooLong';
  return null;
}
