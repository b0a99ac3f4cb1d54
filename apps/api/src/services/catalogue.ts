import type { AvailabilityRepository, CatalogueRows } from '../repositories/availability.repository.ts';

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

/** How long a process trusts its copy of the catalogue before reading it again. */
export const CATALOGUE_TTL_MS = 15_000;

/**
 * A per-process copy of the catalogue, read again after CATALOGUE_TTL_MS or when a write in this
 * process calls `invalidate()`. Concurrent readers share one load. Bookings and holds are never
 * cached: they are read for every search.
 */
export function createCatalogueCache(repo: AvailabilityRepository, clock: () => number = Date.now) {
  let current: { at: number; value: Promise<Catalogue> } | undefined;
  return {
    get(): Promise<Catalogue> {
      const now = clock();
      if (!current || now - current.at > CATALOGUE_TTL_MS) {
        const value = repo.loadCatalogue().then(indexCatalogue);
        current = { at: now, value };
        value.catch(() => {
          if (current?.value === value) current = undefined;
        });
      }
      return current.value;
    },
    invalidate(): void {
      current = undefined;
    },
  };
}
export type CatalogueCache = ReturnType<typeof createCatalogueCache>;
