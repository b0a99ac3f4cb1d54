import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MINUTES_PER_DAY, timeStepFor } from '../constants/times.ts';
import {
  changeMeetingType,
  normalizeSearch,
  roundUpToStep,
  type SearchContext,
} from './search-times.rules.ts';

const TODAY = '2026-03-10';
const minutes = fc.integer({ min: 0, max: MINUTES_PER_DAY });
const opening = fc.tuple(minutes, minutes).map(([a, b]) => ({ open: Math.min(a, b), close: Math.max(a, b) }));
const input = fc.record({
  meetingTypeId: fc.constantFrom(1 as const, 2 as const),
  seats: fc.integer({ min: -5, max: 500 }),
  startDate: fc.constantFrom(TODAY, '2026-03-11', '2026-03-09'),
  startMinutes: fc.option(minutes, { nil: undefined }),
  endMinutes: fc.option(minutes, { nil: undefined }),
  isNewSearch: fc.boolean(),
});
const context: fc.Arbitrary<SearchContext> = fc.record({
  today: fc.constant(TODAY),
  nowMinutes: fc.integer({ min: 0, max: MINUTES_PER_DAY - 1 }),
  opening: fc.option(opening, { nil: undefined }),
});

describe('roundUpToStep (properties)', () => {
  it('gives the smallest multiple of the step that is not below the input', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -2000, max: 10_000 }),
        fc.integer({ min: 1, max: 120 }),
        (value, step) => {
          const rounded = roundUpToStep(value, step);
          expect(Number.isInteger(rounded / step)).toBe(true);
          expect(rounded).toBeGreaterThanOrEqual(value);
          expect(rounded).toBeLessThan(value + step);
        },
      ),
    );
  });
});

describe('normalizeSearch (properties)', () => {
  it('puts times on the step, within the day, and within opening hours when valid', () => {
    fc.assert(
      fc.property(input, context, (search, ctx) => {
        const result = normalizeSearch(search, ctx);
        const step = timeStepFor(search.meetingTypeId);
        expect(result.startMinutes % step).toBe(0);
        expect(result.endMinutes % step).toBe(0);
        expect(result.startMinutes).toBeGreaterThanOrEqual(0);
        expect(result.endMinutes).toBeLessThanOrEqual(MINUTES_PER_DAY);
        expect(result.seats).toBeGreaterThanOrEqual(1);
        if (search.startDate === TODAY) expect(result.startMinutes).toBeGreaterThanOrEqual(ctx.nowMinutes);
        if (ctx.opening && result.endMinutes > result.startMinutes) {
          expect(result.startMinutes).toBeGreaterThanOrEqual(ctx.opening.open);
          expect(result.endMinutes).toBeLessThanOrEqual(ctx.opening.close);
        }
      }),
    );
  });

  it('changes nothing in a valid result when applied again', () => {
    fc.assert(
      fc.property(input, context, (search, ctx) => {
        const once = normalizeSearch(search, ctx);
        fc.pre(once.endMinutes > once.startMinutes);
        expect(normalizeSearch({ ...once, isNewSearch: search.isNewSearch }, ctx)).toEqual(once);
      }),
    );
  });

  it('always gives a temporary office 09:00-17:00', () => {
    fc.assert(
      fc.property(input, context, (search, ctx) => {
        const result = normalizeSearch({ ...search, meetingTypeId: 3 }, ctx);
        expect([result.startMinutes, result.endMinutes]).toEqual([540, 1020]);
      }),
    );
  });
});

describe('changeMeetingType (properties)', () => {
  it('gives a meeting room half-hour times and keeps a valid range valid', () => {
    const state = fc.record({
      meetingTypeId: fc.constantFrom(1 as const, 2 as const, 3 as const),
      seats: fc.integer({ min: 0, max: 100 }),
      startMinutes: fc.integer({ min: 0, max: 1395 }).map((m) => m - (m % 15)),
      endMinutes: fc.integer({ min: 0, max: MINUTES_PER_DAY }).map((m) => m - (m % 15)),
    });
    fc.assert(
      fc.property(state, (before) => {
        const after = changeMeetingType(before, 1);
        expect(after.seats).toBe(1);
        expect(after.startMinutes % 30).toBe(0);
        expect(after.endMinutes % 30).toBe(0);
        if (before.endMinutes > before.startMinutes)
          expect(after.endMinutes).toBeGreaterThan(after.startMinutes);
      }),
    );
  });
});
