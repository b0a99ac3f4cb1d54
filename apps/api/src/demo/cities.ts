// Real Dutch cities: centre coordinates, the real range of 4-digit postal-code prefixes, and a
// weight that decides their share of the demo locations (the big cities get the most).

export interface City {
  name: string;
  latitude: number;
  longitude: number;
  postalFrom: number;
  postalTo: number;
  weight: number;
}

export const CITIES: readonly City[] = [
  { name: 'Amsterdam', latitude: 52.3728, longitude: 4.8936, postalFrom: 1011, postalTo: 1109, weight: 16 },
  { name: 'Rotterdam', latitude: 51.9225, longitude: 4.4792, postalFrom: 3011, postalTo: 3089, weight: 11 },
  { name: 'Utrecht', latitude: 52.0907, longitude: 5.1214, postalFrom: 3511, postalTo: 3585, weight: 11 },
  { name: 'Den Haag', latitude: 52.0799, longitude: 4.3113, postalFrom: 2491, postalTo: 2599, weight: 9 },
  { name: 'Eindhoven', latitude: 51.4416, longitude: 5.4697, postalFrom: 5611, postalTo: 5658, weight: 6 },
  { name: 'Groningen', latitude: 53.2194, longitude: 6.5665, postalFrom: 9711, postalTo: 9747, weight: 4 },
  { name: 'Tilburg', latitude: 51.5606, longitude: 5.0919, postalFrom: 5011, postalTo: 5049, weight: 3 },
  { name: 'Almere', latitude: 52.3702, longitude: 5.2141, postalFrom: 1311, postalTo: 1363, weight: 3 },
  { name: 'Breda', latitude: 51.589, longitude: 4.776, postalFrom: 4811, postalTo: 4839, weight: 3 },
  { name: 'Nijmegen', latitude: 51.8426, longitude: 5.8528, postalFrom: 6511, postalTo: 6546, weight: 3 },
  { name: 'Arnhem', latitude: 51.9851, longitude: 5.8987, postalFrom: 6811, postalTo: 6846, weight: 3 },
  { name: 'Haarlem', latitude: 52.3812, longitude: 4.6368, postalFrom: 2011, postalTo: 2037, weight: 3 },
  { name: 'Amersfoort', latitude: 52.1561, longitude: 5.3878, postalFrom: 3811, postalTo: 3829, weight: 3 },
  {
    name: "'s-Hertogenbosch",
    latitude: 51.6978,
    longitude: 5.3037,
    postalFrom: 5211,
    postalTo: 5237,
    weight: 3,
  },
  { name: 'Leiden', latitude: 52.1601, longitude: 4.497, postalFrom: 2311, postalTo: 2334, weight: 3 },
  { name: 'Apeldoorn', latitude: 52.2112, longitude: 5.9699, postalFrom: 7311, postalTo: 7339, weight: 2 },
  { name: 'Enschede', latitude: 52.2215, longitude: 6.8937, postalFrom: 7511, postalTo: 7548, weight: 2 },
  { name: 'Zwolle', latitude: 52.5168, longitude: 6.083, postalFrom: 8011, postalTo: 8043, weight: 2 },
  { name: 'Maastricht', latitude: 50.8514, longitude: 5.691, postalFrom: 6211, postalTo: 6229, weight: 2 },
  { name: 'Dordrecht', latitude: 51.8133, longitude: 4.6901, postalFrom: 3311, postalTo: 3329, weight: 2 },
  { name: 'Zoetermeer', latitude: 52.0607, longitude: 4.494, postalFrom: 2711, postalTo: 2729, weight: 2 },
  { name: 'Delft', latitude: 52.0116, longitude: 4.3571, postalFrom: 2611, postalTo: 2629, weight: 2 },
  { name: 'Alkmaar', latitude: 52.6324, longitude: 4.7534, postalFrom: 1811, postalTo: 1834, weight: 2 },
  { name: 'Leeuwarden', latitude: 53.2012, longitude: 5.7999, postalFrom: 8911, postalTo: 8941, weight: 2 },
  { name: 'Hilversum', latitude: 52.2292, longitude: 5.1669, postalFrom: 1211, postalTo: 1223, weight: 2 },
  { name: 'Hoofddorp', latitude: 52.3025, longitude: 4.6889, postalFrom: 2131, postalTo: 2136, weight: 2 },
  { name: 'Amstelveen', latitude: 52.303, longitude: 4.859, postalFrom: 1181, postalTo: 1189, weight: 2 },
  { name: 'Deventer', latitude: 52.255, longitude: 6.1639, postalFrom: 7411, postalTo: 7431, weight: 1 },
  { name: 'Nieuwegein', latitude: 52.0292, longitude: 5.0816, postalFrom: 3431, postalTo: 3439, weight: 1 },
  { name: 'Ede', latitude: 52.0402, longitude: 5.6649, postalFrom: 6711, postalTo: 6718, weight: 1 },
  { name: 'Venlo', latitude: 51.3704, longitude: 6.1724, postalFrom: 5911, postalTo: 5928, weight: 1 },
];

/**
 * How many of `count` locations each city gets (same order as CITIES): by weight with largest
 * remainders, and at least one per city when there are enough locations to go round.
 */
export function allocateLocations(count: number, cities: readonly City[] = CITIES): number[] {
  const floor = count >= cities.length ? 1 : 0;
  const rest = count - floor * cities.length;
  const totalWeight = cities.reduce((sum, city) => sum + city.weight, 0);
  const exact = cities.map((city) => (rest * city.weight) / totalWeight);
  const shares = exact.map((value) => floor + Math.floor(value));
  let missing = count - shares.reduce((sum, share) => sum + share, 0);
  const byRemainder = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of byRemainder) {
    if (missing <= 0) break;
    shares[index] = (shares[index] ?? 0) + 1;
    missing -= 1;
  }
  return shares;
}

const KM_PER_DEGREE = 111.32;

/** A point at most `radiusKm` from a centre, uniformly spread over the disc (6 decimals). */
export function jitter(
  latitude: number,
  longitude: number,
  radiusKm: number,
  unitDistance: number,
  unitAngle: number,
): { latitude: number; longitude: number } {
  const distance = radiusKm * Math.sqrt(unitDistance);
  const angle = 2 * Math.PI * unitAngle;
  const dLat = (distance * Math.cos(angle)) / KM_PER_DEGREE;
  const dLon = (distance * Math.sin(angle)) / (KM_PER_DEGREE * Math.cos((latitude * Math.PI) / 180));
  const round = (value: number) => Math.round(value * 1e6) / 1e6;
  return { latitude: round(latitude + dLat), longitude: round(longitude + dLon) };
}

/** Great-circle distance in km (haversine). */
export function distanceKm(
  a: { latitude: number; longitude: number },
  b: { latitude: number; longitude: number },
) {
  const toRad = (deg: number) => (deg * Math.PI) / 180;
  const dLat = toRad(b.latitude - a.latitude);
  const dLon = toRad(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRad(a.latitude)) * Math.cos(toRad(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}
