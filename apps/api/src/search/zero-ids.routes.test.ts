import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, withKey } from '../../test/app.ts';
import { engines } from '../../test/db.ts';

// Monday 23 November 2026, 09:00 in Amsterdam.
const NOW = new Date('2026-11-23T08:00:00Z');

// Clients written in C# and Java send 0 for an id they do not use: it means "none", never a 400.
describe.each(engines)('ids 0 mean "none" in searches on %s', (engine) => {
  let t: TestApp;
  const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url: `/api${url}`, headers: withKey, payload });
  beforeAll(async () => {
    t = await createTestApp(engine, { demo: true, now: () => NOW });
  });
  afterAll(async () => t.close());

  it('POST /v1/search takes LocationId 0, WidgetId 0 and the other unused ids as none', async () => {
    const res = await call('POST', '/v1/search', {
      ChannelId: 0,
      CountryId: 0,
      LocationId: 0,
      LanguageId: 0,
      MeetingtypeId: 0,
      SettingId: 0,
      SpaceId: 0,
      WidgetId: 0,
      StartDate: '2026-12-02',
      SearchTerm: 'Utrecht',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      ChannelId: 1,
      CountryId: null,
      LocationId: null,
      LanguageId: 65,
      MeetingtypeId: 1,
      SettingId: null,
      SpaceId: null,
      WidgetId: null,
    });
    // Its widget is then the site's own.
    const widget = await call('GET', `/v1/widget/search/${res.json().Key}/state`);
    expect(widget.json()).toMatchObject({ Id: -100, LocationId: null });
  });

  it('GET /v2/availability takes ?location=0 and the other unused ids as left out', async () => {
    const zeros = 'country=0&location=0&space=0&setting=0&widgetId=0&channel=0&meetingtype=0';
    const res = await call('GET', `/v2/availability?q=Utrecht&startDate=2026-12-02&${zeros}`);
    expect(res.statusCode, res.body).toBe(200);
    const plain = await call('GET', '/v2/availability?q=Utrecht&startDate=2026-12-02');
    expect(res.json().TotalLocations).toBe(plain.json().TotalLocations);
    expect(res.json().TotalLocations).toBeGreaterThan(0);
  });

  it('GET /v1/openinghour takes ?locationId=0 as over all locations', async () => {
    const res = await call('GET', '/v1/openinghour?date=2026-12-02&locationId=0&countryId=0&meetingtypeId=0');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual((await call('GET', '/v1/openinghour?date=2026-12-02')).json());
  });

  it('still refuses 0 and negative numbers for ids that are not optional, with field errors', async () => {
    const select = await call('POST', '/v1/availability/select', { SearchId: 0, LocationId: 0, Hash: 'x' });
    expect(select.statusCode).toBe(400);
    expect(
      select
        .json()
        .Errors.map((e: { Field: string }) => e.Field)
        .sort(),
    ).toEqual(['LocationId', 'SearchId']);
    const search = await call('POST', '/v1/search', { LocationId: -1 });
    expect(search.statusCode).toBe(400);
    expect(search.json().Errors[0].Field).toBe('LocationId');
  });
});
