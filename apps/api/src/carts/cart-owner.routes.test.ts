import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { apiCall, browserHeaders, holdMeetingRoom, memberHeaders } from '../../test/booking.ts';
import { engines } from '../../test/db.ts';

// Monday 23 November 2026 09:00 in Amsterdam; the holds are for Thursday 26 November.
const NOW = new Date('2026-11-23T08:00:00Z');
const DAY = '2026-11-26';

const VISITOR = {
  Name: 'Private planning',
  Contacts: [{ TypeId: 1, Name: 'Vera Visser', Email: 'vera@example.org', Phone: '+31 6 5555 1234' }],
  InvoiceAddress: { Company: 'Visser BV', Address: 'Keizersgracht 1', City: 'Amsterdam' },
  CartTerms: { Accepted: true },
};

/** A search key (`?sk=`) as the booking wizard keeps it in its URL. */
async function searchKeyOf(t: TestApp, searchId: number): Promise<string> {
  const row = await t.database.db
    .selectFrom('searches')
    .select('key')
    .where('id', '=', searchId)
    .executeTakeFirstOrThrow();
  return row.key;
}

// Issue 13: the wizard keeps the search key in its URL, and whoever had that URL got the cart.
describe.each(engines)('a cart belongs to the browser or member that made it, on %s', (engine) => {
  let t: TestApp;
  const visitor = browserHeaders('visitor');
  const stranger = browserHeaders('stranger');
  beforeAll(async () => {
    t = await createTestApp(engine, { demo: true, now: () => NOW });
  });
  afterAll(async () => t.close());

  it('a shared ?sk= link opens the search for a stranger, never the cart; the visitor resumes and books', async () => {
    const call = apiCall(t);
    const { cart } = await holdMeetingRoom(t, visitor, { day: DAY, startMinutes: 540 });
    expect((await call('PUT', `/v1/cart/${cart.CartKey}`, visitor, VISITOR)).statusCode).toBe(200);
    const sk = await searchKeyOf(t, cart.SearchId);

    // The stranger's browser: nothing for them, and nothing of the visitor's in the answer.
    for (const who of [stranger, {}]) {
      const res = await call('GET', `/v1/cart/search/${sk}`, who);
      expect(res.statusCode).toBe(404);
      for (const secret of [cart.CartKey, 'Vera', 'vera@example.org', '5555', 'Keizersgracht', 'Private'])
        expect(res.body).not.toContain(secret);
    }
    // The link still opens the search itself.
    expect((await call('GET', `/v2/availability/${sk}`, stranger)).statusCode).toBe(200);
    // Even with the CartKey, the stranger can neither change the contacts nor book.
    const takeover = await call('PUT', `/v1/cart/${cart.CartKey}`, stranger, {
      Contacts: [{ TypeId: 1, Name: 'Stranger', Email: 'stranger@example.org' }],
    });
    expect(takeover.statusCode).toBe(403);
    expect((await call('POST', `/v2/cart/${cart.CartKey}/finalize`, stranger)).statusCode).toBe(403);
    expect((await call('DELETE', `/v1/cart/${cart.CartKey}`, stranger)).statusCode).toBe(403);

    // The visitor's own browser resumes the wizard and books; the confirmation goes to the visitor.
    const resumed = await call('GET', `/v1/cart/search/${sk}`, visitor);
    expect(resumed.statusCode).toBe(200);
    expect(resumed.json()).toMatchObject({
      CartKey: cart.CartKey,
      Contacts: [{ Email: 'vera@example.org' }],
    });
    const booked = await call('POST', `/v2/cart/${cart.CartKey}/finalize`, visitor);
    expect(booked.statusCode).toBe(200);
    const mails = await t.database.db
      .selectFrom('outbox')
      .select('to_email')
      .where('reservation_id', '=', booked.json().Id)
      .execute();
    expect(mails.map((m) => m.to_email)).toEqual(['vera@example.org']);
  });

  it('finds each browser its own cart of a shared search', async () => {
    const call = apiCall(t);
    const mine = await holdMeetingRoom(t, visitor, { day: DAY, startMinutes: 660 });
    const sk = await searchKeyOf(t, mine.cart.SearchId);
    // The stranger opens the shared search and holds another space of it.
    const result = (await call('GET', `/v2/availability/${sk}`, stranger)).json();
    const location = result.Locations.find((l: { IsAvailable: boolean }) => l.IsAvailable);
    const entry = location.Spaces.find((s: { SpaceAvailable: boolean }) => s.SpaceAvailable);
    const theirs = await call('POST', '/v1/availability/select', stranger, {
      SearchId: result.SearchId,
      LocationId: location.LocationId,
      Hash: entry.Hash,
    });
    expect(theirs.statusCode).toBe(200);
    expect((await call('GET', `/v1/cart/search/${sk}`, visitor)).json().CartKey).toBe(mine.cart.CartKey);
    expect((await call('GET', `/v1/cart/search/${sk}`, stranger)).json().CartKey).toBe(theirs.json().CartKey);
  });

  it('lets a member claim only an anonymous cart of their own browser, and follows the member after', async () => {
    const call = apiCall(t);
    const booker = await memberHeaders(t, 'booker@example.com', NOW);
    const admin = await memberHeaders(t, 'admin@example.com', NOW);
    const { cart } = await holdMeetingRoom(t, visitor, { day: DAY, startMinutes: 780 });
    const sk = await searchKeyOf(t, cart.SearchId);
    // Someone else's anonymous cart: logged in elsewhere, nobody can put themselves on it.
    for (const who of [{ ...stranger, ...booker }, { ...stranger, ...admin }, booker]) {
      const res = await call('POST', `/v1/cart/${cart.CartKey}/profile`, who);
      expect(res.statusCode).toBe(403);
    }
    // The visitor logs in within the wizard: the same browser puts the member on the cart.
    const attached = await call('POST', `/v1/cart/${cart.CartKey}/profile`, { ...visitor, ...booker });
    expect(attached.statusCode).toBe(200);
    expect(attached.json().ProfileId).toBeGreaterThan(0);
    // Now it is the member's, on any device; not the browser's without the login, nor an admin's to take.
    expect((await call('GET', `/v1/cart/search/${sk}`, booker)).json().CartKey).toBe(cart.CartKey);
    expect((await call('GET', `/v1/cart/${cart.CartKey}/option`, visitor)).statusCode).toBe(401);
    expect((await call('POST', `/v1/cart/${cart.CartKey}/profile`, admin)).statusCode).toBe(403);
    const other = await memberHeaders(t, 'host@example.com', NOW);
    expect(
      (await call('POST', `/v1/cart/${cart.CartKey}/profile`, { ...visitor, ...other })).statusCode,
    ).toBe(403);
  });
});
