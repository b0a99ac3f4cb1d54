import { isOneOf, type ValueOf } from './enum.ts';
import type { LocalizedText } from './languages.ts';

/** Categories of cart options (CategoryId). */
export const OptionCategory = { FoodAndBeverage: 1, Audiovisual: 2, Parking: 3, Other: 4 } as const;
export type OptionCategory = ValueOf<typeof OptionCategory>;

/** All option category ids, in order. */
export const OPTION_CATEGORY_IDS = [1, 2, 3, 4] as const satisfies readonly OptionCategory[];

/** Option category names in both languages. */
export const OPTION_CATEGORY_NAMES: { readonly [Id in OptionCategory]: LocalizedText } = {
  1: { nl: 'Eten en drinken', en: 'Food and beverage' },
  2: { nl: 'Audiovisueel', en: 'Audiovisual' },
  3: { nl: 'Parkeren', en: 'Parking' },
  4: { nl: 'Overig', en: 'Other' },
};

/** Whether `value` is a known option category id. */
export function isOptionCategory(value: unknown): value is OptionCategory {
  return isOneOf(OPTION_CATEGORY_IDS, value);
}
