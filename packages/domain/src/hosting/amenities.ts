import type { LocalizedText } from '../constants/languages.ts';

/**
 * What a location offers beside its spaces (the host ticks them; the public page and the list
 * filter show them). The order is the list's order on every page; a location's amenities are a
 * bitmask of their positions in the list index, so new ones go at the end.
 */
export const AMENITIES = [
  'wifi',
  'projector',
  'screen',
  'whiteboard',
  'daylight',
  'air-conditioning',
  'kitchen',
  'parking',
  'public-transport',
  'bike-storage',
  'lunch',
  'step-free-access',
  'hearing-loop',
  'accessible-toilet',
  'lift',
  'accessible-parking',
] as const;
export type Amenity = (typeof AMENITIES)[number];

/** The amenities that are about accessibility (shown in their own group). */
export const ACCESSIBILITY_AMENITIES: readonly Amenity[] = [
  'step-free-access',
  'hearing-loop',
  'accessible-toilet',
  'lift',
  'accessible-parking',
];

/** Whether an amenity is about accessibility. */
export function isAccessibilityAmenity(amenity: Amenity): boolean {
  return ACCESSIBILITY_AMENITIES.includes(amenity);
}

/** Each amenity's name in both languages. */
export const AMENITY_NAMES: { readonly [A in Amenity]: LocalizedText } = {
  wifi: { nl: 'Wifi', en: 'Wi-Fi' },
  projector: { nl: 'Beamer', en: 'Projector' },
  screen: { nl: 'Presentatiescherm', en: 'Presentation screen' },
  whiteboard: { nl: 'Whiteboard', en: 'Whiteboard' },
  daylight: { nl: 'Daglicht', en: 'Daylight' },
  'air-conditioning': { nl: 'Airconditioning', en: 'Air conditioning' },
  kitchen: { nl: 'Keuken', en: 'Kitchen' },
  parking: { nl: 'Parkeren', en: 'Parking' },
  'public-transport': { nl: 'Openbaar vervoer dichtbij', en: 'Public transport nearby' },
  'bike-storage': { nl: 'Fietsenstalling', en: 'Bike storage' },
  lunch: { nl: 'Lunch ter plaatse', en: 'Lunch on site' },
  'step-free-access': { nl: 'Drempelvrije toegang', en: 'Step-free access' },
  'hearing-loop': { nl: 'Ringleiding', en: 'Hearing loop' },
  'accessible-toilet': { nl: 'Toegankelijk toilet', en: 'Accessible toilet' },
  lift: { nl: 'Lift', en: 'Lift' },
  'accessible-parking': { nl: 'Invalidenparkeerplaats', en: 'Accessible parking' },
};

/** The bit of an amenity in a location's amenity mask. */
export function amenityBit(amenity: Amenity): number {
  return 1 << AMENITIES.indexOf(amenity);
}

/** The mask of a set of amenities (unknown names count for nothing). */
export function amenityMask(amenities: readonly string[]): number {
  let mask = 0;
  for (const a of amenities) {
    const i = AMENITIES.indexOf(a as Amenity);
    if (i >= 0) mask |= 1 << i;
  }
  return mask;
}
