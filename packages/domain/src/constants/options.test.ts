import { describe, expect, it } from 'vitest';
import { isOptionCategory, OPTION_CATEGORY_IDS, OPTION_CATEGORY_NAMES, OptionCategory } from './options.ts';

describe('option categories', () => {
  it('numbers 1 food and beverage, 2 audiovisual, 3 parking, 4 other', () => {
    expect(OptionCategory).toEqual({ FoodAndBeverage: 1, Audiovisual: 2, Parking: 3, Other: 4 });
    expect(OPTION_CATEGORY_IDS).toEqual(Object.values(OptionCategory));
  });

  it('names each category in both languages', () => {
    expect(OPTION_CATEGORY_NAMES[1]).toEqual({ nl: 'Eten en drinken', en: 'Food and beverage' });
    expect(OPTION_CATEGORY_NAMES[4].en).toBe('Other');
    expect(Object.keys(OPTION_CATEGORY_NAMES)).toEqual(['1', '2', '3', '4']);
  });

  it('recognises ids', () => {
    expect(isOptionCategory(3)).toBe(true);
    expect(isOptionCategory(5)).toBe(false);
  });
});
