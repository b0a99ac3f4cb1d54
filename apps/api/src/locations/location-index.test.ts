import {
  AMENITIES,
  amenityMask,
  boundingBox,
  distanceKm,
  type LocationList,
  type LocationListQuery,
  normalizeSearchText,
  roundKm,
  searchWords,
} from '@meetspace/domain';
import fc from 'fast-check';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, engines, type TestDatabase } from '../../test/db.ts';
import type { DB } from '../db/schema.ts';
import { presentLocationSummary } from './location.presenter.ts';
import { type LiveLocationFilter, type LocationRow, locationQueries } from './location.queries.ts';
import {
  buildLocationIndex,
  imageAt,
  kthSmallest,
  LOCATION_INDEX_PROBE_MS,
  openLocationIndex,
  pageByName,
  pageNear,
} from './location-index.ts';
import { listLocations } from './location-list.reads.ts';

/**
 * The reference: `GET /v1/location` as it was answered straight from SQL before the index (a
 * bounding box in SQL and the exact distance here with a point; `ORDER BY name, id` with OFFSET
 * and a COUNT without one). The index must answer exactly the same.
 */
async function listLocationsBySql(db: Kysely<DB>, query: LocationListQuery): Promise<LocationList> {
  const filter: LiveLocationFilter = {
    countryId: query.countryId,
    words: searchWords(query.searchTerm),
    meetingTypeId: query.meetingtypeId,
  };
  const offset = (query.page - 1) * query.itemsPerPage;
  let page: { row: LocationRow; distanceKm: number | null }[];
  let total: number;
  if (query.lat !== undefined && query.lng !== undefined) {
    const center = { latitude: query.lat, longitude: query.lng };
    const candidates = await locationQueries.listLive(db, {
      ...filter,
      box: boundingBox(center, query.radius),
    });
    const within = candidates
      .map((c) => ({ id: c.id, distanceKm: distanceKm(center, c) }))
      .filter((c) => c.distanceKm <= query.radius)
      .sort((a, b) => a.distanceKm - b.distanceKm || a.id - b.id);
    total = within.length;
    const slice = within.slice(offset, offset + query.itemsPerPage);
    const rows = new Map(
      (
        await locationQueries.liveByIds(
          db,
          slice.map((c) => c.id),
        )
      ).map((r) => [r.id, r]),
    );
    page = slice.flatMap((c) => {
      const row = rows.get(c.id);
      return row ? [{ row, distanceKm: roundKm(c.distanceKm) }] : [];
    });
  } else {
    const result = await locationQueries.pageLive(db, filter, offset, query.itemsPerPage);
    total = result.total;
    page = result.rows.map((row) => ({ row, distanceKm: null }));
  }
  const ids = page.map((p) => p.row.id);
  const [meetingTypes, images] = await Promise.all([
    locationQueries.meetingTypesByLocation(db, ids),
    locationQueries.firstImageByLocation(db, ids),
  ]);
  return {
    Results: page.map(({ row, distanceKm: d }) =>
      presentLocationSummary(row, {
        distanceKm: d,
        meetingTypeIds: meetingTypes.get(row.id) ?? [],
        imageUrl: images.get(row.id) ?? null,
      }),
    ),
    MorePages: offset + page.length < total,
    Page: query.page,
    ItemsPerPage: query.itemsPerPage,
    TotalItems: total,
  };
}

const NOW = '2026-11-25T10:00:00.000Z';
const NAMES = [
  'Café de Zwaan',
  'De Werkplaats',
  'Het Kantoor',
  'Zaal Één',
  'Amsterdamse Hoek',
  'de zwaan',
  'B',
];
const CITIES = ['Utrecht', 'Amsterdam', "'s-Hertogenbosch", 'Den Haag', 'Zürich'];
const CENTERS = [
  { latitude: 52.0907, longitude: 5.1214 },
  { latitude: 52.3676, longitude: 4.9041 },
  { latitude: 0, longitude: 179.95 },
  { latitude: 88.5, longitude: -10 },
];

/** A number of degrees in [-max, max] in steps of a millionth (no bias to the ends). */
const degrees = (max: number) =>
  fc.integer({ min: -max * 1_000_000, max: max * 1_000_000 }).map((n) => n / 1_000_000);
/** Mostly absent (a list is seldom filtered by everything at once). */
const seldom = <T>(arb: fc.Arbitrary<T>) =>
  fc.oneof({ arbitrary: fc.constant(undefined), weight: 3 }, { arbitrary: arb, weight: 1 });

const locationArb = fc.record({
  name: fc.constantFrom(...NAMES),
  city: fc.constantFrom(...CITIES),
  live: fc.boolean(),
  countryId: fc.constantFrom(152, 21),
  center: fc.constantFrom(...CENTERS),
  // Some exactly on the centre (equal distances: the id decides), most spread up to ~100 km.
  offset: fc.oneof(fc.constant([0, 0] as const), fc.tuple(degrees(1), degrees(1))),
  meetingTypes: fc.subarray([1, 2, 3]),
  imageRanks: fc.array(fc.integer({ min: 0, max: 2 }), { maxLength: 3 }),
  reviewCount: fc.integer({ min: 0, max: 50 }),
});

type LocationSpec = fc.Arbitrary<typeof locationArb extends fc.Arbitrary<infer T> ? T : never>;

async function replaceLocations(
  db: Kysely<DB>,
  specs: (LocationSpec extends fc.Arbitrary<infer T> ? T : never)[],
) {
  await db.deleteFrom('location_images').execute();
  await db.deleteFrom('location_meeting_types').execute();
  await db.deleteFrom('locations').execute();
  let n = 0;
  for (const spec of specs) {
    n += 1;
    const latitude = Math.max(-90, Math.min(90, spec.center.latitude + spec.offset[0]));
    let longitude = spec.center.longitude + spec.offset[1];
    if (longitude > 180) longitude -= 360;
    const { id } = await db
      .insertInto('locations')
      .values({
        channel_id: 1,
        country_id: spec.countryId,
        slug: `location-${n}-${Math.random().toString(36).slice(2)}`,
        name: spec.name,
        search_text: normalizeSearchText(`${spec.name} ${spec.city}`),
        address: `Straat ${n}`,
        postal_code: '3511 ED',
        city: spec.city,
        latitude,
        longitude,
        status: spec.live ? 'live' : 'pending',
        review_count: spec.reviewCount,
        created_at: NOW,
        updated_at: NOW,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (spec.meetingTypes.length > 0)
      await db
        .insertInto('location_meeting_types')
        .values(spec.meetingTypes.map((meeting_type_id) => ({ location_id: id, meeting_type_id })))
        .execute();
    for (const [i, rank] of spec.imageRanks.entries())
      await db
        .insertInto('location_images')
        .values({ location_id: id, url: `https://img.test/${id}/${i}.jpg`, rank })
        .execute();
  }
}

const bumpCatalogue = (db: Kysely<DB>) =>
  db
    .updateTable('catalogue_version')
    .set((eb) => ({ version: eb('version', '+', 1) }))
    .where('id', '=', 1)
    .execute();

const queryArb: fc.Arbitrary<LocationListQuery> = fc
  .record({
    point: fc.option(
      fc.record({
        center: fc.constantFrom(...CENTERS),
        shift: fc.tuple(degrees(0.5), degrees(0.5)),
      }),
    ),
    radius: fc.oneof(
      fc.constant(25),
      fc.integer({ min: 1, max: 150_000 }).map((m) => m / 1000),
      fc.integer({ min: 1, max: 1000 }),
    ),
    searchTerm: seldom(
      fc.oneof(
        fc.constantFrom(
          'zwaan',
          'DE',
          'één',
          'utrecht de',
          'hertogenbosch',
          'zur',
          'e',
          'ka nt',
          'xyz',
          '  ',
          'b',
        ),
        fc.string({ maxLength: 6 }),
      ),
    ),
    countryId: seldom(fc.constantFrom(152, 21, 999)),
    meetingtypeId: seldom(fc.constantFrom(1, 2, 3)),
    page: fc.integer({ min: 1, max: 4 }),
    itemsPerPage: fc.integer({ min: 1, max: 25 }),
  })
  .map(({ point, radius, ...rest }) => ({
    ...rest,
    radius,
    ...(point
      ? {
          lat: Math.max(-90, Math.min(90, point.center.latitude + point.shift[0])),
          lng: Math.max(-180, Math.min(180, point.center.longitude + point.shift[1])),
        }
      : {}),
  }));

describe.each(engines)('the location list index on %s', (engine) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(engine);
  });
  afterAll(async () => database.destroy());

  it('answers every list query exactly as the straight SQL evaluation does', async () => {
    let now = 0;
    const index = openLocationIndex(database.db, () => now);
    await fc.assert(
      fc.asyncProperty(fc.array(locationArb, { minLength: 10, maxLength: 60 }), async (specs) => {
        await replaceLocations(database.db, specs);
        await bumpCatalogue(database.db);
        now += LOCATION_INDEX_PROBE_MS + 1; // the next read probes, sees the bump and reloads
        await fc.assert(
          fc.asyncProperty(queryArb, fc.option(fc.nat()), async (asked, onEdge) => {
            // Now and then the radius is exactly the distance of a location: the edge is inside.
            const query = { ...asked };
            const points = await database.db
              .selectFrom('locations')
              .select(['latitude', 'longitude'])
              .execute();
            const edge = onEdge === null ? undefined : points[onEdge % points.length];
            if (edge && query.lat !== undefined && query.lng !== undefined) {
              const d = distanceKm({ latitude: query.lat, longitude: query.lng }, edge);
              if (d > 0 && d <= 1000) query.radius = d;
            }
            const got = await listLocations(database.db, index, query);
            if (process.env.DEBUG_LIST)
              console.log(JSON.stringify(query), got.TotalItems, got.Results.length);
            expect(got).toEqual(await listLocationsBySql(database.db, query));
          }),
          { numRuns: 80 },
        );
      }),
      { numRuns: 8, endOnFailure: true },
    );
  });

  it('sees a catalogue change at the first probe after the version moved, not before', async () => {
    let now = 0;
    const index = openLocationIndex(database.db, () => now);
    await replaceLocations(database.db, [
      {
        name: 'Het Kantoor',
        city: 'Utrecht',
        live: true,
        countryId: 152,
        center: CENTERS[0] as (typeof CENTERS)[number],
        offset: [0, 0],
        meetingTypes: [1],
        imageRanks: [],
        reviewCount: 0,
      },
    ]);
    await bumpCatalogue(database.db);
    const query: LocationListQuery = { page: 1, itemsPerPage: 10, radius: 25, searchTerm: 'kantoor' };
    expect((await listLocations(database.db, index, query)).TotalItems).toBe(1);

    const [location] = await database.db.selectFrom('locations').select('id').execute();
    await database.db
      .updateTable('locations')
      .set({ name: 'De Zaal', search_text: 'de zaal utrecht' })
      .where('id', '=', location?.id as number)
      .execute();
    await bumpCatalogue(database.db);
    now += LOCATION_INDEX_PROBE_MS - 1; // within the probe interval: the index is not asked again
    expect((await listLocations(database.db, index, query)).TotalItems).toBe(1);
    now += 2; // the probe reads the moved version and reloads
    expect((await listLocations(database.db, index, query)).TotalItems).toBe(0);
    expect((await listLocations(database.db, index, { ...query, searchTerm: 'zaal' })).TotalItems).toBe(1);
  });
});

describe('buildLocationIndex', () => {
  it('keeps the rows order as positions, each location its meeting types (ascending) and first image', () => {
    const rows = [
      {
        id: 7,
        channel_id: 1,
        country_id: 152,
        latitude: 52,
        longitude: 5,
        search_text: 'a utrecht',
        image_url: 'https://img.test/7.jpg',
      },
      {
        id: 3,
        channel_id: 1,
        country_id: 21,
        latitude: 51,
        longitude: 4,
        search_text: 'b gent',
        image_url: null,
      },
    ];
    const index = buildLocationIndex(rows, [
      { location_id: 3, meeting_type_id: 1 },
      { location_id: 3, meeting_type_id: 3 },
      { location_id: 7, meeting_type_id: 2 },
      { location_id: 99, meeting_type_id: 1 },
    ]);
    expect(Array.from(index.ids)).toEqual([7, 3]);
    expect(
      Array.from(index.meetingTypes.subarray(index.meetingTypeStart[1], index.meetingTypeStart[2])),
    ).toEqual([1, 3]);
    expect(Array.from(index.byLatitude)).toEqual([1, 0]);
    expect(index.text).toBe('a utrecht\nb gent');
    expect([imageAt(index, 0), imageAt(index, 1)]).toEqual(['https://img.test/7.jpg', null]);
  });
});

describe('the amenities filter of the index', () => {
  it('keeps exactly the locations that offer every asked amenity, by name and near a point', () => {
    fc.assert(
      fc.property(
        fc.array(fc.subarray([...AMENITIES]), { minLength: 1, maxLength: 40 }),
        fc.subarray([...AMENITIES], { maxLength: 4 }),
        (offered, asked) => {
          const rows = offered.map((_, i) => ({
            id: i + 1,
            channel_id: 1,
            country_id: 152,
            latitude: 52 + i / 1000,
            longitude: 5,
            search_text: `l${i}`,
            image_url: null,
          }));
          const pairs = offered.flatMap((list, i) =>
            list.map((amenity) => ({ location_id: i + 1, amenity })),
          );
          const index = buildLocationIndex(rows, [], pairs);
          const expected = rows
            .filter((_, i) => asked.every((a) => offered[i]?.includes(a)))
            .map((r) => r.id);
          const filter = { amenityMask: amenityMask(asked) };
          const byName = pageByName(index, filter, 0, 100);
          expect(byName.items.map((p) => index.ids[p])).toEqual(expected);
          expect(byName.total).toBe(expected.length);
          const near = pageNear(index, { latitude: 52, longitude: 5 }, 100, filter, 0, 100);
          expect(near.items.map((c) => index.ids[c.position]).sort((a, b) => (a ?? 0) - (b ?? 0))).toEqual(
            expected,
          );
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('kthSmallest', () => {
  it('finds the value a sort puts at place k, repeated values included', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.integer({ min: 0, max: 20 }).map((n) => n / 4),
          { minLength: 1, maxLength: 200 },
        ),
        fc.nat(),
        (values, k) => {
          const place = k % values.length;
          const sorted = [...values].sort((a, b) => a - b);
          expect(kthSmallest(Float64Array.from(values), values.length, place)).toBe(sorted[place]);
        },
      ),
    );
  });
});
