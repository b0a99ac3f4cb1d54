import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, withKey } from '../../test/app.ts';
import { engines } from '../../test/db.ts';

const NOW = new Date('2026-12-01T10:00:00Z');

// biome-ignore lint/suspicious/noExplicitAny: API answers are read loosely in tests
type Json = Record<string, any>;

describe.each(engines)('featured profiles on %s', (engine) => {
  let t: TestApp;
  let seq = 0;
  const get = async (query: string, headers: Record<string, string> = withKey) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/v2/featured/profiles${query}`, headers });
    return res;
  };
  const ids = async (query: string) => {
    const res = await get(query);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as Json[]).map((p) => p.Id as number);
  };

  /** A member row; `updated` orders the featured list (newest first). */
  async function member(f: {
    bio?: string | null;
    workingOn?: string | null;
    image?: string | null;
    activated?: boolean;
    updated: string;
    shareEmail?: boolean;
  }) {
    seq += 1;
    const row = await t.database.db
      .insertInto('profiles')
      .values({
        email: `featured-${seq}@test.example`,
        first_name: 'Feature',
        last_name: `Nummer ${seq}`,
        language_id: 52,
        is_activated: f.activated === false ? 0 : 1,
        bio: f.bio ?? null,
        working_on: f.workingOn ?? null,
        image_url: f.image ?? null,
        share_email: f.shareEmail ? 1 : 0,
        created_at: f.updated,
        updated_at: f.updated,
      } as never)
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  beforeAll(async () => {
    t = await createTestApp(engine, { demo: true, locations: 4, now: () => NOW });
  });
  afterAll(async () => t?.close());

  it('features members who said who they are, those with a photo first, then the newest', async () => {
    const withPhoto = await member({
      bio: 'Ik organiseer hackathons.',
      image: '/uploads/a.jpg',
      updated: '2026-11-01T00:00:00Z',
    });
    const newest = await member({ workingOn: 'Een boek over vergaderen', updated: '2026-11-30T00:00:00Z' });
    const nothingSaid = await member({
      bio: '   ',
      image: '/uploads/b.jpg',
      updated: '2026-11-30T12:00:00Z',
    });
    const inactive = await member({
      bio: 'Nog niet actief',
      image: '/uploads/c.jpg',
      activated: false,
      updated: '2026-11-30T12:00:00Z',
    });
    const all = await ids('?nrOf=50');
    expect(all).toContain(withPhoto);
    expect(all).toContain(newest);
    expect(all).not.toContain(nothingSaid);
    expect(all).not.toContain(inactive);
    // Every photo before every member without one; the demo's members have no photo.
    expect(all.indexOf(withPhoto)).toBe(0);
    expect(all.indexOf(newest)).toBe(1);
    expect(await ids('?nrOf=1')).toEqual([withPhoto]);
    expect(await ids('?nrOfProfiles=2')).toEqual([withPhoto, newest]);
    expect((await ids('')).length).toBe(6);
  });

  it('shows the public profile: contact details only when shared', async () => {
    const shares = await member({ bio: 'Deelt e-mail', updated: '2026-11-29T00:00:00Z', shareEmail: true });
    const keeps = await member({ bio: 'Deelt niets', updated: '2026-11-29T00:00:01Z' });
    const list = (await get('?nrOf=50')).json() as Json[];
    const byId = new Map(list.map((p) => [p.Id, p]));
    expect(byId.get(shares)).toMatchObject({
      FullName: expect.stringContaining('Feature'),
      Bio: 'Deelt e-mail',
    });
    expect(byId.get(shares)?.Email).toMatch(/@test\.example$/);
    expect(byId.get(keeps)?.Email).toBeNull();
    expect(byId.get(keeps)?.Phone).toBeNull();
  });

  it('at a location: its active hosts only', async () => {
    const location = await t.database.db
      .selectFrom('locations')
      .select('id')
      .where('status', '=', 'live')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const host = await member({ bio: 'Gastvrouw', updated: '2026-11-02T00:00:00Z' });
    const former = await member({ bio: 'Was gastheer', updated: '2026-11-02T00:00:00Z' });
    await t.database.db
      .insertInto('location_managers')
      .values([
        { location_id: location.id, profile_id: host, is_active: 1 },
        { location_id: location.id, profile_id: former, is_active: 0 },
      ])
      .execute();
    const here = await ids(`?locationId=${location.id}&nrOf=50`);
    expect(here).toContain(host);
    expect(here).not.toContain(former);
    const managers = await t.database.db
      .selectFrom('location_managers')
      .select('profile_id')
      .where('location_id', '=', location.id)
      .where('is_active', '=', 1)
      .execute();
    const active = new Set(managers.map((m) => m.profile_id));
    for (const id of here) expect(active.has(id)).toBe(true);
    expect(await ids('?locationId=999999')).toEqual([]);
  });

  it('answers 400 to a bad count or location, 401 without the API key', async () => {
    const cases: [string, string][] = [
      ['?nrOf=0', 'nrOf'],
      ['?nrOf=51', 'nrOf'],
      ['?nrOf=abc', 'nrOf'],
      ['?locationId=abc', 'locationId'],
      ['?locationId=-1', 'locationId'],
    ];
    for (const [query, field] of cases) {
      const res = await get(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().Errors.map((e: { Field: string }) => e.Field)).toEqual([field]);
    }
    expect((await get('', {})).statusCode).toBe(401);
  });
});
