import { distanceKm } from '@meetspace/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, withKey } from '../../test/app.ts';
import { engines } from '../../test/db.ts';

const utrecht = { lat: 52.0907, lng: 5.1214 };

describe.each(engines)('GET /v1/location on %s', (engine) => {
  let t: TestApp;
  const get = (query: string) => t.app.inject({ url: `/api/v1/location${query}`, headers: withKey });
  beforeAll(async () => {
    t = await createTestApp(engine, { demo: true });
  });
  afterAll(async () => t.close());

  it('pages through every live demo location exactly once', async () => {
    const seen = new Set<number>();
    let page = 1;
    let more = true;
    while (more) {
      const res = await get(`?page=${page}&itemsPerPage=50`);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      for (const location of body.Results) seen.add(location.Id);
      more = body.MorePages;
      page += 1;
      expect(page).toBeLessThan(20);
    }
    expect(seen.size).toBeGreaterThanOrEqual(200);
    const first = await get('?itemsPerPage=1');
    expect(first.json().TotalItems).toBe(seen.size);
  });

  it('returns the contract fields', async () => {
    const res = await get('?itemsPerPage=1');
    expect(res.json().Results[0]).toMatchObject({
      Id: expect.any(Number),
      Name: expect.any(String),
      UrlName: expect.stringMatching(/^[a-z0-9-]+$/),
      Postalcode: expect.stringMatching(/^\d{4} [A-Z]{2}$/),
      City: expect.any(String),
      CountryId: 152,
      Latitude: expect.any(Number),
      Longitude: expect.any(Number),
      Distance: null,
    });
  });

  it('finds locations around a point within the radius, nearest first', async () => {
    const res = await get(`?lat=${utrecht.lat}&lng=${utrecht.lng}&radius=10&itemsPerPage=100`);
    const body = res.json();
    expect(body.Results.length).toBeGreaterThanOrEqual(5);
    const distances = body.Results.map((l: { Distance: number }) => l.Distance);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    for (const l of body.Results) {
      expect(
        distanceKm(
          { latitude: utrecht.lat, longitude: utrecht.lng },
          { latitude: l.Latitude, longitude: l.Longitude },
        ),
      ).toBeLessThanOrEqual(10);
    }
  });

  it('uses a 25 km radius by default', async () => {
    const wide = (await get(`?lat=${utrecht.lat}&lng=${utrecht.lng}&itemsPerPage=100`)).json();
    expect(Math.max(...wide.Results.map((l: { Distance: number }) => l.Distance))).toBeLessThanOrEqual(25);
  });

  it('matches the search term without regard to case or accents', async () => {
    const plain = (await get('?searchTerm=utrecht&itemsPerPage=100')).json();
    const fancy = (await get('?searchTerm=%C3%9ATR%C3%89CHT&itemsPerPage=100')).json();
    expect(plain.TotalItems).toBeGreaterThanOrEqual(5);
    expect(fancy.TotalItems).toBe(plain.TotalItems);
    expect((await get('?searchTerm=zzzqqq')).json()).toMatchObject({ Results: [], MorePages: false });
  });

  it('filters by meeting type and country, with query names in any case', async () => {
    const all = (await get('?itemsPerPage=1')).json().TotalItems;
    const offices = (await get('?MEETINGTYPEID=3&itemsPerPage=100')).json();
    expect(offices.TotalItems).toBeGreaterThan(0);
    expect(offices.TotalItems).toBeLessThan(all);
    for (const l of offices.Results) expect(l.MeetingtypeIds).toContain(3);
    expect((await get('?countryId=21')).json().TotalItems).toBe(0);
  });

  it.each([
    ['?page=abc', 'page'],
    ['?itemsPerPage=1000', 'itemsPerPage'],
    ['?lat=52.1', 'lng'],
    ['?lat=200&lng=5', 'lat'],
    ['?radius=-1&lat=52&lng=5', 'radius'],
    ['?meetingtypeId=9', 'meetingtypeId'],
  ])('refuses %s with a 400 naming %s', async (query, field) => {
    const res = await get(query);
    expect(res.statusCode).toBe(400);
    expect(res.json().Errors.map((e: { Field: string }) => e.Field)).toContain(field);
  });

  it('needs a key', async () => {
    expect((await t.app.inject({ url: '/api/v1/location' })).statusCode).toBe(401);
  });
});
