import { eurosToCents, formatMoney } from '@meetspace/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, withKey } from '../../test/app.ts';
import { issueSession } from '../../test/booking.ts';
import { engines } from '../../test/db.ts';

// Monday 23 November 2026, 09:00 in Amsterdam; bookings go to Wednesday 2 December.
const START = new Date('2026-11-23T08:00:00Z');
const DAY = '2026-12-02';

interface Entry {
  SpaceId: number;
  SettingId: number;
  MeetingtypeId: number;
  SpaceAvailable: boolean;
  Hash: string;
  Crc: number;
  Price: number;
  PriceTotal: number;
  MaxSeats: number;
  Warnings: string[];
}
interface Result {
  SearchId: number;
  SearchKey: string;
  Locations: { LocationId: number; Spaces: Entry[] }[];
}

describe.each(engines)('the booking sequence on %s', (engine) => {
  let t: TestApp;
  let now = START;
  // This file's browser: holds belong to a client (its cookie), see the select tests.
  const browser = { cookie: 'ms_client=test-browser-aaaaaaaaaaaaaaaa' };
  const inject = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, headers = {}) =>
    t.app.inject({
      method,
      url: `/api${url}`,
      headers: { ...withKey, ...browser, ...headers },
      payload: payload as object,
    });

  /** A fresh search (a new SearchId each time) for one location's meeting rooms. */
  const search = async (query: string): Promise<Result> => {
    const res = await inject('GET', `/v2/availability?${query}`);
    expect(res.statusCode).toBe(200);
    return res.json();
  };
  const select = (r: Result, e: Entry, extra: object = {}) =>
    inject('POST', '/v1/availability/select', {
      SearchId: r.SearchId,
      LocationId: r.Locations[0]?.LocationId,
      Hash: e.Hash,
      ...extra,
    });
  let locationId: number;
  let slot = 0;
  /** A query for a slot nobody else in this file uses (each test books its own hours). */
  const freshSlot = (seats = 2) => {
    slot += 1;
    const start = 480 + 60 * (slot % 10);
    const date = `2026-12-${String(2 + Math.floor(slot / 10)).padStart(2, '0')}`;
    return `location=${locationId}&startDate=${date}&startTime=${start}&endTime=${start + 60}&seats=${seats}&language=en`;
  };
  const firstFree = (r: Result) => r.Locations[0]?.Spaces.find((s) => s.SpaceAvailable) as Entry;
  const completeCart = (key: string) =>
    inject('PUT', `/v1/cart/${key}`, {
      Name: 'Team day',
      Contacts: [{ TypeId: 1, Name: 'Anna Bakker', Email: 'anna@example.org', Phone: '+31 6 1234 5678' }],
      CartTerms: { Accepted: true },
    });

  beforeAll(async () => {
    t = await createTestApp(engine, { demo: true, now: () => now });
    const r = await search(`q=Utrecht&startDate=${DAY}&seats=2&meetingtype=1`);
    const location = r.Locations.find(
      (l) => new Set(l.Spaces.filter((s) => s.SpaceAvailable).map((s) => s.SpaceId)).size >= 3,
    );
    locationId = location?.LocationId as number;
  });
  afterAll(async () => t.close());
  beforeEach(() => {
    now = START;
  });

  it('holds a quoted space for 20 minutes and answers the cart', async () => {
    const r = await search(freshSlot());
    const entry = firstFree(r);
    const res = await select(r, entry);
    expect(res.statusCode).toBe(200);
    const cart = res.json();
    expect(cart).toMatchObject({
      MinutesToExpire: 20,
      LocationId: locationId,
      MeetingTypeId: 1,
      SearchId: r.SearchId,
      Status: 'open',
      CartTerms: { Accepted: false, AcceptedBy: 0 },
    });
    expect(cart.Spaces).toHaveLength(1);
    expect(cart.Spaces[0]).toMatchObject({
      SpaceId: entry.SpaceId,
      PriceTotal: entry.PriceTotal,
      PricePerSeat: entry.Price,
    });
    expect(cart.TotalExclTax).toBe(entry.PriceTotal);
    expect(cart.TaxTotals.length).toBeGreaterThan(0);
    // The held space is no longer offered to another search of the same period.
    const again = await search(freshSlotSame(r));
    const held = again.Locations[0]?.Spaces.filter((s) => s.SpaceId === entry.SpaceId) ?? [];
    expect(held.length).toBeGreaterThan(0);
    for (const s of held) expect(s.Warnings).toContain('SpaceUnavailable');
    // The cart is found by its search key.
    const bySearch = await inject('GET', `/v1/cart/search/${r.SearchKey}`);
    expect(bySearch.json().CartKey).toBe(cart.CartKey);
  });

  /** The query of an earlier result's period (same location, date, times and seats). */
  function freshSlotSame(r: Result): string {
    const space = r.Locations[0]?.Spaces[0] as unknown as {
      StartDate: string;
      StartMinutes: number;
      EndMinutes: number;
      Seats: number;
    };
    return `location=${locationId}&startDate=${space.StartDate.slice(0, 10)}&startTime=${space.StartMinutes}&endTime=${space.EndMinutes}&seats=${space.Seats}&language=en`;
  }

  it('gives the same cart when the same quote is selected twice, and replaces it for another space', async () => {
    const r = await search(freshSlot());
    const [a, b] = (r.Locations[0]?.Spaces ?? []).filter((s) => s.SpaceAvailable);
    const first = (await select(r, a as Entry)).json();
    const second = (await select(r, a as Entry)).json();
    expect(second.CartKey).toBe(first.CartKey);
    const other = await select(r, b as Entry);
    expect(other.statusCode).toBe(200);
    expect(other.json().CartKey).not.toBe(first.CartKey);
    const old = await t.database.db
      .selectFrom('carts')
      .select('status')
      .where('key', '=', first.CartKey)
      .executeTakeFirstOrThrow();
    expect(old.status).toBe('deleted');
  });

  it('never hands a hold to another client, nor lets one release it', async () => {
    const r = await search(freshSlot());
    const free = (r.Locations[0]?.Spaces ?? []).filter((s) => s.SpaceAvailable);
    const a = free[0] as Entry;
    const b = free.find((s) => s.SpaceId !== a.SpaceId) as Entry;
    expect(b).toBeDefined();
    const mine = (await select(r, a as Entry)).json();
    const stranger = { cookie: 'ms_client=someone-else-bbbbbbbbbbbbbbbb' };
    const sameQuote = await inject(
      'POST',
      '/v1/availability/select',
      { SearchId: r.SearchId, LocationId: locationId, Hash: a?.Hash },
      stranger,
    );
    expect(sameQuote.statusCode).toBe(409);
    expect(sameQuote.body).not.toContain(mine.CartKey);
    const otherQuote = await inject(
      'POST',
      '/v1/availability/select',
      { SearchId: r.SearchId, LocationId: locationId, Hash: b?.Hash },
      stranger,
    );
    expect(otherQuote.statusCode).toBe(200);
    const row = await t.database.db
      .selectFrom('carts')
      .select('status')
      .where('key', '=', mine.CartKey)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('open');
    // A client without the cookie yet gets one with its first hold.
    const r2 = await search(freshSlot());
    const fresh = await t.app.inject({
      method: 'POST',
      url: '/api/v1/availability/select',
      headers: withKey,
      payload: { SearchId: r2.SearchId, LocationId: locationId, Hash: firstFree(r2).Hash },
    });
    expect(fresh.statusCode).toBe(200);
    expect(String(fresh.headers['set-cookie'])).toMatch(
      /ms_client=[\w-]{20,}; Max-Age=2592000; Path=\/; HttpOnly; SameSite=Lax/,
    );
  });

  it('refuses forged, expired, mismatched and foreign quotes with a 400', async () => {
    const r = await search(freshSlot());
    const entry = firstFree(r);
    const [payload, mac] = entry.Hash.split('.') as [string, string];
    const cheaper = Buffer.from(
      Buffer.from(payload, 'base64url')
        .toString()
        .replace(/\|(\d+)\|(\d+)$/, '|1|$2'),
    ).toString('base64url');
    const cases: [object, string, string][] = [
      [{ Hash: `${cheaper}.${mac}` }, 'Hash', 'forged'],
      [{ Hash: 'garbage' }, 'Hash', 'malformed'],
      [{ Hash: '' }, 'Hash', 'too_small'],
      [{ LocationId: locationId + 1 }, 'LocationId', 'mismatch'],
      [{ SpaceId: entry.SpaceId + 1 }, 'SpaceId', 'mismatch'],
      [{ Crc: (entry.Crc + 1) % 2 ** 32 }, 'Crc', 'mismatch'],
      [{ PricePerSeat: entry.Price + 1 }, 'PricePerSeat', 'mismatch'],
    ];
    for (const [extra, field, code] of cases) {
      const res = await select(r, entry, extra);
      expect(res.statusCode, JSON.stringify(extra)).toBe(400);
      expect(res.json().Errors[0]).toMatchObject({ Field: field, Code: code });
    }
    // A quote of another search (other seats) is refused.
    const other = await search(`${freshSlotSame(r)}&seats=3`.replace('&seats=2', ''));
    const foreign = await inject('POST', '/v1/availability/select', {
      SearchId: other.SearchId,
      LocationId: locationId,
      Hash: entry.Hash,
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().Errors[0].Code).toBe('other_search');
    const unknown = await inject('POST', '/v1/availability/select', {
      SearchId: 99_999_999,
      LocationId: locationId,
      Hash: entry.Hash,
    });
    expect(unknown.statusCode).toBe(404);
    now = new Date(START.getTime() + 61 * 60_000);
    const expired = await select(r, entry);
    expect(expired.statusCode).toBe(400);
    expect(expired.json().Errors[0].Code).toBe('expired');
  });

  it('answers 409 when the space was taken by another search in the meantime', async () => {
    const query = freshSlot();
    const mine = await search(query);
    const theirs = await search(query);
    const entry = firstFree(mine);
    const theirEntry = theirs.Locations[0]?.Spaces.find(
      (s) => s.Hash && s.SpaceId === entry.SpaceId,
    ) as Entry;
    expect((await select(theirs, theirEntry)).statusCode).toBe(200);
    const late = await select(mine, entry);
    expect(late.statusCode).toBe(409);
    expect(late.json().Errors[0].Code).toBe('space_taken');
  });

  it('saves booking info, contacts, invoice address and terms, and validates them', async () => {
    const cart = (await select(...(await pick()))).json();
    const res = await inject('PUT', `/v1/cart/${cart.CartKey}`, {
      Name: 'Board meeting',
      Comments: [{ TypeId: 6, Text: 'Vegetarian lunch please' }],
      Tags: ['board', 'q4', 'board'],
      Language: 'nl',
      InvoiceAddress: {
        Company: 'Acme BV',
        Email: 'invoices@acme.example',
        City: 'Utrecht',
        PoNumber: 'PO-7',
      },
      CartTerms: { Accepted: true },
      Contacts: [{ TypeId: 1, Name: 'Anna Bakker', Email: 'anna@example.org', ReceiveEmail: true }],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      Name: 'Board meeting',
      Comments: [{ TypeId: 6, Text: 'Vegetarian lunch please' }],
      Tags: ['board', 'q4'],
      Language: 'nl',
      LanguageId: 52,
      InvoiceAddress: {
        Company: 'Acme BV',
        Email: 'invoices@acme.example',
        City: 'Utrecht',
        PoNumber: 'PO-7',
      },
      CartTerms: { Accepted: true, AcceptedBy: 0 },
      Contacts: [{ TypeId: 1, Name: 'Anna Bakker', Email: 'anna@example.org', ReceiveEmail: true }],
    });
    const unaccepted = await inject('PUT', `/v1/cart/${cart.CartKey}`, { CartTerms: { Accepted: false } });
    expect(unaccepted.json().CartTerms).toEqual({ Accepted: false, AcceptedBy: 0 });
    expect(unaccepted.json().Name).toBe('Board meeting');
    for (const bad of [
      { InvoiceAddress: { Email: 'not-an-email' } },
      { Comments: [{ Text: 'a' }, { Text: 'b' }] },
      { Contacts: [{ TypeId: 9, Name: 'X' }] },
      { Seats: -2 },
    ]) {
      const r = await inject('PUT', `/v1/cart/${cart.CartKey}`, bad);
      expect(r.statusCode, JSON.stringify(bad)).toBe(400);
      expect(r.json().Errors.length).toBeGreaterThan(0);
    }
    expect((await inject('PUT', '/v1/cart/no-such-cart-key', { Name: 'x' })).statusCode).toBe(404);
  });

  it('prices options on the server and clamps their amounts', async () => {
    const cart = (await select(...(await pick(4)))).json();
    const list = (await inject('GET', `/v1/cart/${cart.CartKey}/option`)).json();
    expect(list.length).toBeGreaterThan(0);
    expect(list[0]).toMatchObject({ Amount: 0, CurrencyIso: 'EUR', CategoryName: expect.any(String) });
    const capped = list.find((o: { MaxAmount: number; MaxPP: number }) => o.MaxAmount > 0 || o.MaxPP > 0);
    const free =
      list.find((o: { MaxAmount: number; MaxPP: number }) => o.MaxAmount === 0 && o.MaxPP === 0) ?? list[0];
    const set = await inject('POST', `/v1/cart/${cart.CartKey}/option`, {
      OptionId: free.OptionId,
      Amount: 3,
      PricePerItem: 0.01,
    });
    expect(set.statusCode).toBe(200);
    const line = set.json().Options.find((o: { OptionId: number }) => o.OptionId === free.OptionId);
    expect(line).toMatchObject({ Amount: 3, PricePerItem: free.PricePerItem });
    expect(line.TotalPrice).toBeCloseTo(free.PricePerItem * 3, 2);
    expect(set.json().TotalExclTax).toBeCloseTo(cart.TotalExclTax + line.TotalPrice, 2);
    expect(capped, 'the demo location offers an option with MaxAmount or MaxPP').toBeDefined();
    if (capped) {
      const limit = Math.min(
        capped.MaxAmount || Number.POSITIVE_INFINITY,
        capped.MaxPP ? capped.MaxPP * 4 : Number.POSITIVE_INFINITY,
      );
      const over = await inject('POST', `/v1/cart/${cart.CartKey}/option`, {
        OptionId: capped.OptionId,
        Amount: 10_000,
      });
      expect(
        over.json().Options.find((o: { OptionId: number }) => o.OptionId === capped.OptionId).Amount,
      ).toBe(limit);
    }
    const negative = await inject('POST', `/v1/cart/${cart.CartKey}/option`, {
      OptionId: free.OptionId,
      Amount: -5,
    });
    expect(negative.json().Options.some((o: { OptionId: number }) => o.OptionId === free.OptionId)).toBe(
      false,
    );
    await inject('POST', `/v1/cart/${cart.CartKey}/option`, { OptionId: free.OptionId, Amount: 2 });
    const removed = await inject('DELETE', `/v1/cart/${cart.CartKey}/option/${free.OptionId}`);
    expect(removed.json().Options.some((o: { OptionId: number }) => o.OptionId === free.OptionId)).toBe(
      false,
    );
    const foreign = await t.database.db
      .selectFrom('options')
      .select('id')
      .where('location_id', '!=', locationId)
      .executeTakeFirstOrThrow();
    expect(
      (await inject('POST', `/v1/cart/${cart.CartKey}/option`, { OptionId: foreign.id, Amount: 1 }))
        .statusCode,
    ).toBe(404);
  });

  it('finalizes into one definite reservation, once, with a confirmation mail', async () => {
    const [r, entry] = await pick();
    const cart = (await select(r, entry)).json();
    const incomplete = await inject('POST', `/v2/cart/${cart.CartKey}/finalize`);
    expect(incomplete.statusCode).toBe(400);
    expect(
      incomplete
        .json()
        .Errors.map((e: { Field: string }) => e.Field)
        .sort(),
    ).toEqual(['CartTerms', 'Contacts']);
    await completeCart(cart.CartKey);
    const options = (await inject('GET', `/v1/cart/${cart.CartKey}/option`)).json();
    await inject('POST', `/v1/cart/${cart.CartKey}/option`, { OptionId: options[0].OptionId, Amount: 1 });
    const res = await inject('POST', `/v2/cart/${cart.CartKey}/finalize`);
    expect(res.statusCode).toBe(200);
    const booked = res.json();
    expect(booked).toMatchObject({
      StatusId: 2,
      Name: 'Team day',
      LocationId: locationId,
      MeetingtypeId: 1,
      CartKey: cart.CartKey,
      HasInvoice: false,
      TotalPaid: 0,
    });
    expect(booked.Spaces).toHaveLength(1);
    expect(booked.Spaces[0]).toMatchObject({ SpaceId: entry.SpaceId, PriceTotal: entry.PriceTotal });
    expect(booked.Options).toHaveLength(1);
    expect(booked.TaxTotals.length).toBeGreaterThan(0);
    expect(booked.TotalInclTax).toBeCloseTo(
      booked.TotalExclTax + booked.TaxTotals.reduce((n: number, x: { Total: number }) => n + x.Total, 0),
      2,
    );
    expect(booked.AmountToPay).toBe(booked.TotalInclTax);
    expect(booked.Contacts[0]).toMatchObject({ TypeId: 1, Name: 'Anna Bakker', Email: 'anna@example.org' });
    // Again, and through the v1 path with an empty JSON body: the same reservation.
    expect((await inject('POST', `/v2/cart/${cart.CartKey}/finalize`)).json().Id).toBe(booked.Id);
    const v1 = await t.app.inject({
      method: 'POST',
      url: `/api/v1/cart/${cart.CartKey}/finalize`,
      headers: { ...withKey, ...browser, 'content-type': 'application/json' },
      payload: '',
    });
    expect(v1.statusCode).toBe(200);
    expect(v1.json().Id).toBe(booked.Id);
    const db = t.database.db;
    expect(
      await db.selectFrom('reservations').select('id').where('cart_id', '=', cart.Id).execute(),
    ).toHaveLength(1);
    const mails = await db.selectFrom('outbox').selectAll().where('reservation_id', '=', booked.Id).execute();
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      to_email: 'anna@example.org',
      language_id: 65,
      kind: 'reservation-confirmation',
    });
    expect(mails[0]?.subject).toContain('confirmed');
    const [ics] = JSON.parse(mails[0]?.attachments ?? '[]');
    expect(ics.filename).toBe('reservation.ics');
    expect(ics.content).toContain('BEGIN:VEVENT');
    const searchRow = await db
      .selectFrom('searches')
      .select('made_reservation')
      .where('id', '=', r.SearchId)
      .executeTakeFirstOrThrow();
    expect(searchRow.made_reservation).toBe(1);
    // The room is now booked for everyone.
    const after = await search(freshSlotSame(r));
    expect(after.Locations[0]?.Spaces.some((x) => x.SpaceId === entry.SpaceId)).toBe(true);
    for (const s of after.Locations[0]?.Spaces.filter((x) => x.SpaceId === entry.SpaceId) ?? [])
      expect(s.Warnings).toContain('AlreadyBooked');
    // A finalized cart can no longer change.
    expect((await inject('PUT', `/v1/cart/${cart.CartKey}`, { Name: 'x' })).statusCode).toBe(409);
  });

  it('writes the confirmation in the booker language', async () => {
    const [r, entry] = await pick();
    const cart = (await select(r, entry)).json();
    await completeCart(cart.CartKey);
    await inject('PUT', `/v1/cart/${cart.CartKey}`, { Language: 'nl' });
    const [option] = (await inject('GET', `/v1/cart/${cart.CartKey}/option`)).json();
    await inject('POST', `/v1/cart/${cart.CartKey}/option`, { OptionId: option.OptionId, Amount: 2 });
    const booked = (await inject('POST', `/v2/cart/${cart.CartKey}/finalize`)).json();
    const mail = await t.database.db
      .selectFrom('outbox')
      .selectAll()
      .where('reservation_id', '=', booked.Id)
      .executeTakeFirstOrThrow();
    expect(mail.language_id).toBe(52);
    expect(mail.subject).toContain('Bevestiging');
    expect(mail.text_body).toContain('€');
    // The booked option with its amount and price, and the totals, named in Dutch.
    const nlName = (
      await t.database.db
        .selectFrom('options')
        .select('name_nl')
        .where('id', '=', option.OptionId)
        .executeTakeFirstOrThrow()
    ).name_nl;
    const money = (euros: number) => formatMoney(eurosToCents(euros), 'nl');
    expect(mail.text_body).toContain(`- 2 × ${nlName}: ${money(booked.Options[0].TotalPrice)}`);
    expect(mail.text_body).toContain(`Totaal excl. btw: ${money(booked.TotalExclTax)}`);
    expect(mail.text_body).toContain(`Totaal (incl. btw): ${money(booked.TotalInclTax)}`);
  });

  it('lets the hold lapse after 20 minutes: the space is free and the cart cannot be booked', async () => {
    const [r, entry] = await pick();
    const cart = (await select(r, entry)).json();
    await completeCart(cart.CartKey);
    now = new Date(START.getTime() + 20 * 60_000 + 1000);
    const late = await inject('POST', `/v2/cart/${cart.CartKey}/finalize`);
    expect(late.statusCode).toBe(409);
    expect(late.json().Errors[0].Code).toBe('hold_expired');
    expect(
      await t.database.db.selectFrom('reservations').select('id').where('cart_id', '=', cart.Id).execute(),
    ).toHaveLength(0);
    const again = await search(freshSlotSame(r));
    expect(again.Locations[0]?.Spaces.some((s) => s.SpaceId === entry.SpaceId && s.SpaceAvailable)).toBe(
      true,
    );
  });

  it('releases the hold when the cart is deleted', async () => {
    const [r, entry] = await pick();
    const cart = (await select(r, entry)).json();
    expect((await inject('DELETE', `/v1/cart/${cart.CartKey}`)).json()).toBe(true);
    const again = await search(freshSlotSame(r));
    expect(again.Locations[0]?.Spaces.some((s) => s.SpaceId === entry.SpaceId && s.SpaceAvailable)).toBe(
      true,
    );
    await completeCart(cart.CartKey);
    expect((await inject('POST', `/v2/cart/${cart.CartKey}/finalize`)).statusCode).toBe(409);
    expect((await inject('GET', `/v1/cart/search/${r.SearchKey}`)).statusCode).toBe(404);
  });

  it("keeps a member's cart to that member: 401 without a token, 403 for another member", async () => {
    const db = t.database.db;
    const profileId = async (email: string) =>
      (await db.selectFrom('profiles').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
    const booker = {
      profileToken: await issueSession(t, await profileId('booker@example.com'), START),
    };
    const host = {
      profileToken: await issueSession(t, await profileId('host@example.com'), START),
    };
    const cart = (await select(...(await pick()))).json();
    expect((await inject('POST', `/v1/cart/${cart.CartKey}/profile`)).statusCode).toBe(401);
    const attached = await inject('POST', `/v1/cart/${cart.CartKey}/profile`, undefined, booker);
    expect(attached.json().ProfileId).toBe(await profileId('booker@example.com'));
    expect((await inject('PUT', `/v1/cart/${cart.CartKey}`, { Name: 'x' })).statusCode).toBe(401);
    expect((await inject('PUT', `/v1/cart/${cart.CartKey}`, { Name: 'x' }, host)).statusCode).toBe(403);
    expect((await inject('GET', `/v1/cart/${cart.CartKey}/option`, undefined, host)).statusCode).toBe(403);
    expect((await inject('POST', `/v2/cart/${cart.CartKey}/finalize`, undefined, host)).statusCode).toBe(403);
    const accepted = await inject(
      'PUT',
      `/v1/cart/${cart.CartKey}`,
      { CartTerms: { Accepted: true } },
      booker,
    );
    expect(accepted.json().CartTerms).toEqual({
      Accepted: true,
      AcceptedBy: await profileId('booker@example.com'),
    });
    // A member's booking needs no booker contact: the member is the booker.
    const booked = await inject('POST', `/v2/cart/${cart.CartKey}/finalize`, undefined, booker);
    expect(booked.statusCode).toBe(200);
    expect(booked.json().ProfileId).toBe(await profileId('booker@example.com'));
    expect(booked.json().Contacts[0]).toMatchObject({ TypeId: 1, Email: 'booker@example.com' });
  });

  it('re-prices the space when the seats change within the setting', async () => {
    const r = await search(freshSlot(2));
    const entry = r.Locations[0]?.Spaces.find((s) => s.SpaceAvailable && s.MaxSeats >= 3) as Entry & {
      SettingId: number;
    };
    const cart = (await select(r, entry)).json();
    const three = await inject('PUT', `/v1/cart/${cart.CartKey}`, { Seats: 3 });
    expect(three.statusCode).toBe(200);
    const quoted = await search(freshSlotSame(r).replace('&seats=2', '&seats=3'));
    const same = quoted.Locations[0]?.Spaces.find(
      (s) => s.SpaceId === entry.SpaceId && s.SettingId === entry.SettingId,
    );
    expect(three.json()).toMatchObject({ Seats: 3, TotalSeats: 3 });
    expect(three.json().Spaces[0]).toMatchObject({ Seats: 3, PriceTotal: same?.PriceTotal });
    const res = await inject('PUT', `/v1/cart/${cart.CartKey}`, { Seats: 1000 });
    expect(res.statusCode).toBe(400);
    expect(res.json().Errors[0]).toMatchObject({ Field: 'Seats', Code: 'outside_setting' });
  });

  describe('under concurrency', () => {
    it('holds one meeting-room slot exactly once for 25 parallel selects', async () => {
      const query = freshSlot();
      const searches = await Promise.all(Array.from({ length: 25 }, () => search(query)));
      const spaceId = firstFree(searches[0] as Result).SpaceId;
      const results = await Promise.all(
        searches.map((r) =>
          select(r, r.Locations[0]?.Spaces.find((s) => s.SpaceId === spaceId && s.Hash) as Entry),
        ),
      );
      const codes = results.map((x) => x.statusCode).sort();
      expect(codes.filter((c) => c === 200)).toHaveLength(1);
      expect(codes.filter((c) => c === 409)).toHaveLength(24);
    });

    it('books one cart exactly once for 25 parallel finalizes', async () => {
      const cart = (await select(...(await pick()))).json();
      await completeCart(cart.CartKey);
      const results = await Promise.all(
        Array.from({ length: 25 }, () => inject('POST', `/v2/cart/${cart.CartKey}/finalize`)),
      );
      expect(results.every((x) => x.statusCode === 200)).toBe(true);
      expect(new Set(results.map((x) => x.json().Id)).size).toBe(1);
      const rows = await t.database.db
        .selectFrom('reservations')
        .select('id')
        .where('cart_id', '=', cart.Id)
        .execute();
      expect(rows).toHaveLength(1);
      const mails = await t.database.db
        .selectFrom('outbox')
        .select('id')
        .where('reservation_id', '=', rows[0]?.id as number)
        .execute();
      expect(mails).toHaveLength(1);
    });

    it('books a workspace of capacity N exactly N times for N+5 parallel bookings', async () => {
      const db = t.database.db;
      const workspace = await db
        .selectFrom('spaces')
        .select(['id', 'location_id', 'capacity'])
        .where('meeting_type_id', '=', 2)
        .where('is_active', '=', 1)
        .where('location_id', '=', locationId)
        .orderBy('capacity')
        .executeTakeFirst();
      const space =
        workspace ??
        (await db
          .selectFrom('spaces as s')
          .innerJoin('locations as l', 'l.id', 's.location_id')
          .select(['s.id', 's.location_id', 's.capacity'])
          .where('s.meeting_type_id', '=', 2)
          .where('s.is_active', '=', 1)
          .where('l.status', '=', 'live')
          .orderBy('s.capacity')
          .executeTakeFirstOrThrow());
      const n = space.capacity;
      const query = `location=${space.location_id}&space=${space.id}&meetingtype=2&startDate=2026-12-09&startTime=540&endTime=1020&seats=1`;
      const searches = await Promise.all(Array.from({ length: n + 5 }, () => search(query)));
      const flows = await Promise.all(
        searches.map(async (r) => {
          const entry = r.Locations[0]?.Spaces.find((s) => s.SpaceId === space.id && s.Hash) as Entry;
          const held = await inject('POST', '/v1/availability/select', {
            SearchId: r.SearchId,
            LocationId: space.location_id,
            Hash: entry.Hash,
          });
          if (held.statusCode !== 200) return held.statusCode;
          const key = held.json().CartKey;
          await completeCart(key);
          return (await inject('POST', `/v2/cart/${key}/finalize`)).statusCode;
        }),
      );
      expect(flows.filter((c) => c === 200)).toHaveLength(n);
      expect(flows.filter((c) => c === 409)).toHaveLength(5);
      const booked = await db
        .selectFrom('reservation_spaces')
        .select((eb) => eb.fn.sum<number>('seats').as('seats'))
        .where('space_id', '=', space.id)
        .where('start_date', '=', '2026-12-09')
        .where('is_cancelled', '=', 0)
        .executeTakeFirstOrThrow();
      expect(Number(booked.seats)).toBe(n);
    });
  });

  /** A new search of a fresh slot and its first free meeting-room entry. */
  async function pick(seats = 2): Promise<[Result, Entry]> {
    const r = await search(freshSlot(seats));
    return [r, firstFree(r)];
  }
});
