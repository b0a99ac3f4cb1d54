import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, withKey } from '../../test/app.ts';
import { engines } from '../../test/db.ts';

describe.each(engines)('location reads on %s', (engine) => {
  let t: TestApp;
  let pendingId: number;
  const get = (url: string) => t.app.inject({ url: `/api${url}`, headers: withKey });
  const unknownId = 999_999;

  beforeAll(async () => {
    t = await createTestApp(engine, { demo: true });
    const pending = await t.database.db
      .selectFrom('locations')
      .select('id')
      .where('status', '=', 'pending')
      .executeTakeFirstOrThrow();
    pendingId = pending.id;
  });
  afterAll(async () => t.close());

  describe('GET /v2/location/channel/1', () => {
    it('pages through the same live locations as /v1/location, with texts, images and meeting types', async () => {
      const res = await get('/v2/location/channel/1?itemsPerPage=100');
      expect(res.statusCode).toBe(200);
      const body = res.json();
      const v1 = (await get('/v1/location?itemsPerPage=1')).json();
      expect(body.TotalItems).toBe(v1.TotalItems);
      expect(body).toMatchObject({ MorePages: true, Page: 1, ItemsPerPage: 100 });
      expect(body.Results).toHaveLength(100);
      expect(body.Results.map((l: { Id: number }) => l.Id)).not.toContain(pendingId);
      const page3 = (await get('/v2/location/channel/1?itemsPerPage=100&page=3')).json();
      expect(page3.MorePages).toBe(false);
      expect(body.Results[0]).toMatchObject({
        Id: expect.any(Number),
        UrlName: expect.stringMatching(/^[a-z0-9-]+$/),
        CountryId: 152,
        Description: expect.stringMatching(/\w/),
        Images: expect.arrayContaining([{ Url: expect.any(String), Alt: expect.any(String) }]),
        MeetingtypeIds: expect.any(Array),
      });
      expect(body.Results[0]).not.toHaveProperty('Email');
    });

    it('gives descriptions in the requested language and filters like the location list', async () => {
      const en = (await get('/v2/location/channel/1?searchTerm=UTRÉCHT&itemsPerPage=100')).json();
      const nl = (
        await get('/v2/location/channel/1?SearchTerm=utrecht&itemsPerPage=100&language=nl-NL')
      ).json();
      expect(en.TotalItems).toBeGreaterThanOrEqual(5);
      expect(nl.TotalItems).toBe(en.TotalItems);
      expect(nl.Results[0].Id).toBe(en.Results[0].Id);
      expect(nl.Results[0].Description).not.toBe(en.Results[0].Description);
      const all = (await get('/v2/location/channel/1?itemsPerPage=1')).json();
      const offices = (await get('/v2/location/channel/1?meetingtypeId=3&itemsPerPage=100')).json();
      expect(offices.TotalItems).toBeGreaterThan(0);
      expect(offices.TotalItems).toBeLessThan(all.TotalItems);
      for (const l of offices.Results) expect(l.MeetingtypeIds).toContain(3);
    });

    it('has nothing for another channel or country', async () => {
      expect((await get('/v2/location/channel/2')).json()).toMatchObject({ Results: [], TotalItems: 0 });
      expect((await get('/v2/location/channel/1?countryId=21')).json()).toMatchObject({ TotalItems: 0 });
    });

    it.each([
      ['/v2/location/channel/abc', 'channelId'],
      ['/v2/location/channel/1?page=0', 'page'],
      ['/v2/location/channel/1?itemsPerPage=101', 'itemsPerPage'],
      ['/v2/location/channel/1?meetingtypeId=4', 'meetingtypeId'],
      ['/v2/location/channel/1?language=fr-FR', 'language'],
    ])('refuses %s with a 400 naming %s', async (url, field) => {
      const res = await get(url);
      expect(res.statusCode).toBe(400);
      expect(res.json().Errors.map((e: { Field: string }) => e.Field)).toContain(field);
    });
  });

  describe('GET /v2/location/{id}/channel/1', () => {
    it('gives one live location in full, opening hours per meeting type and weekday', async () => {
      const res = await get('/v2/location/1/channel/1');
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({
        Id: 1,
        LocationId: 1,
        Email: expect.stringContaining('@'),
        Website: expect.stringMatching(/^https:/),
        Directions: expect.stringMatching(/\w/),
        Description: expect.stringMatching(/\w/),
      });
      expect(body.Images.length).toBeGreaterThanOrEqual(1);
      const hours = body.OpeningHours as { MeetingtypeId: number; Weekday: number; OpenMinutes: number }[];
      expect(new Set(hours.map((h) => h.MeetingtypeId))).toEqual(new Set(body.MeetingtypeIds));
      for (const h of hours) {
        expect(h.Weekday).toBeGreaterThanOrEqual(1);
        expect(h.Weekday).toBeLessThanOrEqual(7);
      }
      expect(hours.filter((h) => h.MeetingtypeId === body.MeetingtypeIds[0]).map((h) => h.Weekday)).toEqual(
        expect.arrayContaining([1, 2, 3, 4, 5]),
      );
      const nl = (await get('/v2/location/1/channel/1?language=52')).json();
      expect(nl.Directions).not.toBe(body.Directions);
    });

    it('is a 404 for a pending or unknown location, or another channel', async () => {
      for (const url of [
        `/v2/location/${pendingId}/channel/1`,
        `/v2/location/${unknownId}/channel/1`,
        '/v2/location/1/channel/2',
      ]) {
        const res = await get(url);
        expect(res.statusCode).toBe(404);
        expect(res.json()).toMatchObject({ StatusCode: 404, Message: expect.any(String) });
      }
    });

    it('refuses an id that is not a positive whole number', async () => {
      for (const url of [
        '/v2/location/abc/channel/1',
        '/v2/location/0/channel/1',
        '/v2/location/99999999999/channel/1',
      ]) {
        const res = await get(url);
        expect(res.statusCode).toBe(400);
        expect(res.json().Errors[0].Field).toBe('id');
      }
    });
  });

  describe('GET /v1/location/{id}/directions', () => {
    it('gives address, position and directions in the requested language', async () => {
      const en = await get('/v1/location/1/directions');
      expect(en.statusCode).toBe(200);
      const detail = (await get('/v2/location/1/channel/1')).json();
      expect(en.json()).toEqual({
        LocationId: 1,
        Address: detail.Address,
        Postalcode: detail.Postalcode,
        City: detail.City,
        Latitude: detail.Latitude,
        Longitude: detail.Longitude,
        Directions: detail.Directions,
      });
      const nl = (await get('/v1/location/1/directions?Language=nl')).json();
      expect(nl.Directions).not.toBe(en.json().Directions);
    });

    it('is a 404 for a pending or unknown location and a 400 for a bad id or language', async () => {
      expect((await get(`/v1/location/${pendingId}/directions`)).statusCode).toBe(404);
      expect((await get(`/v1/location/${unknownId}/directions`)).statusCode).toBe(404);
      expect((await get('/v1/location/x/directions')).statusCode).toBe(400);
      expect((await get('/v1/location/1/directions?language=de')).statusCode).toBe(400);
    });
  });

  describe('GET /v2/location/{id}/language', () => {
    it('lists the languages with a description', async () => {
      const res = await get('/v2/location/2/language');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual([
        { LanguageId: 52, Code: 'nl' },
        { LanguageId: 65, Code: 'en' },
      ]);
      await t.database.db
        .updateTable('locations')
        .set({ description_en: '  ' })
        .where('id', '=', 2)
        .execute();
      expect((await get('/v2/location/2/language')).json()).toEqual([{ LanguageId: 52, Code: 'nl' }]);
    });

    it('is a 404 for a pending or unknown location and a 400 for a bad id', async () => {
      expect((await get(`/v2/location/${pendingId}/language`)).statusCode).toBe(404);
      expect((await get(`/v2/location/${unknownId}/language`)).statusCode).toBe(404);
      expect((await get('/v2/location/-1/language')).statusCode).toBe(400);
    });
  });

  describe('GET /v1/location/{id}/manager/active', () => {
    it('lists the active managers with public fields only', async () => {
      const managed = await t.database.db
        .selectFrom('location_managers')
        .select(['location_id', 'profile_id'])
        .where('is_active', '=', 1)
        .where('location_id', '!=', pendingId)
        .executeTakeFirstOrThrow();
      const res = await get(`/v1/location/${managed.location_id}/manager/active`);
      expect(res.statusCode).toBe(200);
      const managers = res.json();
      expect(managers).toContainEqual({
        ProfileId: managed.profile_id,
        FirstName: expect.any(String),
        LastName: expect.any(String),
      });
      for (const m of managers) expect(Object.keys(m).sort()).toEqual(['FirstName', 'LastName', 'ProfileId']);
      expect(res.body).not.toContain('@');

      await t.database.db
        .updateTable('location_managers')
        .set({ is_active: 0 })
        .where('location_id', '=', managed.location_id)
        .where('profile_id', '=', managed.profile_id)
        .execute();
      const after = (await get(`/v1/location/${managed.location_id}/manager/active`)).json();
      expect(after.map((m: { ProfileId: number }) => m.ProfileId)).not.toContain(managed.profile_id);
    });

    it('is an empty list for a live location without managers', async () => {
      const unmanaged = await t.database.db
        .selectFrom('locations')
        .select('id')
        .where('status', '=', 'live')
        .where('id', 'not in', t.database.db.selectFrom('location_managers').select('location_id'))
        .executeTakeFirstOrThrow();
      const res = await get(`/v1/location/${unmanaged.id}/manager/active`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual([]);
    });

    it('is a 404 for a pending or unknown location and a 400 for a bad id', async () => {
      expect((await get(`/v1/location/${pendingId}/manager/active`)).statusCode).toBe(404);
      expect((await get(`/v1/location/${unknownId}/manager/active`)).statusCode).toBe(404);
      expect((await get('/v1/location/1.5/manager/active')).statusCode).toBe(400);
    });
  });

  it('every location read needs a key', async () => {
    for (const url of [
      '/api/v2/location/channel/1',
      '/api/v2/location/1/channel/1',
      '/api/v1/location/1/directions',
      '/api/v2/location/1/language',
      '/api/v1/location/1/manager/active',
    ]) {
      expect((await t.app.inject({ url })).statusCode).toBe(401);
    }
  });
});
