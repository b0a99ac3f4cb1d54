import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, engines } from '../../test/db.ts';
import type { Database } from '../db/connect.ts';
import { generateDemoData } from '../demo/generate.ts';
import { availabilityQueries } from './availability.queries.ts';

describe.each(engines)('availability queries on %s', (engine) => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase(engine);
    await generateDemoData(database.db, { password: 'Repo-pass-1!', locations: 200 });
  });
  afterAll(async () => database.destroy());

  it('counts catalogue versions up', async () => {
    const before = await availabilityQueries.catalogueVersion(database.db);
    await availabilityQueries.bumpCatalogueVersion(database.db);
    expect(await availabilityQueries.catalogueVersion(database.db)).toBe(before + 1);
  });

  it('loads only live locations and active spaces', async () => {
    const catalogue = await availabilityQueries.loadCatalogue(database.db);
    expect(catalogue.locations.length).toBeGreaterThanOrEqual(200);
    const live = await database.db
      .selectFrom('locations')
      .select('id')
      .where('status', '=', 'live')
      .execute();
    expect(catalogue.locations).toHaveLength(live.length);
    const liveIds = new Set(live.map((l) => l.id));
    for (const space of catalogue.spaces) expect(liveIds.has(space.location_id)).toBe(true);
    const spaceIds = new Set(catalogue.spaces.map((s) => s.id));
    for (const setting of catalogue.settings) expect(spaceIds.has(setting.space_id)).toBe(true);
  });

  it('reads the occupancy of a period: bookings that touch it, holds still alive', async () => {
    const all = await database.db
      .selectFrom('reservation_spaces')
      .select(['start_date'])
      .where('is_cancelled', '=', 0)
      .orderBy('start_date')
      .execute();
    const date = all[Math.floor(all.length / 2)]?.start_date as string;
    const { bookings, holds } = await availabilityQueries.loadOccupancy(database.db, {
      startDate: date,
      endDate: date,
      nowIso: new Date().toISOString(),
    });
    expect(bookings.length).toBe(all.filter((r) => r.start_date === date).length);
    expect(holds).toEqual([]);
  });
});
