import { boundingBox, distanceKm, type Point } from '@meetspace/domain';
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
  /** `search_text` per position (the strings the rows already hold). */
  readonly searchTexts: readonly string[];
  /** The meeting types of position p are `meetingTypes[meetingTypeStart[p] .. meetingTypeStart[p + 1])`. */
  readonly meetingTypeStart: Int32Array;
  readonly meetingTypes: Int32Array;
  /** Positions in latitude order, and their latitudes (for the band of a bounding box). */
  readonly byLatitude: Int32Array;
  readonly sortedLatitudes: Float64Array;
}

export interface LocationIndexRow {
  id: number;
  channel_id: number;
  country_id: number;
  latitude: number;
  longitude: number;
  search_text: string;
}

/** An element known to exist (the arrays here are indexed within their length). */
const at = (array: ArrayLike<number>, i: number): number => array[i] as number;

/** Builds the index from the live rows in list-by-name order and their (location, meeting type) pairs. */
export function buildLocationIndex(
  rows: readonly LocationIndexRow[],
  meetingTypeRows: readonly { location_id: number; meeting_type_id: number }[],
): LocationIndex {
  const size = rows.length;
  const ids = new Int32Array(size);
  const channelIds = new Int32Array(size);
  const countryIds = new Int32Array(size);
  const latitudes = new Float64Array(size);
  const longitudes = new Float64Array(size);
  const searchTexts: string[] = new Array(size);
  const positionOf = new Map<number, number>();
  rows.forEach((row, p) => {
    ids[p] = row.id;
    channelIds[p] = row.channel_id;
    countryIds[p] = row.country_id;
    latitudes[p] = row.latitude;
    longitudes[p] = row.longitude;
    searchTexts[p] = row.search_text;
    positionOf.set(row.id, p);
  });

  const counts = new Int32Array(size + 1);
  const pairs: number[] = [];
  for (const { location_id, meeting_type_id } of meetingTypeRows) {
    const p = positionOf.get(location_id);
    if (p === undefined) continue; // went live or stopped between the two reads: the next probe reloads
    counts[p + 1] = at(counts, p + 1) + 1;
    pairs.push(p, meeting_type_id);
  }
  const meetingTypeStart = new Int32Array(size + 1);
  for (let p = 0; p < size; p++) meetingTypeStart[p + 1] = at(meetingTypeStart, p) + at(counts, p + 1);
  const meetingTypes = new Int32Array(pairs.length / 2);
  const fill = meetingTypeStart.slice(0, size);
  for (let i = 0; i < pairs.length; i += 2) {
    const p = at(pairs, i);
    const slot = at(fill, p);
    meetingTypes[slot] = at(pairs, i + 1);
    fill[p] = slot + 1;
  }

  const byLatitude = Int32Array.from({ length: size }, (_, p) => p).sort(
    (a, b) => at(latitudes, a) - at(latitudes, b) || a - b,
  );
  const sortedLatitudes = Float64Array.from(byLatitude, (p) => at(latitudes, p));
  return {
    size,
    ids,
    channelIds,
    countryIds,
    latitudes,
    longitudes,
    searchTexts,
    meetingTypeStart,
    meetingTypes,
    byLatitude,
    sortedLatitudes,
  };
}

/** The filter of the lists: the same rules as `liveLocations` in `location.queries.ts`. */
export interface LocationIndexFilter {
  channelId?: number;
  countryId?: number;
  /** Normalized words (`searchWords`): every one must occur in `search_text` (SQL: `LIKE '%word%'`). */
  words?: readonly string[];
  meetingTypeId?: number;
}

function hasFilter(filter: LocationIndexFilter): boolean {
  return (
    filter.channelId !== undefined ||
    filter.countryId !== undefined ||
    filter.meetingTypeId !== undefined ||
    (filter.words?.length ?? 0) > 0
  );
}

/** Whether the location at position p passes the filter. */
export function matchesFilter(index: LocationIndex, p: number, filter: LocationIndexFilter): boolean {
  if (filter.countryId !== undefined && index.countryIds[p] !== filter.countryId) return false;
  if (filter.channelId !== undefined && index.channelIds[p] !== filter.channelId) return false;
  if (filter.meetingTypeId !== undefined) {
    let offered = false;
    const end = at(index.meetingTypeStart, p + 1);
    for (let i = at(index.meetingTypeStart, p); i < end; i++) {
      if (index.meetingTypes[i] === filter.meetingTypeId) {
        offered = true;
        break;
      }
    }
    if (!offered) return false;
  }
  if (filter.words) {
    const text = index.searchTexts[p] as string;
    for (const word of filter.words) if (!text.includes(word)) return false;
  }
  return true;
}

/** One page of ids and the number of matches. */
export interface IndexPage<T> {
  items: T[];
  total: number;
}

/** A page of the matching locations' ids in list-by-name order (name, then id). */
export function pageByName(
  index: LocationIndex,
  filter: LocationIndexFilter,
  offset: number,
  limit: number,
): IndexPage<number> {
  if (!hasFilter(filter)) {
    return { items: Array.from(index.ids.subarray(offset, offset + limit)), total: index.size };
  }
  const items: number[] = [];
  const end = offset + limit;
  let total = 0;
  for (let p = 0; p < index.size; p++) {
    if (!matchesFilter(index, p, filter)) continue;
    if (total >= offset && total < end) items.push(at(index.ids, p));
    total += 1;
  }
  return { items, total };
}

/** The first index in a sorted array whose value is >= `value`. */
function lowerBound(sorted: Float64Array, value: number): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (at(sorted, mid) < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * A page of the matching locations within `radiusKm` of `center`, nearest first (exact distance,
 * then id). The candidates are those in `boundingBox(center, radiusKm)` (boundaries included, as
 * the SQL it replaces), read from the latitude-sorted positions; then the exact `distanceKm`.
 */
export function pageNear(
  index: LocationIndex,
  center: Point,
  radiusKm: number,
  filter: LocationIndexFilter,
  offset: number,
  limit: number,
): IndexPage<{ id: number; distanceKm: number }> {
  const box = boundingBox(center, radiusKm);
  const filtered = hasFilter(filter);
  const { byLatitude, sortedLatitudes, latitudes, longitudes, ids } = index;
  const point = { latitude: 0, longitude: 0 };
  const found: number[] = [];
  const distances: number[] = [];
  for (let i = lowerBound(sortedLatitudes, box.minLatitude); i < index.size; i++) {
    if (at(sortedLatitudes, i) > box.maxLatitude) break;
    const p = at(byLatitude, i);
    const longitude = at(longitudes, p);
    if (longitude < box.minLongitude || longitude > box.maxLongitude) continue;
    if (filtered && !matchesFilter(index, p, filter)) continue;
    point.latitude = at(latitudes, p);
    point.longitude = longitude;
    const d = distanceKm(center, point);
    if (d <= radiusKm) {
      found.push(p);
      distances.push(d);
    }
  }
  const order = Array.from({ length: found.length }, (_, k) => k).sort(
    (a, b) => at(distances, a) - at(distances, b) || at(ids, at(found, a)) - at(ids, at(found, b)),
  );
  return {
    items: order
      .slice(offset, offset + limit)
      .map((k) => ({ id: at(ids, at(found, k)), distanceKm: at(distances, k) })),
    total: found.length,
  };
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
  const [rows, meetingTypes] = await Promise.all([
    locationIndexQueries.liveForIndex(db),
    locationIndexQueries.liveMeetingTypes(db),
  ]);
  return buildLocationIndex(rows, meetingTypes);
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
