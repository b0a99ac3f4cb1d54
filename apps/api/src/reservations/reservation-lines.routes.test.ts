import { priceSpace } from '@meetspace/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { apiCall, bookMeetingRoom, browserHeaders, memberHeaders } from '../../test/booking.ts';
import { engines } from '../../test/db.ts';

// Monday 23 November 2026 09:00 in Amsterdam; bookings from Wednesday 2 December (days ahead).
const START = new Date('2026-11-23T08:00:00Z');
const DAYS = ['2026-12-02', '2026-12-03', '2026-12-09', '2026-12-10', '2026-12-16', '2026-12-17'];

// biome-ignore lint/suspicious/noExplicitAny: API answers are read loosely in tests
type Json = Record<string, any>;
const cents = (euros: number) => Math.round(euros * 100);

describe.each(engines)('reservation options, spaces and program on %s', (engine) => {
  let t: TestApp;
  let now = START;
  let booker: Record<string, string>;
  let host: Record<string, string>;
  let slot = -1;
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: object, payload?: object) =>
    apiCall(t)(method, url, headers, payload);
  const db = () => t.database.db;

  /** A meeting room booked by the booker in Utrecht, in an hour nobody else in this file uses. */
  const book = async (seats = 2, minutes = 120) => {
    slot += 1;
    return bookMeetingRoom(t, booker, {
      day: DAYS[Math.floor(slot / 4)] as string,
      startMinutes: 540 + 120 * (slot % 4),
      minutes,
      seats,
      name: `Lines ${slot}`,
    });
  };
  /** Books the first free entry of a search query as `who` through the real sequence. */
  const bookQuery = async (who: Record<string, string>, query: string, spaceId?: number) => {
    const search = (await call('GET', `/v2/availability?${query}`, who)).json();
    const location = search.Locations[0];
    const entry = location.Spaces.find(
      (s: Json) => s.SpaceAvailable && (spaceId === undefined || s.SpaceId === spaceId),
    );
    expect(entry, `a free entry for ${query}`).toBeDefined();
    const cart = (
      await call('POST', '/v1/availability/select', who, {
        SearchId: search.SearchId,
        LocationId: location.LocationId,
        Hash: entry.Hash,
      })
    ).json();
    await call('PUT', `/v1/cart/${cart.CartKey}`, who, {
      Name: 'Booked',
      CartTerms: { Accepted: true },
      // A visitor without an account books with a booker contact.
      Contacts: [{ TypeId: 1, Name: 'Visitor', Email: 'visitor@example.org' }],
    });
    const booked = await call('POST', `/v2/cart/${cart.CartKey}/finalize`, who);
    expect(booked.statusCode, booked.body).toBe(200);
    return booked.json();
  };
  /** The member's session at another moment (tokens live 24 hours). */
  const sessionAt = async (email: string, at: Date) => memberHeaders(t, email, at);
  /** The stored totals of a reservation, which the list shows, must equal what the detail computes. */
  const expectStoredTotals = async (view: Json) => {
    const row = await db()
      .selectFrom('reservations')
      .select(['total_excl_cents', 'total_incl_cents', 'discount_cents', 'total_seats'])
      .where('id', '=', view.Id)
      .executeTakeFirstOrThrow();
    expect(row.total_excl_cents).toBe(cents(view.TotalExclTax));
    expect(row.total_incl_cents).toBe(cents(view.TotalInclTax));
    expect(row.discount_cents).toBe(cents(view.Discount));
    expect(row.total_seats).toBe(view.TotalSeats);
    const lines =
      view.Spaces.filter((s: Json) => !s.IsCancelled).reduce(
        (n: number, s: Json) => n + cents(s.PriceTotal),
        0,
      ) +
      view.Options.reduce((n: number, o: Json) => n + cents(o.TotalPrice), 0) +
      cents(view.PackagePrice);
    expect(row.total_excl_cents).toBe(lines - row.discount_cents);
  };
  const revisions = async (id: number) =>
    (await call('GET', `/v1/reservation/${id}/revisions`, booker)).json() as Json[];

  beforeAll(async () => {
    t = await createTestApp(engine, { demo: true, now: () => now });
    booker = await memberHeaders(t, 'booker@example.com', START);
    host = await memberHeaders(t, 'host@example.com', START);
  });
  afterAll(async () => t.close());
  beforeEach(() => {
    now = START;
  });

  it('describes one option of the catalogue in either language; 404 for an unknown one', async () => {
    const o = await db().selectFrom('options').selectAll().orderBy('id').executeTakeFirstOrThrow();
    const en = await call('GET', `/v1/option/${o.id}`, {});
    expect(en.statusCode).toBe(200);
    expect(en.json()).toEqual({
      Id: o.id,
      LocationId: o.location_id,
      CategoryId: o.category_id,
      CategoryName: expect.any(String),
      Name: o.name_en,
      Description: o.description_en,
      Price: o.price_cents / 100,
      TaxPercentage: o.tax_percentage,
      CurrencyIso: 'EUR',
      MaxAmount: o.max_amount,
      MaxPP: o.max_pp,
      Rank: o.rank,
      IsActive: o.is_active === 1,
    });
    expect((await call('GET', `/v1/option/${o.id}?language=nl-NL`, {})).json().Name).toBe(o.name_nl);
    expect((await call('GET', '/v1/option/99999999', {})).statusCode).toBe(404);
    expect((await call('GET', '/v1/option/abc', {})).statusCode).toBe(400);
    expect((await call('GET', `/v1/option/${o.id}?language=fr`, {})).statusCode).toBe(400);
  });

  it('lists the options that can be added with the amounts the reservation has, to its member only', async () => {
    const r = await book();
    const list = await call('GET', `/v1/reservation/${r.Id}/available/options`, booker);
    expect(list.statusCode).toBe(200);
    const options = list.json() as Json[];
    expect(options.length).toBeGreaterThan(0);
    expect(options.every((o) => o.Amount === 0 && o.TotalPrice === 0 && o.CurrencyIso === 'EUR')).toBe(true);
    const active = await db()
      .selectFrom('options')
      .select('id')
      .where('location_id', '=', r.LocationId)
      .where('is_active', '=', 1)
      .execute();
    expect(options.map((o) => o.OptionId).sort((a, b) => a - b)).toEqual(
      active.map((o) => o.id).sort((a, b) => a - b),
    );
    const pick = options[0] as Json;
    await call('PUT', `/v2/reservation/${r.Id}/options`, booker, {
      Options: [
        { OptionId: pick.OptionId, Amount: 1 },
        { OptionId: pick.OptionId, Amount: 2, StartMinutes: r.StartMinutes },
      ],
    });
    const after = (await call('GET', `/v1/reservation/${r.Id}/available/options`, booker)).json() as Json[];
    expect(after.find((o) => o.OptionId === pick.OptionId)).toMatchObject({
      Amount: 3,
      TotalPrice: Math.round(pick.PricePerItem * 3 * 100) / 100,
    });
    expect((await call('GET', `/v1/reservation/${r.Id}/available/options`, {})).statusCode).toBe(401);
    expect((await call('GET', `/v1/reservation/${r.Id}/available/options`, host)).statusCode).toBe(403);
    expect((await call('GET', '/v1/reservation/99999999/available/options', booker)).statusCode).toBe(404);
  });

  it('sets options priced and clamped by the server, recomputes the totals and records what changed', async () => {
    const r = await book(2);
    const options = (await call('GET', `/v1/reservation/${r.Id}/available/options`, booker)).json() as Json[];
    const [free, capped] = options as [Json, Json];
    await db()
      .updateTable('options')
      .set({ max_amount: 0, max_pp: 0 })
      .where('id', '=', free.OptionId)
      .execute();
    await db()
      .updateTable('options')
      .set({ max_amount: 0, max_pp: 2 })
      .where('id', '=', capped.OptionId)
      .execute();
    const res = await call('PUT', `/v2/reservation/${r.Id}/options`, booker, {
      Options: [
        { OptionId: free.OptionId, Amount: 3 },
        { OptionId: capped.OptionId, Amount: 10_000 },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const view = res.json();
    expect(view.Id).toBe(r.Id);
    expect(view.Cancellation).toMatchObject({ IsFree: true });
    const line = (id: number) => view.Options.find((o: Json) => o.OptionId === id);
    expect(line(free.OptionId)).toMatchObject({
      Amount: 3,
      PricePerItem: free.PricePerItem,
      ReservationSpaceId: null,
      StartMinutes: null,
    });
    expect(cents(line(free.OptionId).TotalPrice)).toBe(cents(free.PricePerItem) * 3);
    // MaxPP 2 with 2 seats: at most 4.
    expect(line(capped.OptionId).Amount).toBe(4);
    const added = cents(line(free.OptionId).TotalPrice) + cents(line(capped.OptionId).TotalPrice);
    expect(cents(view.TotalExclTax)).toBe(cents(r.TotalExclTax) + added);
    await expectStoredTotals(view);
    const listed = (await call('GET', '/v1/profile/reservation?statusId=100&itemsPerPage=100', booker))
      .json()
      .Results.find((x: Json) => x.Id === r.Id);
    expect(listed.TotalInclTax).toBe(view.TotalInclTax);

    const history = await revisions(r.Id);
    expect(history.map((v) => v.Action)).toEqual(['options']);
    expect(history[0]?.Changes).toContainEqual({
      Field: `Options[OptionId=${free.OptionId}].Amount`,
      From: 0,
      To: 3,
    });
    expect(history[0]?.Changes).toContainEqual({
      Field: 'TotalExclTax',
      From: r.TotalExclTax,
      To: view.TotalExclTax,
    });
    // The same amounts again change nothing and record nothing.
    const same = await call('PUT', `/v2/reservation/${r.Id}/options`, booker, {
      Options: [{ OptionId: free.OptionId, Amount: 3 }],
    });
    expect(same.json().TotalExclTax).toBe(view.TotalExclTax);
    expect(await revisions(r.Id)).toHaveLength(1);

    // A line for one space at a time of day is a line of its own; amount 0 removes one line.
    const space = view.Spaces[0];
    const timed = await call('PUT', `/v2/reservation/${r.Id}/options`, booker, {
      Options: [
        {
          OptionId: free.OptionId,
          Amount: 2,
          ReservationSpaceId: space.Id,
          StartMinutes: r.StartMinutes + 60,
        },
        { OptionId: capped.OptionId, Amount: 0 },
      ],
    });
    expect(timed.statusCode).toBe(200);
    const lines = timed.json().Options as Json[];
    expect(lines.filter((o) => o.OptionId === free.OptionId)).toEqual([
      expect.objectContaining({ Amount: 3, ReservationSpaceId: null, StartMinutes: null }),
      expect.objectContaining({ Amount: 2, ReservationSpaceId: space.Id, StartMinutes: r.StartMinutes + 60 }),
    ]);
    expect(lines.some((o) => o.OptionId === capped.OptionId)).toBe(false);
    await expectStoredTotals(timed.json());
    const last = (await revisions(r.Id)).at(-1) as Json;
    expect(last.Changes).toContainEqual({
      Field: `Options[OptionId=${free.OptionId},ReservationSpaceId=${space.Id},StartMinutes=${r.StartMinutes + 60}].Amount`,
      From: 0,
      To: 2,
    });
    expect(last.Changes).toContainEqual({
      Field: `Options[OptionId=${capped.OptionId}].Amount`,
      From: 4,
      To: 0,
    });
  });

  it('refuses bad option input with field errors per line, and writes nothing then', async () => {
    const r = await book();
    const [option] = (
      await call('GET', `/v1/reservation/${r.Id}/available/options`, booker)
    ).json() as Json[];
    const foreign = await db()
      .selectFrom('options')
      .select('id')
      .where('location_id', '!=', r.LocationId)
      .executeTakeFirstOrThrow();
    const id = (option as Json).OptionId;
    const bad = await call('PUT', `/v2/reservation/${r.Id}/options`, booker, {
      Options: [
        { OptionId: id, Amount: 1 },
        { OptionId: foreign.id, Amount: 1 },
        { OptionId: id, Amount: 1, StartMinutes: r.EndMinutes + 30 },
        { OptionId: id, Amount: 1, ReservationSpaceId: 99999999 },
        { OptionId: id, Amount: 5 },
      ],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().Errors).toEqual([
      expect.objectContaining({ Field: 'Options[1].OptionId', Code: 'not_offered' }),
      expect.objectContaining({ Field: 'Options[2].StartMinutes', Code: 'outside_reservation' }),
      expect.objectContaining({ Field: 'Options[3].ReservationSpaceId', Code: 'unknown' }),
      expect.objectContaining({ Field: 'Options[4]', Code: 'duplicate' }),
    ]);
    const typed = await call('PUT', `/v2/reservation/${r.Id}/options`, booker, {
      Options: [
        { OptionId: id, Amount: 1 },
        { OptionId: id, Amount: 'many' },
      ],
    });
    expect(typed.statusCode).toBe(400);
    expect(typed.json().Errors[0]).toMatchObject({ Field: 'Options[1].Amount' });
    expect((await call('PUT', `/v2/reservation/${r.Id}/options`, booker, { Options: [] })).statusCode).toBe(
      400,
    );
    expect((await call('PUT', `/v2/reservation/${r.Id}/options`, booker, {})).statusCode).toBe(400);
    const lines = await db()
      .selectFrom('reservation_options')
      .select('id')
      .where('reservation_id', '=', r.Id)
      .execute();
    expect(lines).toEqual([]);
    expect(await revisions(r.Id)).toEqual([]);
    const body = { Options: [{ OptionId: id, Amount: 1 }] };
    expect((await call('PUT', `/v2/reservation/${r.Id}/options`, {}, body)).statusCode).toBe(401);
    expect((await call('PUT', `/v2/reservation/${r.Id}/options`, host, body)).statusCode).toBe(403);
    expect((await call('PUT', '/v2/reservation/99999999/options', booker, body)).statusCode).toBe(404);
  });

  it('refuses changes to a locked reservation (24 hours before the start, exactly), invoiced or cancelled', async () => {
    const r = await book();
    const [option] = (
      await call('GET', `/v1/reservation/${r.Id}/available/options`, booker)
    ).json() as Json[];
    const body = { Options: [{ OptionId: (option as Json).OptionId, Amount: 1 }] };
    const row = await db()
      .selectFrom('reservations')
      .select('starts_at')
      .where('id', '=', r.Id)
      .executeTakeFirstOrThrow();
    now = new Date(Date.parse(row.starts_at) - 24 * 3_600_000);
    const atEdge = await sessionAt('booker@example.com', now);
    expect((await call('PUT', `/v2/reservation/${r.Id}/options`, atEdge, body)).statusCode).toBe(200);
    now = new Date(Date.parse(row.starts_at) - 24 * 3_600_000 + 1000);
    for (const [path, payload] of [
      ['options', { Options: [{ OptionId: (option as Json).OptionId, Amount: 2 }] }],
      ['spaces', { Spaces: [{ Id: r.Spaces[0].Id, IsLocked: true }] }],
    ] as const) {
      const refused = await call('PUT', `/v2/reservation/${r.Id}/${path}`, atEdge, payload);
      expect(refused.statusCode, path).toBe(409);
      expect(refused.json().Errors).toEqual([{ Field: 'Id', Code: 'locked' }]);
    }
    now = START;
    const invoiced = await book();
    await db().updateTable('reservations').set({ has_invoice: 1 }).where('id', '=', invoiced.Id).execute();
    const res = await call('PUT', `/v2/reservation/${invoiced.Id}/options`, booker, body);
    expect(res.statusCode).toBe(409);
    expect(res.json().Errors[0].Code).toBe('locked');
    expect(await revisions(invoiced.Id)).toEqual([]);
  });

  it('changes seats within the setting, re-priced and re-checked, and another setting of the space', async () => {
    const r = await book(2);
    const held = r.Spaces[0] as Json;
    const settings = await db()
      .selectFrom('space_settings')
      .selectAll()
      .where('space_id', '=', held.SpaceId)
      .execute();
    const current = settings.find((s) => s.setting_id === held.SettingId) as (typeof settings)[number];
    expect(current.max_seats).toBeGreaterThanOrEqual(3);
    const space = await db()
      .selectFrom('spaces')
      .selectAll()
      .where('id', '=', held.SpaceId)
      .executeTakeFirstOrThrow();
    const res = await call('PUT', `/v2/reservation/${r.Id}/spaces`, booker, {
      Spaces: [{ Id: held.Id, Seats: 3 }],
    });
    expect(res.statusCode, res.body).toBe(200);
    const expected = priceSpace({
      pricingTypeId: space.pricing_type_id as 1,
      priceCents: space.price_cents,
      seats: 3,
      startDate: DAYS[0] as string,
      startMinutes: r.StartMinutes,
      endMinutes: r.EndMinutes,
      isSocialCapital: space.is_social_capital === 1,
    });
    expect(res.json()).toMatchObject({ TotalSeats: 3 });
    expect(res.json().Spaces[0]).toMatchObject({ Seats: 3, SettingId: held.SettingId });
    expect(cents(res.json().Spaces[0].PriceTotal)).toBe(expected.priceTotalCents);
    await expectStoredTotals(res.json());
    const history = await revisions(r.Id);
    expect(history.map((v) => v.Action)).toEqual(['spaces']);
    expect(history[0]?.Changes).toContainEqual({ Field: `Spaces[Id=${held.Id}].Seats`, From: 2, To: 3 });
    expect(history[0]?.Changes).toContainEqual({ Field: 'TotalSeats', From: 2, To: 3 });

    const outside = await call('PUT', `/v2/reservation/${r.Id}/spaces`, booker, {
      Spaces: [{ Id: held.Id, Seats: current.max_seats + 1 }],
    });
    expect(outside.statusCode).toBe(400);
    expect(outside.json().Errors[0]).toMatchObject({ Field: 'Spaces[0].Seats', Code: 'outside_setting' });
    const other = settings.find(
      (s) => s.setting_id !== held.SettingId && s.min_seats <= 3 && s.max_seats >= 3,
    );
    if (other) {
      const moved = await call('PUT', `/v2/reservation/${r.Id}/spaces`, booker, {
        Spaces: [{ Id: held.Id, SettingId: other.setting_id }],
      });
      expect(moved.statusCode).toBe(200);
      expect(moved.json().Spaces[0]).toMatchObject({ SettingId: other.setting_id, Seats: 3 });
      // Only the setting changed: the price stays.
      expect(moved.json().TotalExclTax).toBe(res.json().TotalExclTax);
    }
    const unknownSetting = [...Array(30).keys()]
      .map((i) => i + 1)
      .find((id) => !settings.some((s) => s.setting_id === id));
    const badSetting = await call('PUT', `/v2/reservation/${r.Id}/spaces`, booker, {
      Spaces: [{ Id: held.Id, SettingId: unknownSetting }],
    });
    expect(badSetting.json().Errors[0]).toMatchObject({
      Field: 'Spaces[0].SettingId',
      Code: 'unknown_setting',
    });
    const errors = await call('PUT', `/v2/reservation/${r.Id}/spaces`, booker, {
      Spaces: [
        { Id: 99999999, Seats: 2 },
        { Id: held.Id, Seats: 0 },
      ],
    });
    expect(errors.statusCode).toBe(400);
    expect(errors.json().Errors[0]).toMatchObject({ Field: 'Spaces[1].Seats', Code: 'too_small' });
    const unknown = await call('PUT', `/v2/reservation/${r.Id}/spaces`, booker, {
      Spaces: [{ Id: 99999999 }],
    });
    expect(unknown.json().Errors[0]).toMatchObject({ Field: 'Spaces[0].Id', Code: 'unknown' });
    const body = { Spaces: [{ Id: held.Id, Seats: 2 }] };
    expect((await call('PUT', `/v2/reservation/${r.Id}/spaces`, {}, body)).statusCode).toBe(401);
    expect((await call('PUT', `/v2/reservation/${r.Id}/spaces`, host, body)).statusCode).toBe(403);
    expect((await call('PUT', '/v2/reservation/99999999/spaces', booker, body)).statusCode).toBe(404);
  });

  it('locks a space against seat and setting changes until the member unlocks it', async () => {
    const r = await book(2);
    const held = r.Spaces[0] as Json;
    const locked = await call('PUT', `/v2/reservation/${r.Id}/spaces`, booker, {
      Spaces: [{ Id: held.Id, IsLocked: true }],
    });
    expect(locked.statusCode).toBe(200);
    expect(locked.json().Spaces[0].IsLocked).toBe(true);
    expect(locked.json().TotalExclTax).toBe(r.TotalExclTax);
    const refused = await call('PUT', `/v2/reservation/${r.Id}/spaces`, booker, {
      Spaces: [{ Id: held.Id, Seats: 3 }],
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().Errors).toEqual([{ Field: 'Spaces[0].Id', Code: 'space_locked' }]);
    // Locking it again changes nothing and records nothing.
    await call('PUT', `/v2/reservation/${r.Id}/spaces`, booker, {
      Spaces: [{ Id: held.Id, IsLocked: true }],
    });
    const unlockAndChange = await call('PUT', `/v2/reservation/${r.Id}/spaces`, booker, {
      Spaces: [{ Id: held.Id, Seats: 3, IsLocked: false }],
    });
    expect(unlockAndChange.statusCode).toBe(200);
    expect(unlockAndChange.json().Spaces[0]).toMatchObject({ Seats: 3, IsLocked: false });
    const history = await revisions(r.Id);
    expect(history.map((v) => v.Action)).toEqual(['spaces', 'spaces']);
    expect(history[0]?.Changes).toEqual([{ Field: `Spaces[Id=${held.Id}].IsLocked`, From: false, To: true }]);
  });

  it('lets the options follow fewer seats (clamped per person) and keeps totals consistent', async () => {
    const r = await book(3);
    const [option] = (
      await call('GET', `/v1/reservation/${r.Id}/available/options`, booker)
    ).json() as Json[];
    const id = (option as Json).OptionId;
    await db().updateTable('options').set({ max_amount: 0, max_pp: 1 }).where('id', '=', id).execute();
    const set = await call('PUT', `/v2/reservation/${r.Id}/options`, booker, {
      Options: [{ OptionId: id, Amount: 3 }],
    });
    expect(set.json().Options[0].Amount).toBe(3);
    const fewer = await call('PUT', `/v2/reservation/${r.Id}/spaces`, booker, {
      Spaces: [{ Id: r.Spaces[0].Id, Seats: 2 }],
    });
    expect(fewer.statusCode, fewer.body).toBe(200);
    expect(fewer.json().Options[0].Amount).toBe(2);
    await expectStoredTotals(fewer.json());
    expect((await revisions(r.Id)).at(-1)?.Changes).toContainEqual({
      Field: `Options[OptionId=${id}].Amount`,
      From: 3,
      To: 2,
    });
  });

  it('keeps a workspace within its capacity: more seats only while places are left, one at a time', async () => {
    const workspace = await db()
      .selectFrom('spaces as s')
      .innerJoin('locations as l', 'l.id', 's.location_id')
      .innerJoin('space_settings as ss', 'ss.space_id', 's.id')
      .select(['s.id', 's.location_id', 's.capacity', 'ss.max_seats'])
      .where('s.meeting_type_id', '=', 2)
      .where('s.is_active', '=', 1)
      .where('l.status', '=', 'live')
      .where('s.capacity', '>=', 3)
      .orderBy('s.capacity')
      .executeTakeFirstOrThrow();
    const query = (seats: number) =>
      `location=${workspace.location_id}&space=${workspace.id}&meetingtype=2&startDate=2026-12-08&startTime=540&endTime=1020&seats=${seats}`;
    // A member has one workspace booking per period: the booker and the host each book one place.
    const mine = await bookQuery(booker, query(1), workspace.id);
    const theirs = await bookQuery(host, query(1), workspace.id);
    // Visitors take all but one of the remaining places.
    for (let i = 0; i < workspace.capacity - 3; i++)
      await bookQuery(browserHeaders(`visitor-${i}`), query(1), workspace.id);
    const grow = (who: Record<string, string>, r: Json) =>
      call('PUT', `/v2/reservation/${r.Id}/spaces`, who, { Spaces: [{ Id: r.Spaces[0].Id, Seats: 2 }] });
    const [a, b] = await Promise.all([grow(booker, mine), grow(host, theirs)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const refused = a.statusCode === 409 ? a : b;
    expect(refused.json().Errors).toEqual([{ Field: 'Spaces[0].Seats', Code: 'NoCapacity' }]);
    const booked = await db()
      .selectFrom('reservation_spaces')
      .select((eb) => eb.fn.sum<number>('seats').as('seats'))
      .where('space_id', '=', workspace.id)
      .where('start_date', '=', '2026-12-08')
      .where('is_cancelled', '=', 0)
      .executeTakeFirstOrThrow();
    expect(Number(booked.seats)).toBe(workspace.capacity);
  });

  it('keeps a program in time order within the reservation, also on the day, not once cancelled', async () => {
    const r = await book(2, 240);
    expect((await call('GET', `/v1/reservation/${r.Id}/program`, booker)).json()).toEqual([]);
    const items = [
      {
        StartMinutes: r.StartMinutes + 60,
        EndMinutes: r.StartMinutes + 120,
        Title: 'Workshop',
        Description: 'Groups of four',
      },
      { StartMinutes: r.StartMinutes, EndMinutes: r.StartMinutes + 60, Title: '  Welcome  ' },
    ];
    const put = await call('PUT', `/v1/reservation/${r.Id}/program`, booker, { ProgramItems: items });
    expect(put.statusCode, put.body).toBe(200);
    const program = (await call('GET', `/v1/reservation/${r.Id}/program`, booker)).json();
    expect(program).toEqual([
      {
        Id: expect.any(Number),
        StartMinutes: r.StartMinutes,
        EndMinutes: r.StartMinutes + 60,
        Title: 'Welcome',
        Description: null,
      },
      { Id: expect.any(Number), ...items[0] },
    ]);
    expect(put.json()).toEqual(program);
    const history = await revisions(r.Id);
    expect(history.map((v) => v.Action)).toEqual(['program']);
    expect(history[0]?.Changes[0]).toMatchObject({ Field: 'ProgramItems', From: [] });
    expect(history[0]?.Changes[0].To).toHaveLength(2);
    // The same program again records nothing.
    await call('PUT', `/v1/reservation/${r.Id}/program`, booker, { ProgramItems: [items[1], items[0]] });
    expect(await revisions(r.Id)).toHaveLength(1);

    const bad = await call('PUT', `/v1/reservation/${r.Id}/program`, booker, {
      ProgramItems: [
        { StartMinutes: r.StartMinutes + 60, EndMinutes: r.StartMinutes + 60, Title: 'Zero' },
        { StartMinutes: r.StartMinutes, EndMinutes: r.StartMinutes + 30, Title: '' },
        { StartMinutes: r.StartMinutes, EndMinutes: r.StartMinutes + 30, Title: 'x'.repeat(201) },
      ],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().Errors.map((e: Json) => e.Field)).toEqual([
      'ProgramItems[0].EndMinutes',
      'ProgramItems[1].Title',
      'ProgramItems[2].Title',
    ]);
    const outside = await call('PUT', `/v1/reservation/${r.Id}/program`, booker, {
      ProgramItems: [
        { StartMinutes: r.StartMinutes, EndMinutes: r.EndMinutes, Title: 'All day' },
        { StartMinutes: r.StartMinutes - 30, EndMinutes: r.EndMinutes + 30, Title: 'Too long' },
      ],
    });
    expect(outside.statusCode).toBe(400);
    expect(outside.json().Errors).toEqual([
      expect.objectContaining({ Field: 'ProgramItems[1].StartMinutes', Code: 'outside_reservation' }),
      expect.objectContaining({ Field: 'ProgramItems[1].EndMinutes', Code: 'outside_reservation' }),
    ]);
    const many = Array.from({ length: 51 }, (_, i) => ({
      StartMinutes: r.StartMinutes,
      EndMinutes: r.StartMinutes + 1,
      Title: `Item ${i}`,
    }));
    const tooMany = await call('PUT', `/v1/reservation/${r.Id}/program`, booker, { ProgramItems: many });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().Errors[0]).toMatchObject({ Field: 'ProgramItems', Code: 'too_big' });
    expect(
      (await call('PUT', `/v1/reservation/${r.Id}/program`, booker, { ProgramItems: many.slice(0, 50) }))
        .statusCode,
    ).toBe(200);

    // On the day (locked for other changes) the program can still change.
    const row = await db()
      .selectFrom('reservations')
      .select('starts_at')
      .where('id', '=', r.Id)
      .executeTakeFirstOrThrow();
    now = new Date(Date.parse(row.starts_at) - 3_600_000);
    const onTheDay = await sessionAt('booker@example.com', now);
    expect((await call('GET', `/v1/reservation/${r.Id}`, onTheDay)).json().IsLocked).toBe(true);
    const late = await call('PUT', `/v1/reservation/${r.Id}/program`, onTheDay, { ProgramItems: [] });
    expect(late.statusCode).toBe(200);
    expect(late.json()).toEqual([]);
    now = START;
    await call('PUT', `/v1/reservation/${r.Id}/cancel`, booker, { ReasonType: 5, ApplyCancelFee: true });
    const cancelled = await call('PUT', `/v1/reservation/${r.Id}/program`, booker, { ProgramItems: items });
    expect(cancelled.statusCode).toBe(409);
    expect(cancelled.json().Errors).toEqual([{ Field: 'Id', Code: 'cancelled' }]);

    const body = { ProgramItems: [] };
    expect((await call('GET', `/v1/reservation/${r.Id}/program`, {})).statusCode).toBe(401);
    expect((await call('GET', `/v1/reservation/${r.Id}/program`, host)).statusCode).toBe(403);
    expect((await call('GET', '/v1/reservation/99999999/program', booker)).statusCode).toBe(404);
    expect((await call('PUT', `/v1/reservation/${r.Id}/program`, {}, body)).statusCode).toBe(401);
    expect((await call('PUT', `/v1/reservation/${r.Id}/program`, host, body)).statusCode).toBe(403);
    expect((await call('PUT', '/v1/reservation/99999999/program', booker, body)).statusCode).toBe(404);
  });

  it('serialises concurrent option changes of one reservation: one line, consistent totals', async () => {
    const r = await book();
    const [option] = (
      await call('GET', `/v1/reservation/${r.Id}/available/options`, booker)
    ).json() as Json[];
    const id = (option as Json).OptionId;
    await db().updateTable('options').set({ max_amount: 0, max_pp: 0 }).where('id', '=', id).execute();
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        call('PUT', `/v2/reservation/${r.Id}/options`, booker, {
          Options: [{ OptionId: id, Amount: 1 + (i % 3) }],
        }),
      ),
    );
    expect(results.map((x) => x.statusCode)).toEqual(Array(8).fill(200));
    const lines = await db()
      .selectFrom('reservation_options')
      .selectAll()
      .where('reservation_id', '=', r.Id)
      .execute();
    expect(lines).toHaveLength(1);
    const view = (await call('GET', `/v1/reservation/${r.Id}`, booker)).json();
    await expectStoredTotals(view);
  });
});
