/** The mean Earth radius `distanceKm` uses. */
export const EARTH_RADIUS_KM = 6371.0088;
const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

export interface Point {
  latitude: number;
  longitude: number;
}

/** Great-circle distance in kilometres (haversine). */
export function distanceKm(a: Point, b: Point): number {
  const dLat = toRadians(b.latitude - a.latitude);
  const dLng = toRadians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRadians(a.latitude)) * Math.cos(toRadians(b.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** A latitude/longitude box that contains every point within `radiusKm` of `center` (for an indexed pre-filter). */
export function boundingBox(center: Point, radiusKm: number) {
  const dLat = radiusKm / 111.195;
  const cosLat = Math.max(Math.cos(toRadians(center.latitude)), 0.01);
  const dLng = Math.min(180, radiusKm / (111.195 * cosLat));
  return {
    minLatitude: center.latitude - dLat,
    maxLatitude: center.latitude + dLat,
    minLongitude: center.longitude - dLng,
    maxLongitude: center.longitude + dLng,
  };
}

/** Rounds a distance for display and transport: one decimal of a kilometre. */
export function roundKm(km: number): number {
  return Math.round(km * 10) / 10;
}

/** The first index in an ascending array whose value is >= `value` (the array's length when none is). */
export function lowerBound(sorted: ArrayLike<number>, value: number): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((sorted[mid] as number) < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
