import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { apiCall, memberHeaders } from '../../test/booking.ts';
import { engines } from '../../test/db.ts';

// Monday 23 November 2026 09:00 in Amsterdam; bookings on weekdays in December (days ahead).
const START = new Date('2026-11-23T08:00:00Z');
const WEEKDAYS = ['2026-12-02', '2026-12-03', '2026-12-09', '2026-12-10', '2026-12-16', '2026-12-17'];

// biome-ignore lint/suspicious/noExplicitAny: API answers are read loosely in tests
type Json = Record<string, any>;
const cents = (euros: number) => Math.round(euros * 100);

describe.each(engines)('vouchers on a reservation on %s', (engine) => {
  let t: TestApp;
  let now = START;
  let booker: Record<string, string>;
  let host: Record<string, string>;
  let elsewhere: number;
  let packageLocation: number;
  let slot = -1;
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, headers: object, payload?: object) =>
    apiCall(t)(method, url, headers, payload);
  const db = () => t.database.db;

  /** A meeting room booked by the booker at a location, in an hour nobody else in this file uses. */
  const bookAt = async (locationId: number, seats = 2): Promise<Json> => {
    slot += 1;
    const day = WEEKDAYS[Math.floor(slot / 8)];
    const start = 540 + 60 * (slot % 8);
    const search = (
      await call(
        'GET',
        `/v2/availability?location=${locationId}&startDate=${day}&startTime=${start}&endTime=${start + 60}&seats=${seats}`,
        booker,
      )
    ).json();
    const entry = search.Locations[0]?.Spaces.find((s: Json) => s.SpaceAvailable && s.MaxSeats >= seats + 1);
    expect(entry, `a free room at ${locationId}`).toBeDefined();
    const cart = (
      await call('POST', '/v1/availability/select', booker, {
        SearchId: search.SearchId,
        LocationId: locationId,
        Hash: entry.Hash,
      })
    ).json();
    await call('PUT', `/v1/cart/${cart.CartKey}`, booker, {
      Name: 'Voucher test',
      CartTerms: { Accepted: true },
    });
    const booked = await call('POST', `/v2/cart/${cart.CartKey}/finalize`, booker);
    expect(booked.statusCode, booked.body).toBe(200);
    return booked.json();
  };
  const apply = (id: number, Code: string, method: 'PUT' | 'POST' = 'POST', who = booker) =>
    call(method, `/v1/voucher/reservation/${id}/apply`, who, { Code });
  const revert = (id: number, body?: object, method: 'PUT' | 'POST' = 'PUT', who = booker) =>
    call(method, `/v1/voucher/reservation/${id}/revert`, who, body);
  const uses = (reservationId: number) =>
    db().selectFrom('voucher_usages').selectAll().where('reservation_id', '=', reservationId).execute();
  const revisions = async (id: number) =>
    (await call('GET', `/v1/reservation/${id}/revisions`, booker)).json() as Json[];
  const stored = (id: number) =>
    db()
      .selectFrom('reservations')
      .select(['total_excl_cents', 'total_incl_cents', 'discount_cents', 'total_paid_cents', 'voucher_id'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
  const addVoucher = async (code: string, restriction: object) => {
    const row = await db()
      .insertInto('vouchers')
      .values({
        code,
        type_id: 2,
        name: code,
        discount_percentage: 10,
        created_at: START.toISOString(),
        ...restriction,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  };

  beforeAll(async () => {
    t = await createTestApp(engine, { demo: true, now: () => now });
    booker = await memberHeaders(t, 'booker@example.com', START);
    host = await memberHeaders(t, 'host@example.com', START);
    const onlyUtrecht = await db()
      .selectFrom('vouchers')
      .select('location_id')
      .where('code', '=', 'ALLEEN-UTRECHT')
      .executeTakeFirstOrThrow();
    const pack = await db()
      .selectFrom('vouchers as v')
      .innerJoin('packages as p', 'p.id', 'v.package_id')
      .select(['p.location_id'])
      .where('v.code', '=', 'PAKKET-UTRECHT')
      .executeTakeFirstOrThrow();
    packageLocation = pack.location_id;
    const search = (
      await call(
        'GET',
        `/v2/availability?q=Amsterdam&startDate=${WEEKDAYS[0]}&startTime=600&endTime=660&seats=2`,
        {},
      )
    ).json();
    elsewhere = search.Locations.find(
      (l: Json) =>
        l.IsAvailable && l.LocationId !== onlyUtrecht.location_id && l.LocationId !== packageLocation,
    ).LocationId;
  });
  afterAll(async () => t.close());
  beforeEach(() => {
    now = START;
  });

  it('applies a voucher: the discount off the totals, its use recorded, kept in step with the lines, then reverted', async () => {
    const r = await bookAt(elsewhere);
    const res = await apply(r.Id, 'welkom10');
    expect(res.statusCode, res.body).toBe(200);
    const applied = res.json();
    expect(applied).toMatchObject({ StatusCode: 1, Message: 'applied' });
    const view = applied.Reservation;
    expect(view.VoucherId).toEqual(expect.any(Number));
    expect(view.Cancellation).toBeDefined();
    expect(cents(view.Discount)).toBe(Math.round(cents(r.TotalExclTax) * 0.1));
    expect(cents(view.TotalExclTax)).toBe(cents(r.TotalExclTax) - cents(view.Discount));
    expect(await stored(r.Id)).toMatchObject({
      total_excl_cents: cents(view.TotalExclTax),
      total_incl_cents: cents(view.TotalInclTax),
      discount_cents: cents(view.Discount),
      voucher_id: view.VoucherId,
    });
    expect(await uses(r.Id)).toEqual([
      expect.objectContaining({ voucher_id: view.VoucherId, amount_cents: cents(view.Discount), seats: 2 }),
    ]);
    const history = await revisions(r.Id);
    expect(history.map((v) => v.Action)).toEqual(['voucher-applied']);
    expect(history[0]?.Changes).toContainEqual({ Field: 'VoucherId', From: null, To: view.VoucherId });
    expect(history[0]?.Changes).toContainEqual({ Field: 'Discount', From: 0, To: view.Discount });
    // The same voucher again changes nothing.
    expect((await apply(r.Id, 'WELKOM10')).json().StatusCode).toBe(1);
    expect(await revisions(r.Id)).toHaveLength(1);

    // More lines: 10% of the new lines, the use follows.
    const [option] = (
      await call('GET', `/v1/reservation/${r.Id}/available/options`, booker)
    ).json() as Json[];
    const more = await call('PUT', `/v2/reservation/${r.Id}/options`, booker, {
      Options: [{ OptionId: (option as Json).OptionId, Amount: 2 }],
    });
    expect(more.statusCode, more.body).toBe(200);
    const lines = cents(r.TotalExclTax) + cents(more.json().Options[0].TotalPrice);
    expect(cents(more.json().Discount)).toBe(Math.round(lines * 0.1));
    expect(cents(more.json().TotalExclTax)).toBe(lines - Math.round(lines * 0.1));
    expect((await uses(r.Id))[0]?.amount_cents).toBe(cents(more.json().Discount));
    expect((await stored(r.Id)).total_excl_cents).toBe(cents(more.json().TotalExclTax));

    const wrongId = await revert(r.Id, { VoucherId: view.VoucherId + 1 });
    expect(wrongId.statusCode).toBe(404);
    const reverted = await revert(r.Id, { VoucherId: view.VoucherId });
    expect(reverted.statusCode).toBe(200);
    expect(reverted.json()).toMatchObject({
      StatusCode: 2,
      Message: 'removed',
      Reservation: { VoucherId: null, Discount: 0 },
    });
    expect(cents(reverted.json().Reservation.TotalExclTax)).toBe(lines);
    expect(await stored(r.Id)).toMatchObject({
      total_excl_cents: lines,
      discount_cents: 0,
      voucher_id: null,
    });
    expect(await uses(r.Id)).toEqual([]);
    expect((await revisions(r.Id)).map((v) => v.Action)).toEqual([
      'voucher-applied',
      'options',
      'voucher-reverted',
    ]);
    expect((await revert(r.Id, undefined, 'POST')).statusCode).toBe(404);
  });

  it('answers the failure codes with the reservation unchanged, and replaces one voucher by another', async () => {
    const r = await bookAt(elsewhere);
    expect((await apply(r.Id, 'NO-SUCH-CODE')).json().StatusCode).toBe(-1);
    const weekend = (await apply(r.Id, 'ALLEENWEEKEND', 'PUT')).json();
    expect(weekend).toMatchObject({
      StatusCode: -5,
      Message: 'wrong weekday',
      Reservation: { VoucherId: null },
    });
    const empty = await apply(r.Id, '  ');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().Errors).toEqual([{ Field: 'Code', Code: 'required' }]);
    expect(await revisions(r.Id)).toEqual([]);
    const first = (await apply(r.Id, 'WELKOM10')).json().Reservation;
    const expired = (await apply(r.Id, 'VERLOPEN')).json();
    expect(expired.StatusCode).toBe(-4);
    expect(expired.Reservation.VoucherId).toBe(first.VoucherId);
    const second = (await apply(r.Id, 'KORTING25')).json();
    expect(second.StatusCode).toBe(1);
    expect(second.Reservation.VoucherId).not.toBe(first.VoucherId);
    expect(cents(second.Reservation.Discount)).toBe(Math.min(2500, cents(r.TotalExclTax)));
    expect((await uses(r.Id)).map((u) => u.voucher_id)).toEqual([second.Reservation.VoucherId]);
    expect((await revisions(r.Id)).at(-1)?.Changes).toContainEqual({
      Field: 'VoucherId',
      From: first.VoucherId,
      To: second.Reservation.VoucherId,
    });
  });

  it('lets credit pay part of the total without lowering the VAT, and gives it back on revert', async () => {
    const r = await bookAt(elsewhere);
    const res = (await apply(r.Id, 'TEGOED50')).json();
    expect(res.StatusCode).toBe(1);
    const view = res.Reservation;
    expect(view).toMatchObject({ Discount: 0, TotalExclTax: r.TotalExclTax, TotalInclTax: r.TotalInclTax });
    const credit = Math.min(5000, cents(r.TotalInclTax));
    expect(cents(view.TotalPaid)).toBe(credit);
    expect(cents(view.AmountToPay)).toBe(cents(r.TotalInclTax) - credit);
    expect((await uses(r.Id))[0]?.amount_cents).toBe(credit);
    const back = (await revert(r.Id)).json().Reservation;
    expect(back).toMatchObject({ TotalPaid: 0, AmountToPay: r.TotalInclTax, VoucherId: null });
    expect((await stored(r.Id)).total_paid_cents).toBe(0);
  });

  it('gives a package voucher its package free of charge, following the seats, and takes it back on revert', async () => {
    const r = await bookAt(packageLocation);
    const res = (await apply(r.Id, 'PAKKET-UTRECHT')).json();
    expect(res.StatusCode).toBe(1);
    const view = res.Reservation;
    expect(view.PackageId).toEqual(expect.any(Number));
    expect(view.PackagePrice).toBeGreaterThan(0);
    expect(view.Discount).toBe(view.PackagePrice);
    expect(view.TotalExclTax).toBe(r.TotalExclTax);
    const contents = await db()
      .selectFrom('package_options')
      .selectAll()
      .where('package_id', '=', view.PackageId)
      .execute();
    expect(contents.length).toBeGreaterThan(0);
    for (const item of contents) {
      expect(view.Options.find((o: Json) => o.OptionId === item.option_id)).toMatchObject({
        Amount: item.amount_per_person * 2,
        PricePerItem: 0,
      });
    }
    const inPackage = await call('PUT', `/v2/reservation/${r.Id}/options`, booker, {
      Options: [{ OptionId: contents[0]?.option_id, Amount: 10 }],
    });
    expect(inPackage.statusCode).toBe(400);
    expect(inPackage.json().Errors[0]).toMatchObject({ Field: 'Options[0].OptionId', Code: 'in_package' });
    // Sent as it is, a package line is simply left alone.
    const asIs = await call('PUT', `/v2/reservation/${r.Id}/options`, booker, {
      Options: [{ OptionId: contents[0]?.option_id, Amount: (contents[0]?.amount_per_person ?? 0) * 2 }],
    });
    expect(asIs.statusCode).toBe(200);
    expect(asIs.json().TotalExclTax).toBe(view.TotalExclTax);
    // Three people: the package is charged (and given) for three, its contents follow.
    const three = await call('PUT', `/v2/reservation/${r.Id}/spaces`, booker, {
      Spaces: [{ Id: r.Spaces[0].Id, Seats: 3 }],
    });
    expect(three.statusCode, three.body).toBe(200);
    const grown = three.json();
    expect(cents(grown.PackagePrice)).toBe(Math.round((cents(view.PackagePrice) / 2) * 3));
    expect(grown.Discount).toBe(grown.PackagePrice);
    for (const item of contents) {
      expect(grown.Options.find((o: Json) => o.OptionId === item.option_id).Amount).toBe(
        item.amount_per_person * 3,
      );
    }
    expect((await uses(r.Id))[0]).toMatchObject({ amount_cents: cents(grown.PackagePrice), seats: 3 });
    const reverted = (await revert(r.Id)).json().Reservation;
    expect(reverted).toMatchObject({
      VoucherId: null,
      PackageId: null,
      PackagePrice: 0,
      Discount: 0,
      Options: [],
    });
    expect(reverted.TotalExclTax).toBe(grown.Spaces[0].PriceTotal);
  });

  it('keeps a voucher to its own rules when the booking changes, counting its own use only once', async () => {
    await addVoucher('TWEE-PERSONEN', { max_seats: 2 });
    const r = await bookAt(elsewhere);
    expect((await apply(r.Id, 'TWEE-PERSONEN')).json().StatusCode).toBe(1);
    const grow = await call('PUT', `/v2/reservation/${r.Id}/spaces`, booker, {
      Spaces: [{ Id: r.Spaces[0].Id, Seats: 3 }],
    });
    expect(grow.statusCode).toBe(409);
    expect(grow.json().Errors).toEqual([{ Field: 'VoucherId', Code: '-6' }]);
    expect((await call('GET', `/v1/reservation/${r.Id}`, booker)).json().Spaces[0].Seats).toBe(2);

    await addVoucher('EEN-KEER', { once_per_user: 1 });
    const a = await bookAt(elsewhere);
    const b = await bookAt(elsewhere);
    expect((await apply(a.Id, 'EEN-KEER')).json().StatusCode).toBe(1);
    expect((await apply(b.Id, 'EEN-KEER')).json().StatusCode).toBe(-11);
    const [option] = (
      await call('GET', `/v1/reservation/${a.Id}/available/options`, booker)
    ).json() as Json[];
    const repriced = await call('PUT', `/v2/reservation/${a.Id}/options`, booker, {
      Options: [{ OptionId: (option as Json).OptionId, Amount: 1 }],
    });
    expect(repriced.statusCode, repriced.body).toBe(200);
    expect(repriced.json().Discount).toBeGreaterThan(0);
  });

  it('is for the member of an unlocked reservation only: 401, 403, 404, 409', async () => {
    const r = await bookAt(elsewhere);
    for (const method of ['PUT', 'POST'] as const) {
      expect((await apply(r.Id, 'WELKOM10', method, {})).statusCode).toBe(401);
      expect((await apply(r.Id, 'WELKOM10', method, host)).statusCode).toBe(403);
      expect((await apply(99999999, 'WELKOM10', method)).statusCode).toBe(404);
      expect((await revert(r.Id, {}, method, {})).statusCode).toBe(401);
      expect((await revert(r.Id, {}, method, host)).statusCode).toBe(403);
      expect((await revert(99999999, {}, method)).statusCode).toBe(404);
    }
    expect(
      (await call('POST', `/v1/voucher/reservation/${r.Id}/revert`, booker, { VoucherId: 'x' })).statusCode,
    ).toBe(400);
    expect((await apply(r.Id, 'WELKOM10')).json().StatusCode).toBe(1);
    const row = await db()
      .selectFrom('reservations')
      .select('starts_at')
      .where('id', '=', r.Id)
      .executeTakeFirstOrThrow();
    now = new Date(Date.parse(row.starts_at) - 23 * 3_600_000);
    const late = await memberHeaders(t, 'booker@example.com', now);
    for (const res of [await apply(r.Id, 'KORTING25', 'POST', late), await revert(r.Id, {}, 'PUT', late)]) {
      expect(res.statusCode).toBe(409);
      expect(res.json().Errors).toEqual([{ Field: 'Id', Code: 'locked' }]);
    }
    now = START;
    expect((await stored(r.Id)).voucher_id).not.toBeNull();
  });
});
