import { describe, expect, it } from 'vitest';
import { daysBetween, formatDate, formatInstant, formatKilometres, formatScore, money } from './format.ts';

const nbsp = (s: string) => s.replace(/\u00a0|\u202f/g, ' ');

describe('shared formatting', () => {
  it('writes instants in Amsterdam time and dates day-first in both languages', () => {
    expect(nbsp(formatInstant('2026-07-01T22:30:00.000Z', 'en'))).toBe('2 Jul 2026, 00:30');
    expect(nbsp(formatInstant('2026-07-01T22:30:00.000Z', 'nl'))).toBe('2 jul 2026, 00:30');
    expect(formatDate('2026-12-01T00:00:00', 'nl')).toBe('1 dec 2026');
    expect(formatInstant('not a date', 'en')).toBe('not a date');
  });

  it('counts days across month and year ends', () => {
    expect(daysBetween('2026-12-30T00:00:00', '2027-01-02')).toBe(3);
    expect(daysBetween('2026-03-28', '2026-03-30')).toBe(2);
  });

  it('writes scores with one decimal in the locale', () => {
    expect(formatScore(4.5, 'nl')).toBe('4,5');
    expect(formatScore(4, 'en')).toBe('4.0');
  });

  it('writes distances with one decimal in the locale', () => {
    expect(formatKilometres(1.24, 'nl')).toBe('1,2');
    expect(formatKilometres(12.06, 'en')).toBe('12.1');
  });

  it('writes euros from the API as nl-NL money on both languages’ pages', () => {
    expect(nbsp(money(1234.5, 'en'))).toBe(nbsp(money(1234.5, 'nl')));
    expect(nbsp(money(1234.5, 'nl'))).toMatch(/^€ 1\.234,50$/);
  });
});
