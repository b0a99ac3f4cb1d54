// Real Dutch cities (centre coordinates and the real range of 4-digit postal-code prefixes, the
// boarding geocoder's table in the domain) with a weight that decides their share of the demo
// locations (the big cities get the most).
import { DUTCH_CITIES, type DutchCity } from '../../../../packages/domain/src/boarding/dutch-cities.ts';

/** A city of the offline geocoder's table with its share of the demo locations. */
export interface City extends DutchCity {
  weight: number;
}

/** Each city's weight: the big cities get the most demo locations. */
const WEIGHTS = new Map<string, number>([
  ['Amsterdam', 16],
  ['Rotterdam', 11],
  ['Utrecht', 11],
  ['Den Haag', 9],
  ['Eindhoven', 6],
  ['Groningen', 4],
  ['Tilburg', 3],
  ['Almere', 3],
  ['Breda', 3],
  ['Nijmegen', 3],
  ['Arnhem', 3],
  ['Haarlem', 3],
  ['Amersfoort', 3],
  ["'s-Hertogenbosch", 3],
  ['Leiden', 3],
  ['Apeldoorn', 2],
  ['Enschede', 2],
  ['Zwolle', 2],
  ['Maastricht', 2],
  ['Dordrecht', 2],
  ['Zoetermeer', 2],
  ['Delft', 2],
  ['Alkmaar', 2],
  ['Leeuwarden', 2],
  ['Hilversum', 2],
  ['Hoofddorp', 2],
  ['Amstelveen', 2],
  ['Deventer', 1],
  ['Nieuwegein', 1],
  ['Ede', 1],
  ['Venlo', 1],
]);

export const CITIES: readonly City[] = DUTCH_CITIES.map((city) => ({
  ...city,
  weight: WEIGHTS.get(city.name) ?? 1,
}));

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
