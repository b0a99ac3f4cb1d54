import { CULTURES, DEFAULT_LOCALE } from '@meetspace/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import { availabilityQueries, type CatalogueRows } from './availability.queries.ts';

type Rows<K extends keyof CatalogueRows> = CatalogueRows[K];
export type CatalogueLocation = Rows<'locations'>[number];
/** A space as the catalogue keeps it: its row and its position in the columns. */
export type CatalogueSpace = Rows<'spaces'>[number] & { col: number };
export type CatalogueSetting = Rows<'settings'>[number];

/** The bookable catalogue, indexed for the availability engine. */
export interface Catalogue {
  /** Live locations by id (the engine's candidate order). */
  locations: readonly CatalogueLocation[];
  /** A live location's index in `locations`, by its id. */
  indexOf: ReadonlyMap<number, number>;
  /** Per location (same index as `locations`): its place in name order; equal names share a rank. */
  nameRank: Int32Array;
  /** Locations (indexes) by every 3-character piece of their `search_text`, ascending. */
  trigrams: ReadonlyMap<string, Int32Array>;
  /** Location indexes in latitude order, and their latitudes (for a band around a point). */
  byLatitude: { indexes: Int32Array; latitudes: Float64Array };
  /** Active spaces by location, in the catalogue's space order (rank, id). */
  spacesByLocation: ReadonlyMap<number, readonly CatalogueSpace[]>;
  /**
   * The same spaces and their settings as columns (settings live only here: see `settingsOf`), for
   * the engine's pass over every candidate and a compact catalogue.
   */
  columns: SpaceColumns;
  /**
   * Opening minutes per location index, meeting type and ISO weekday: `open` at
   * `hourSlot(index, meetingType, weekday)`, `close` right after it; -1 where it is closed.
   */
  hours: Int32Array;
  closedDays: ReadonlyMap<number, ReadonlySet<string>>;
  /** Per location index: 1 when it has closed days at all. */
  hasClosedDays: Uint8Array;
  /** Per location index: its spaces of each meeting type as a range of `columns` (`typeSlot`). */
  typeRanges: Float64Array;
  firstImage: ReadonlyMap<number, string>;
}

/** Groups rows by a key, keeping their order. */
export function groupBy<T, K>(rows: readonly T[], key: (row: T) => K): Map<K, T[]> {
  const map = new Map<K, T[]>();
  for (const row of rows) {
    const k = key(row);
    const list = map.get(k);
    if (list) list.push(row);
    else map.set(k, [row]);
  }
  return map;
}

/**
 * Spaces as typed-array columns, grouped by location and meeting type (`ranges`: key → [start, end)
 * packed as start * 2^16 + count), each group in the catalogue's space order; a space's settings
 * are `settingStart[i]` to `settingStart[i + 1]` in the setting columns, in setting id order.
 */
export interface SpaceColumns {
  ranges: ReadonlyMap<number, number>;
  id: Int32Array;
  meetingType: Uint8Array;
  minDuration: Int32Array;
  capacity: Int32Array;
  pricingType: Uint8Array;
  priceCents: Float64Array;
  socialCapital: Uint8Array;
  settingStart: Int32Array;
  settingId: Int32Array;
  minSeats: Int32Array;
  maxSeats: Int32Array;
}

function spaceColumns(
  byType: ReadonlyMap<number, readonly CatalogueSpace[]>,
  settingsBySpace: ReadonlyMap<number, readonly CatalogueSetting[]>,
): SpaceColumns {
  const spaces = [...byType.values()].flat();
  spaces.forEach((space, i) => {
    space.col = i;
  });
  const settings = spaces.flatMap((space) => settingsBySpace.get(space.id) ?? []);
  const ranges = new Map<number, number>();
  let start = 0;
  for (const [key, group] of byType) {
    ranges.set(key, start * 65_536 + group.length);
    start += group.length;
  }
  const settingStart = new Int32Array(spaces.length + 1);
  spaces.forEach((space, i) => {
    settingStart[i + 1] = (settingStart[i] as number) + (settingsBySpace.get(space.id)?.length ?? 0);
  });
  return {
    ranges,
    id: Int32Array.from(spaces, (s) => s.id),
    meetingType: Uint8Array.from(spaces, (s) => s.meeting_type_id),
    minDuration: Int32Array.from(spaces, (s) => s.min_duration_minutes),
    capacity: Int32Array.from(spaces, (s) => s.capacity),
    pricingType: Uint8Array.from(spaces, (s) => s.pricing_type_id),
    priceCents: Float64Array.from(spaces, (s) => s.price_cents),
    socialCapital: Uint8Array.from(spaces, (s) => s.is_social_capital),
    settingStart,
    settingId: Int32Array.from(settings, (s) => s.setting_id),
    minSeats: Int32Array.from(settings, (s) => s.min_seats),
    maxSeats: Int32Array.from(settings, (s) => s.max_seats),
  };
}

/** A space's settings (fitting its seats or not), in setting id order, made from the columns. */
export function settingsOf(catalogue: Pick<Catalogue, 'columns'>, space: CatalogueSpace): CatalogueSetting[] {
  const col = catalogue.columns;
  const settings: CatalogueSetting[] = [];
  for (let j = col.settingStart[space.col] as number; j < (col.settingStart[space.col + 1] as number); j++) {
    settings.push({
      space_id: space.id,
      setting_id: col.settingId[j] as number,
      min_seats: col.minSeats[j] as number,
      max_seats: col.maxSeats[j] as number,
    });
  }
  return settings;
}

/** Meeting type ids are 1 to 3; a slot per id from 0 keeps the arithmetic plain. */
const MEETING_TYPE_SLOTS = 4;
/** Where a location's opening of a meeting type on an ISO weekday (1-7) starts in `Catalogue.hours`. */
export const hourSlot = (index: number, meetingTypeId: number, weekday: number) =>
  ((index * MEETING_TYPE_SLOTS + meetingTypeId) * 8 + weekday) * 2;
/** Where a location's range of spaces of a meeting type is in `Catalogue.typeRanges` (start * 2^16 + count). */
export const typeSlot = (index: number, meetingTypeId: number) => index * MEETING_TYPE_SLOTS + meetingTypeId;

/** The key of a location's spaces of one meeting type while the columns are built. */
export const spaceTypeKey = (locationId: number, meetingTypeId: number) => locationId * 16 + meetingTypeId;

// The same culture and rules as the domain's sortLocations, so ranks order names as it does.
const nameCollator = new Intl.Collator(CULTURES[DEFAULT_LOCALE], { sensitivity: 'base', numeric: true });

/** Each location's place in name order; names the collator deems equal share one rank. */
function nameRanks(locations: readonly CatalogueLocation[]): Int32Array {
  const names = locations.map((l) => l.name);
  const compare = (a: number, b: number) => nameCollator.compare(names[a] as string, names[b] as string);
  const order = names.map((_, i) => i).sort(compare);
  const ranks = new Int32Array(locations.length);
  let rank = 0;
  order.forEach((index, i) => {
    if (i > 0 && compare(order[i - 1] as number, index) !== 0) rank = i;
    ranks[index] = rank;
  });
  return ranks;
}

/** Every 3-character piece of a text, once each. */
export function trigramsOf(text: string): Set<string> {
  const pieces = new Set<string>();
  for (let i = 0; i + 3 <= text.length; i++) pieces.add(text.slice(i, i + 3));
  return pieces;
}

function trigramIndex(locations: readonly CatalogueLocation[]): Map<string, Int32Array> {
  const lists = new Map<string, number[]>();
  locations.forEach((location, index) => {
    for (const piece of trigramsOf(location.search_text)) {
      const list = lists.get(piece);
      if (list) list.push(index);
      else lists.set(piece, [index]);
    }
  });
  return new Map([...lists].map(([piece, list]) => [piece, Int32Array.from(list)]));
}

function latitudeIndex(locations: readonly CatalogueLocation[]) {
  const latitude = Float64Array.from(locations, (l) => l.latitude);
  const indexes = Int32Array.from(locations.keys()).sort(
    (a, b) => (latitude[a] as number) - (latitude[b] as number),
  );
  return { indexes, latitudes: Float64Array.from(indexes, (i) => latitude[i] as number) };
}

/** Indexes the catalogue rows for lookups by location, space, meeting type and weekday. */
export function indexCatalogue(rows: CatalogueRows): Catalogue {
  const indexOf = new Map(rows.locations.map((l, i) => [l.id, i]));
  const hours = new Int32Array(rows.locations.length * MEETING_TYPE_SLOTS * 16).fill(-1);
  for (const h of rows.hours) {
    const index = indexOf.get(h.location_id);
    if (index === undefined || h.meeting_type_id >= MEETING_TYPE_SLOTS) continue;
    const slot = hourSlot(index, h.meeting_type_id, h.weekday);
    hours[slot] = h.open_minutes;
    hours[slot + 1] = h.close_minutes;
  }
  const closedDays = new Map<number, Set<string>>();
  for (const c of rows.closed)
    closedDays.set(c.location_id, (closedDays.get(c.location_id) ?? new Set()).add(c.date));
  const firstImage = new Map<number, string>();
  for (const image of rows.images)
    if (!firstImage.has(image.location_id)) firstImage.set(image.location_id, image.url);
  const spaces = rows.spaces as CatalogueSpace[];
  const columns = spaceColumns(
    groupBy(spaces, (s) => spaceTypeKey(s.location_id, s.meeting_type_id)),
    groupBy(rows.settings, (s) => s.space_id),
  );
  const typeRanges = new Float64Array(rows.locations.length * MEETING_TYPE_SLOTS);
  for (const [key, range] of columns.ranges) {
    const index = indexOf.get(Math.floor(key / 16));
    if (index !== undefined && key % 16 < MEETING_TYPE_SLOTS) typeRanges[typeSlot(index, key % 16)] = range;
  }
  return {
    locations: rows.locations,
    indexOf,
    nameRank: nameRanks(rows.locations),
    trigrams: trigramIndex(rows.locations),
    byLatitude: latitudeIndex(rows.locations),
    spacesByLocation: groupBy(spaces, (s) => s.location_id),
    columns,
    typeRanges,
    hours,
    closedDays,
    hasClosedDays: Uint8Array.from(rows.locations, (l) => (closedDays.has(l.id) ? 1 : 0)),
    firstImage,
  };
}

/** How often a process asks whether the catalogue changed (one tiny query). */
export const CATALOGUE_PROBE_MS = 2_000;

/** Where the catalogue comes from: its version counter and its rows. */
export interface CatalogueSource {
  catalogueVersion(): Promise<number>;
  loadCatalogue(): Promise<CatalogueRows>;
}

/**
 * A per-process copy of the catalogue. At most every CATALOGUE_PROBE_MS it reads the catalogue's
 * version counter and reloads only when the counter moved (or after `invalidate()`). Concurrent
 * readers share one probe and one load. Bookings and holds are never cached: every search reads them.
 */
export function createCatalogueCache(source: CatalogueSource, clock: () => number = Date.now) {
  let current: { version: number; value: Promise<Catalogue> } | undefined;
  let probe: { at: number; done: Promise<void> } | undefined;

  const refresh = async (): Promise<void> => {
    const version = await source.catalogueVersion();
    if (current && current.version === version) return;
    const value = source.loadCatalogue().then(indexCatalogue);
    current = { version, value };
    value.catch(() => {
      if (current?.value === value) current = undefined;
    });
  };

  return {
    async get(): Promise<Catalogue> {
      const now = clock();
      if (!current || !probe || now - probe.at > CATALOGUE_PROBE_MS) {
        const done = refresh();
        probe = { at: now, done };
        done.catch(() => {
          if (probe?.done === done) probe = undefined;
        });
      }
      await probe.done;
      if (!current) throw new Error('catalogue not loaded');
      return current.value;
    },
    /** Forget the copy: the next reader reloads (use after this process changed the catalogue). */
    invalidate(): void {
      current = undefined;
      probe = undefined;
    },
  };
}
export type CatalogueCache = ReturnType<typeof createCatalogueCache>;

/** The process's catalogue copy over a database (the app makes one at start-up). */
export function openCatalogue(db: Kysely<DB>): CatalogueCache {
  return createCatalogueCache({
    catalogueVersion: () => availabilityQueries.catalogueVersion(db),
    loadCatalogue: () => availabilityQueries.loadCatalogue(db),
  });
}
