import {
  amenityMask,
  boundingBox,
  distanceKm,
  EARTH_RADIUS_KM,
  lowerBound,
  type Point,
} from '@meetspace/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import { locationIndexQueries } from './location-index.queries.ts';

/**
 * What the location lists filter and sort on, of every live location, in typed arrays (no object
 * per location). A location is known by its position: its place in the list by name (the order
 * the database gave, `ORDER BY name, id`), so a list by name is a walk from position 0.
 */
export interface LocationIndex {
  readonly size: number;
  readonly ids: Int32Array;
  readonly channelIds: Int32Array;
  readonly countryIds: Int32Array;
  readonly latitudes: Float64Array;
  readonly longitudes: Float64Array;
  /** Every `search_text` in position order, joined by line breaks (one string, not 10,000). */
  readonly text: string;
  /** Where position p's text starts in `text`. */
  readonly textStart: Int32Array;
  /**
   * Every first image URL joined in position order: position p's is `imageText` from
   * `imageStart[p]`, `imageLength[p]` long (-1: no image).
   */
  readonly imageText: string;
  readonly imageStart: Int32Array;
  readonly imageLength: Int32Array;
  /** The meeting types of position p are `meetingTypes[meetingTypeStart[p] .. meetingTypeStart[p + 1])`. */
  readonly meetingTypeStart: Int32Array;
  readonly meetingTypes: Int32Array;
  /** Position p's amenities as a bitmask of their places in the domain's AMENITIES. */
  readonly amenityMasks: Int32Array;
  /**
   * Positions in latitude order, with their latitudes and longitudes in that order too (the band
   * of a bounding box is one contiguous run of these three arrays).
   */
  readonly byLatitude: Int32Array;
  readonly sortedLatitudes: Float64Array;
  readonly sortedLongitudes: Float64Array;
  /** The unit vectors of those positions (x, y, z in latitude order): the chord gives haversine's h. */
  readonly sortedX: Float64Array;
  readonly sortedY: Float64Array;
  readonly sortedZ: Float64Array;
}

export interface LocationIndexRow {
  id: number;
  channel_id: number;
  country_id: number;
  latitude: number;
  longitude: number;
  search_text: string;
  image_url: string | null;
}

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Builds the index from the live rows in list-by-name order and their (location, meeting type) pairs. */
export function buildLocationIndex(
  rows: readonly LocationIndexRow[],
  meetingTypeRows: readonly { location_id: number; meeting_type_id: number }[],
  amenityRows: readonly { location_id: number; amenity: string }[] = [],
): LocationIndex {
  const size = rows.length;
  const ids = new Int32Array(size);
  const channelIds = new Int32Array(size);
  const countryIds = new Int32Array(size);
  const latitudes = new Float64Array(size);
  const longitudes = new Float64Array(size);
  const textStart = new Int32Array(size);
  let textLength = 0;
  const imageStart = new Int32Array(size);
  const imageLength = new Int32Array(size);
  let imageTextLength = 0;
  const positionOf = new Map<number, number>();
  rows.forEach((row, p) => {
    ids[p] = row.id;
    channelIds[p] = row.channel_id;
    countryIds[p] = row.country_id;
    latitudes[p] = row.latitude;
    longitudes[p] = row.longitude;
    textStart[p] = textLength;
    textLength += row.search_text.length + 1;
    imageStart[p] = imageTextLength;
    imageLength[p] = row.image_url === null ? -1 : row.image_url.length;
    imageTextLength += row.image_url?.length ?? 0;
    positionOf.set(row.id, p);
  });

  const counts = new Int32Array(size + 1);
  const pairs: number[] = [];
  for (const { location_id, meeting_type_id } of meetingTypeRows) {
    const p = positionOf.get(location_id);
    if (p === undefined) continue; // went live or stopped between the two reads: the next probe reloads
    counts[p + 1] = (counts[p + 1] as number) + 1;
    pairs.push(p, meeting_type_id);
  }
  const meetingTypeStart = new Int32Array(size + 1);
  for (let p = 0; p < size; p++)
    meetingTypeStart[p + 1] = (meetingTypeStart[p] as number) + (counts[p + 1] as number);
  const meetingTypes = new Int32Array(pairs.length / 2);
  const fill = meetingTypeStart.slice(0, size);
  for (let i = 0; i < pairs.length; i += 2) {
    const p = pairs[i] as number;
    const slot = fill[p] as number;
    meetingTypes[slot] = pairs[i + 1] as number;
    fill[p] = slot + 1;
  }

  const amenityMasks = new Int32Array(size);
  for (const { location_id, amenity } of amenityRows) {
    const p = positionOf.get(location_id);
    if (p !== undefined) amenityMasks[p] = (amenityMasks[p] as number) | amenityMask([amenity]);
  }

  const byLatitude = Int32Array.from({ length: size }, (_, p) => p).sort(
    (a, b) => (latitudes[a] as number) - (latitudes[b] as number) || a - b,
  );
  const sortedLatitudes = Float64Array.from(byLatitude, (p) => latitudes[p] as number);
  const sortedLongitudes = Float64Array.from(byLatitude, (p) => longitudes[p] as number);
  const sortedX = sortedLatitudes.map(
    (lat, i) => Math.cos(radians(lat)) * Math.cos(radians(sortedLongitudes[i] as number)),
  );
  const sortedY = sortedLatitudes.map(
    (lat, i) => Math.cos(radians(lat)) * Math.sin(radians(sortedLongitudes[i] as number)),
  );
  const sortedZ = sortedLatitudes.map((lat) => Math.sin(radians(lat)));
  return {
    size,
    ids,
    channelIds,
    countryIds,
    latitudes,
    longitudes,
    text: rows.map((row) => row.search_text).join('\n'),
    textStart,
    imageText: rows.map((row) => row.image_url ?? '').join(''),
    imageStart,
    imageLength,
    meetingTypeStart,
    meetingTypes,
    amenityMasks,
    byLatitude,
    sortedLatitudes,
    sortedLongitudes,
    sortedX,
    sortedY,
    sortedZ,
  };
}

/** The filter of the lists: the same rules as `liveLocations` in `location.queries.ts`. */
export interface LocationIndexFilter {
  channelId?: number;
  countryId?: number;
  /** Normalized words (`searchWords`): every one must occur in `search_text` (SQL: `LIKE '%word%'`). */
  words?: readonly string[];
  meetingTypeId?: number;
  /** Every amenity of this mask (`amenityMask`); 0 or absent: no filter. */
  amenityMask?: number;
}

/** The position of the location whose text holds character `offset` of the joined texts. */
function positionAt(textStart: Int32Array, offset: number): number {
  let lo = 0;
  let hi = textStart.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >>> 1;
    if ((textStart[mid] as number) <= offset) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/**
 * 1 for every position whose `search_text` contains every word: one `indexOf` walk over the
 * joined texts per word (a match never spans two texts: words hold no line break).
 */
function wordMatches(index: LocationIndex, words: readonly string[]): Uint8Array {
  const { size, text, textStart } = index;
  let result: Uint8Array | undefined;
  for (const word of words) {
    if (word === '') continue; // LIKE '%%' holds for every text
    const found = new Uint8Array(size);
    let i = text.indexOf(word);
    while (i !== -1) {
      const p = positionAt(textStart, i);
      if (!result || result[p]) found[p] = 1;
      if (p + 1 >= size) break;
      i = text.indexOf(word, textStart[p + 1] as number);
    }
    result = found;
  }
  return result ?? new Uint8Array(size).fill(1);
}

/** A filter made ready for one request: the word matches computed once. */
interface PreparedFilter {
  channelId?: number;
  countryId?: number;
  meetingTypeId?: number;
  amenityMask?: number;
  words?: Uint8Array;
}

function prepare(index: LocationIndex, filter: LocationIndexFilter): PreparedFilter | undefined {
  const hasWords = (filter.words?.length ?? 0) > 0;
  if (
    filter.channelId === undefined &&
    filter.countryId === undefined &&
    filter.meetingTypeId === undefined &&
    !filter.amenityMask &&
    !hasWords
  )
    return undefined;
  return {
    channelId: filter.channelId,
    countryId: filter.countryId,
    meetingTypeId: filter.meetingTypeId,
    amenityMask: filter.amenityMask || undefined,
    words: hasWords ? wordMatches(index, filter.words ?? []) : undefined,
  };
}

/** Whether the location at position p offers a meeting type. */
function offers(index: LocationIndex, p: number, meetingTypeId: number): boolean {
  const end = index.meetingTypeStart[p + 1] as number;
  for (let i = index.meetingTypeStart[p] as number; i < end; i++)
    if (index.meetingTypes[i] === meetingTypeId) return true;
  return false;
}

/** Whether the location at position p passes the filter. */
function passes(index: LocationIndex, p: number, filter: PreparedFilter): boolean {
  if (filter.words && !filter.words[p]) return false;
  if (filter.countryId !== undefined && index.countryIds[p] !== filter.countryId) return false;
  if (filter.channelId !== undefined && index.channelIds[p] !== filter.channelId) return false;
  if (filter.meetingTypeId !== undefined && !offers(index, p, filter.meetingTypeId)) return false;
  if (
    filter.amenityMask !== undefined &&
    ((index.amenityMasks[p] as number) & filter.amenityMask) !== filter.amenityMask
  )
    return false;
  return true;
}

/** The meeting types a location offers (ascending), by position. */
export function meetingTypesAt(index: LocationIndex, p: number): number[] {
  return Array.from(
    index.meetingTypes.subarray(index.meetingTypeStart[p] as number, index.meetingTypeStart[p + 1] as number),
  );
}

/** The first image URL of a location (lowest rank, then id), by position; null without one. */
export function imageAt(index: LocationIndex, p: number): string | null {
  const length = index.imageLength[p] as number;
  if (length < 0) return null;
  const start = index.imageStart[p] as number;
  return index.imageText.slice(start, start + length);
}

/** One page of positions and the number of matches. */
export interface IndexPage<T> {
  items: T[];
  total: number;
}

/** A page of the matching locations' positions in list-by-name order (name, then id). */
export function pageByName(
  index: LocationIndex,
  filter: LocationIndexFilter,
  offset: number,
  limit: number,
): IndexPage<number> {
  const prepared = prepare(index, filter);
  if (!prepared) {
    const items: number[] = [];
    for (let p = offset; p < Math.min(index.size, offset + limit); p++) items.push(p);
    return { items, total: index.size };
  }
  const items: number[] = [];
  const end = offset + limit;
  let total = 0;
  for (let p = 0; p < index.size; p++) {
    if (!passes(index, p, prepared)) continue;
    if (total >= offset && total < end) items.push(p);
    total += 1;
  }
  return { items, total };
}

/**
 * One `pageNear` call's work space (found positions, their distances, and a copy to select in),
 * reused: the calls are synchronous, one at a time, and nothing keeps the buffers after a call.
 */
let scratch = { positions: new Int32Array(0), distances: new Float64Array(0), select: new Float64Array(0) };
function scratchFor(size: number) {
  if (scratch.positions.length < size)
    scratch = {
      positions: new Int32Array(size),
      distances: new Float64Array(size),
      select: new Float64Array(size),
    };
  return scratch;
}

/** The k-th smallest (from 0) of `values[0 .. n)`, which it reorders (quickselect). */
export function kthSmallest(values: Float64Array, n: number, k: number): number {
  let lo = 0;
  let hi = n - 1;
  while (lo < hi) {
    const pivot = values[(lo + hi) >>> 1] as number;
    let i = lo;
    let j = hi;
    while (i <= j) {
      while ((values[i] as number) < pivot) i++;
      while ((values[j] as number) > pivot) j--;
      if (i <= j) {
        const swap = values[i] as number;
        values[i] = values[j] as number;
        values[j] = swap;
        i++;
        j--;
      }
    }
    if (k <= j) hi = j;
    else if (k >= i) lo = i;
    else return values[k] as number;
  }
  return values[k] as number;
}

/**
 * A page of the matching locations within `radiusKm` of `center`, nearest first (exact distance,
 * then id). The candidates are those in `boundingBox(center, radiusKm)` (boundaries included, as
 * the SQL it replaces), read from the latitude-sorted positions; then the exact `distanceKm`.
 * Only what can reach the page is ordered: the distance of the page's last place is found by a
 * quickselect, and the candidates up to it are sorted by distance and id.
 */
export function pageNear(
  index: LocationIndex,
  center: Point,
  radiusKm: number,
  filter: LocationIndexFilter,
  offset: number,
  limit: number,
): IndexPage<{ position: number; distanceKm: number }> {
  const box = boundingBox(center, radiusKm);
  const prepared = prepare(index, filter);
  const { byLatitude, sortedLatitudes, sortedLongitudes, sortedX, sortedY, sortedZ, ids } = index;
  // haversine's h = sin²(θ/2) is a quarter of the squared chord between the unit vectors: three
  // products instead of six sines, cosines and roots. Its rounding differs from distanceKm's by
  // far less than `margin`, so only a candidate within `margin` of the radius needs distanceKm to
  // decide, and only those that can reach the page need their exact distance for the order.
  const cosLat = Math.cos(radians(center.latitude));
  const cx = cosLat * Math.cos(radians(center.longitude));
  const cy = cosLat * Math.sin(radians(center.longitude));
  const cz = Math.sin(radians(center.latitude));
  const halfAngle = Math.min(radiusKm / (2 * EARTH_RADIUS_KM), Math.PI / 2);
  const hRadius = Math.sin(halfAngle) ** 2;
  const margin = hRadius * 1e-6 + 1e-21;
  const point = { latitude: 0, longitude: 0 };
  const { positions, distances: hs, select } = scratchFor(index.size);
  let total = 0;
  for (let i = lowerBound(sortedLatitudes, box.minLatitude); i < index.size; i++) {
    const latitude = sortedLatitudes[i] as number;
    if (latitude > box.maxLatitude) break;
    const longitude = sortedLongitudes[i] as number;
    if (longitude < box.minLongitude || longitude > box.maxLongitude) continue;
    const dx = (sortedX[i] as number) - cx;
    const dy = (sortedY[i] as number) - cy;
    const dz = (sortedZ[i] as number) - cz;
    const h = (dx * dx + dy * dy + dz * dz) / 4;
    if (h > hRadius + margin) continue;
    const p = byLatitude[i] as number;
    if (prepared && !passes(index, p, prepared)) continue;
    if (h >= hRadius - margin) {
      point.latitude = latitude;
      point.longitude = longitude;
      if (distanceKm(center, point) > radiusKm) continue;
    }
    positions[total] = p;
    hs[total] = h;
    select[total] = h;
    total += 1;
  }
  const end = offset + limit;
  if (offset >= total || limit <= 0) return { items: [], total };
  // Whatever is more than 2 margins beyond the page's last place by h is farther than `end` others.
  const reach = end < total ? kthSmallest(select, total, end - 1) + 2 * margin : Number.POSITIVE_INFINITY;
  const candidates: { position: number; distanceKm: number }[] = [];
  for (let k = 0; k < total; k++) {
    if ((hs[k] as number) > reach) continue;
    const p = positions[k] as number;
    point.latitude = index.latitudes[p] as number;
    point.longitude = index.longitudes[p] as number;
    candidates.push({ position: p, distanceKm: distanceKm(center, point) });
  }
  candidates.sort(
    (a, b) => a.distanceKm - b.distanceKm || (ids[a.position] as number) - (ids[b.position] as number),
  );
  return { items: candidates.slice(offset, end), total };
}

/** How often a process asks whether the catalogue changed (one tiny query). */
export const LOCATION_INDEX_PROBE_MS = 2_000;

/** Where the index comes from: the catalogue's version counter and the index's rows. */
export interface LocationIndexSource {
  catalogueVersion(): Promise<number>;
  load(): Promise<LocationIndex>;
}

/**
 * The process's index of the live locations. At most every LOCATION_INDEX_PROBE_MS it reads the
 * catalogue's version counter and rebuilds only when the counter moved (or after `invalidate()`);
 * concurrent readers share one probe and one load. A failed probe or load is forgotten, so the
 * next reader tries again.
 */
export function createLocationIndexCache(source: LocationIndexSource, clock: () => number = Date.now) {
  let current: { version: number; value: Promise<LocationIndex> } | undefined;
  let probe: { at: number; done: Promise<void> } | undefined;

  const refresh = async (): Promise<void> => {
    // The version is read before the rows: a write during the load bumps it again, and the next
    // probe reloads.
    const version = await source.catalogueVersion();
    if (current && current.version === version) return;
    const value = source.load();
    current = { version, value };
    value.catch(() => {
      if (current?.value === value) current = undefined;
    });
    await value;
  };

  return {
    async get(): Promise<LocationIndex> {
      const now = clock();
      if (!current || !probe || now - probe.at > LOCATION_INDEX_PROBE_MS) {
        const done = refresh();
        probe = { at: now, done };
        done.catch(() => {
          if (probe?.done === done) probe = undefined;
        });
      }
      await probe.done;
      if (!current) throw new Error('location index not loaded');
      return current.value;
    },
    /** Forget the index: the next reader reloads (for a write made by this process). */
    invalidate(): void {
      current = undefined;
      probe = undefined;
    },
  };
}
export type LocationIndexCache = ReturnType<typeof createLocationIndexCache>;

/** Loads the index of a database's live locations (three queries' worth: version, rows, meeting types). */
export async function loadLocationIndex(db: Kysely<DB>): Promise<LocationIndex> {
  const [rows, meetingTypes, amenities] = await Promise.all([
    locationIndexQueries.liveForIndex(db),
    locationIndexQueries.liveMeetingTypes(db),
    locationIndexQueries.liveAmenities(db),
  ]);
  return buildLocationIndex(rows, meetingTypes, amenities);
}

/** The process's location index over a database (the locations routes make one). */
export function openLocationIndex(db: Kysely<DB>, clock: () => number = Date.now): LocationIndexCache {
  return createLocationIndexCache(
    {
      catalogueVersion: () => locationIndexQueries.catalogueVersion(db),
      load: () => loadLocationIndex(db),
    },
    clock,
  );
}
