import { describe, expect, it } from 'vitest';
import { dayOf, filledStars, filtersOf, searchOf } from './format.ts';

describe('the reviews filters in the address', () => {
  it('reads a known meeting type, a score from 1 to 5 and the page; ignores the rest', () => {
    expect(filtersOf(new URLSearchParams('type=2&min=4&page=3'))).toEqual({
      meetingTypeId: 2,
      minScore: 4,
      page: 3,
    });
    expect(filtersOf(new URLSearchParams('type=9&min=7&page=-1'))).toEqual({ page: 1 });
    expect(filtersOf(new URLSearchParams(''))).toEqual({ page: 1 });
  });

  it('writes them back, leaving out the first page and no filter', () => {
    expect(searchOf({ page: 1 })).toBe('');
    expect(searchOf({ page: 2, meetingTypeId: 1, minScore: 4.5 })).toBe('type=1&min=4.5&page=2');
    expect(filtersOf(new URLSearchParams(searchOf({ page: 4, minScore: 3 })))).toEqual({
      page: 4,
      minScore: 3,
    });
  });

  it('draws whole stars', () => {
    expect(filledStars(4.5)).toBe(5);
    expect(filledStars(4.4)).toBe(4);
    expect(filledStars(0)).toBe(0);
  });
});

describe('the day of an instant', () => {
  it('is the day in the Netherlands, in the page language', () => {
    const nbsp = (s: string) => s.replace(/\u00a0|\u202f/g, ' ');
    expect(nbsp(dayOf('2026-11-22T23:30:00.000Z', 'nl'))).toBe('23 nov 2026');
    expect(nbsp(dayOf('2026-11-22T23:30:00.000Z', 'en'))).toBe('23 Nov 2026');
  });
});
