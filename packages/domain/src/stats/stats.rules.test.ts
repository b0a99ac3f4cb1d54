import { describe, expect, it } from 'vitest';
import {
  daysInMonthOf,
  daysInPeriod,
  feeVatCents,
  funnelStageOf,
  isoWeekOf,
  periodKeyOf,
  shareOf,
  statsPeriods,
} from './stats.rules.ts';
import { locationStatsParams, statsQuery } from './stats.schemas.ts';

describe('statistics periods', () => {
  it('counts both ends of a period', () => {
    expect(daysInPeriod('2026-03-01', '2026-03-31')).toBe(31);
    expect(daysInPeriod('2026-03-01', '2026-03-01')).toBe(1);
    expect(daysInPeriod('2024-01-01', '2025-12-31')).toBe(731);
  });

  it('numbers ISO weeks across year ends (week 1 holds the first Thursday)', () => {
    expect(isoWeekOf('2026-01-01')).toEqual({ year: 2026, week: 1 }); // a Thursday
    expect(isoWeekOf('2027-01-01')).toEqual({ year: 2026, week: 53 }); // a Friday of 2026's week 53
    expect(isoWeekOf('2024-12-30')).toEqual({ year: 2025, week: 1 }); // a Monday
    expect(isoWeekOf('2021-01-03')).toEqual({ year: 2020, week: 53 }); // a Sunday
    expect(periodKeyOf('2026-03-04', 'week')).toBe('2026-W10');
    expect(periodKeyOf('2026-03-04', 'month')).toBe('2026-03');
    expect(periodKeyOf('2026-03-04', 'day')).toBe('2026-03-04');
  });

  it('knows the length of months, February of leap years too', () => {
    expect(daysInMonthOf('2026-02-10')).toBe(28);
    expect(daysInMonthOf('2028-02-10')).toBe(29);
    expect(daysInMonthOf('2026-12-31')).toBe(31);
    expect(daysInMonthOf('2026-04-01')).toBe(30);
  });

  it('cuts weeks and months to the asked days', () => {
    // Wednesday 4 March to Tuesday 17 March 2026.
    expect(statsPeriods('2026-03-04', '2026-03-17', 'week')).toEqual([
      { Period: '2026-W10', StartDate: '2026-03-04', EndDate: '2026-03-08' },
      { Period: '2026-W11', StartDate: '2026-03-09', EndDate: '2026-03-15' },
      { Period: '2026-W12', StartDate: '2026-03-16', EndDate: '2026-03-17' },
    ]);
    expect(statsPeriods('2026-01-15', '2026-03-02', 'month')).toEqual([
      { Period: '2026-01', StartDate: '2026-01-15', EndDate: '2026-01-31' },
      { Period: '2026-02', StartDate: '2026-02-01', EndDate: '2026-02-28' },
      { Period: '2026-03', StartDate: '2026-03-01', EndDate: '2026-03-02' },
    ]);
    expect(statsPeriods('2026-12-30', '2027-01-02', 'day').map((p) => p.Period)).toEqual([
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
    ]);
    expect(statsPeriods('2026-12-28', '2027-01-04', 'week').map((p) => p.Period)).toEqual([
      '2026-W53',
      '2027-W01',
    ]);
  });

  it('gives one row per day of two years, none for a backward period', () => {
    expect(statsPeriods('2025-01-01', '2026-12-31', 'day')).toHaveLength(730);
    expect(statsPeriods('2026-01-02', '2026-01-01', 'day')).toEqual([]);
  });
});

describe('statistics formulas', () => {
  it('shares are four decimals, null without a base', () => {
    expect(shareOf(1, 3)).toBe(0.3333);
    expect(shareOf(2, 2)).toBe(1);
    expect(shareOf(0, 0)).toBeNull();
  });

  it('the fee VAT is 21%, rounded to the cent', () => {
    expect(feeVatCents(10_000)).toBe(2_100);
    expect(feeVatCents(150)).toBe(32); // 31.5 rounds up
    expect(feeVatCents(0)).toBe(0);
  });

  it('a search reaches the funnel step of its saved wizard step, a cart choosing a space, booked above all', () => {
    expect(funnelStageOf(1, false)).toBe(1);
    expect(funnelStageOf(2, false)).toBe(2);
    expect(funnelStageOf(3, false)).toBe(3);
    expect(funnelStageOf(6, false)).toBe(3);
    expect(funnelStageOf(1, true)).toBe(4);
    expect(funnelStageOf(2, false, true)).toBe(3);
    expect(funnelStageOf(1, true, true)).toBe(4);
  });
});

describe('statistics requests', () => {
  it('reads kind and groupBy in any case, groupBy day by default, id 0 for all', () => {
    expect(locationStatsParams.parse({ id: '0', kind: 'SearchFunnel' })).toEqual({
      id: 0,
      kind: 'searchfunnel',
    });
    expect(statsQuery.parse({ startDate: '2026-01-01', endDate: '2026-01-31' }).groupBy).toBe('day');
    expect(
      statsQuery.parse({ startDate: '2026-01-01', endDate: '2026-01-31', groupBy: 'Week' }).groupBy,
    ).toBe('week');
  });

  it('refuses unknown kinds, negative ids, other groupings and dates that are not dates', () => {
    expect(locationStatsParams.safeParse({ id: '1', kind: 'profit' }).success).toBe(false);
    expect(locationStatsParams.safeParse({ id: '-1', kind: 'totals' }).success).toBe(false);
    expect(
      statsQuery.safeParse({ startDate: '2026-01-01', endDate: '2026-01-31', groupBy: 'year' }).success,
    ).toBe(false);
    expect(statsQuery.safeParse({ startDate: '2026-02-30', endDate: '2026-03-01' }).success).toBe(false);
  });
});
