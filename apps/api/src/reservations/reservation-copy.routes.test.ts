import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { apiCall, bookMeetingRoom, memberHeaders } from '../../test/booking.ts';
import { engines } from '../../test/db.ts';

// Monday 23 November 2026 09:00 in Amsterdam; the originals are booked on Wednesday 25 November.
const START = new Date('2026-11-23T08:00:00Z');
const DAY = '2026-11-25';

type Headers = Record<string, string>;
type Series = { Id: number; Name: string; StartDate: string; StatusId: number }[];

describe.each(engines)('copying reservations and series links on %s', (engine) => {
  let t: TestApp;
  let now = START;
  let booker: Headers;
  let host: Headers;
  let slot = 0;
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: object, payload?: object) =>
    apiCall(t)(method, url, headers, payload);

  /** Books a one-hour meeting room on DAY (another hour each time) as `who`. */
  const book = async (who: Headers = booker) => {
    slot += 1;
    return bookMeetingRoom(t, who, {
      day: DAY,
      startMinutes: 540 + 60 * (slot % 8),
      seats: 2,
      name: `Original ${slot}`,
    });
  };
  const revisions = async (id: number) =>
    (await call('GET', `/v1/reservation/${id}/revisions`, booker)).json() as {
      Action: string;
      Changes: { Field: string; From: unknown; To: unknown }[];
    }[];
  const series = async (id: number) =>
    (await call('GET', `/v1/reservation/${id}/link`, booker)).json() as Series;
  const copy = (payload: object, who: Headers = booker) => call('POST', '/v1/reservation/copy', who, payload);
  /** A session for the booker issued at the current (moved) clock. */
  const relogin = async () => {
    booker = await memberHeaders(t, 'booker@example.com', now);
  };

  beforeAll(async () => {
    t = await createTestApp(engine, { demo: true, now: () => now });
    booker = await memberHeaders(t, 'booker@example.com', START);
    host = await memberHeaders(t, 'host@example.com', START);
  });
  afterAll(async () => t.close());
  beforeEach(async () => {
    if (now !== START) {
      now = START;
      await relogin();
    }
  });

  it('checks whether the same spaces are free in another period, and what a copy would cost', async () => {
    const r = await book();
    const check = (query: string, who: Headers = booker) =>
      call('GET', `/v1/availability/copy/check?${query}`, who);
    const free = await check(`reservationId=${r.Id}&startDate=2026-12-02`);
    expect(free.statusCode).toBe(200);
    expect(free.json()).toEqual({
      Available: true,
      Spaces: [
        { ReservationSpaceId: r.Spaces[0].Id, SpaceId: r.spaceId, SpaceAvailable: true, Warnings: [] },
      ],
      TotalInclTax: r.TotalInclTax,
      StartDate: '2026-12-02T00:00:00',
      EndDate: '2026-12-02T00:00:00',
      StartMinutes: r.StartMinutes,
      EndMinutes: r.EndMinutes,
    });
    // Query names are matched case-insensitively; longer times never cost less.
    const longer = (
      await check(`ReservationId=${r.Id}&StartDate=2026-12-02&endMinutes=${r.StartMinutes + 240}`)
    ).json();
    expect(longer.Available).toBe(true);
    expect(longer.EndMinutes).toBe(r.StartMinutes + 240);
    expect(longer.TotalInclTax).toBeGreaterThanOrEqual(r.TotalInclTax);
    // The original's own slot is taken (by the original itself).
    const same = (await check(`reservationId=${r.Id}&startDate=${DAY}`)).json();
    expect(same.Available).toBe(false);
    expect(same.Spaces[0]).toMatchObject({ SpaceAvailable: false, Warnings: ['AlreadyBooked'] });
    // Today is within the 24 hours before the start.
    const today = (await check(`reservationId=${r.Id}&startDate=2026-11-23`)).json();
    expect(today.Spaces[0].Warnings).toContain('BookingNotAllowedWithinPeriod');
    // In the middle of the night the location is not open.
    const night = (
      await check(`reservationId=${r.Id}&startDate=2026-12-02&startMinutes=0&endMinutes=60`)
    ).json();
    expect(night.Available).toBe(false);
    expect(night.Spaces[0].Warnings).toContain('OutsideOpeningHours');

    expect((await check(`reservationId=${r.Id}&startDate=2026-12-02`, {})).statusCode).toBe(401);
    expect((await check(`reservationId=${r.Id}&startDate=2026-12-02`, host)).statusCode).toBe(403);
    expect((await check('reservationId=99999999&startDate=2026-12-02')).statusCode).toBe(404);
    for (const bad of [
      `reservationId=${r.Id}`,
      `reservationId=${r.Id}&startDate=2026-02-30`,
      `reservationId=${r.Id}&startDate=2026-12-02&endDate=2026-12-01`,
      `reservationId=${r.Id}&startDate=2026-12-02&startMinutes=600&endMinutes=600`,
      `reservationId=${r.Id}&startDate=2026-12-02&endMinutes=${r.StartMinutes}`,
      `reservationId=${r.Id}&startDate=2026-12-02&endDate=2027-02-01`,
      'reservationId=abc&startDate=2026-12-02',
    ]) {
      const res = await check(bad);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().Errors.length, bad).toBeGreaterThan(0);
    }
  });

  it('copies a reservation: same spaces, seats, contacts and details; new id and key; re-priced; no voucher', async () => {
    const r = await book();
    const db = t.database.db;
    // The original has a remark, tags, an option at an old price and a voucher discount.
    const option = await db
      .selectFrom('options')
      .select(['id', 'price_cents', 'tax_percentage'])
      .where('location_id', '=', r.locationId)
      .where('is_active', '=', 1)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('reservation_options')
      .values({
        reservation_id: r.Id,
        option_id: option.id,
        reservation_space_id: null,
        amount: 2,
        price_per_item_cents: 1,
        price_total_cents: 2,
        tax_percentage: option.tax_percentage,
        start_minutes: null,
      })
      .execute();
    const voucher = await db.selectFrom('vouchers').select('id').orderBy('id').executeTakeFirstOrThrow();
    await db
      .updateTable('reservations')
      .set({
        comment: 'Vegetarian lunch',
        tags: '["board","q4"]',
        voucher_id: voucher.id,
        discount_cents: 500,
      })
      .where('id', '=', r.Id)
      .execute();
    const original = (await call('GET', `/v1/reservation/${r.Id}`, booker)).json();

    const res = await copy({ ReservationId: r.Id, StartDate: '2026-12-03' });
    expect(res.statusCode).toBe(200);
    const c = res.json();
    expect(c.Id).not.toBe(r.Id);
    expect(c.Key).not.toBe(original.Key);
    expect(c).toMatchObject({
      StatusId: 2,
      Name: original.Name,
      ProfileId: original.ProfileId,
      CompanyId: original.CompanyId,
      LocationId: original.LocationId,
      MeetingtypeId: original.MeetingtypeId,
      LanguageId: original.LanguageId,
      StartDate: '2026-12-03T00:00:00',
      EndDate: '2026-12-03T00:00:00',
      StartMinutes: original.StartMinutes,
      EndMinutes: original.EndMinutes,
      TotalSeats: original.TotalSeats,
      Comment: 'Vegetarian lunch',
      Tags: ['board', 'q4'],
      VoucherId: null,
      Discount: 0,
      TotalPaid: 0,
      HasInvoice: false,
      IsLocked: false,
      CartKey: null,
      Contacts: original.Contacts,
      InvoiceAddress: original.InvoiceAddress,
      Cancellation: { IsFree: true },
    });
    expect(c.Spaces).toHaveLength(1);
    expect(c.Spaces[0]).toMatchObject({
      SpaceId: r.spaceId,
      SettingId: original.Spaces[0].SettingId,
      Seats: original.Spaces[0].Seats,
      StartDate: '2026-12-03T00:00:00',
      PriceTotal: original.Spaces[0].PriceTotal,
    });
    // The option comes along at today's price; the totals follow.
    expect(c.Options).toEqual([
      expect.objectContaining({ OptionId: option.id, Amount: 2, PricePerItem: option.price_cents / 100 }),
    ]);
    expect(c.TotalExclTax).toBeCloseTo(original.Spaces[0].PriceTotal + (2 * option.price_cents) / 100, 2);
    const row = await db
      .selectFrom('reservations')
      .select(['terms_id', 'series_id', 'cart_id'])
      .where('id', '=', c.Id)
      .executeTakeFirstOrThrow();
    const source = await db
      .selectFrom('reservations')
      .select(['terms_id'])
      .where('id', '=', r.Id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ terms_id: source.terms_id, series_id: null, cart_id: null });

    // Its history says where it came from; the original is untouched.
    expect(await revisions(c.Id)).toEqual([
      expect.objectContaining({
        Action: 'copied-from',
        Changes: [{ Field: 'SourceReservationId', From: null, To: r.Id }],
      }),
    ]);
    expect(await revisions(r.Id)).toEqual([]);
    // The confirmation is queued like a booking's, with the calendar file.
    const mails = await db
      .selectFrom('outbox')
      .select(['kind', 'to_email', 'attachments'])
      .where('reservation_id', '=', c.Id)
      .execute();
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ kind: 'reservation-confirmation', to_email: 'booker@example.com' });
    expect(mails[0]?.attachments).toContain('reservation.ics');
    // The new slot is taken for everyone (cached search answers refreshed).
    const search = (
      await call('GET', `/v2/availability?${r.query.replace(DAY, '2026-12-03')}&space=${r.spaceId}`, {})
    ).json();
    expect(
      search.Locations[0].Spaces.every((s: { Warnings: string[] }) => s.Warnings.includes('AlreadyBooked')),
    ).toBe(true);
    // And a second copy into the same period is refused with the warning code.
    const again = await copy({ ReservationId: r.Id, StartDate: '2026-12-03' });
    expect(again.statusCode).toBe(409);
    expect(again.json().Errors[0]).toMatchObject({ Field: 'StartDate', Code: 'AlreadyBooked' });
  });

  it('re-prices the spaces at today’s price and takes other times when asked', async () => {
    const r = await book();
    const db = t.database.db;
    const space = await db
      .selectFrom('spaces')
      .select('price_cents')
      .where('id', '=', r.spaceId)
      .executeTakeFirstOrThrow();
    await db
      .updateTable('spaces')
      .set({ price_cents: space.price_cents * 2 })
      .where('id', '=', r.spaceId)
      .execute();
    try {
      const res = await copy({
        ReservationId: r.Id,
        StartDate: '2026-12-04',
        StartMinutes: 780,
        EndMinutes: 840,
      });
      expect(res.statusCode).toBe(200);
      const c = res.json();
      expect(c).toMatchObject({ StartMinutes: 780, EndMinutes: 840 });
      expect(c.Spaces[0]).toMatchObject({ StartMinutes: 780, EndMinutes: 840 });
      expect(c.Spaces[0].PriceTotal).toBe(r.Spaces[0].PriceTotal * 2);
    } finally {
      await db
        .updateTable('spaces')
        .set({ price_cents: space.price_cents })
        .where('id', '=', r.spaceId)
        .execute();
    }
  });

  it('copies a cancelled or past reservation, but never into the next 24 hours', async () => {
    const cancelled = await book();
    expect(
      (await call('PUT', `/v1/reservation/${cancelled.Id}/cancel`, booker, { ReasonType: 5 })).statusCode,
    ).toBe(200);
    const fromCancelled = await copy({ ReservationId: cancelled.Id, StartDate: '2026-12-07' });
    expect(fromCancelled.statusCode).toBe(200);
    expect(fromCancelled.json()).toMatchObject({ StatusId: 2, Spaces: [{ SpaceId: cancelled.spaceId }] });
    expect(fromCancelled.json().Spaces[0].IsCancelled).toBe(false);

    const past = await book();
    now = new Date('2026-12-20T08:00:00Z');
    await relogin();
    expect((await call('GET', `/v1/reservation/${past.Id}`, booker)).json().IsLocked).toBe(true);
    // Exactly 24 hours ahead is allowed, a minute less is not.
    const row = await t.database.db
      .selectFrom('reservations')
      .select('start_minutes')
      .where('id', '=', past.Id)
      .executeTakeFirstOrThrow();
    // 21 December at the same local time (Amsterdam is UTC+1 in winter), minus 24 hours.
    const startsAt = Date.parse('2026-12-21T00:00:00Z') + (row.start_minutes - 60) * 60_000;
    const dayBefore = new Date(startsAt - 24 * 3_600_000);
    now = new Date(dayBefore.getTime() + 60_000);
    await relogin();
    const tooSoon = await copy({ ReservationId: past.Id, StartDate: '2026-12-21' });
    expect(tooSoon.statusCode).toBe(409);
    expect(tooSoon.json().Errors.map((e: { Code: string }) => e.Code)).toContain(
      'BookingNotAllowedWithinPeriod',
    );
    now = dayBefore;
    await relogin();
    const inTime = await copy({ ReservationId: past.Id, StartDate: '2026-12-21' });
    expect(inTime.statusCode).toBe(200);
    expect(inTime.json()).toMatchObject({ StartDate: '2026-12-21T00:00:00', IsLocked: false });
  });

  it('books a slot once when the same copy is sent several times at once', async () => {
    const r = await book();
    const codes = await Promise.all(
      Array.from({ length: 6 }, () => copy({ ReservationId: r.Id, StartDate: '2026-12-10' })),
    ).then((all) => all.map((res) => res.statusCode));
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(5);
    const booked = await t.database.db
      .selectFrom('reservation_spaces')
      .select('id')
      .where('space_id', '=', r.spaceId)
      .where('start_date', '=', '2026-12-10')
      .where('start_minutes', '=', r.StartMinutes)
      .where('is_cancelled', '=', 0)
      .execute();
    expect(booked).toHaveLength(1);
  });

  it('copies a workspace booking, but never onto another workspace booking of the member', async () => {
    const space = await t.database.db
      .selectFrom('spaces as s')
      .innerJoin('locations as l', 'l.id', 's.location_id')
      .select(['s.id', 's.location_id'])
      .where('s.meeting_type_id', '=', 2)
      .where('s.is_active', '=', 1)
      .where('l.status', '=', 'live')
      .orderBy('s.capacity', 'desc')
      .orderBy('s.id')
      .executeTakeFirstOrThrow();
    const query = `location=${space.location_id}&space=${space.id}&meetingtype=2&startDate=${DAY}&startTime=540&endTime=1020&seats=1`;
    const search = (await call('GET', `/v2/availability?${query}`, booker)).json();
    const entry = search.Locations[0].Spaces.find((s: { Hash: string }) => s.Hash);
    const cart = (
      await call('POST', '/v1/availability/select', booker, {
        SearchId: search.SearchId,
        LocationId: space.location_id,
        Hash: entry.Hash,
      })
    ).json();
    await call('PUT', `/v1/cart/${cart.CartKey}`, booker, {
      Name: 'Desk day',
      CartTerms: { Accepted: true },
    });
    const w = (await call('POST', `/v2/cart/${cart.CartKey}/finalize`, booker)).json();
    const check = async (date: string) =>
      (
        await call('GET', `/v1/availability/copy/check?reservationId=${w.Id}&startDate=${date}`, booker)
      ).json();
    // On its own day the member already has this workspace booking.
    expect((await check(DAY)).Spaces[0].Warnings).toEqual(['WorkspaceOverlap']);
    expect(await check('2026-12-02')).toMatchObject({ Available: true, StartMinutes: 540, EndMinutes: 1020 });
    const copied = await copy({ ReservationId: w.Id, StartDate: '2026-12-02' });
    expect(copied.statusCode).toBe(200);
    expect(copied.json()).toMatchObject({ MeetingtypeId: 2, Spaces: [{ SpaceId: space.id, Seats: 1 }] });
    const twice = await copy({ ReservationId: w.Id, StartDate: '2026-12-02' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().Errors.map((e: { Code: string }) => e.Code)).toEqual(['WorkspaceOverlap']);
  });

  it('refuses a copy of someone else, of an unknown reservation, or with bad input', async () => {
    const r = await book();
    const body = { ReservationId: r.Id, StartDate: '2026-12-08' };
    expect((await copy(body, {})).statusCode).toBe(401);
    expect((await copy(body, host)).statusCode).toBe(403);
    expect((await copy({ ...body, ReservationId: 99999999 })).statusCode).toBe(404);
    for (const bad of [
      {},
      { ReservationId: r.Id },
      { ...body, StartDate: '08-12-2026' },
      { ...body, EndDate: '2026-12-07' },
      { ...body, StartMinutes: 700, EndMinutes: 600 },
      { ...body, EndMinutes: 10 },
      { ...body, LinkToSeries: 'yes' },
      { ...body, ReservationId: 2 ** 40 },
    ]) {
      const res = await copy(bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json().Errors.length).toBeGreaterThan(0);
    }
    // Nothing was booked by the refused calls.
    const copies = await t.database.db
      .selectFrom('reservations')
      .select('id')
      .where('start_date', '=', '2026-12-08')
      .where('name', '=', r.Name)
      .execute();
    expect(copies).toEqual([]);
  });

  it('links copies and other own reservations into one series, and takes them out again', async () => {
    const a = await book();
    const first = await copy({ ReservationId: a.Id, StartDate: '2026-12-09', LinkToSeries: true });
    expect(first.statusCode).toBe(200);
    const b = first.json();
    expect((await series(a.Id)).map((s) => s.Id)).toEqual([a.Id, b.Id]);
    expect(await series(b.Id)).toEqual(await series(a.Id));
    expect((await series(a.Id))[0]).toEqual({
      Id: a.Id,
      Name: a.Name,
      StartDate: `${DAY}T00:00:00`,
      StartMinutes: a.StartMinutes,
      EndMinutes: a.EndMinutes,
      StatusId: 2,
    });
    expect(await revisions(a.Id)).toEqual([
      expect.objectContaining({ Action: 'linked', Changes: [{ Field: 'SeriesId', From: null, To: a.Id }] }),
    ]);
    expect((await revisions(b.Id))[0]?.Changes).toEqual([
      { Field: 'SourceReservationId', From: null, To: a.Id },
      { Field: 'SeriesId', From: null, To: a.Id },
    ]);
    // A copy of a copy joins the same series.
    const c = (await copy({ ReservationId: b.Id, StartDate: '2026-12-16', LinkToSeries: true })).json();
    expect((await series(a.Id)).map((s) => s.Id)).toEqual([a.Id, b.Id, c.Id]);
    // Another own reservation (a cancelled one: links change nothing booked) is linked in.
    const d = await book();
    await call('PUT', `/v1/reservation/${d.Id}/cancel`, booker, { ReasonType: 5 });
    const linked = await call('POST', `/v1/reservation/${c.Id}/link`, booker, { ReservationId: d.Id });
    expect(linked.statusCode).toBe(200);
    // By start: a and d on the 25th (in the order of their hours), then b and c.
    const sameDay = [a, d].sort((x, y) => x.StartMinutes - y.StartMinutes).map((x) => x.Id);
    expect(linked.json().map((s: { Id: number }) => s.Id)).toEqual([...sameDay, b.Id, c.Id]);
    expect(linked.json().find((s: { Id: number }) => s.Id === d.Id).StatusId).toBe(3);
    // Linking again changes nothing.
    await call('POST', `/v1/reservation/${a.Id}/link`, booker, { ReservationId: d.Id });
    expect((await revisions(d.Id)).filter((v) => v.Action === 'linked')).toHaveLength(1);

    // The first one leaves: the others stay together.
    const left = await call('DELETE', `/v1/reservation/${a.Id}/link`, booker);
    expect(left.statusCode).toBe(200);
    expect(left.json()).toBe(true);
    expect(await series(a.Id)).toEqual([]);
    expect((await series(b.Id)).map((s) => s.Id)).toEqual([d.Id, b.Id, c.Id]);
    // The series now goes by the lowest id left (a's id is free to start a new one).
    const keys = await t.database.db
      .selectFrom('reservations')
      .select('series_id')
      .where('id', 'in', [b.Id, c.Id, d.Id])
      .execute();
    expect(keys.map((k) => k.series_id)).toEqual([b.Id, b.Id, b.Id]);
    expect((await revisions(a.Id)).at(-1)).toMatchObject({
      Action: 'unlinked',
      Changes: [{ Field: 'SeriesId', From: a.Id, To: null }],
    });
    // It can start a series of its own again, without merging with the old one.
    await call('POST', `/v1/reservation/${a.Id}/link`, booker, { ReservationId: c.Id });
    expect((await series(a.Id)).map((s) => s.Id)).toEqual([a.Id, c.Id]);
    expect((await series(b.Id)).map((s) => s.Id)).toEqual([d.Id, b.Id]);
    // Two left: one leaving dissolves the series.
    expect((await call('DELETE', `/v1/reservation/${d.Id}/link`, booker)).json()).toBe(true);
    expect(await series(b.Id)).toEqual([]);
    expect((await revisions(b.Id)).at(-1)).toMatchObject({ Action: 'unlinked' });
    expect((await call('DELETE', `/v1/reservation/${b.Id}/link`, booker)).json()).toBe(false);
  });

  it('guards the series calls: 401, 403, 404 and 400', async () => {
    const mine = await book();
    const other = await book();
    const theirs = await book(host);
    const link = (id: number, body: object, who: Headers = booker) =>
      call('POST', `/v1/reservation/${id}/link`, who, body);
    expect((await call('GET', `/v1/reservation/${mine.Id}/link`, {})).statusCode).toBe(401);
    expect((await call('GET', `/v1/reservation/${mine.Id}/link`, host)).statusCode).toBe(403);
    expect((await call('GET', '/v1/reservation/99999999/link', booker)).statusCode).toBe(404);
    expect((await link(mine.Id, { ReservationId: other.Id }, {})).statusCode).toBe(401);
    expect((await link(mine.Id, { ReservationId: other.Id }, host)).statusCode).toBe(403);
    expect((await link(mine.Id, { ReservationId: theirs.Id })).statusCode).toBe(403);
    expect((await link(theirs.Id, { ReservationId: mine.Id }, host)).statusCode).toBe(403);
    expect((await link(mine.Id, { ReservationId: 99999999 })).statusCode).toBe(404);
    expect((await link(99999999, { ReservationId: mine.Id })).statusCode).toBe(404);
    const self = await link(mine.Id, { ReservationId: mine.Id });
    expect(self.statusCode).toBe(400);
    expect(self.json().Errors[0]).toMatchObject({ Field: 'ReservationId', Code: 'same' });
    for (const bad of [{}, { ReservationId: 'x' }, { ReservationId: 0 }]) {
      expect((await link(mine.Id, bad)).statusCode).toBe(400);
    }
    expect((await call('DELETE', `/v1/reservation/${mine.Id}/link`, {})).statusCode).toBe(401);
    expect((await call('DELETE', `/v1/reservation/${theirs.Id}/link`, booker)).statusCode).toBe(403);
    expect((await call('DELETE', '/v1/reservation/99999999/link', booker)).statusCode).toBe(404);
    expect((await call('DELETE', '/v1/reservation/abc/link', booker)).statusCode).toBe(400);
    // Nothing was linked by the refused calls.
    expect(await series(mine.Id)).toEqual([]);
    expect((await call('GET', `/v1/reservation/${theirs.Id}/link`, host)).json()).toEqual([]);
  });

  it('dissolves a series correctly when two of three leave at the same time', async () => {
    const [a, b, c] = [await book(), await book(), await book()];
    await call('POST', `/v1/reservation/${a.Id}/link`, booker, { ReservationId: b.Id });
    await call('POST', `/v1/reservation/${a.Id}/link`, booker, { ReservationId: c.Id });
    const results = await Promise.all(
      [a, b].map((r) => call('DELETE', `/v1/reservation/${r.Id}/link`, booker)),
    );
    expect(results.map((r) => r.json())).toEqual([true, true]);
    for (const r of [a, b, c]) expect(await series(r.Id)).toEqual([]);
    const keys = await t.database.db
      .selectFrom('reservations')
      .select('series_id')
      .where('id', 'in', [a.Id, b.Id, c.Id])
      .execute();
    expect(keys.every((k) => k.series_id === null)).toBe(true);
  });

  it('moves a reservation from one series into another', async () => {
    const [a, b, c, d] = [await book(), await book(), await book(), await book()];
    await call('POST', `/v1/reservation/${a.Id}/link`, booker, { ReservationId: b.Id });
    await call('POST', `/v1/reservation/${c.Id}/link`, booker, { ReservationId: d.Id });
    const moved = await call('POST', `/v1/reservation/${a.Id}/link`, booker, { ReservationId: c.Id });
    expect(
      moved
        .json()
        .map((s: { Id: number }) => s.Id)
        .sort(),
    ).toEqual([a.Id, b.Id, c.Id].sort());
    // c's old series had two: d is on its own now.
    expect(await series(d.Id)).toEqual([]);
    expect((await revisions(c.Id)).map((v) => v.Action)).toEqual(['linked', 'unlinked', 'linked']);
  });

  it('documents its calls in the OpenAPI document', async () => {
    const doc = await t.app.inject({ url: '/api/docs/json' });
    expect(doc.statusCode).toBe(200);
    expect(Object.keys(doc.json().paths)).toEqual(
      expect.arrayContaining([
        '/api/v1/availability/copy/check',
        '/api/v1/reservation/copy',
        '/api/v1/reservation/{id}/link',
      ]),
    );
  });
});
