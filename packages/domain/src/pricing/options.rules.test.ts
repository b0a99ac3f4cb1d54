import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clampOptionAmount, optionLineCents } from './options.rules.ts';

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
