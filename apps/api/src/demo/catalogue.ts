import { OPTION_TEMPLATES } from './option-templates.ts';
import type { DemoRandom } from './random.ts';
import type { PlannedLocation, PlannedOption, PlannedPackage } from './types.ts';

// Options (extras) in the four categories and the packages built from them.

/** Options of a location: some of every category, food at 9% VAT and the rest at 21%. */
export function planOptions(random: DemoRandom): PlannedOption[] {
  const offered = OPTION_TEMPLATES.filter((t) => random.chance(t.offered));
  for (const category of [1, 2, 3, 4] as const) {
    if (!offered.some((t) => t.category === category)) {
      const fallback = OPTION_TEMPLATES.find((t) => t.category === category);
      if (fallback) offered.push(fallback);
    }
  }
  offered.sort((a, b) => OPTION_TEMPLATES.indexOf(a) - OPTION_TEMPLATES.indexOf(b));
  return offered.map((t, rank) => ({
    key: t.key,
    row: {
      category_id: t.category,
      name_nl: t.nl,
      name_en: t.en,
      description_nl: t.description.nl,
      description_en: t.description.en,
      price_cents: t.cents === 0 ? 0 : random.price(t.cents, 0.15),
      tax_percentage: t.category === 1 ? 9 : 21,
      max_amount: t.maxAmount ?? 0,
      max_pp: t.maxPp ?? 0,
      rank,
      stock: t.stock ? random.int(t.stock[0], t.stock[1]) : null,
      is_active: 1,
    },
  }));
}

interface PackageTemplate {
  meetingTypeId: number;
  nl: string;
  en: string;
  cents: number;
  options: Record<string, number>;
}

const MEETING_PACKAGES: readonly PackageTemplate[] = [
  {
    meetingTypeId: 1,
    nl: 'Vergaderarrangement hele dag',
    en: 'Full-day meeting package',
    cents: 4950,
    options: { coffee: 3, water: 2, lunch: 1, notepads: 1 },
  },
  {
    meetingTypeId: 1,
    nl: 'Vergaderarrangement halve dag',
    en: 'Half-day meeting package',
    cents: 2950,
    options: { coffee: 2, water: 1, notepads: 1 },
  },
  {
    meetingTypeId: 1,
    nl: 'Vergaderen met afsluitende borrel',
    en: 'Meeting with closing drinks',
    cents: 5950,
    options: { coffee: 3, lunch: 1, drinks: 2 },
  },
];

const FLEX_PACKAGE: PackageTemplate = {
  meetingTypeId: 2,
  nl: 'Flexdag met lunch',
  en: 'Flex day with lunch',
  cents: 2250,
  options: { coffee: 3, lunch: 1 },
};

/** 1-3 packages per location built from its own per-person options. */
export function planPackages(random: DemoRandom, location: PlannedLocation): PlannedPackage[] {
  const hasRooms = location.meetingTypeIds.includes(1);
  const templates = hasRooms ? MEETING_PACKAGES.slice(0, random.int(1, 3)) : [FLEX_PACKAGE];
  return templates.map((template) => {
    const options = Object.entries(template.options).flatMap(([key, amount]) => {
      const optionIndex = location.options.findIndex((o) => o.key === key);
      return optionIndex >= 0 ? [{ optionIndex, amount_per_person: amount }] : [];
    });
    return {
      row: {
        meeting_type_id: template.meetingTypeId,
        name_nl: template.nl,
        name_en: template.en,
        description_nl: `Inclusief ${options.length} ${options.length === 1 ? 'onderdeel' : 'onderdelen'} per persoon; de ruimte reserveer je apart.`,
        description_en: `Includes ${options.length} ${options.length === 1 ? 'item' : 'items'} per person; the space is booked separately.`,
        price_per_person_cents: random.price(template.cents, 0.15),
        tax_percentage: 9,
        is_active: 1,
      },
      options,
    };
  });
}
