import { normalizeSearchText } from '@meetspace/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, withKey } from '../../test/app.ts';
import { engines } from '../../test/db.ts';

interface Suggestion {
  Type: 'city' | 'location';
  Id: number | null;
  Name: string;
  City: string;
  UrlName?: string;
  Latitude: number;
  Longitude: number;
}

describe.each(engines)('GET /v1/autocomplete/location on %s', (engine) => {
  let t: TestApp;
  const suggest = async (query: string): Promise<Suggestion[]> => {
    const res = await t.app.inject({ url: `/api/v1/autocomplete/location${query}`, headers: withKey });
    expect(res.statusCode).toBe(200);
    return res.json();
  };
  /** Whether every typed word starts a word of the text. */
  const startsWords = (typed: string, text: string) => {
    const own = normalizeSearchText(text).split(' ');
    return normalizeSearchText(typed)
      .split(' ')
      .every((w) => own.some((o) => o.startsWith(w)));
  };

  beforeAll(async () => {
    t = await createTestApp(engine, { demo: true });
  });
  afterAll(async () => t.close());

  it('suggests the city first, then live locations whose words start with the typed ones', async () => {
    const list = await suggest('?q=utr');
    expect(list[0]).toMatchObject({ Type: 'city', Id: null, Name: 'Utrecht', City: 'Utrecht' });
    expect(list[0]).not.toHaveProperty('UrlName');
    expect(Math.abs((list[0]?.Latitude ?? 0) - 52.09)).toBeLessThan(0.05);
    expect(Math.abs((list[0]?.Longitude ?? 0) - 5.12)).toBeLessThan(0.05);
    const locations = list.filter((s) => s.Type === 'location');
    expect(locations.length).toBeGreaterThanOrEqual(5);
    for (const l of locations) {
      expect(l).toMatchObject({ Id: expect.any(Number), UrlName: expect.stringMatching(/^[a-z0-9-]+$/) });
      expect(startsWords('utr', `${l.Name} ${l.City}`)).toBe(true);
    }
  });

  it('ignores case and accents, and matches several words and city names with punctuation', async () => {
    expect(await suggest('?q=%C3%9ATR')).toEqual(await suggest('?q=utr'));
    const haag = await suggest('?q=Den%20H');
    expect(haag[0]).toMatchObject({ Type: 'city', Name: 'Den Haag' });
    for (const s of haag) expect(startsWords('den h', `${s.Name} ${s.City}`)).toBe(true);
    const bosch = await suggest('?q=hertogenb');
    expect(bosch[0]).toMatchObject({ Type: 'city', Name: "'s-Hertogenbosch" });
  });

  it('caps the list at 10 with every city before every location', async () => {
    const list = await suggest('?q=co');
    expect(list).toHaveLength(10);
    const firstLocation = list.findIndex((s) => s.Type === 'location');
    expect(list.slice(firstLocation).every((s) => s.Type === 'location')).toBe(true);
    const ams = await suggest('?q=ams');
    expect(ams.filter((s) => s.Type === 'city').map((s) => s.Name)).toEqual(['Amsterdam', 'Amstelveen']);
  });

  it('suggests nothing for less than 2 characters or no match', async () => {
    for (const q of ['', '?q=', '?q=u', '?q=%20u%20', '?q=--', '?q=zzzqqq'])
      expect(await suggest(q)).toEqual([]);
  });

  it('never suggests a pending location', async () => {
    const pending = await t.database.db
      .selectFrom('locations')
      .select(['id', 'name'])
      .where('status', '=', 'pending')
      .executeTakeFirstOrThrow();
    const list = await suggest(`?q=${encodeURIComponent(pending.name)}`);
    expect(list.map((s) => s.Id)).not.toContain(pending.id);
  });

  it('keeps to the meeting type, country, channel and location asked for', async () => {
    const offering = new Set(
      (
        await t.database.db
          .selectFrom('location_meeting_types')
          .select('location_id')
          .where('meeting_type_id', '=', 3)
          .execute()
      ).map((r) => r.location_id),
    );
    const offices = (await suggest('?q=co&meetingTypeId=3')).filter((s) => s.Type === 'location');
    expect(offices.length).toBeGreaterThan(0);
    for (const s of offices) expect(offering.has(s.Id ?? 0)).toBe(true);
    expect(await suggest('?q=utr&countryId=21')).toEqual([]);
    expect(await suggest('?q=utr&channelId=2')).toEqual([]);
    const utrecht = (await suggest('?q=utr')).find((s) => s.Type === 'location') as Suggestion;
    const one = await suggest(`?q=utr&locationId=${utrecht.Id}`);
    expect(one.map((s) => [s.Type, s.Id])).toEqual([
      ['city', null],
      ['location', utrecht.Id],
    ]);
  });

  it.each([
    [`?q=${'a'.repeat(101)}`, 'q'],
    ['?q=utr&meetingtypeId=7', 'meetingtypeId'],
    ['?q=utr&countryId=-1', 'countryId'],
    ['?q=utr&channelId=abc', 'channelId'],
    ['?q=utr&locationId=1.5', 'locationId'],
  ])('refuses %s with a 400 naming %s', async (query, field) => {
    const res = await t.app.inject({ url: `/api/v1/autocomplete/location${query}`, headers: withKey });
    expect(res.statusCode).toBe(400);
    expect(res.json().Errors.map((e: { Field: string }) => e.Field)).toContain(field);
  });

  it('needs a key', async () => {
    expect((await t.app.inject({ url: '/api/v1/autocomplete/location?q=utr' })).statusCode).toBe(401);
  });
});
