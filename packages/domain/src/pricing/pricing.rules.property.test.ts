import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { centsToEuros, eurosToCents, priceSpace, summarizeTotals, taxCents } from './pricing.rules.ts';

const space = fc
  .record({
    priceCents: fc.integer({ min: 0, max: 1_000_000 }),
    startMinutes: fc.integer({ min: 0, max: 1439 }),
    duration: fc.integer({ min: 1, max: 1440 }),
    extraDays: fc.integer({ min: 0, max: 30 }),
    isSocialCapital: fc.boolean(),
  })
  .map(({ priceCents, startMinutes, duration, extraDays, isSocialCapital }) => ({
    priceCents,
    startMinutes,
    endMinutes: Math.min(startMinutes + duration, 1440),
    startDate: '2026-03-01',
    endDate: `2026-03-${String(1 + extraDays).padStart(2, '0')}`,
    isSocialCapital,
  }));
const seats = fc.integer({ min: 1, max: 1000 });
const percentage = fc.constantFrom(0, 5.5, 9, 19.6, 21);
const line = fc.record({
  amountExclCents: fc.integer({ min: -1_000_000, max: 1_000_000 }),
  taxPercentage: percentage,
});

describe('priceSpace (properties)', () => {
  it('never costs less with more seats when charged per person', () => {
    fc.assert(
      fc.property(space, fc.constantFrom(1 as const, 3 as const), seats, seats, (input, type, a, b) => {
        const [few, many] = a <= b ? [a, b] : [b, a];
        const cheap = priceSpace({ ...input, pricingTypeId: type, seats: few }).priceTotalCents;
        const dear = priceSpace({ ...input, pricingTypeId: type, seats: many }).priceTotalCents;
        expect(dear).toBeGreaterThanOrEqual(cheap);
        if (input.priceCents > 0 && !input.isSocialCapital && many > few) expect(dear).toBeGreaterThan(cheap);
      }),
    );
  });

  it('does not depend on seats when charged per day part', () => {
    fc.assert(
      fc.property(space, seats, seats, (input, a, b) => {
        const first = priceSpace({ ...input, pricingTypeId: 2, seats: a }).priceTotalCents;
        expect(priceSpace({ ...input, pricingTypeId: 2, seats: b }).priceTotalCents).toBe(first);
      }),
    );
  });

  it('gives whole non-negative cents and a per-seat price within half a cent per seat', () => {
    fc.assert(
      fc.property(space, fc.constantFrom(1 as const, 2 as const, 3 as const), seats, (input, type, count) => {
        const { priceTotalCents, pricePerSeatCents } = priceSpace({
          ...input,
          pricingTypeId: type,
          seats: count,
        });
        expect(Number.isSafeInteger(priceTotalCents) && priceTotalCents >= 0).toBe(true);
        expect(Number.isInteger(pricePerSeatCents)).toBe(true);
        expect(Math.abs(pricePerSeatCents * count - priceTotalCents)).toBeLessThanOrEqual(count / 2);
      }),
    );
  });
});

describe('tax and totals (properties)', () => {
  it('rounds tax to the nearest cent, symmetric around zero', () => {
    fc.assert(
      fc.property(line, ({ amountExclCents, taxPercentage }) => {
        const tax = taxCents(amountExclCents, taxPercentage);
        expect(Math.abs(tax - (amountExclCents * taxPercentage) / 100)).toBeLessThanOrEqual(0.5 + 1e-9);
        expect(taxCents(-amountExclCents, taxPercentage) + tax).toBe(0);
      }),
    );
  });

  it('adds up: incl = excl + tax, and the tax totals add up to the tax', () => {
    fc.assert(
      fc.property(fc.array(line, { maxLength: 30 }), (lines) => {
        const totals = summarizeTotals(lines);
        expect(totals.totalInclCents).toBe(totals.totalExclCents + totals.totalTaxCents);
        expect(totals.taxTotals.reduce((sum, entry) => sum + entry.totalCents, 0)).toBe(totals.totalTaxCents);
        const percentages = totals.taxTotals.map((entry) => entry.percentage);
        expect(percentages).toEqual([...new Set(lines.map((l) => l.taxPercentage))].sort((a, b) => a - b));
      }),
    );
  });

  it('turns cents into euros and back without loss', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (cents) => {
        expect(eurosToCents(centsToEuros(cents))).toBe(cents);
      }),
    );
  });
});
