import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type CancelRule,
  cancellationFee,
  cancellationFeeCents,
  chargedTotals,
} from './cancellation.rules.ts';

// The standard table of the booking terms (migration 0004).
const RULES: CancelRule[] = [
  { id: 1, hoursBeforeStart: 24, percentage: 50, minSeats: 1 },
  { id: 2, hoursBeforeStart: 4, percentage: 100, minSeats: 1 },
  { id: 3, hoursBeforeStart: 7 * 24, percentage: 25, minSeats: 20 },
  { id: 4, hoursBeforeStart: 24, percentage: 75, minSeats: 20 },
  { id: 5, hoursBeforeStart: 14 * 24, percentage: 50, minSeats: 50 },
  { id: 6, hoursBeforeStart: 48, percentage: 100, minSeats: 50 },
];

describe('cancellation fee', () => {
  it.each([
    [100, 4, null, 0],
    [24, 4, null, 0],
    [23.99, 4, 1, 50],
    [4, 4, 1, 50],
    [3.5, 4, 2, 100],
    [0, 4, 2, 100],
    [24 * 7, 20, null, 0],
    [24 * 7 - 1, 20, 3, 25],
    [24, 20, 3, 25],
    [23, 20, 4, 75],
    [3, 20, 2, 100],
    [24 * 14 - 1, 50, 5, 50],
    [47, 50, 6, 100],
    [24 * 7 - 1, 49, 3, 25],
    [24 * 14 - 1, 49, null, 0],
  ])('%s hours before the start, %s seats: rule %s, %s%%', (hours, seats, ruleId, percentage) => {
    expect(cancellationFee(RULES, hours, seats)).toEqual({ ruleId, percentage });
  });

  it('never charges less closer to the start', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 24 * 30 }),
        fc.integer({ min: 0, max: 24 * 30 }),
        fc.integer({ min: 1, max: 200 }),
        (a, b, seats) => {
          const [early, late] = a > b ? [a, b] : [b, a];
          expect(cancellationFee(RULES, late, seats).percentage).toBeGreaterThanOrEqual(
            cancellationFee(RULES, early, seats).percentage,
          );
        },
      ),
    );
  });

  it('rounds the fee to whole cents', () => {
    expect(cancellationFeeCents(13_310, 50)).toBe(6655);
    expect(cancellationFeeCents(13_311, 25)).toBe(3328);
    expect(cancellationFeeCents(0, 100)).toBe(0);
  });
});

describe('chargedTotals', () => {
  const booked = {
    totalExclCents: 10_000,
    totalTaxCents: 1_638,
    totalInclCents: 11_638,
    taxTotals: [
      { percentage: 9, totalCents: 378 },
      { percentage: 21, totalCents: 1_260 },
    ],
  };

  it('charges nothing for a free cancellation, keeping the VAT rates', () => {
    expect(chargedTotals(booked, 0)).toEqual({
      totalExclCents: 0,
      totalTaxCents: 0,
      totalInclCents: 0,
      taxTotals: [
        { percentage: 9, totalCents: 0 },
        { percentage: 21, totalCents: 0 },
      ],
    });
  });

  it('charges exactly the fee, split over the VAT rates so the parts add up', () => {
    const fee = cancellationFeeCents(booked.totalInclCents, 50);
    const charged = chargedTotals(booked, fee);
    expect(charged.totalInclCents).toBe(5_819);
    expect(charged.taxTotals).toEqual([
      { percentage: 9, totalCents: 189 },
      { percentage: 21, totalCents: 630 },
    ]);
    expect(charged.totalExclCents + charged.totalTaxCents).toBe(charged.totalInclCents);
  });
});
