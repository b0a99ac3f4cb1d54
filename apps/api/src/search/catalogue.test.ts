import { describe, expect, it } from 'vitest';
import type { CatalogueRows } from './availability.queries.ts';
import {
  CATALOGUE_PROBE_MS,
  type CatalogueSource,
  createCatalogueCache,
  hourSlot,
  indexCatalogue,
  settingsOf,
} from './catalogue.ts';

const rows = {
  locations: [{ id: 1, name: 'De Werkplaats', search_text: 'de werkplaats utrecht', latitude: 52.09 }],
  spaces: [
    { id: 10, location_id: 1 },
    { id: 11, location_id: 1 },
  ],
  settings: [{ space_id: 10, setting_id: 9, min_seats: 1, max_seats: 8 }],
  hours: [{ location_id: 1, meeting_type_id: 1, weekday: 2, open_minutes: 480, close_minutes: 1080 }],
  closed: [{ location_id: 1, date: '2026-12-25' }],
  images: [
    { location_id: 1, url: '/a.jpg' },
    { location_id: 1, url: '/b.jpg' },
  ],
} as unknown as CatalogueRows;

function fakeRepo() {
  let loads = 0;
  let version = 1;
  const repo = {
    catalogueVersion: async () => version,
    loadCatalogue: async () => {
      loads += 1;
      return rows;
    },
  } as unknown as CatalogueSource;
  return { repo, loads: () => loads, bump: () => (version += 1) };
}

describe('indexCatalogue', () => {
  it('indexes spaces, settings, hours, closed days and the first image', () => {
    const c = indexCatalogue(rows);
    expect(c.spacesByLocation.get(1)?.map((s) => s.id)).toEqual([10, 11]);
    const [first, second] = c.spacesByLocation.get(1) ?? [];
    expect(first && settingsOf(c, first)).toEqual([
      { space_id: 10, setting_id: 9, min_seats: 1, max_seats: 8 },
    ]);
    expect(second && settingsOf(c, second)).toEqual([]);
    expect([...c.hours.subarray(hourSlot(0, 1, 2), hourSlot(0, 1, 2) + 2)]).toEqual([480, 1080]);
    expect(c.hours[hourSlot(0, 1, 3)]).toBe(-1);
    expect(c.closedDays.get(1)?.has('2026-12-25')).toBe(true);
    expect(c.firstImage.get(1)).toBe('/a.jpg');
  });
});

describe('createCatalogueCache', () => {
  it('shares one load, reloads only when the version moved, and after an invalidate', async () => {
    let now = 0;
    const { repo, loads, bump } = fakeRepo();
    const cache = createCatalogueCache(repo, () => now);
    await Promise.all([cache.get(), cache.get(), cache.get()]);
    expect(loads()).toBe(1);
    now += CATALOGUE_PROBE_MS + 1;
    await cache.get();
    expect(loads()).toBe(1);
    bump();
    await cache.get();
    expect(loads()).toBe(1);
    now += CATALOGUE_PROBE_MS + 1;
    await cache.get();
    expect(loads()).toBe(2);
    cache.invalidate();
    await cache.get();
    expect(loads()).toBe(3);
  });

  it('forgets a failed load so the next reader tries again', async () => {
    let fail = true;
    const repo = {
      catalogueVersion: async () => 1,
      loadCatalogue: async () => {
        if (fail) throw new Error('db down');
        return rows;
      },
    } as unknown as CatalogueSource;
    const cache = createCatalogueCache(repo, () => 0);
    await expect(cache.get()).rejects.toThrow('db down');
    fail = false;
    await expect(cache.get()).resolves.toBeDefined();
  });
});
