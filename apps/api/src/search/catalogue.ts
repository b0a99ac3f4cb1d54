import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import { availabilityQueries, type CatalogueRows } from './availability.queries.ts';

type Rows<K extends keyof CatalogueRows> = CatalogueRows[K];
export type CatalogueLocation = Rows<'locations'>[number];
export type CatalogueSpace = Rows<'spaces'>[number];
export type CatalogueSetting = Rows<'settings'>[number];

/** The bookable catalogue, indexed for the availability engine. */
export interface Catalogue {
  locations: readonly CatalogueLocation[];
  spacesByLocation: ReadonlyMap<number, readonly CatalogueSpace[]>;
  settingsBySpace: ReadonlyMap<number, readonly CatalogueSetting[]>;
  /** Opening hours by `${locationId}:${meetingTypeId}`, then ISO weekday. */
  hours: ReadonlyMap<string, ReadonlyMap<number, { open: number; close: number }>>;
  closedDays: ReadonlyMap<number, ReadonlySet<string>>;
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

/** Indexes the catalogue rows for lookups by location, space, meeting type and weekday. */
export function indexCatalogue(rows: CatalogueRows): Catalogue {
  const hours = new Map<string, Map<number, { open: number; close: number }>>();
  for (const h of rows.hours) {
    const key = `${h.location_id}:${h.meeting_type_id}`;
    const byWeekday = hours.get(key) ?? new Map();
    byWeekday.set(h.weekday, { open: h.open_minutes, close: h.close_minutes });
    hours.set(key, byWeekday);
  }
  const closedDays = new Map<number, Set<string>>();
  for (const c of rows.closed)
    closedDays.set(c.location_id, (closedDays.get(c.location_id) ?? new Set()).add(c.date));
  const firstImage = new Map<number, string>();
  for (const image of rows.images)
    if (!firstImage.has(image.location_id)) firstImage.set(image.location_id, image.url);
  return {
    locations: rows.locations,
    spacesByLocation: groupBy(rows.spaces, (s) => s.location_id),
    settingsBySpace: groupBy(rows.settings, (s) => s.space_id),
    hours,
    closedDays,
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
