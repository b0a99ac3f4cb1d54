import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, withKey } from '../../test/app.ts';
import { engines } from '../../test/db.ts';

describe.each(engines)('GET /v1/Search/meetingtype on %s', (engine) => {
  let t: TestApp;
  const get = (query: string) =>
    t.app.inject({ url: `/api/v1/Search/meetingtype${query}`, headers: withKey });
  const ids = async (query: string) => (await get(query)).json().map((m: { Id: number }) => m.Id);

  /** A live location offering exactly the meeting types given, and its name with its city. */
  async function liveLocationOffering(types: number[]) {
    const db = t.database.db;
    const rows = await db
      .selectFrom('locations as l')
      .innerJoin('location_meeting_types as lmt', 'lmt.location_id', 'l.id')
      .select(['l.id', 'l.name', 'l.city', 'lmt.meeting_type_id'])
      .where('l.status', '=', 'live')
      .orderBy('l.id')
      .orderBy('lmt.meeting_type_id')
      .execute();
    const byLocation = new Map<number, { name: string; types: number[] }>();
    for (const r of rows) {
      const entry = byLocation.get(r.id) ?? { name: `${r.name} ${r.city}`, types: [] };
      entry.types.push(r.meeting_type_id);
      byLocation.set(r.id, entry);
    }
    const found = [...byLocation].find(([, e]) => e.types.join() === types.join());
    if (!found) throw new Error(`no live location offers exactly ${types}`);
    return { id: found[0], name: found[1].name };
  }

  beforeAll(async () => {
    t = await createTestApp(engine, { demo: true });
  });
  afterAll(async () => t.close());

  it('lists every meeting type on offer, named in English by default and in Dutch on request', async () => {
    const res = await get('');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      { Id: 1, Name: 'Meeting room' },
      { Id: 2, Name: 'Workspace' },
      { Id: 3, Name: 'Temporary office' },
    ]);
    expect((await get('?language=nl-NL')).json()).toEqual([
      { Id: 1, Name: 'Vergaderruimte' },
      { Id: 2, Name: 'Flexplek' },
      { Id: 3, Name: 'Tijdelijk kantoor' },
    ]);
  });

  it('gives only the types the location asked for offers', async () => {
    const roomsOnly = await liveLocationOffering([1]);
    expect(await ids(`?locationId=${roomsOnly.id}`)).toEqual([1]);
    const roomsAndDesks = await liveLocationOffering([1, 2]);
    expect(await ids(`?LocationId=${roomsAndDesks.id}&countryId=152&channelId=1`)).toEqual([1, 2]);
  });

  it('gives only the types of the live locations matching the search term, accents and case ignored', async () => {
    const roomsOnly = await liveLocationOffering([1]);
    expect(await ids(`?searchTerm=${encodeURIComponent(roomsOnly.name.toUpperCase())}`)).toEqual([1]);
    expect(await ids('?searchTerm=%C3%9Atrecht')).toEqual(await ids('?searchTerm=utrecht'));
    expect(await ids('?searchTerm=zzzqqq')).toEqual([]);
  });

  it('is empty outside the live locations: another country or channel, a pending location', async () => {
    const pending = await t.database.db
      .selectFrom('locations')
      .select('id')
      .where('status', '=', 'pending')
      .executeTakeFirstOrThrow();
    expect(await ids('?countryId=21')).toEqual([]);
    expect(await ids('?channelId=2')).toEqual([]);
    expect(await ids(`?locationId=${pending.id}`)).toEqual([]);
  });

  it.each([
    ['?language=fr-FR', 'language'],
    ['?countryId=abc', 'countryId'],
    ['?locationId=-5', 'locationId'],
    [`?searchTerm=${'x'.repeat(101)}`, 'searchTerm'],
  ])('refuses %s with a 400 naming %s', async (query, field) => {
    const res = await get(query);
    expect(res.statusCode).toBe(400);
    expect(res.json().Errors.map((e: { Field: string }) => e.Field)).toContain(field);
  });

  it('needs a key', async () => {
    expect((await t.app.inject({ url: '/api/v1/Search/meetingtype' })).statusCode).toBe(401);
  });
});
