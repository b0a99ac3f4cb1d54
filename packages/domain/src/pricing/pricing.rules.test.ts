import { describe, expect, it } from 'vitest';
import type { PricingType } from '../constants/pricing.ts';
import {
  centsToEuros,
  DAY_PART_MINUTES,
  dayPartsFor,
  daysInclusive,
  eurosToCents,
  formatMoney,
  priceSpace,
  type SpacePriceInput,
  summarizeTotals,
  taxCents,
} from './pricing.rules.ts';

const booking = (input: Partial<SpacePriceInput>): SpacePriceInput => ({
  pricingTypeId: 1,
  priceCents: 1500,
  seats: 4,
  startDate: '2026-03-10',
  startMinutes: 540,
  endMinutes: 780,
  isSocialCapital: false,
  ...input,
});

describe('dayPartsFor', () => {
  it('counts one day part per started four hours', () => {
    expect(DAY_PART_MINUTES).toBe(240);
    expect(dayPartsFor(540, 780)).toBe(1);
    expect(dayPartsFor(540, 781)).toBe(2);
    expect(dayPartsFor(540, 1020)).toBe(2);
    expect(dayPartsFor(540, 1021)).toBe(3);
    expect(dayPartsFor(0, 1440)).toBe(6);
  });

  it('counts at least one day part', () => {
    expect(dayPartsFor(540, 570)).toBe(1);
    expect(dayPartsFor(540, 540)).toBe(1);
  });
});

describe('daysInclusive', () => {
  it('counts both the start and the end date', () => {
    expect(daysInclusive('2026-03-10', '2026-03-10')).toBe(1);
    expect(daysInclusive('2026-03-10', '2026-03-12')).toBe(3);
    expect(daysInclusive('2024-02-28', '2024-03-01')).toBe(3);
    expect(daysInclusive('2026-03-28', '2026-03-30')).toBe(3);
    expect(daysInclusive('2025-12-31', '2026-01-01')).toBe(2);
  });

  it('refuses an end before the start and invalid dates', () => {
    expect(() => daysInclusive('2026-03-10', '2026-03-09')).toThrow(RangeError);
    expect(() => daysInclusive('2026-02-30', '2026-03-01')).toThrow(RangeError);
  });
});

describe('priceSpace', () => {
  it('charges per person: price x seats x days', () => {
    expect(priceSpace(booking({}))).toEqual({ priceTotalCents: 6000, pricePerSeatCents: 1500 });
    expect(priceSpace(booking({ endDate: '2026-03-12' }))).toEqual({
      priceTotalCents: 18_000,
      pricePerSeatCents: 4500,
    });
  });

  it('charges per day part: price x day parts x days, whatever the seats', () => {
    const perDayPart = booking({ pricingTypeId: 2, priceCents: 5000, seats: 3, endMinutes: 1020 });
    expect(priceSpace(perDayPart)).toEqual({ priceTotalCents: 10_000, pricePerSeatCents: 3333 });
    expect(priceSpace({ ...perDayPart, seats: 1 }).priceTotalCents).toBe(10_000);
  });

  it('charges per day part per person: price x day parts x seats x days', () => {
    const input = booking({
      pricingTypeId: 3,
      priceCents: 1000,
      seats: 3,
      endMinutes: 1020,
      endDate: '2026-03-11',
    });
    expect(priceSpace(input)).toEqual({ priceTotalCents: 12_000, pricePerSeatCents: 4000 });
  });

  it('charges exactly 240 minutes as one day part and 241 as two', () => {
    expect(priceSpace(booking({ pricingTypeId: 2, endMinutes: 780 })).priceTotalCents).toBe(1500);
    expect(priceSpace(booking({ pricingTypeId: 2, endMinutes: 781 })).priceTotalCents).toBe(3000);
  });

  it('rounds the price per seat to the nearest cent', () => {
    expect(priceSpace(booking({ pricingTypeId: 2, priceCents: 1001, seats: 2 })).pricePerSeatCents).toBe(501);
  });

  it('makes a social capital exchange free', () => {
    expect(priceSpace(booking({ isSocialCapital: true }))).toEqual({
      priceTotalCents: 0,
      pricePerSeatCents: 0,
    });
  });

  it('refuses 0 seats, end == start on the same day and bad prices', () => {
    expect(() => priceSpace(booking({ seats: 0 }))).toThrow(RangeError);
    expect(() => priceSpace(booking({ seats: 1.5 }))).toThrow(RangeError);
    expect(() => priceSpace(booking({ endMinutes: 540 }))).toThrow(RangeError);
    expect(() => priceSpace(booking({ endMinutes: 480 }))).toThrow(RangeError);
    expect(() => priceSpace(booking({ priceCents: 12.5 }))).toThrow(RangeError);
    expect(() => priceSpace(booking({ priceCents: -1 }))).toThrow(RangeError);
    expect(() => priceSpace(booking({ pricingTypeId: 4 as PricingType }))).toThrow(RangeError);
    expect(() => priceSpace(booking({ endDate: '2026-03-09' }))).toThrow(RangeError);
  });
});

describe('taxCents', () => {
  it('rounds half away from zero', () => {
    expect(taxCents(1000, 21)).toBe(210);
    expect(taxCents(1050, 21)).toBe(221);
    expect(taxCents(-1050, 21)).toBe(-221);
    expect(taxCents(50, 9)).toBe(5);
    expect(taxCents(1234, 9)).toBe(111);
    expect(taxCents(1000, 0)).toBe(0);
    expect(taxCents(100, 2.5)).toBe(3);
  });

  it('refuses fractions of cents', () => {
    expect(() => taxCents(10.5, 21)).toThrow(RangeError);
    expect(() => taxCents(100, Number.NaN)).toThrow(RangeError);
  });
});

describe('summarizeTotals', () => {
  it('is all zero without lines', () => {
    expect(summarizeTotals([])).toEqual({
      totalExclCents: 0,
      totalTaxCents: 0,
      totalInclCents: 0,
      taxTotals: [],
    });
  });

  it('rounds tax per line and groups it by percentage, ascending', () => {
    const totals = summarizeTotals([
      { amountExclCents: 1050, taxPercentage: 21 },
      { amountExclCents: 50, taxPercentage: 9 },
      { amountExclCents: 300, taxPercentage: 0 },
      { amountExclCents: 50, taxPercentage: 9 },
      { amountExclCents: 1000, taxPercentage: 21 },
    ]);
    expect(totals).toEqual({
      totalExclCents: 2450,
      totalTaxCents: 441,
      totalInclCents: 2891,
      taxTotals: [
        { percentage: 0, totalCents: 0 },
        { percentage: 9, totalCents: 10 },
        { percentage: 21, totalCents: 431 },
      ],
    });
  });
});

describe('centsToEuros and eurosToCents', () => {
  it('convert between cents and euros', () => {
    expect(centsToEuros(1234)).toBe(12.34);
    expect(centsToEuros(0)).toBe(0);
    expect(centsToEuros(-5)).toBe(-0.05);
    expect(eurosToCents(12.34)).toBe(1234);
  });

  it('round to the nearest cent despite float error', () => {
    expect(eurosToCents(12.345)).toBe(1235);
    expect(eurosToCents(-12.345)).toBe(-1235);
    expect(eurosToCents(1.005)).toBe(101);
    expect(eurosToCents(0.1 + 0.2)).toBe(30);
    expect(eurosToCents(12.344)).toBe(1234);
    expect(() => eurosToCents(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});

describe('formatMoney', () => {
  it('shows euros the Dutch way in Dutch', () => {
    expect(formatMoney(1234, 'nl')).toMatch(/^€\s12,34$/u);
    expect(formatMoney(123_456_789, 'nl')).toMatch(/^€\s1\.234\.567,89$/u);
    expect(formatMoney(0, 'nl')).toMatch(/^€\s0,00$/u);
  });

  it('shows the same nl-NL amounts on English pages (the spec fixes the currency display)', () => {
    expect(formatMoney(1234, 'en')).toBe(formatMoney(1234, 'nl'));
    expect(formatMoney(123_456_789, 'en')).toMatch(/^€\s1\.234\.567,89$/u);
    expect(formatMoney(-550, 'en')).toMatch(/^€\s-5,50$/u);
  });
});
