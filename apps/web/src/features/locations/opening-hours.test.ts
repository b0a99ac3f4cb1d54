import type { OpeningPeriodDay } from '@meetspace/domain';
import { describe, expect, it } from 'vitest';
import { formatDay, formatOpening, openingPeriodFrom, openingRows } from './opening-hours.ts';

const day = (date: string, min: number, max: number, closed = false): OpeningPeriodDay => ({
  Date: `${date}T00:00:00`,
  MinMinutes: min,
  MaxMinutes: max,
  IsClosed: closed,
});

describe('the opening period', () => {
  it('covers today and the six days after it, across month and year ends', () => {
    expect(openingPeriodFrom('2026-11-23')).toEqual({ startDate: '2026-11-23', endDate: '2026-11-29' });
    expect(openingPeriodFrom('2026-12-28')).toEqual({ startDate: '2026-12-28', endDate: '2027-01-03' });
  });
});

describe('opening hours formatting', () => {
  it('writes a window as HH:mm–HH:mm', () => {
    expect(formatOpening(day('2026-11-23', 480, 1080))).toBe('08:00–18:00');
    expect(formatOpening(day('2026-11-23', 0, 1440))).toBe('00:00–24:00');
  });

  it('has no window on a closed day or an empty window', () => {
    expect(formatOpening(day('2026-12-25', 0, 0, true))).toBeNull();
    expect(formatOpening(day('2026-12-25', 540, 540))).toBeNull();
  });

  it('names days in the locale', () => {
    expect(formatDay('2026-11-23', 'nl')).toBe('maandag 23 november');
    expect(formatDay('2026-11-23T00:00:00', 'en')).toBe('Monday 23 November');
  });

  it('makes rows in date order, marking today and closed days', () => {
    const rows = openingRows(
      [day('2026-12-25', 0, 0, true), day('2026-12-24', 510, 1020)],
      'nl',
      '2026-12-24',
    );
    expect(rows).toEqual([
      { date: '2026-12-24', day: 'donderdag 24 december', hours: '08:30–17:00', isToday: true },
      { date: '2026-12-25', day: 'vrijdag 25 december', hours: null, isToday: false },
    ]);
  });
});
