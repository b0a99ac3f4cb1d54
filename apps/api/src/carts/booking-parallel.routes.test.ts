import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { createTestApp, TEST_API_KEY, type TestApp } from '../../test/app.ts';
import { engines } from '../../test/db.ts';
import { clientIdHash } from './cart-client.ts';
import { finalizeCart } from './commands/finalize-cart.ts';

// Bookings lock per location (kernel/locks.ts): bookings at different locations run side by side,
// bookings at one location one after the other, and every process sees the others' bookings at
// its next search. PostgreSQL runs transactions really in parallel; SQLite has one writer at a time
// (a paused transaction there blocks every other writer, by design), so the parallel cases run on
// PostgreSQL only.

// Monday 23 November 2026, 09:00 in Amsterdam; the bookings go to December.
const NOW = new Date('2026-11-23T08:00:00Z');
const QUOTE_SECRET = 'test-quote-secret';

interface Entry {
  SpaceId: number;
  SpaceAvailable: boolean;
  Hash: string;
  Warnings: string[];
}
interface Answer {
  SearchId: number;
  Locations: { LocationId: number; Spaces: Entry[] }[];
}

/** A client of one app: a browser cookie of its own, so its carts are its own. */
function clientOf(app: FastifyInstance, name: string) {
  const cookie = `${name}-browser-`.padEnd(24, 'x');
  const inject = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    app.inject({
      method,
      url: `/api${url}`,
      headers: { apiToken: TEST_API_KEY, cookie: `ms_client=${cookie}` },
      payload,
    });
  const search = async (locationId: number, slot: Slot): Promise<Answer> => {
    const res = await inject(
      'GET',
      `/v2/availability?location=${locationId}&startDate=${slot.day}&startTime=${slot.start}&endTime=${slot.start + 60}&seats=2&language=en`,
    );
    expect(res.statusCode).toBe(200);
    return res.json();
  };
  /** The space's entry in a fresh search of the slot. */
  const entryOf = async (locationId: number, spaceId: number, slot: Slot) => {
    const answer = await search(locationId, slot);
    const entry = answer.Locations[0]?.Spaces.find((s) => s.SpaceId === spaceId);
    return { answer, entry };
  };
  const select = async (locationId: number, spaceId: number, slot: Slot) => {
    const { answer, entry } = await entryOf(locationId, spaceId, slot);
    expect(entry?.SpaceAvailable).toBe(true);
    return inject('POST', '/v1/availability/select', {
      SearchId: answer.SearchId,
      LocationId: locationId,
      Hash: entry?.Hash,
    });
  };
  const complete = async (cartKey: string) => {
    const res = await inject('PUT', `/v1/cart/${cartKey}`, {
      Name: 'Parallel',
      Contacts: [{ TypeId: 1, Name: 'Anna Bakker', Email: 'anna@example.org' }],
      CartTerms: { Accepted: true },
    });
    expect(res.statusCode).toBe(200);
  };
  /** A held and completed cart of the space (not finalized). */
  const readyCart = async (locationId: number, spaceId: number, slot: Slot) => {
    const held = await select(locationId, spaceId, slot);
    expect(held.statusCode).toBe(200);
    const cart = held.json() as { CartKey: string; Id: number };
    await complete(cart.CartKey);
    return cart;
  };
  const finalize = (cartKey: string) => inject('POST', `/v2/cart/${cartKey}/finalize`);
  return { cookie, inject, search, entryOf, select, complete, readyCart, finalize };
}

type Client = ReturnType<typeof clientOf>;

interface Slot {
  day: string;
  start: number;
}

/**
 * `count` live locations with `rooms` meeting rooms that are free on one slot (from `from`, a day
 * later each try), skipping `skip` of them: the locations, the free rooms and the slot.
 */
async function bookableRooms(
  t: TestApp,
  client: Client,
  want: { rooms: number; count: number; skip?: number },
  from: Slot,
) {
  const rows = await t.database.db
    .selectFrom('spaces as s')
    .innerJoin('locations as l', 'l.id', 's.location_id')
    .select('s.location_id')
    .distinct()
    .where('l.status', '=', 'live')
    .where('s.is_active', '=', 1)
    .where('s.meeting_type_id', '=', 1)
    .orderBy('s.location_id')
    .execute();
  for (let day = 0; day < 10; day++) {
    const slot = { day: addDays(from.day, day), start: from.start };
    const found: { locationId: number; spaces: number[] }[] = [];
    for (const { location_id } of rows) {
      const answer = await client.search(location_id, slot);
      const free = [
        ...new Set(answer.Locations[0]?.Spaces.filter((s) => s.SpaceAvailable).map((s) => s.SpaceId) ?? []),
      ];
      if (free.length >= want.rooms) found.push({ locationId: location_id, spaces: free });
    }
    const chosen = found.slice(want.skip ?? 0, (want.skip ?? 0) + want.count);
    if (chosen.length === want.count) return { locations: chosen, slot };
  }
  throw new Error(`no slot with ${want.count} locations of ${want.rooms} free rooms`);
}

function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

function deferred() {
  let resolve: () => void = () => undefined;
  const promise = new Promise<void>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

describe.each(engines)('bookings in parallel on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine, { demo: true, locations: 20, now: () => NOW });
  });
  afterAll(async () => t.close());

  /**
   * A test that needs transactions really running side by side: on SQLite it is registered as
   * skipped, with the reason in its name (one writer at a time: a paused booking transaction
   * blocks every other writer there, by design).
   */
  const concurrent = (name: string, fn: () => Promise<void>, timeout: number) =>
    engine === 'postgres'
      ? it(name, fn, timeout)
      : it.skip(`${name} [skipped on SQLite: one writer at a time, no parallel transactions]`, fn, timeout);

  /** How many of this database's connections wait for a lock (PostgreSQL: by application_name). */
  const waitingForLock = async () => {
    const { rows } = await sql<{ n: string }>`
      select count(*) as n from pg_stat_activity
      where application_name = ${t.database.schema ?? ''} and wait_event_type = 'Lock'`.execute(
      t.database.db,
    );
    return Number(rows[0]?.n ?? 0);
  };

  concurrent(
    'books at location B while a finalize at location A is paused inside its transaction; a select at A waits for it',
    async () => {
      const client = clientOf(t.app, 'paused');
      const found = await bookableRooms(t, client, { rooms: 2, count: 2 }, { day: '2026-12-07', start: 600 });
      const [a, b] = found.locations;
      if (!a || !b) throw new Error('two locations with two meeting rooms');
      const slotA = found.slot;
      const slotB = found.slot;
      const cartA = await client.readyCart(a.locationId, a.spaces[0] as number, slotA);

      // The finalize at A stops after its writes, before its commit, holding A's lock.
      const reached = deferred();
      const release = deferred();
      // Should the test fail while A is paused, A still ends (its lock would block the rest).
      onTestFinished(() => release.resolve());
      const events: string[] = [];
      const finalizeA = finalizeCart(
        {
          db: t.database.db,
          quoteSecret: QUOTE_SECRET,
          now: NOW,
          beforeFinalizeCommit: async () => {
            events.push('A written');
            reached.resolve();
            await release.promise;
          },
        },
        { actor: undefined, clientIdHashes: [clientIdHash(`client:${client.cookie}`)] },
        cartA.CartKey,
      ).then((id) => {
        events.push('A committed');
        return id;
      });
      await reached.promise;

      // Location B: a hold and a finalize complete while A is still paused.
      const cartB = await client.readyCart(b.locationId, b.spaces[0] as number, slotB);
      const bookedB = await client.finalize(cartB.CartKey);
      expect(bookedB.statusCode).toBe(200);
      events.push('B booked');

      // Location A, another room: the select waits for A's lock.
      const selectA2 = client.select(a.locationId, a.spaces[1] as number, slotA).then((res) => {
        events.push('A2 selected');
        return res;
      });
      // Proof that it waits: its connection is queued on a lock (no clock involved).
      while ((await waitingForLock()) === 0) {
        await new Promise((r) => setImmediate(r));
      }
      expect(events).toEqual(['A written', 'B booked']);

      release.resolve();
      const [reservationA, heldA2] = await Promise.all([finalizeA, selectA2]);
      expect(heldA2.statusCode).toBe(200);
      expect(events).toEqual(['A written', 'B booked', 'A committed', 'A2 selected']);
      const reservations = await t.database.db
        .selectFrom('reservations')
        .select(['id', 'location_id'])
        .where('cart_id', 'in', [cartA.Id, cartB.Id])
        .execute();
      expect(reservations.map((r) => r.location_id).sort()).toEqual([a.locationId, b.locationId].sort());
      expect(reservations.map((r) => r.id)).toContain(reservationA);
    },
    60_000,
  );

  concurrent(
    'holds one space exactly once for 10 parallel selects; 10 parallel finalizes at 5 locations all book',
    async () => {
      const clients = Array.from({ length: 10 }, (_, i) => clientOf(t.app, `burst${i}`));
      const { locations, slot } = await bookableRooms(
        t,
        clients[0] as Client,
        { rooms: 2, count: 5 },
        { day: '2026-12-14', start: 780 },
      );
      const [first] = locations;
      if (!first) throw new Error('five locations');
      const spaceId = first.spaces[0] as number;
      // Every client searches first, then all select at once.
      const entries = await Promise.all(clients.map((c) => c.entryOf(first.locationId, spaceId, slot)));
      const selects = await Promise.all(
        entries.map(({ answer, entry }, i) => {
          expect(entry?.SpaceAvailable).toBe(true);
          return (clients[i] as Client).inject('POST', '/v1/availability/select', {
            SearchId: answer.SearchId,
            LocationId: first.locationId,
            Hash: entry?.Hash,
          });
        }),
      );
      const codes = selects.map((r) => r.statusCode);
      expect(codes.filter((c) => c === 200)).toHaveLength(1);
      expect(codes.filter((c) => c === 409)).toHaveLength(9);
      const holds = await t.database.db
        .selectFrom('cart_spaces as cs')
        .innerJoin('carts as c', 'c.id', 'cs.cart_id')
        .select('c.id')
        .where('cs.space_id', '=', spaceId)
        .where('cs.start_date', '=', slot.day)
        .where('c.status', '=', 'open')
        .execute();
      expect(holds).toHaveLength(1);

      // Two carts per location (two rooms free at one slot), completed; then every finalize at once.
      const later = await bookableRooms(
        t,
        clients[0] as Client,
        { rooms: 2, count: 5 },
        { day: '2026-12-15', start: 960 },
      );
      const carts = [];
      for (const location of later.locations) {
        const at = later.slot;
        for (const room of location.spaces.slice(0, 2)) {
          const client = clients[carts.length] as Client;
          carts.push({ client, cart: await client.readyCart(location.locationId, room, at) });
        }
      }
      expect(carts).toHaveLength(10);
      const finalized = await Promise.all(carts.map(({ client, cart }) => client.finalize(cart.CartKey)));
      expect(finalized.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
      const reservations = await t.database.db
        .selectFrom('reservations')
        .select(['id', 'location_id'])
        .where(
          'cart_id',
          'in',
          carts.map(({ cart }) => cart.Id),
        )
        .execute();
      expect(reservations).toHaveLength(10);
      expect(new Set(reservations.map((r) => r.location_id)).size).toBe(5);
      const spaces = await t.database.db
        .selectFrom('reservation_spaces')
        .select('id')
        .where(
          'reservation_id',
          'in',
          reservations.map((r) => r.id),
        )
        .execute();
      expect(spaces).toHaveLength(10);
    },
    120_000,
  );

  describe('two app instances on one database', () => {
    let second: TestApp;
    beforeAll(async () => {
      // Another process's view: its own connections, its own catalogue and occupancy copies.
      second = await createTestApp(engine, { sharing: t.database, now: () => NOW });
    });
    afterAll(async () => second?.close());

    it('a booking through one app shows at the next search through the other', async () => {
      const one = clientOf(t.app, 'app-one');
      const two = clientOf(second.app, 'app-two');
      const found = await bookableRooms(t, one, { rooms: 1, count: 1 }, { day: '2026-12-21', start: 600 });
      const [location] = found.locations;
      if (!location) throw new Error('a location');
      const { slot } = found;
      const spaceId = location.spaces[0] as number;
      // App 1 has loaded its copies and answered: free.
      const before = await one.entryOf(location.locationId, spaceId, slot);
      expect(before.entry?.SpaceAvailable).toBe(true);
      // The same question again through app 1 (its answer cache) is still free.
      expect((await one.entryOf(location.locationId, spaceId, slot)).entry?.SpaceAvailable).toBe(true);

      const cart = await two.readyCart(location.locationId, spaceId, slot);
      expect((await two.finalize(cart.CartKey)).statusCode).toBe(200);

      const after = await one.entryOf(location.locationId, spaceId, slot);
      expect(after.entry?.SpaceAvailable).toBe(false);
      expect(after.entry?.Warnings).toContain('AlreadyBooked');
    });

    it('a hold through one app shows at the next search through the other', async () => {
      const one = clientOf(t.app, 'app-one-hold');
      const two = clientOf(second.app, 'app-two-hold');
      const found = await bookableRooms(t, two, { rooms: 1, count: 1 }, { day: '2026-12-21', start: 840 });
      const [location] = found.locations;
      if (!location) throw new Error('a location');
      const { slot } = found;
      const spaceId = location.spaces[0] as number;
      expect((await two.entryOf(location.locationId, spaceId, slot)).entry?.SpaceAvailable).toBe(true);
      expect((await one.select(location.locationId, spaceId, slot)).statusCode).toBe(200);
      const after = await two.entryOf(location.locationId, spaceId, slot);
      expect(after.entry?.Warnings).toContain('SpaceUnavailable');
    });

    concurrent(
      'holds one space exactly once for parallel selects through both apps',
      async () => {
        const clients = Array.from({ length: 10 }, (_, i) =>
          clientOf(i % 2 === 0 ? t.app : second.app, `both-apps-${i}`),
        );
        const found = await bookableRooms(
          t,
          clients[0] as Client,
          { rooms: 1, count: 1, skip: 1 },
          { day: '2026-12-22', start: 600 },
        );
        const [location] = found.locations;
        if (!location) throw new Error('a location');
        const { slot } = found;
        const spaceId = location.spaces[0] as number;
        const entries = await Promise.all(clients.map((c) => c.entryOf(location.locationId, spaceId, slot)));
        const selects = await Promise.all(
          entries.map(({ answer, entry }, i) => {
            expect(entry?.SpaceAvailable).toBe(true);
            return (clients[i] as Client).inject('POST', '/v1/availability/select', {
              SearchId: answer.SearchId,
              LocationId: location.locationId,
              Hash: entry?.Hash,
            });
          }),
        );
        const codes = selects.map((r) => r.statusCode);
        expect(codes.filter((c) => c === 200)).toHaveLength(1);
        expect(codes.filter((c) => c === 409)).toHaveLength(9);
        // Both apps now answer the space as held.
        for (const app of [t.app, second.app]) {
          const { entry } = await clientOf(app, 'onlooker').entryOf(location.locationId, spaceId, slot);
          expect(entry?.Warnings).toContain('SpaceUnavailable');
        }
      },
      60_000,
    );
  });
});
