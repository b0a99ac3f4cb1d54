import { isOneOf, type ValueOf } from './enum.ts';
import type { LocalizedText } from './languages.ts';

/** How a price is charged. */
export const PricingType = { PerPerson: 1, PerDayPart: 2, PerDayPartPerPerson: 3 } as const;
export type PricingType = ValueOf<typeof PricingType>;

/** All pricing type ids, in order. */
export const PRICING_TYPE_IDS = [1, 2, 3] as const satisfies readonly PricingType[];

/** Pricing type names in both languages. */
export const PRICING_TYPE_NAMES: { readonly [Id in PricingType]: LocalizedText } = {
  1: { nl: 'Per persoon', en: 'Per person' },
  2: { nl: 'Per dagdeel', en: 'Per day part' },
  3: { nl: 'Per dagdeel per persoon', en: 'Per day part per person' },
};

/** A workspace offered for a social capital exchange costs nothing. */
export const SOCIAL_CAPITAL_WORKSPACE_PRICE = 0;

/** Whether `value` is a known pricing type id. */
export function isPricingType(value: unknown): value is PricingType {
  return isOneOf(PRICING_TYPE_IDS, value);
}

/** The Dutch VAT rates a price may carry: zero (exempt), the reduced rate and the general rate. */
export const VAT_PERCENTAGES = [0, 9, 21] as const;
export type VatPercentage = (typeof VAT_PERCENTAGES)[number];

/** Whether `value` is one of the allowed Dutch VAT rates. */
export function isVatPercentage(value: unknown): value is VatPercentage {
  return isOneOf(VAT_PERCENTAGES, value);
}
