import { SPACE_SETTING_IDS } from '@meetspace/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, withKey } from '../../test/app.ts';
import { engines } from '../../test/db.ts';

interface Space {
  Id: number;
  MeetingtypeId: number;
  Name: string;
  Price: number;
  Settings: { SettingId: number; Name: string; MinSeats: number; MaxSeats: number }[];
}

describe.each(engines)('space reads on %s', (engine) => {
  let t: TestApp;
  /** A live location with meeting rooms and workspaces. */
  let locationId: number;
  let pendingId: number;
  const get = (url: string) => t.app.inject({ url: `/api${url}`, headers: withKey });
  const spacesOf = async (query = '') =>
    (await get(`/v1/space/location/${locationId}?itemsPerPage=100${query}`)).json().Results as Space[];

  beforeAll(async () => {
    t = await createTestApp(engine, { demo: true });
    const db = t.database.db;
    const both = await db
      .selectFrom('spaces')
      .innerJoin('locations', 'locations.id', 'spaces.location_id')
      .select('spaces.location_id')
      .where('locations.status', '=', 'live')
      .where('spaces.meeting_type_id', 'in', [1, 2])
      .groupBy('spaces.location_id')
      .having((eb) => eb.fn.count('spaces.meeting_type_id').distinct(), '=', 2)
      .orderBy('spaces.location_id')
      .executeTakeFirstOrThrow();
    locationId = both.location_id;
    pendingId = (
      await db.selectFrom('locations').select('id').where('status', '=', 'pending').executeTakeFirstOrThrow()
    ).id;
  });
  afterAll(async () => t.close());

  describe('GET /v1/space/location/{id}', () => {
    it('lists every active space in rank order with settings, prices in euros from cents', async () => {
      const res = await get(`/v1/space/location/${locationId}?itemsPerPage=100`);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      const rows = await t.database.db
        .selectFrom('spaces')
        .select(['id', 'price_cents'])
        .where('location_id', '=', locationId)
        .where('is_active', '=', 1)
        .orderBy('rank')
        .orderBy('id')
        .execute();
      expect(body).toMatchObject({ MorePages: false, Page: 1, TotalItems: rows.length });
      expect(body.Results.map((s: Space) => s.Id)).toEqual(rows.map((r) => r.id));
      expect(body.Results.map((s: Space) => s.Price)).toEqual(rows.map((r) => r.price_cents / 100));
      expect(body.Results[0]).toMatchObject({
        SpaceId: body.Results[0].Id,
        LocationId: locationId,
        Name: expect.stringMatching(/\w/),
        PricingTypeId: expect.any(Number),
        TaxPercentage: expect.any(Number),
        MinDuration: expect.any(Number),
        Capacity: expect.any(Number),
        IsSocialCapital: expect.any(Boolean),
      });
      for (const s of body.Results as Space[]) {
        expect(s.Settings.length).toBeGreaterThan(0);
        for (const setting of s.Settings) expect(setting.MinSeats).toBeLessThanOrEqual(setting.MaxSeats);
      }
    });

    it('keeps only spaces with a setting that seats the number asked for (0 counts as 1)', async () => {
      const all = await spacesOf();
      const fits = (s: Space, seats: number) =>
        s.Settings.some((x) => x.MinSeats <= seats && seats <= x.MaxSeats);
      for (const seats of [1, 2, 8, 30, 500]) {
        const expected = all.filter((s) => fits(s, seats)).map((s) => s.Id);
        expect((await spacesOf(`&seats=${seats}`)).map((s) => s.Id)).toEqual(expected);
      }
      expect(await spacesOf('&seats=0')).toEqual(await spacesOf('&SEATS=1'));
      expect((await spacesOf('&seats=500')).length).toBeLessThan(all.length);
    });

    it('filters by meeting type, names settings in the language and pages', async () => {
      const rooms = await spacesOf('&meetingtypeId=1');
      expect(rooms.length).toBeGreaterThan(0);
      for (const s of rooms) expect(s.MeetingtypeId).toBe(1);
      const nl = (await spacesOf('&language=nl-NL')).find((s) => s.Settings.some((x) => x.SettingId === 10));
      const en = (await spacesOf()).find((s) => s.Id === nl?.Id);
      expect(nl?.Settings.find((x) => x.SettingId === 10)?.Name).toBe('Vergadering');
      expect(en?.Settings.find((x) => x.SettingId === 10)?.Name).toBe('Meeting');
      const page = (await get(`/v1/space/location/${locationId}?itemsPerPage=1&page=2`)).json();
      expect(page).toMatchObject({ Page: 2, ItemsPerPage: 1, MorePages: page.TotalItems > 2 });
      expect(page.Results[0].Id).toBe((await spacesOf())[1]?.Id);
    });

    it('leaves inactive spaces out, also as a single space', async () => {
      const [first] = await spacesOf();
      await t.database.db
        .updateTable('spaces')
        .set({ is_active: 0 })
        .where('id', '=', first?.Id ?? 0)
        .execute();
      expect((await spacesOf()).map((s) => s.Id)).not.toContain(first?.Id);
      expect((await get(`/v1/space/${first?.Id}`)).statusCode).toBe(404);
      await t.database.db
        .updateTable('spaces')
        .set({ is_active: 1 })
        .where('id', '=', first?.Id ?? 0)
        .execute();
    });

    it.each([
      ['?seats=-1', 'seats'],
      ['?seats=abc', 'seats'],
      ['?meetingtypeId=5', 'meetingtypeId'],
      ['?page=0', 'page'],
      ['?language=xx', 'language'],
    ])('refuses %s with a 400 naming %s', async (query, field) => {
      const res = await get(`/v1/space/location/${locationId}${query}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().Errors.map((e: { Field: string }) => e.Field)).toContain(field);
    });
  });

  describe('GET /v1/meetingspace/location/{id} and /v1/workspace/location/{id}', () => {
    it('are the space list restricted to meeting rooms resp. workspaces', async () => {
      const rooms = (await get(`/v1/meetingspace/location/${locationId}?itemsPerPage=100`)).json().Results;
      const desks = (await get(`/v1/workspace/location/${locationId}?itemsPerPage=100`)).json().Results;
      expect(rooms.length).toBeGreaterThan(0);
      expect(desks.length).toBeGreaterThan(0);
      expect(rooms).toEqual(await spacesOf('&meetingtypeId=1'));
      expect(desks).toEqual(await spacesOf('&meetingtypeId=2'));
      const seated = (await get(`/v1/workspace/location/${locationId}?seats=1`)).json().Results;
      expect(seated.map((s: Space) => s.Id)).toEqual(desks.map((s: Space) => s.Id));
    });

    it('match nothing when asked for another meeting type', async () => {
      const res = await get(`/v1/workspace/location/${locationId}?meetingtypeId=1`);
      expect(res.json()).toMatchObject({ Results: [], MorePages: false, TotalItems: 0 });
    });
  });

  describe('GET /v1/space/{id}', () => {
    it('gives one space as in the list, in the language asked for', async () => {
      const [first] = await spacesOf();
      const res = await get(`/v1/space/${first?.Id}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual(first);
      const nl = (await get(`/v1/space/${first?.Id}?language=nl`)).json();
      expect(nl.Name).not.toBe(first?.Name);
    });

    it('is a 404 for an unknown space or one of a pending location, a 400 for a bad id', async () => {
      expect((await get('/v1/space/9999999')).statusCode).toBe(404);
      const pendingSpace = await t.database.db
        .selectFrom('spaces')
        .select('id')
        .where('location_id', '=', pendingId)
        .executeTakeFirstOrThrow();
      expect((await get(`/v1/space/${pendingSpace.id}`)).statusCode).toBe(404);
      expect((await get('/v1/space/abc')).statusCode).toBe(400);
    });
  });

  it('the space lists are a 404 for a pending or unknown location', async () => {
    for (const kind of ['space', 'meetingspace', 'workspace']) {
      for (const id of [pendingId, 9_999_999]) {
        const res = await get(`/v1/${kind}/location/${id}`);
        expect(res.statusCode).toBe(404);
        expect(res.json().StatusCode).toBe(404);
      }
    }
  });

  describe('GET /v1/space/configurations/active', () => {
    it('lists the 29 settings named in the requested language', async () => {
      const en = (await get('/v1/space/configurations/active')).json();
      expect(en).toHaveLength(29);
      expect(en.map((s: { Id: number }) => s.Id)).toEqual([...SPACE_SETTING_IDS]);
      expect(en[0]).toEqual({ Id: 1, Name: 'Other' });
      const nl = (await get('/v1/space/configurations/active?language=nl-NL')).json();
      expect(nl[0]).toEqual({ Id: 1, Name: 'Anders' });
      expect((await get('/v1/space/configurations/active?language=123')).statusCode).toBe(400);
    });
  });

  it('every space read needs a key', async () => {
    for (const url of [
      `/api/v1/space/location/${locationId}`,
      `/api/v1/meetingspace/location/${locationId}`,
      `/api/v1/workspace/location/${locationId}`,
      '/api/v1/space/1',
      '/api/v1/space/configurations/active',
    ]) {
      expect((await t.app.inject({ url })).statusCode).toBe(401);
    }
  });
});
