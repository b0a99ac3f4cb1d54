import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, withKey } from '../../test/app.ts';
import { issueSession } from '../../test/booking.ts';
import { engines } from '../../test/db.ts';
import { markOccupancyChanged } from '../kernel/locks.ts';
import { verifyQuote } from './quote.ts';

// A fixed clock: Monday 23 November 2026, 09:00 in Amsterdam. Searches go to Tuesday 1 December.
const NOW = new Date('2026-11-23T08:00:00Z');
const DAY = '2026-12-01';

interface Space {
  SpaceId: number;
  MeetingtypeId: number;
  SpaceAvailable: boolean;
  Warnings: string[];
  Hash: string;
  Seats: number;
  MaxSeats: number;
}
interface Location {
  LocationId: number;
  City: string;
  IsAvailable: boolean;
  LowestPrice: number | null;
  Warnings: string[];
  Spaces: Space[];
}

describe.each(engines)('GET /v2/availability on %s', (engine) => {
  let t: TestApp;
  const search = async (query: string) => {
    const res = await t.app.inject({ url: `/api/v2/availability?${query}`, headers: withKey });
    return { status: res.statusCode, body: res.json() };
  };
  /** A reservation on one space, written straight into the tables (as finalize will). */
  const book = async (
    spaceId: number,
    seats: number,
    start: number,
    end: number,
    date = DAY,
    profileId: number | null = null,
  ) => {
    const db = t.database.db;
    const space = await db
      .selectFrom('spaces')
      .selectAll()
      .where('id', '=', spaceId)
      .executeTakeFirstOrThrow();
    const stamp = NOW.toISOString();
    const r = await db
      .insertInto('reservations')
      .values({
        key: `test-${spaceId}-${start}-${Math.random().toString(36).slice(2)}`,
        channel_id: 1,
        status_id: 2,
        profile_id: profileId,
        location_id: space.location_id,
        meeting_type_id: space.meeting_type_id,
        language_id: 65,
        start_date: date,
        end_date: date,
        start_minutes: start,
        end_minutes: end,
        starts_at: stamp,
        total_seats: seats,
        total_excl_cents: 0,
        total_incl_cents: 0,
        created_at: stamp,
        updated_at: stamp,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('reservation_spaces')
      .values({
        reservation_id: r.id,
        space_id: spaceId,
        setting_id: 10,
        seats,
        start_date: date,
        end_date: date,
        start_minutes: start,
        end_minutes: end,
        starts_at: stamp,
        ends_at: stamp,
        price_per_seat_cents: 0,
        price_total_cents: 0,
        tax_percentage: 21,
      })
      .execute();
    await markOccupancyChanged(db, [space.location_id]);
  };

  beforeAll(async () => {
    t = await createTestApp(engine, { demo: true, now: () => NOW });
  });
  afterAll(async () => t.close());

  it('finds Utrecht meeting rooms with prices, warnings and verifiable quotes', async () => {
    const { status, body } = await search(
      `q=Utrecht&startDate=${DAY}&endDate=${DAY}&startTime=540&endTime=780&meetingType=1&channel=1&seats=4&language=en`,
    );
    expect(status).toBe(200);
    expect(body.SearchKey).toMatch(/^[\w-]{20,}$/);
    expect(body.TotalLocations).toBeGreaterThanOrEqual(5);
    expect(body.AvailableLocations).toBeGreaterThan(0);
    for (const location of body.Locations as Location[]) {
      expect(location.City).toBe('Utrecht');
      for (const space of location.Spaces) {
        expect(space.MeetingtypeId).toBe(1);
        if (space.SpaceAvailable) {
          const check = verifyQuote('test-quote-secret', space.Hash, NOW);
          expect(check.ok).toBe(true);
          if (check.ok)
            expect(check.quote).toMatchObject({ spaceId: space.SpaceId, seats: 4, startMinutes: 540 });
        } else {
          expect(space.Hash).toBe('');
          expect(space.Warnings.length).toBeGreaterThan(0);
        }
      }
      const available = location.Spaces.filter((s) => s.SpaceAvailable);
      expect(location.IsAvailable).toBe(available.length > 0);
    }
    const first = (body.Locations as Location[])[0];
    expect(first).toMatchObject({
      SearchId: body.SearchId,
      Postalcode: expect.any(String),
      OpenMinutes: expect.any(Number),
    });
    expect(first?.Spaces[0]).toMatchObject({
      CurrencyIso: 'EUR',
      StartDate: `${DAY}T00:00:00`,
      Crc: expect.any(Number),
    });
  });

  it('forces 09:00-17:00 for temporary offices and turns zero seats into one', async () => {
    const { body } = await search(`startDate=${DAY}&startTime=600&endTime=660&meetingtype=3&seats=0`);
    expect(body).toMatchObject({ StartMinutes: 540, EndMinutes: 1020, Seats: 1, MeetingtypeId: 3 });
    expect(body.TotalLocations).toBeGreaterThan(0);
  });

  it('defaults a new search to 09:00-13:00', async () => {
    const { body } = await search(`startDate=${DAY}&meetingtype=1`);
    expect(body).toMatchObject({ StartMinutes: 540, EndMinutes: 780 });
  });

  it('marks a booked meeting room AlreadyBooked and leaves an adjacent slot free', async () => {
    const { body } = await search(
      `location=${(await firstUtrecht()).LocationId}&startDate=${DAY}&startTime=540&endTime=780&seats=2`,
    );
    const room = (body.Locations[0] as Location).Spaces.find((s) => s.SpaceAvailable) as Space;
    await book(room.SpaceId, 2, 600, 720);
    const after = await search(
      `location=${body.Locations[0].LocationId}&startDate=${DAY}&startTime=540&endTime=780&seats=2`,
    );
    const same = (after.body.Locations[0] as Location).Spaces.filter((s) => s.SpaceId === room.SpaceId);
    for (const entry of same) expect(entry.Warnings).toContain('AlreadyBooked');
    const later = await search(
      `location=${body.Locations[0].LocationId}&startDate=${DAY}&startTime=720&endTime=840&seats=2`,
    );
    const free = (later.body.Locations[0] as Location).Spaces.filter((s) => s.SpaceId === room.SpaceId);
    expect(free.some((s) => s.SpaceAvailable)).toBe(true);
  });

  it('treats a live hold as unavailable and an expired one as free', async () => {
    const target = await firstUtrecht();
    const query = `location=${target.LocationId}&startDate=${DAY}&startTime=840&endTime=960&seats=2`;
    const room = ((await search(query)).body.Locations[0] as Location).Spaces.find(
      (s) => s.SpaceAvailable,
    ) as Space;
    const db = t.database.db;
    const hold = async (expiresAt: Date) => {
      const cart = await db
        .insertInto('carts')
        .values({
          key: `hold-${expiresAt.getTime()}`,
          location_id: target.LocationId,
          meeting_type_id: 1,
          seats: 2,
          language_id: 65,
          created_at: NOW.toISOString(),
          expires_at: expiresAt.toISOString(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db
        .insertInto('cart_spaces')
        .values({
          cart_id: cart.id,
          space_id: room.SpaceId,
          setting_id: 10,
          seats: 2,
          start_date: DAY,
          end_date: DAY,
          start_minutes: 900,
          end_minutes: 960,
          starts_at: NOW.toISOString(),
          ends_at: NOW.toISOString(),
          price_per_seat_cents: 0,
          price_total_cents: 0,
          tax_percentage: 21,
        })
        .execute();
      await markOccupancyChanged(db, [target.LocationId]);
      return cart.id;
    };
    const expired = await hold(new Date(NOW.getTime() - 60_000));
    let entries = ((await search(query)).body.Locations[0] as Location).Spaces.filter(
      (s) => s.SpaceId === room.SpaceId,
    );
    expect(entries.some((s) => s.SpaceAvailable)).toBe(true);
    await db.deleteFrom('cart_spaces').where('cart_id', '=', expired).execute();
    await markOccupancyChanged(db, [target.LocationId]);
    await hold(new Date(NOW.getTime() + 20 * 60_000));
    entries = ((await search(query)).body.Locations[0] as Location).Spaces.filter(
      (s) => s.SpaceId === room.SpaceId,
    );
    for (const entry of entries) expect(entry.Warnings).toContain('SpaceUnavailable');
  });

  it('shares a workspace capacity between overlapping bookings', async () => {
    const { body } = await search(`startDate=${DAY}&startTime=540&endTime=1020&meetingtype=2&seats=1`);
    const location = (body.Locations as Location[]).find((l) =>
      l.Spaces.some((s) => s.SpaceAvailable),
    ) as Location;
    const space = location.Spaces.find((s) => s.SpaceAvailable) as Space;
    const query = `location=${location.LocationId}&space=${space.SpaceId}&startDate=${DAY}&startTime=540&endTime=1020&meetingtype=2`;
    const capacity = space.MaxSeats;
    await book(space.SpaceId, capacity - 1, 540, 780);
    expect((await search(`${query}&seats=1`)).body.Locations[0].Spaces[0].SpaceAvailable).toBe(true);
    const two = (await search(`${query}&seats=2`)).body.Locations[0].Spaces[0];
    expect(two.SpaceAvailable).toBe(false);
    expect(two.Warnings).toContain('NoCapacity');
  });

  it('reports a request outside opening hours and one that starts in the past', async () => {
    const outside = await search(`startDate=${DAY}&startTime=300&endTime=360&seats=2`);
    expect(outside.body.Locations.length).toBeGreaterThan(0);
    for (const l of outside.body.Locations as Location[]) expect(l.Warnings).toContain('OutsideOpeningHours');
    const past = await search('startDate=2026-11-20&startTime=540&endTime=600');
    expect(past.body.Locations.length).toBeGreaterThan(0);
    for (const l of past.body.Locations as Location[])
      expect(l.Warnings).toContain('BookingNotAllowedWithinPeriod');
  });

  it('finds meeting rooms for the default search of one person', async () => {
    const { body } = await search(`q=Utrecht&startDate=${DAY}&seats=1`);
    expect(body.AvailableLocations).toBeGreaterThan(0);
  });

  it('reports seats no setting can host', async () => {
    const { body } = await search(`q=Utrecht&startDate=${DAY}&seats=5000`);
    expect(body.Locations.length).toBeGreaterThan(0);
    for (const l of body.Locations as Location[]) {
      expect(l.IsAvailable).toBe(false);
      for (const s of l.Spaces) expect(s.Warnings).toContain('NoConfigurationForPeopleCount');
    }
  });

  it('sorts by lowest price with available locations first', async () => {
    const { body } = await search(`startDate=${DAY}&seats=2&sort=price&itemsPerPage=200`);
    const prices = (body.Locations as Location[])
      .filter((l) => l.IsAvailable)
      .map((l) => l.LowestPrice as number);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(body.AvailableLocations).toBe(prices.length);
  });

  it('pages the locations, counting every candidate', async () => {
    const first = (await search(`startDate=${DAY}&seats=2&itemsPerPage=20`)).body;
    expect(first).toMatchObject({ Page: 1, ItemsPerPage: 20, MorePages: true });
    expect(first.Locations).toHaveLength(20);
    expect(first.TotalLocations).toBeGreaterThan(100);
    const all = (await search(`startDate=${DAY}&seats=2&itemsPerPage=200`)).body;
    expect(all.MorePages).toBe(false);
    expect(all.Locations).toHaveLength(all.TotalLocations);
    const second = (
      await t.app.inject({
        url: `/api/v2/availability/${first.SearchKey}?page=2&itemsPerPage=20`,
        headers: withKey,
      })
    ).json();
    const ids = new Set(first.Locations.map((l: Location) => l.LocationId));
    for (const l of second.Locations as Location[]) expect(ids.has(l.LocationId)).toBe(false);
  });

  it('offers nothing when a one-location search falls wholly after closing time', async () => {
    const target = await firstUtrecht();
    const { body } = await search(
      `location=${target.LocationId}&startDate=${DAY}&startTime=1380&endTime=1430&seats=2`,
    );
    const location = body.Locations[0] as Location;
    expect(location.Warnings).toContain('OutsideOpeningHours');
    expect(location.IsAvailable).toBe(false);
    for (const s of location.Spaces) expect(s.Hash).toBe('');
  });

  it('clamps the times of a one-location search into its opening hours', async () => {
    const target = await firstUtrecht();
    const { body } = await search(
      `location=${target.LocationId}&startDate=${DAY}&startTime=300&endTime=1380&seats=2`,
    );
    const location = body.Locations[0];
    expect(body.StartMinutes).toBe(location.OpenMinutes);
    expect(body.EndMinutes).toBe(location.CloseMinutes);
    expect(location.Warnings).not.toContain('OutsideOpeningHours');
  });

  it('POST /v1/search for one location clamps its times into its opening hours, by the same rule', async () => {
    const target = await firstUtrecht();
    const post = (payload: object) =>
      t.app.inject({ method: 'POST', url: '/api/v1/search', headers: withKey, payload });
    const one = await post({
      StartDate: DAY,
      LocationId: target.LocationId,
      StartMinutes: 300,
      EndMinutes: 1380,
    });
    expect(one.statusCode).toBe(200);
    const { body } = await search(
      `location=${target.LocationId}&startDate=${DAY}&startTime=300&endTime=1380&seats=2`,
    );
    expect(one.json()).toMatchObject({ StartMinutes: body.StartMinutes, EndMinutes: body.EndMinutes });
    expect(one.json().StartMinutes).toBeGreaterThan(300);
    expect(one.json().EndMinutes).toBeLessThan(1380);
    // A search of many locations keeps the asked times (each location reports its own hours).
    const many = await post({ StartDate: DAY, SearchTerm: 'Utrecht', StartMinutes: 300, EndMinutes: 1380 });
    expect(many.json()).toMatchObject({ StartMinutes: 300, EndMinutes: 1380 });
  });

  it('says whether an answer came from the cache: a question is kept once it comes back', async () => {
    const url = `/api/v2/availability?q=Utrecht&startDate=${DAY}&startTime=660&endTime=780&seats=3`;
    const asks = [];
    for (let i = 0; i < 3; i++)
      asks.push((await t.app.inject({ url, headers: withKey })).headers['x-answer-cache']);
    expect(asks).toEqual(['miss', 'miss', 'hit']);
  });

  it('sends the same answer gzip-encoded to clients that accept it', async () => {
    const url = `/api/v2/availability?q=Utrecht&startDate=${DAY}&startTime=600&endTime=720&seats=2`;
    const plain = await t.app.inject({ url, headers: withKey });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toContain('accept-encoding');
    for (const accept of ['gzip, deflate, br', 'br;q=1, gzip;q=0.5']) {
      const zipped = await t.app.inject({ url, headers: { ...withKey, 'accept-encoding': accept } });
      expect(zipped.headers['content-encoding']).toBe('gzip');
      const body = JSON.parse(gunzipSync(zipped.rawPayload).toString());
      expect(body.SearchId).not.toBe(plain.json().SearchId);
      expect({ ...body, SearchId: 0, SearchKey: 0, Locations: body.Locations.length }).toEqual({
        ...plain.json(),
        SearchId: 0,
        SearchKey: 0,
        Locations: plain.json().Locations.length,
      });
      expect(body.Locations.every((l: { SearchId: number }) => l.SearchId === body.SearchId)).toBe(true);
      expect(zipped.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    }
    // A fresh answer goes out as it is; compressing pays off from its first reuse.
    const fresh = `/api/v2/availability?q=Utrecht&startDate=${DAY}&startTime=630&endTime=720&seats=2`;
    const gzipHeaders = { ...withKey, 'accept-encoding': 'gzip' };
    expect(
      (await t.app.inject({ url: fresh, headers: gzipHeaders })).headers['content-encoding'],
    ).toBeUndefined();
    expect((await t.app.inject({ url: fresh, headers: gzipHeaders })).headers['content-encoding']).toBe(
      'gzip',
    );
    const refused = await t.app.inject({
      url,
      headers: { ...withKey, 'accept-encoding': 'gzip;q=0, identity' },
    });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.json().Locations.length).toBeGreaterThan(0);
  });

  it('answers a saved search by key, and 404 for an unknown key', async () => {
    const first = await search(`q=Amsterdam&startDate=${DAY}&seats=3`);
    const res = await t.app.inject({ url: `/api/v2/availability/${first.body.SearchKey}`, headers: withKey });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      SearchKey: first.body.SearchKey,
      TotalLocations: first.body.TotalLocations,
      Seats: 3,
    });
    const missing = await t.app.inject({ url: '/api/v2/availability/no-such-key-here', headers: withKey });
    expect(missing.statusCode).toBe(404);
  });

  it.each([
    ['startDate=2026-02-30', 'startDate'],
    ['startDate=tomorrow', 'startDate'],
    ['seats=-1', 'seats'],
    [`startDate=${DAY}&startTime=600&endTime=540`, 'endTime'],
    [`startDate=${DAY}&endDate=2026-11-30`, 'endDate'],
    ['sort=distance', 'sort'],
    ['meetingtype=7', 'meetingtype'],
  ])('refuses %s with a 400 naming %s', async (query, field) => {
    const { status, body } = await search(query);
    expect(status).toBe(400);
    expect(body.Errors.map((e: { Field: string }) => e.Field)).toContain(field);
  });

  it('refuses a search over more than 31 days', async () => {
    const { status } = await search('startDate=2026-12-01&endDate=2027-02-01&meetingtype=3');
    expect(status).toBe(400);
  });

  it('serves identical searches one shared answer, each with its own search id and key', async () => {
    const query = `q=Rotterdam&startDate=${DAY}&startTime=600&endTime=720&seats=3`;
    const a = (await search(query)).body;
    const b = (await search(query)).body;
    expect(b.SearchKey).not.toBe(a.SearchKey);
    expect(b.SearchId).not.toBe(a.SearchId);
    for (const l of b.Locations as Location[]) expect(l).toMatchObject({ SearchId: b.SearchId });
    const strip = (body: typeof a) => ({
      ...body,
      SearchKey: 0,
      SearchId: 0,
      Locations: body.Locations.map((l: Location) => ({ ...l, SearchId: 0 })),
    });
    expect(strip(b)).toEqual(strip(a));
    // The quotes carry the search's parameters, so they are valid for either saved search.
    const entry = (b.Locations as Location[]).flatMap((l) => l.Spaces).find((s) => s.SpaceAvailable) as Space;
    const check = verifyQuote('test-quote-secret', entry.Hash, NOW);
    expect(check.ok && check.quote).toMatchObject({
      meetingTypeId: 1,
      startMinutes: 600,
      endMinutes: 720,
      seats: 3,
    });
  });

  it('does not search workspaces for a member who already has one then, and says why', async () => {
    const db = t.database.db;
    const profile = await db
      .selectFrom('profiles')
      .select('id')
      .where('email', '=', 'booker@example.com')
      .executeTakeFirstOrThrow();
    const token = await issueSession(t, profile.id, NOW);
    const member = { ...withKey, profileToken: token };
    const query = `startDate=2026-12-03&startTime=540&endTime=1020&meetingtype=2&seats=1`;
    const before = await t.app.inject({ url: `/api/v2/availability?${query}`, headers: member });
    expect(before.json()).toMatchObject({ NotSearchedReason: null });
    const space = (before.json().Locations as Location[])
      .flatMap((l) => l.Spaces)
      .find((s) => s.SpaceAvailable) as Space;
    await book(space.SpaceId, 1, 600, 660, '2026-12-03', profile.id);
    const after = await t.app.inject({ url: `/api/v2/availability?${query}`, headers: member });
    expect(after.json()).toMatchObject({
      NotSearchedReason: 'WorkspaceOverlap',
      TotalLocations: 0,
      Locations: [],
    });
    // An anonymous visitor searching the same period is searched as usual.
    expect((await search(query)).body.TotalLocations).toBeGreaterThan(0);
    // Meeting rooms are not affected.
    const rooms = await t.app.inject({
      url: `/api/v2/availability?startDate=2026-12-03&meetingtype=1`,
      headers: member,
    });
    expect(rooms.json().NotSearchedReason).toBeNull();

    const overlap = (q: string, headers: Record<string, string> = member) =>
      t.app.inject({ url: `/api/v1/reservation/workspace/checkoverlap?${q}`, headers });
    expect((await overlap('startDate=2026-12-03&startMinutes=630&endMinutes=700')).json()).toBe(true);
    expect((await overlap('startDate=2026-12-03&startMinutes=660&endMinutes=720')).json()).toBe(false);
    expect((await overlap('startDate=2026-12-04&startMinutes=600&endMinutes=660')).json()).toBe(false);
    const bad = await overlap('startDate=2026-12-03&startMinutes=700&endMinutes=600');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().Errors[0].Field).toBe('endMinutes');
    expect((await overlap('startDate=nope&startMinutes=600&endMinutes=660')).statusCode).toBe(400);
    expect((await overlap('startDate=2026-12-03&startMinutes=630&endMinutes=700', withKey)).statusCode).toBe(
      401,
    );
    const unknown = await overlap('startDate=2026-12-03&startMinutes=630&endMinutes=700', {
      ...withKey,
      profileToken: 'not-a-real-token-at-all-00000000',
    });
    expect(unknown.statusCode).toBe(401);
    // A token older than 86,400 s is refused.
    const old = await issueSession(t, profile.id, new Date(NOW.getTime() - 86_401_000));
    expect(
      (
        await overlap('startDate=2026-12-03&startMinutes=630&endMinutes=700', {
          ...withKey,
          profileToken: old,
        })
      ).statusCode,
    ).toBe(401);
  });

  it('needs a key', async () => {
    expect((await t.app.inject({ url: '/api/v2/availability' })).statusCode).toBe(401);
  });

  async function firstUtrecht(): Promise<Location> {
    const { body } = await search(`q=Utrecht&startDate=${DAY}&seats=2`);
    return (body.Locations as Location[]).find((l) => l.IsAvailable) as Location;
  }
});
