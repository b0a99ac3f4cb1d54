import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clampOptionAmount, optionAmountMax, optionLineCents } from './options.rules.ts';

const noCaps = { maxAmount: 0, maxPP: 0, seats: 4 };

describe('clampOptionAmount', () => {
  it('never goes below 0 and floors fractions', () => {
    expect(clampOptionAmount(-3, noCaps)).toBe(0);
    expect(clampOptionAmount(3.7, noCaps)).toBe(3);
    expect(clampOptionAmount(-0.5, noCaps)).toBe(0);
    expect(clampOptionAmount(Number.NaN, noCaps)).toBe(0);
    expect(clampOptionAmount(250, noCaps)).toBe(250);
  });

  it('caps by MaxAmount when it is non-zero', () => {
    expect(clampOptionAmount(12, { ...noCaps, maxAmount: 10 })).toBe(10);
    expect(clampOptionAmount(10, { ...noCaps, maxAmount: 10 })).toBe(10);
    expect(clampOptionAmount(9, { ...noCaps, maxAmount: 10 })).toBe(9);
  });

  it('caps by seats x MaxPP when MaxPP is non-zero', () => {
    expect(clampOptionAmount(9, { ...noCaps, maxPP: 2 })).toBe(8);
    expect(clampOptionAmount(8, { ...noCaps, maxPP: 2 })).toBe(8);
    expect(clampOptionAmount(3, { ...noCaps, maxPP: 2 })).toBe(3);
  });

  it('applies both caps, the smaller winning', () => {
    expect(clampOptionAmount(20, { maxAmount: 5, maxPP: 2, seats: 4 })).toBe(5);
    expect(clampOptionAmount(20, { maxAmount: 10, maxPP: 2, seats: 4 })).toBe(8);
  });

  it('counts zero seats as one', () => {
    expect(clampOptionAmount(5, { maxAmount: 0, maxPP: 2, seats: 0 })).toBe(2);
  });
});

describe('optionAmountMax', () => {
  it('is null when neither MaxAmount nor MaxPP caps the option', () => {
    expect(optionAmountMax({ MaxAmount: 0, MaxPP: 0 }, 4)).toBeNull();
  });

  it('is MaxAmount, seats x MaxPP, or the smaller of both', () => {
    expect(optionAmountMax({ MaxAmount: 10, MaxPP: 0 }, 4)).toBe(10);
    expect(optionAmountMax({ MaxAmount: 0, MaxPP: 2 }, 4)).toBe(8);
    expect(optionAmountMax({ MaxAmount: 5, MaxPP: 2 }, 4)).toBe(5);
    expect(optionAmountMax({ MaxAmount: 10, MaxPP: 2 }, 4)).toBe(8);
  });

  it('counts zero seats as one, like clampOptionAmount', () => {
    expect(optionAmountMax({ MaxAmount: 0, MaxPP: 2 }, 0)).toBe(2);
  });

  it('is the upper bound clampOptionAmount keeps to', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 500 }),
        fc.integer({ min: 0, max: 20 }),
        fc.integer({ min: 1, max: 200 }),
        fc.integer({ min: 0, max: 10_000 }),
        (maxAmount, maxPP, seats, amount) => {
          const max = optionAmountMax({ MaxAmount: maxAmount, MaxPP: maxPP }, seats);
          const clamped = clampOptionAmount(amount, { maxAmount, maxPP, seats });
          expect(clamped).toBe(max === null ? amount : Math.min(amount, max));
        },
      ),
    );
  });
});

describe('optionLineCents', () => {
  it('multiplies the amount by the unit price', () => {
    expect(optionLineCents(3, 250)).toBe(750);
    expect(optionLineCents(0, 250)).toBe(0);
    expect(() => optionLineCents(1.5, 250)).toThrow(RangeError);
    expect(() => optionLineCents(1, 2.5)).toThrow(RangeError);
  });
});

describe('clampOptionAmount (properties)', () => {
  const limits = fc.record({
    maxAmount: fc.integer({ min: 0, max: 500 }),
    maxPP: fc.integer({ min: 0, max: 20 }),
    seats: fc.integer({ min: 1, max: 200 }),
  });

  it('stays a whole number within [0, caps] and is stable', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e6, max: 1e6, noNaN: true }), limits, (amount, caps) => {
        const clamped = clampOptionAmount(amount, caps);
        expect(Number.isInteger(clamped)).toBe(true);
        expect(clamped).toBeGreaterThanOrEqual(0);
        if (caps.maxAmount !== 0) expect(clamped).toBeLessThanOrEqual(caps.maxAmount);
        if (caps.maxPP !== 0) expect(clamped).toBeLessThanOrEqual(caps.seats * caps.maxPP);
        expect(clampOptionAmount(clamped, caps)).toBe(clamped);
      }),
    );
  });

  it('keeps an allowed amount as it is', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000 }), limits, (amount, caps) => {
        const allowed =
          (caps.maxAmount === 0 || amount <= caps.maxAmount) &&
          (caps.maxPP === 0 || amount <= caps.seats * caps.maxPP);
        fc.pre(allowed);
        expect(clampOptionAmount(amount, caps)).toBe(amount);
      }),
    );
  });
});
