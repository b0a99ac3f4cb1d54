import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isoWeekdayOf, openingOn, periodDates, periodDayCount } from './opening.rules.ts';

const weekdays = [1, 2, 3, 4, 5].map((weekday) => ({ weekday, open_minutes: 480, close_minutes: 1080 }));
const none = new Set<string>();

describe('isoWeekdayOf', () => {
  it.each([
    ['2026-11-23', 1],
    ['2026-11-28', 6],
    ['2026-11-29', 7],
    ['2024-02-29', 4],
    ['2000-01-01', 6],
    ['1970-01-01', 4],
  ])('%s is ISO weekday %i', (date, weekday) => {
    expect(isoWeekdayOf(date)).toBe(weekday);
  });

  it('keeps years below 100 as they are (0001-01-01 was a Monday)', () => {
    expect(isoWeekdayOf('0001-01-01')).toBe(1);
  });

  it.each(['2026-02-29', '2026-13-01', '2026-1-5', '', 'tomorrow'])('refuses %j', (date) => {
    expect(() => isoWeekdayOf(date)).toThrow(RangeError);
  });

  it('steps one weekday per day, Sunday 7 followed by Monday 1', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1900-01-01'), max: new Date('2199-12-30'), noInvalidDate: true }),
        (d) => {
          const today = d.toISOString().slice(0, 10);
          const tomorrow = new Date(d.getTime() + 86_400_000).toISOString().slice(0, 10);
          expect(isoWeekdayOf(tomorrow)).toBe((isoWeekdayOf(today) % 7) + 1);
        },
      ),
    );
  });
});

describe('openingOn', () => {
  it('gives the hours of the weekday', () => {
    expect(openingOn('2026-11-23', weekdays, none)).toEqual({ open: 480, close: 1080 });
  });

  it('is closed on a weekday without hours', () => {
    expect(openingOn('2026-11-28', weekdays, none)).toBeUndefined();
    expect(openingOn('2026-11-23', [], none)).toBeUndefined();
  });

  it('is closed on a closed date, and only on that date', () => {
    const closed = new Set(['2026-12-25']);
    expect(openingOn('2026-12-25', weekdays, closed)).toBeUndefined();
    expect(openingOn('2026-12-24', weekdays, closed)).toEqual({ open: 480, close: 1080 });
  });

  it('spans several rows of one weekday from the earliest open to the latest close', () => {
    const split = [
      { weekday: 1, open_minutes: 780, close_minutes: 1320 },
      { weekday: 1, open_minutes: 540, close_minutes: 720 },
      { weekday: 2, open_minutes: 0, close_minutes: 1440 },
    ];
    expect(openingOn('2026-11-23', split, none)).toEqual({ open: 540, close: 1320 });
  });

  it('treats an empty window (close not after open) as closed', () => {
    expect(openingOn('2026-11-23', [{ weekday: 1, open_minutes: 600, close_minutes: 600 }], none)).toBe(
      undefined,
    );
    expect(openingOn('2026-11-23', [{ weekday: 1, open_minutes: 0, close_minutes: 1 }], none)).toEqual({
      open: 0,
      close: 1,
    });
  });

  it('refuses a date that is not real, even when it is listed as closed', () => {
    expect(() => openingOn('2026-02-30', weekdays, new Set(['2026-02-30']))).toThrow(RangeError);
  });
});

describe('periodDates and periodDayCount', () => {
  it('lists every date with both ends included, across a month and a year end', () => {
    expect(periodDates('2026-12-30', '2027-01-02')).toEqual([
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
    ]);
    expect(periodDates('2028-02-28', '2028-03-01')).toEqual(['2028-02-28', '2028-02-29', '2028-03-01']);
    expect(periodDayCount('2026-12-30', '2027-01-02')).toBe(4);
  });

  it('has one date when start and end are the same, none when end is before start', () => {
    expect(periodDates('2026-11-23', '2026-11-23')).toEqual(['2026-11-23']);
    expect(periodDayCount('2026-11-23', '2026-11-22')).toBe(0);
    expect(periodDates('2026-11-23', '2026-11-22')).toEqual([]);
  });

  it('ignores daylight saving time (2026-03-29 and 2026-10-25 are ordinary days)', () => {
    expect(periodDates('2026-03-28', '2026-03-30')).toHaveLength(3);
    expect(periodDayCount('2026-10-24', '2026-10-26')).toBe(3);
  });
});
