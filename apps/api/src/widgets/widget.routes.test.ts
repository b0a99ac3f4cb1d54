import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALLERS, type Caller, callerHeaders } from '../../test/access.ts';
import { createTestApp, type TestApp, withKey } from '../../test/app.ts';
import { apiCall, profileIdOf } from '../../test/booking.ts';
import { engines } from '../../test/db.ts';

// Monday 23 November 2026 09:00 in Amsterdam.
const NOW = new Date('2026-11-23T08:00:00Z');

/** widget.manage: only the location's managers (the host manages it here), not even an admin. */
const EXPECTED: Record<Caller, number> = { owner: 403, host: 200, other: 403, anonymous: 401, admin: 403 };

describe.each(engines)('widgets on %s', (engine) => {
  let t: TestApp;
  let headers: Record<Caller, Record<string, string>>;
  let call: ReturnType<typeof apiCall>;
  /** A live meeting-room location the host manages, one of its rooms, and another location's room. */
  let locationId: number;
  let spaceId: number;
  let spaceCapacity: number;
  let otherSpaceId: number;
  let unmanagedLocationId: number;
  let widget: { Id: number; Key: string };

  const body = (over: object = {}) => ({
    Name: 'Website',
    LocationId: locationId,
    PreSelectedMeetingtype: 1,
    SpaceId: null,
    MinSeats: 1,
    Styling: {
      PrimaryColor: '#aa3300',
      TextColor: '#111111',
      BackgroundColor: '#ffffff',
      FontFamily: 'serif',
      BorderRadius: 4,
    },
    ShowPrices: false,
    ShowSearchInput: true,
    ShowCountrySelect: false,
    ShowOptionsStep: false,
    ShowBookingDetailsStep: true,
    AuthType: 2,
    Meetingtypes: [1],
    ...over,
  });

  beforeAll(async () => {
    t = await createTestApp(engine, { demo: true, locations: 12, now: () => NOW });
    call = apiCall(t);
    headers = await callerHeaders(t, NOW);
    const db = t.database.db;
    const hostId = await profileIdOf(t, 'host@example.com');
    const managed = await db
      .selectFrom('location_managers as m')
      .innerJoin('locations as l', 'l.id', 'm.location_id')
      .innerJoin('spaces as s', 's.location_id', 'l.id')
      .select(['l.id as locationId', 's.id as spaceId', 's.capacity'])
      .where('m.profile_id', '=', hostId)
      .where('m.is_active', '=', 1)
      .where('l.status', '=', 'live')
      .where('s.meeting_type_id', '=', 1)
      .where('s.is_active', '=', 1)
      .orderBy('l.id')
      .orderBy('s.id')
      .executeTakeFirstOrThrow();
    locationId = managed.locationId;
    spaceId = managed.spaceId;
    spaceCapacity = managed.capacity;
    // The location must offer meeting rooms (it has one), and only those for the tests below.
    await db.deleteFrom('location_meeting_types').where('location_id', '=', locationId).execute();
    await db
      .insertInto('location_meeting_types')
      .values({ location_id: locationId, meeting_type_id: 1 })
      .execute();
    const other = await db
      .selectFrom('spaces as s')
      .innerJoin('locations as l', 'l.id', 's.location_id')
      .select(['s.id', 'l.id as locationId'])
      .where('l.status', '=', 'live')
      .where('s.meeting_type_id', '=', 1)
      .where('s.is_active', '=', 1)
      .where(
        'l.id',
        'not in',
        db.selectFrom('location_managers').select('location_id').where('profile_id', '=', hostId),
      )
      .orderBy('s.id')
      .executeTakeFirstOrThrow();
    otherSpaceId = other.id;
    unmanagedLocationId = other.locationId;
    const res = await call('POST', '/v1/host/widget', headers.host, body());
    expect(res.statusCode, res.body).toBe(200);
    widget = res.json();
  });
  afterAll(async () => t?.close());

  it('POST /v1/host/widget stores every setting and gives the widget an unguessable key', async () => {
    const res = await call('GET', `/v1/host/widget/${widget.Id}`, headers.host);
    expect(res.json()).toMatchObject({
      Id: widget.Id,
      Key: expect.stringMatching(/^[\w-]{32}$/),
      Name: 'Website',
      LocationId: locationId,
      PreSelectedMeetingtype: 1,
      SpaceId: null,
      ShowPrices: false,
      ShowOptionsStep: false,
      ShowBookingDetailsStep: true,
      AuthType: 2,
      Meetingtypes: [1],
      Styling: { PrimaryColor: '#aa3300', FontFamily: 'serif', BorderRadius: 4 },
    });
    const list = await call('GET', '/v1/host/widget', headers.host);
    expect(list.json().Results.map((w: { Id: number }) => w.Id)).toContain(widget.Id);
    expect((await call('GET', '/v1/host/widget', headers.other)).json().Results).toEqual([]);
    expect((await call('GET', '/v1/host/widget', headers.anonymous)).statusCode).toBe(401);
  });

  for (const [method, path] of [
    ['GET', '/v1/host/widget/{id}'],
    ['PUT', '/v1/host/widget/{id}'],
  ] as const) {
    it.each(CALLERS)(`${method} ${path} as %s`, async (caller) => {
      const res = await call(
        method,
        path.replace('{id}', String(widget.Id)),
        headers[caller],
        method === 'PUT' ? body() : undefined,
      );
      expect(res.statusCode, res.body.slice(0, 200)).toBe(EXPECTED[caller]);
    });
  }

  it.each(CALLERS)('DELETE /v1/host/widget/{id} as %s', async (caller) => {
    const made = (
      await call('POST', '/v1/host/widget', headers.host, body({ Name: `Gone ${caller}` }))
    ).json();
    const res = await call('DELETE', `/v1/host/widget/${made.Id}`, headers[caller]);
    expect(res.statusCode, res.body.slice(0, 200)).toBe(EXPECTED[caller]);
    const after = await call('GET', `/v1/widget/${made.Key}`, {});
    expect(after.statusCode).toBe(EXPECTED[caller] === 200 ? 404 : 200);
  });

  it('GET /v1/host/widget/choices lists the managed locations with their types and spaces', async () => {
    const res = await call('GET', '/v1/host/widget/choices?language=en', headers.host);
    expect(res.statusCode).toBe(200);
    const mine = res.json().Locations.find((l: { Id: number }) => l.Id === locationId);
    expect(mine).toMatchObject({ Meetingtypes: [1], IsLive: true });
    expect(mine.Spaces.map((s: { Id: number }) => s.Id)).toContain(spaceId);
    expect(res.json().Locations.map((l: { Id: number }) => l.Id)).not.toContain(unmanagedLocationId);
    expect((await call('GET', '/v1/host/widget/choices', headers.other)).json()).toEqual({ Locations: [] });
    expect((await call('GET', '/v1/host/widget/choices', headers.anonymous)).statusCode).toBe(401);
  });

  it('answers 404 for a widget that is not there', async () => {
    expect((await call('GET', '/v1/host/widget/999999', headers.host)).statusCode).toBe(404);
    expect((await call('GET', '/v1/widget/no-such-widget-key', {})).statusCode).toBe(404);
  });

  it('refuses a location the member does not manage (403) and one that does not exist (400)', async () => {
    expect(
      (await call('POST', '/v1/host/widget', headers.host, body({ LocationId: unmanagedLocationId })))
        .statusCode,
    ).toBe(403);
    expect((await call('POST', '/v1/host/widget', headers.other, body())).statusCode).toBe(403);
    expect((await call('POST', '/v1/host/widget', headers.anonymous, body())).statusCode).toBe(401);
    const missing = await call('POST', '/v1/host/widget', headers.host, body({ LocationId: 999999 }));
    expect(missing.statusCode).toBe(400);
    expect(missing.json().Errors).toEqual([{ Field: 'LocationId', Code: 'not_found' }]);
  });

  it('refuses settings that do not fit the location, with field errors', async () => {
    const res = await call(
      'POST',
      '/v1/host/widget',
      headers.host,
      body({ SpaceId: otherSpaceId, Meetingtypes: [1, 2], PreSelectedMeetingtype: 3 }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().Errors).toEqual(
      expect.arrayContaining([
        { Field: 'Meetingtypes[1]', Code: 'meeting_type_not_offered' },
        { Field: 'PreSelectedMeetingtype', Code: 'preselected_not_offered' },
        { Field: 'SpaceId', Code: 'space_not_at_location' },
      ]),
    );
    const tooMany = await call(
      'PUT',
      `/v1/host/widget/${widget.Id}`,
      headers.host,
      body({ SpaceId: spaceId, MinSeats: spaceCapacity + 1 }),
    );
    expect(tooMany.json().Errors).toEqual([{ Field: 'MinSeats', Code: 'too_big' }]);
    const shape = await call(
      'POST',
      '/v1/host/widget',
      headers.host,
      body({ AuthType: 3, Styling: { PrimaryColor: 'red', FontFamily: 'Comic Sans' }, Name: '' }),
    );
    expect(shape.statusCode).toBe(400);
    const fields = shape.json().Errors.map((e: { Field: string }) => e.Field);
    expect(fields).toEqual(
      expect.arrayContaining(['AuthType', 'Styling.PrimaryColor', 'Styling.FontFamily', 'Name']),
    );
  });

  it('GET /v1/widget/{key} gives the configuration without its owner', async () => {
    const res = await call('GET', `/v1/widget/${widget.Key}`, {});
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      Id: widget.Id,
      LocationId: locationId,
      ShowPrices: false,
      AuthType: 2,
    });
    expect(res.json()).not.toHaveProperty('ProfileId');
  });

  it("a search through a widget has that widget's state, and is limited to its location, space and seats", async () => {
    await call('PUT', `/v1/host/widget/${widget.Id}`, headers.host, body({ SpaceId: spaceId, MinSeats: 2 }));
    const saved = await call(
      'POST',
      '/v1/search',
      {},
      { StartDate: '2026-11-25', SearchTerm: 'Groningen', WidgetId: widget.Id, Seats: 1 },
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      LocationId: locationId,
      SpaceId: spaceId,
      Seats: 2,
      WidgetId: widget.Id,
      SearchTerm: null,
    });
    const state = await call('GET', `/v1/widget/search/${saved.json().Key}/state`, {});
    expect(state.json()).toMatchObject({
      Id: widget.Id,
      LocationId: locationId,
      SpaceId: spaceId,
      MinSeats: 2,
      ShowPrices: false,
      ShowOptionsStep: false,
      ShowBookingDetailsStep: true,
      AuthType: 2,
      Meetingtypes: [1],
      Search: { Key: saved.json().Key },
    });
    expect(JSON.parse(state.json().Styling)).toMatchObject({ PrimaryColor: '#aa3300' });

    const plain = await call('POST', '/v1/search', {}, { StartDate: '2026-11-25' });
    expect((await call('GET', `/v1/widget/search/${plain.json().Key}/state`, {})).json()).toMatchObject({
      Id: -100,
      ShowPrices: true,
      AuthType: 0,
    });

    const found = await call(
      'GET',
      `/v2/availability?startDate=2026-11-25&startTime=600&endTime=720&meetingType=1&seats=1&q=Utrecht&widgetId=${widget.Id}`,
      {},
    );
    expect(found.statusCode, found.body.slice(0, 300)).toBe(200);
    const result = found.json();
    expect(result.Seats).toBe(2);
    expect(result.Locations.map((l: { LocationId: number }) => l.LocationId)).toEqual([locationId]);
    const spaces = result.Locations[0].Spaces as { SpaceId: number }[];
    expect(spaces.length).toBeGreaterThan(0);
    expect(new Set(spaces.map((s) => s.SpaceId))).toEqual(new Set([spaceId]));

    const unknown = await call('GET', '/v2/availability?startDate=2026-11-25&widgetId=987654', {});
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().Errors).toEqual([{ Field: 'widgetId', Code: 'unknown_widget' }]);
    const site = await call('GET', '/v2/availability?startDate=2026-11-25&q=Utrecht&widgetId=-100', {});
    expect(site.statusCode).toBe(200);
  });

  it('GET /api/locations answers the WordPress plugin: raw JSON query, legacy token header', async () => {
    const url = '/api/locations?{"Page":1,"ItemsPerPage":9999,"MeetingTypeIds":[1,2]}';
    const res = await t.app.inject({ url, headers: { token: withKey.apiToken } });
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    const live = await t.database.db
      .selectFrom('locations')
      .select('id')
      .where('status', '=', 'live')
      .where((eb) =>
        eb.exists(
          eb
            .selectFrom('location_meeting_types as t')
            .select('t.location_id')
            .whereRef('t.location_id', '=', 'locations.id')
            .where('t.meeting_type_id', 'in', [1, 2]),
        ),
      )
      .execute();
    const body = res.json();
    expect(body.Results.map((l: { Id: number }) => l.Id).sort((a: number, b: number) => a - b)).toEqual(
      live.map((l) => l.id).sort((a, b) => a - b),
    );
    expect(body.Results[0]).toMatchObject({ Id: expect.any(Number), Name: expect.any(String) });
    const pending = await t.database.db
      .selectFrom('locations')
      .select('id')
      .where('status', '=', 'pending')
      .execute();
    expect(pending.length).toBeGreaterThan(0);
    for (const p of pending) expect(body.Results.map((l: { Id: number }) => l.Id)).not.toContain(p.id);
    // Encoded by a client, paged, or not JSON at all: still read.
    const encoded = await t.app.inject({
      url: `/api/locations?${encodeURIComponent('{"Page":2,"ItemsPerPage":3,"MeetingTypeIds":[1,2]}')}`,
      headers: { token: withKey.apiToken },
    });
    expect(encoded.json()).toMatchObject({ Page: 2, ItemsPerPage: 3, TotalItems: live.length });
    expect(encoded.json().Results).toHaveLength(3);
    const junk = await t.app.inject({ url: '/api/locations?nonsense', headers: { token: withKey.apiToken } });
    expect(junk.json().Results.length).toBeGreaterThanOrEqual(live.length);
    expect((await t.app.inject({ url })).statusCode).toBe(401);
    expect((await t.app.inject({ url, headers: { token: 'wrong' } })).statusCode).toBe(401);
  });

  it('serves the WordPress and embed scripts to other sites', async () => {
    for (const url of ['/js/frontend/widget/widget.js', '/js/widget/embed.js']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/javascript/);
      expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
      expect(res.headers['cache-control']).toMatch(/max-age=\d{5,}/);
      expect(() => new Function(res.body)).not.toThrow();
    }
  });

  it('/widget/search saves the plugin form search and opens the booking flow with it', async () => {
    const res = await t.app.inject({
      url: '/widget/search?lang=en&type=2&q=Utrecht&date=2026-11-26&start=600&end=720&seats=3',
    });
    expect(res.statusCode).toBe(302);
    const key = /^\/en\?sk=([\w-]+)$/.exec(res.headers.location as string)?.[1];
    expect(key).toBeTruthy();
    const state = (await call('GET', `/v1/widget/search/${key}/state`, {})).json();
    expect(state.Search).toMatchObject({
      MeetingtypeId: 2,
      SearchTerm: 'Utrecht',
      StartDate: '2026-11-26',
      StartMinutes: 600,
      EndMinutes: 720,
      Seats: 3,
      LanguageId: 65,
    });
    const fixed = await t.app.inject({
      url: `/widget/search?lang=nl&type=1&location=${locationId}&q=ignored`,
    });
    const fixedKey = /sk=([\w-]+)$/.exec(fixed.headers.location as string)?.[1];
    expect((await call('GET', `/v1/widget/search/${fixedKey}/state`, {})).json().Search).toMatchObject({
      LocationId: locationId,
      LanguageId: 52,
    });
    const lenient = await t.app.inject({ url: '/widget/search?date=tomorrow&start=900&end=600&type=x' });
    expect(lenient.statusCode).toBe(302);
    expect(lenient.headers.location).toMatch(/^\/nl\?sk=/);
  });

  it("lets other sites frame only the widget's page", async () => {
    const page = await t.app.inject({ url: `/nl/widget/${widget.Key}` });
    expect(page.headers['content-security-policy']).toMatch(/frame-ancestors \*/);
    expect(page.headers['x-frame-options']).toBeUndefined();
    const home = await t.app.inject({ url: '/nl' });
    expect(home.headers['content-security-policy']).toMatch(/frame-ancestors 'self'/);
    expect(home.headers['x-frame-options']).toBe('SAMEORIGIN');
  });
});
