import { normalizeSearchText } from '../text/text.ts';

// An offline geocoder for boarding: real Dutch cities with their centre and the real range of their
// 4-digit postal-code prefixes (PC4). A new location without a position gets its city's centre;
// the host can move the pin and an administrator checks it before the location goes live.

export interface DutchCity {
  name: string;
  latitude: number;
  longitude: number;
  /** The lowest and highest 4-digit postal-code prefix of the city. */
  postalFrom: number;
  postalTo: number;
}

export const DUTCH_CITIES: readonly DutchCity[] = [
  { name: 'Amsterdam', latitude: 52.3728, longitude: 4.8936, postalFrom: 1011, postalTo: 1109 },
  { name: 'Rotterdam', latitude: 51.9225, longitude: 4.4792, postalFrom: 3011, postalTo: 3089 },
  { name: 'Utrecht', latitude: 52.0907, longitude: 5.1214, postalFrom: 3511, postalTo: 3585 },
  { name: 'Den Haag', latitude: 52.0799, longitude: 4.3113, postalFrom: 2491, postalTo: 2599 },
  { name: 'Eindhoven', latitude: 51.4416, longitude: 5.4697, postalFrom: 5611, postalTo: 5658 },
  { name: 'Groningen', latitude: 53.2194, longitude: 6.5665, postalFrom: 9711, postalTo: 9747 },
  { name: 'Tilburg', latitude: 51.5606, longitude: 5.0919, postalFrom: 5011, postalTo: 5049 },
  { name: 'Almere', latitude: 52.3702, longitude: 5.2141, postalFrom: 1311, postalTo: 1363 },
  { name: 'Breda', latitude: 51.589, longitude: 4.776, postalFrom: 4811, postalTo: 4839 },
  { name: 'Nijmegen', latitude: 51.8426, longitude: 5.8528, postalFrom: 6511, postalTo: 6546 },
  { name: 'Arnhem', latitude: 51.9851, longitude: 5.8987, postalFrom: 6811, postalTo: 6846 },
  { name: 'Haarlem', latitude: 52.3812, longitude: 4.6368, postalFrom: 2011, postalTo: 2037 },
  { name: 'Amersfoort', latitude: 52.1561, longitude: 5.3878, postalFrom: 3811, postalTo: 3829 },
  { name: "'s-Hertogenbosch", latitude: 51.6978, longitude: 5.3037, postalFrom: 5211, postalTo: 5237 },
  { name: 'Leiden', latitude: 52.1601, longitude: 4.497, postalFrom: 2311, postalTo: 2334 },
  { name: 'Apeldoorn', latitude: 52.2112, longitude: 5.9699, postalFrom: 7311, postalTo: 7339 },
  { name: 'Enschede', latitude: 52.2215, longitude: 6.8937, postalFrom: 7511, postalTo: 7548 },
  { name: 'Zwolle', latitude: 52.5168, longitude: 6.083, postalFrom: 8011, postalTo: 8043 },
  { name: 'Maastricht', latitude: 50.8514, longitude: 5.691, postalFrom: 6211, postalTo: 6229 },
  { name: 'Dordrecht', latitude: 51.8133, longitude: 4.6901, postalFrom: 3311, postalTo: 3329 },
  { name: 'Zoetermeer', latitude: 52.0607, longitude: 4.494, postalFrom: 2711, postalTo: 2729 },
  { name: 'Delft', latitude: 52.0116, longitude: 4.3571, postalFrom: 2611, postalTo: 2629 },
  { name: 'Alkmaar', latitude: 52.6324, longitude: 4.7534, postalFrom: 1811, postalTo: 1834 },
  { name: 'Leeuwarden', latitude: 53.2012, longitude: 5.7999, postalFrom: 8911, postalTo: 8941 },
  { name: 'Hilversum', latitude: 52.2292, longitude: 5.1669, postalFrom: 1211, postalTo: 1223 },
  { name: 'Hoofddorp', latitude: 52.3025, longitude: 4.6889, postalFrom: 2131, postalTo: 2136 },
  { name: 'Amstelveen', latitude: 52.303, longitude: 4.859, postalFrom: 1181, postalTo: 1189 },
  { name: 'Deventer', latitude: 52.255, longitude: 6.1639, postalFrom: 7411, postalTo: 7431 },
  { name: 'Nieuwegein', latitude: 52.0292, longitude: 5.0816, postalFrom: 3431, postalTo: 3439 },
  { name: 'Ede', latitude: 52.0402, longitude: 5.6649, postalFrom: 6711, postalTo: 6718 },
  { name: 'Venlo', latitude: 51.3704, longitude: 6.1724, postalFrom: 5911, postalTo: 5928 },
];

/** The city whose postal-code range holds the code's 4-digit prefix, if any. */
export function dutchCityOfPostalCode(postalCode: string): DutchCity | undefined {
  const prefix = /^\s*(\d{4})/.exec(postalCode)?.[1];
  if (!prefix) return undefined;
  const pc4 = Number(prefix);
  return DUTCH_CITIES.find((c) => pc4 >= c.postalFrom && pc4 <= c.postalTo);
}

/** The city of that name (accents, case and punctuation ignored; "The Hague" is Den Haag), if any. */
export function dutchCityNamed(name: string): DutchCity | undefined {
  const wanted = normalizeSearchText(name);
  if (!wanted) return undefined;
  const alias = CITY_ALIASES[wanted] ?? wanted;
  return DUTCH_CITIES.find((c) => normalizeSearchText(c.name) === alias);
}

const CITY_ALIASES: Record<string, string> = {
  's gravenhage': 'den haag',
  'the hague': 'den haag',
  'den bosch': 's hertogenbosch',
};

/**
 * Where a location in the Netherlands without a position of its own is put: the centre of the city
 * of its postal code, else of the city of its name; undefined when neither is known or the country
 * is another (then the host places the pin).
 */
export function geocodeDutchAddress(address: {
  country: string;
  postalCode: string;
  city: string;
}): { latitude: number; longitude: number; source: 'postal-code' | 'city' } | undefined {
  if (address.country.trim().toUpperCase() !== 'NL') return undefined;
  const byCode = dutchCityOfPostalCode(address.postalCode);
  if (byCode) return { latitude: byCode.latitude, longitude: byCode.longitude, source: 'postal-code' };
  const byName = dutchCityNamed(address.city);
  if (byName) return { latitude: byName.latitude, longitude: byName.longitude, source: 'city' };
  return undefined;
}
