import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, withKey } from '../../test/app.ts';
import { engines } from '../../test/db.ts';

interface Package {
  Id: number;
  LocationId: number;
  LocationName: string;
  MeetingtypeId: number;
  Name: string;
  Description: string;
  PricePerPerson: number;
  TaxPercentage: number;
  Options: { OptionId: number; Name: string; AmountPerPerson: number }[];
}

describe.each(engines)('packages and position on %s', (engine) => {
  let t: TestApp;
  let live: {
    id: number;
    location_id: number;
    price_per_person_cents: number;
    name_nl: string;
    name_en: string;
  };
  let inactiveId: number;
  let pendingPackageId: number;
  const get = (url: string) => t.app.inject({ url: `/api${url}`, headers: withKey });

  beforeAll(async () => {
    t = await createTestApp(engine, { demo: true });
    const db = t.database.db;
    live = await db
      .selectFrom('packages as p')
      .innerJoin('locations as l', 'l.id', 'p.location_id')
      .select(['p.id', 'p.location_id', 'p.price_per_person_cents', 'p.name_nl', 'p.name_en'])
      .where('p.is_active', '=', 1)
      .where('l.status', '=', 'live')
      .orderBy('p.id')
      .executeTakeFirstOrThrow();
    const pending = await db
      .selectFrom('locations')
      .select('id')
      .where('status', '=', 'pending')
      .executeTakeFirstOrThrow();
    const row = {
      meeting_type_id: 1,
      name_nl: 'Testpakket',
      name_en: 'Test package',
      description_nl: '',
      description_en: '',
      price_per_person_cents: 1000,
      tax_percentage: 21,
    };
    inactiveId = (
      await db
        .insertInto('packages')
        .values({ ...row, location_id: live.location_id, is_active: 0 })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    pendingPackageId = (
      await db
        .insertInto('packages')
        .values({ ...row, location_id: pending.id, is_active: 1 })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  });
  afterAll(async () => t.close());

  describe('GET /v1/package', () => {
    it('lists active packages of live locations with paging and their contents', async () => {
      const res = await get(`/v1/package?locationId=${live.location_id}&itemsPerPage=100`);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({ Page: 1, ItemsPerPage: 100, MorePages: false });
      const all = (await get('/v1/package?itemsPerPage=100&page=1000')).json();
      expect(all).toMatchObject({ Results: [], MorePages: false });
      expect(all.TotalItems).toBeGreaterThanOrEqual(body.TotalItems);
      const ids = (body.Results as Package[]).map((p) => p.Id);
      expect(ids).toContain(live.id);
      expect(ids).not.toContain(inactiveId);
      expect(ids).not.toContain(pendingPackageId);
      expect(body.TotalItems).toBe(ids.length);
      const first = (body.Results as Package[]).find((p) => p.Id === live.id) as Package;
      expect(first.PricePerPerson).toBe(live.price_per_person_cents / 100);
      expect(first.Name).toBe(live.name_en);
      expect(first.LocationName).not.toBe('');
      expect(first.Options.length).toBeGreaterThan(0);
    });

    it('filters by location and meeting type, answers in the language asked, pages', async () => {
      const res = await get(`/v1/package?locationId=${live.location_id}&meetingtypeId=1&language=nl-NL`);
      const results = res.json().Results as Package[];
      expect(results.length).toBeGreaterThan(0);
      for (const p of results) expect(p).toMatchObject({ LocationId: live.location_id, MeetingtypeId: 1 });
      expect(results.find((p) => p.Id === live.id)?.Name).toBe(live.name_nl);
      const page = (await get('/v1/package?itemsPerPage=1&page=1')).json();
      expect(page.Results).toHaveLength(1);
      expect(page.MorePages).toBe(page.TotalItems > 1);
      expect((await get('/v1/package?locationId=0')).statusCode).toBe(200);
    });

    it.each([
      ['locationId=abc', 'locationId'],
      ['meetingtypeId=7', 'meetingtypeId'],
      ['page=0', 'page'],
      ['itemsPerPage=1000', 'itemsPerPage'],
      ['language=xx', 'language'],
    ])('refuses %s with a 400 naming the field', async (query, field) => {
      const res = await get(`/v1/package?${query}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().Errors.map((e: { Field: string }) => e.Field)).toContain(field);
    });
  });

  describe('GET /v1/package/{id}', () => {
    it('gives one active package of a live location', async () => {
      const res = await get(`/v1/package/${live.id}?language=nl`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ Id: live.id, LocationId: live.location_id, Name: live.name_nl });
    });

    it('404 for an unknown, inactive or not-live package; 400 for a bad id', async () => {
      for (const id of [999_999, inactiveId, pendingPackageId]) {
        expect((await get(`/v1/package/${id}`)).statusCode).toBe(404);
      }
      for (const id of ['abc', '0', '99999999999']) {
        const res = await get(`/v1/package/${id}`);
        expect(res.statusCode).toBe(400);
      }
    });
  });

  describe('GET /v1/global/position', () => {
    it('places every visitor at the centre of the Netherlands (no IP table is shipped)', async () => {
      const own = await get('/v1/global/position');
      expect(own.statusCode).toBe(200);
      expect(own.json()).toEqual({
        Latitude: 52.1326,
        Longitude: 5.2913,
        CountryId: 152,
        CountryCode: 'NL',
        AccuracyKm: 150,
        Source: 'Default',
      });
      expect((await get('/v1/global/position?ip=8.8.8.8')).json().CountryCode).toBe('NL');
      expect((await get('/v1/global/position?ip=2001:db8::1')).statusCode).toBe(200);
    });

    it.each(['not-an-ip', '999.1.1.1', '1.2.3', ':::'])('refuses ip=%s with a 400', async (ip) => {
      const res = await get(`/v1/global/position?ip=${encodeURIComponent(ip)}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().Errors.map((e: { Field: string }) => e.Field)).toContain('ip');
    });
  });

  it('every call needs a key', async () => {
    for (const url of ['/api/v1/package', `/api/v1/package/${live.id}`, '/api/v1/global/position']) {
      expect((await t.app.inject({ url })).statusCode).toBe(401);
    }
  });
});
