import { describe, expect, it } from 'vitest';
import {
  isPricingType,
  PRICING_TYPE_IDS,
  PRICING_TYPE_NAMES,
  PricingType,
  SOCIAL_CAPITAL_WORKSPACE_PRICE,
} from './pricing.ts';

describe('pricing types', () => {
  it('numbers per person, per day part, per day part per person', () => {
    expect(PricingType).toEqual({ PerPerson: 1, PerDayPart: 2, PerDayPartPerPerson: 3 });
    expect(PRICING_TYPE_IDS).toEqual(Object.values(PricingType));
  });

  it('names each type in both languages', () => {
    expect(PRICING_TYPE_NAMES[1]).toEqual({ nl: 'Per persoon', en: 'Per person' });
    expect(PRICING_TYPE_NAMES[3].en).toBe('Per day part per person');
  });

  it('makes a social capital workspace free', () => {
    expect(SOCIAL_CAPITAL_WORKSPACE_PRICE).toBe(0);
  });

  it('recognises ids', () => {
    expect(isPricingType(2)).toBe(true);
    expect(isPricingType(0)).toBe(false);
  });
});
