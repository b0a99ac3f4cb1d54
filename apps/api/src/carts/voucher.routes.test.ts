import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, withKey } from '../../test/app.ts';
import { issueSession } from '../../test/booking.ts';
import { engines } from '../../test/db.ts';
import { DEMO_VOUCHERS } from '../demo/generate.ts';

// Monday 23 November 2026; bookings on Wednesday 2 December (a weekday), 60 minutes, 2 seats.
const NOW = new Date('2026-11-23T08:00:00Z');
const DAY = '2026-12-02';

interface Entry {
  MinSeats: number;
  MaxSeats: number;
  SpaceId: number;
  SpaceAvailable: boolean;
  Hash: string;
  PriceTotal: number;
}

describe.each(engines)('vouchers and packages on %s', (engine) => {
  let t: TestApp;
  let member: Record<string, string>;
  // Each cart gets its own weekday hour: 09:00-16:00 on Wednesdays and Thursdays of December.
  const WEEKDAYS = ['2026-12-02', '2026-12-03', '2026-12-09', '2026-12-10', '2026-12-16', '2026-12-17'];
  let slot = -1;
  const inject = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    t.app.inject({
      method,
      url: `/api${url}`,
      headers: { ...withKey, ...member },
      payload: payload as object,
    });

  /** A held meeting room at a location for the booker, in an hour nobody else in this file uses. */
  const cartAt = async (locationId: number, seats = 2) => {
    slot += 1;
    const day = WEEKDAYS[Math.floor(slot / 8)];
    const start = 540 + 60 * (slot % 8);
    const res = await inject(
      'GET',
      `/v2/availability?location=${locationId}&startDate=${day}&startTime=${start}&endTime=${start + 60}&seats=${seats}&language=en`,
    );
    const body = res.json();
    const entry = body.Locations[0]?.Spaces.find((s: Entry) => s.SpaceAvailable) as Entry;
    expect(entry, `a free room at ${locationId}`).toBeDefined();
    const held = await inject('POST', '/v1/availability/select', {
      SearchId: body.SearchId,
      LocationId: locationId,
      Hash: entry.Hash,
    });
    expect(held.statusCode, held.body).toBe(200);
    const cart = held.json();
    await inject('POST', `/v1/cart/${cart.CartKey}/profile`);
    return { key: cart.CartKey as string, CartKey: cart.CartKey as string, total: entry.PriceTotal, entry };
  };
  const apply = (key: string, Code: string) => inject('PUT', `/v1/voucher/cart/${key}/apply`, { Code });
  const revert = (key: string, VoucherId: number) =>
    inject('PUT', `/v1/voucher/cart/${key}/revert`, { VoucherId });

  let elsewhere: number;
  let packageLocation: number;

  beforeAll(async () => {
    t = await createTestApp(engine, { demo: true, now: () => NOW });
    const db = t.database.db;
    const booker = await db
      .selectFrom('profiles')
      .select('id')
      .where('email', '=', 'booker@example.com')
      .executeTakeFirstOrThrow();
    member = { profileToken: await issueSession(t, booker.id, NOW) };
    const onlyUtrecht = await db
      .selectFrom('vouchers')
      .select('location_id')
      .where('code', '=', 'ALLEEN-UTRECHT')
      .executeTakeFirstOrThrow();
    const pack = await db
      .selectFrom('vouchers as v')
      .innerJoin('packages as p', 'p.id', 'v.package_id')
      .select(['p.location_id'])
      .where('v.code', '=', 'PAKKET-UTRECHT')
      .executeTakeFirstOrThrow();
    packageLocation = pack.location_id;
    const search = (
      await inject('GET', `/v2/availability?q=Amsterdam&startDate=${DAY}&startTime=600&endTime=660&seats=2`)
    ).json();
    elsewhere = search.Locations.find(
      (l: { LocationId: number; IsAvailable: boolean }) =>
        l.IsAvailable && l.LocationId !== onlyUtrecht.location_id,
    ).LocationId;
  });
  afterAll(async () => t.close());

  it.each(DEMO_VOUCHERS.filter((v) => v.code !== 'PAKKET-UTRECHT'))(
    'answers $expectedResult for $code ($description)',
    async ({ code, expectedResult }) => {
      const cart = await cartAt(elsewhere);
      const res = await apply(cart.key, code.toLowerCase());
      expect(res.statusCode).toBe(200);
      expect(res.json().StatusCode).toBe(expectedResult);
      const voucherId = res.json().Cart.VoucherId;
      if (expectedResult === 1) {
        expect(voucherId).toEqual(expect.any(Number));
        const { Discount, CreditUsed } = res.json().Cart;
        expect(Discount + CreditUsed).toBeGreaterThan(0);
      } else {
        expect(voucherId).toBeNull();
        expect(res.json().Cart.Discount).toBe(0);
      }
    },
  );

  it('gives PAKKET-UTRECHT at its own location: the package, free of charge', async () => {
    const elsewhereCart = await cartAt(elsewhere);
    expect((await apply(elsewhereCart.key, 'PAKKET-UTRECHT')).json().StatusCode).toBe(-2);
    const cart = await cartAt(packageLocation);
    const res = (await apply(cart.key, 'PAKKET-UTRECHT')).json();
    expect(res.StatusCode).toBe(1);
    expect(res.Cart.PackageId).toEqual(expect.any(Number));
    expect(res.Cart.PackagePrice).toBeGreaterThan(0);
    expect(res.Cart.Discount).toBe(res.Cart.PackagePrice);
    expect(res.Cart.Options.length).toBeGreaterThan(0);
    for (const o of res.Cart.Options) expect(o.PricePerItem).toBe(0);
    expect(res.Cart.TotalExclTax).toBe(cart.total);
    const reverted = (await revert(cart.key, res.Cart.VoucherId)).json();
    expect(reverted.StatusCode).toBe(2);
    expect(reverted.Cart).toMatchObject({ VoucherId: null, PackageId: null, Discount: 0, Options: [] });
  });

  it('takes each type off the price in its own way', async () => {
    const euros = (n: number) => Math.round(n * 100);
    const cases: [string, (total: number) => number][] = [
      ['WELKOM10', (total) => Math.round(euros(total) * 0.1)],
      ['KORTING25', (total) => Math.min(2500, euros(total))],
      ['ACTIE20', (total) => Math.round(euros(total) * 0.2)],
      ['TARIEF15', (total) => Math.max(0, euros(total) - 1500 * 2)],
    ];
    for (const [code, expected] of cases) {
      const cart = await cartAt(elsewhere);
      const res = (await apply(cart.key, code)).json();
      expect(res.StatusCode, code).toBe(1);
      expect(euros(res.Cart.Discount), code).toBe(expected(cart.total));
      expect(euros(res.Cart.TotalExclTax), code).toBe(euros(cart.total) - expected(cart.total));
    }
  });

  it('lets credit pay the total including VAT without lowering the VAT', async () => {
    const euros = (n: number) => Math.round(n * 100);
    const cart = await cartAt(elsewhere);
    const before = (await inject('PUT', `/v1/cart/${cart.key}`, {})).json();
    const res = (await apply(cart.key, 'TEGOED50')).json();
    expect(res.StatusCode).toBe(1);
    expect(res.Cart).toMatchObject({
      Discount: 0,
      TotalExclTax: before.TotalExclTax,
      TotalInclTax: before.TotalInclTax,
    });
    expect(euros(res.Cart.CreditUsed)).toBe(Math.min(5000, euros(before.TotalInclTax)));
    expect(euros(res.Cart.AmountToPay)).toBe(euros(before.TotalInclTax) - euros(res.Cart.CreditUsed));
    await inject('PUT', `/v1/cart/${cart.key}`, { CartTerms: { Accepted: true } });
    const booked = (await inject('POST', `/v2/cart/${cart.key}/finalize`)).json();
    expect(euros(booked.TotalPaid)).toBe(euros(res.Cart.CreditUsed));
    expect(euros(booked.AmountToPay)).toBe(euros(booked.TotalInclTax) - euros(booked.TotalPaid));
    // The credit used is gone: a second booking gets only what is left.
    const next = await cartAt(elsewhere);
    const left = (await apply(next.key, 'TEGOED50')).json();
    const remaining = 5000 - euros(res.Cart.CreditUsed);
    if (remaining <= 0) expect(left.StatusCode).toBe(-12);
    else expect(euros(left.Cart.CreditUsed)).toBe(Math.min(remaining, euros(left.Cart.TotalInclTax)));
  });

  it('spreads a discount over the lines so each VAT rate is charged on what it applies to', async () => {
    const euros = (n: number) => Math.round(n * 100);
    const cart = await cartAt(elsewhere, 4);
    const options = (await inject('GET', `/v1/cart/${cart.key}/option`)).json();
    const other = options.find((o: { TaxPercentage: number }) => o.TaxPercentage !== 21) ?? options[0];
    await inject('POST', `/v1/cart/${cart.key}/option`, { OptionId: other.OptionId, Amount: 2 });
    const res = (await apply(cart.key, 'WELKOM10')).json().Cart;
    const taxSum = res.TaxTotals.reduce((n: number, x: { Total: number }) => n + euros(x.Total), 0);
    expect(euros(res.TotalInclTax)).toBe(euros(res.TotalExclTax) + taxSum);
    // 10% off every line: each VAT total is (about) 90% of the undiscounted one.
    const before = (await revert(cart.key, res.VoucherId)).json().Cart;
    for (const t of before.TaxTotals as { Percentage: number; Total: number }[]) {
      const after = res.TaxTotals.find((x: { Percentage: number }) => x.Percentage === t.Percentage);
      expect(Math.abs(euros(after.Total) - Math.round(euros(t.Total) * 0.9))).toBeLessThanOrEqual(1);
    }
  });

  it('refuses an empty code, says -1 for an unknown one, and replaces nothing on a failure', async () => {
    const cart = await cartAt(elsewhere);
    const empty = await apply(cart.key, '  ');
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({
      Message: 'voucher code must be entered',
      Errors: [{ Field: 'Code' }],
    });
    expect((await apply(cart.key, 'NO-SUCH-CODE')).json().StatusCode).toBe(-1);
    const applied = (await apply(cart.key, 'WELKOM10')).json();
    const failed = (await apply(cart.key, 'VERLOPEN')).json();
    expect(failed.StatusCode).toBe(-4);
    expect(failed.Cart.VoucherId).toBe(applied.Cart.VoucherId);
  });

  it('books the discount, records the use and describes the voucher', async () => {
    const cart = await cartAt(elsewhere);
    const applied = (await apply(cart.key, 'KORTING25')).json();
    await inject('PUT', `/v1/cart/${cart.key}`, { CartTerms: { Accepted: true } });
    const booked = await inject('POST', `/v2/cart/${cart.key}/finalize`);
    expect(booked.statusCode).toBe(200);
    expect(booked.json()).toMatchObject({ VoucherId: applied.Cart.VoucherId, Discount: 25 });
    expect(booked.json().TotalExclTax).toBeCloseTo(applied.Cart.TotalExclTax, 2);
    const uses = await t.database.db
      .selectFrom('voucher_usages')
      .selectAll()
      .where('reservation_id', '=', booked.json().Id)
      .execute();
    expect(uses).toHaveLength(1);
    expect(uses[0]).toMatchObject({ amount_cents: 2500, seats: 2 });
    const info = await inject('GET', `/v1/voucher/${applied.Cart.VoucherId}`);
    expect(info.json()).toMatchObject({ TypeId: 2, Discount: 25, Name: expect.any(String) });
    expect(JSON.stringify(info.json())).not.toContain('KORTING25');
    expect((await inject('GET', '/v1/voucher/99999999')).statusCode).toBe(404);
  });

  it('takes the channel from the server and the company from the member, not from the client', async () => {
    const viaOtherChannel = await inject(
      'GET',
      `/v2/availability?location=${elsewhere}&startDate=2026-12-22&startTime=600&endTime=660&seats=2&channel=2`,
    );
    const r = viaOtherChannel.json();
    const entry = r.Locations[0].Spaces.find((s: Entry) => s.SpaceAvailable) as Entry;
    const cart = (
      await inject('POST', '/v1/availability/select', {
        SearchId: r.SearchId,
        LocationId: elsewhere,
        Hash: entry.Hash,
      })
    ).json();
    expect((await apply(cart.CartKey, 'ANDERKANAAL')).json().StatusCode).toBe(-13);
    const db = t.database.db;
    const other = await db
      .selectFrom('vouchers')
      .select('company_id')
      .where('code', '=', 'BEDRIJF-VOORBEELD')
      .executeTakeFirstOrThrow();
    const claim = await inject('PUT', `/v1/cart/${cart.CartKey}`, { CompanyId: other.company_id });
    expect(claim.statusCode).toBe(403);
    expect((await apply(cart.CartKey, 'BEDRIJF-VOORBEELD')).json().StatusCode).toBe(-9);
    const own = await db
      .selectFrom('profiles')
      .select('company_id')
      .where('email', '=', 'booker@example.com')
      .executeTakeFirstOrThrow();
    expect((await inject('PUT', `/v1/cart/${cart.CartKey}`, { CompanyId: own.company_id })).statusCode).toBe(
      200,
    );
    const anonymous = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/cart/${(await cartAt(elsewhere)).key}`,
      headers: withKey,
      payload: { CompanyId: own.company_id },
    });
    expect([401, 403]).toContain(anonymous.statusCode);
    expect((await inject('PUT', `/v1/cart/${cart.CartKey}`, { CompanyId: 3_000_000_000 })).statusCode).toBe(
      400,
    );
  });

  it('lets a package voucher give only its own package', async () => {
    const cart = await cartAt(packageLocation);
    const applied = (await apply(cart.key, 'PAKKET-UTRECHT')).json();
    const others = (await inject('GET', `/v1/cart/${cart.key}/package`))
      .json()
      .filter((p: { Id: number }) => p.Id !== applied.Cart.PackageId);
    expect(others.length).toBeGreaterThan(0);
    const switched = (await inject('PUT', `/v1/cart/${cart.key}`, { PackageId: others[0].Id })).json();
    expect(switched).toMatchObject({ PackageId: others[0].Id, VoucherId: null, Discount: 0 });
    expect(switched.TotalExclTax).toBeCloseTo(cart.total + switched.PackagePrice, 2);
    expect((await revert(cart.key, applied.Cart.VoucherId)).statusCode).toBe(404);
  });

  it('keeps package contents per person when the seats change', async () => {
    const cart = await cartAt(packageLocation, 4);
    const pkg = (await inject('GET', `/v1/cart/${cart.key}/package`)).json()[0];
    await inject('PUT', `/v1/cart/${cart.key}`, { PackageId: pkg.Id });
    const seats = cart.entry.MaxSeats >= 5 ? 5 : 3;
    expect(seats >= cart.entry.MinSeats && seats <= cart.entry.MaxSeats).toBe(true);
    const changed = await inject('PUT', `/v1/cart/${cart.key}`, { Seats: seats });
    expect(changed.statusCode).toBe(200);
    expect(pkg.Options.length).toBeGreaterThan(0);
    for (const item of pkg.Options) {
      const line = changed.json().Options.find((o: { OptionId: number }) => o.OptionId === item.OptionId);
      expect(line.Amount).toBe(item.AmountPerPerson * seats);
    }
    expect(changed.json().PackagePrice).toBeCloseTo(pkg.PricePerPerson * seats, 2);
  });

  it('changes options one at a time under load, and always lets an option go', async () => {
    const cart = await cartAt(elsewhere, 4);
    const option = (await inject('GET', `/v1/cart/${cart.key}/option`)).json()[0];
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        inject('POST', `/v1/cart/${cart.key}/option`, { OptionId: option.OptionId, Amount: 1 + (i % 3) }),
      ),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    const lines = await t.database.db
      .selectFrom('cart_options')
      .select('id')
      .where('option_id', '=', option.OptionId)
      .execute();
    expect(lines.length).toBeGreaterThanOrEqual(1);
    await t.database.db
      .updateTable('options')
      .set({ is_active: 0 })
      .where('id', '=', option.OptionId)
      .execute();
    const removed = await inject('DELETE', `/v1/cart/${cart.key}/option/${option.OptionId}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().Options.some((o: { OptionId: number }) => o.OptionId === option.OptionId)).toBe(
      false,
    );
    await t.database.db
      .updateTable('options')
      .set({ is_active: 1 })
      .where('id', '=', option.OptionId)
      .execute();
    expect((await inject('DELETE', `/v1/cart/${cart.key}/option/99999999999`)).statusCode).toBe(400);
    expect((await inject('PUT', `/v1/cart/${cart.key}`, { Seats: 0 })).statusCode).toBe(400);
  });

  it('lists packages and fills the cart with the chosen one', async () => {
    const cart = await cartAt(packageLocation, 4);
    const list = (await inject('GET', `/v1/cart/${cart.key}/package`)).json();
    expect(list.length).toBeGreaterThan(0);
    const pkg = list[0];
    expect(pkg).toMatchObject({ IsSelected: false, Total: expect.any(Number) });
    expect(pkg.Total).toBeCloseTo(pkg.PricePerPerson * 4, 2);
    const chosen = (await inject('PUT', `/v1/cart/${cart.key}`, { PackageId: pkg.Id })).json();
    expect(chosen.PackageId).toBe(pkg.Id);
    expect(chosen.PackagePrice).toBeCloseTo(pkg.Total, 2);
    expect(chosen.TotalExclTax).toBeCloseTo(cart.total + pkg.Total, 2);
    for (const item of pkg.Options) {
      const line = chosen.Options.find((o: { OptionId: number }) => o.OptionId === item.OptionId);
      expect(line).toMatchObject({ Amount: item.AmountPerPerson * 4, PricePerItem: 0 });
    }
    expect((await inject('GET', `/v1/cart/${cart.key}/package`)).json()[0].IsSelected).toBe(true);
    const none = (await inject('PUT', `/v1/cart/${cart.key}`, { PackageId: null })).json();
    expect(none).toMatchObject({ PackageId: null, PackagePrice: 0, Options: [] });
    const foreign = await t.database.db
      .selectFrom('packages')
      .select('id')
      .where('location_id', '!=', packageLocation)
      .executeTakeFirstOrThrow();
    expect((await inject('PUT', `/v1/cart/${cart.key}`, { PackageId: foreign.id })).statusCode).toBe(404);
  });
});
