import { expect } from 'vitest';
import { sessionQueries } from '../src/kernel/access/session.queries.ts';
import { type TestApp, withKey } from './app.ts';

type Headers = Record<string, string>;

/** Calls the API under /api with the client key plus the given headers. */
export function apiCall(t: TestApp) {
  return (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: object, payload?: object) =>
    t.app.inject({ method, url: `/api${url}`, headers: { ...withKey, ...headers }, payload });
}

/** The profile id of a demo member. */
export async function profileIdOf(t: TestApp, email: string): Promise<number> {
  const p = await t.database.db
    .selectFrom('profiles')
    .select('id')
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  return p.id;
}

/** E-mail addresses of demo members who are none of the named demo accounts (no wallet, no role). */
export async function plainMemberEmails(t: TestApp, count: number): Promise<string[]> {
  const rows = await t.database.db
    .selectFrom('profiles')
    .select('email')
    .where('email', 'not like', '%@example.com')
    .where('role', '=', 'member')
    .where('is_activated', '=', 1)
    .orderBy('id')
    .limit(count)
    .execute();
  if (rows.length < count) throw new Error(`only ${rows.length} plain demo members`);
  return rows.map((r) => r.email);
}

/** A profile token for a profile, issued at `now` (channel 1). */
export function issueSession(t: TestApp, profileId: number, now: Date): Promise<string> {
  return sessionQueries.issue(t.database.db, profileId, 1, now);
}

/** The `profileToken` header of a demo member, with a session issued at `now`. */
export async function memberHeaders(t: TestApp, email: string, now: Date): Promise<Headers> {
  return { profileToken: await issueSession(t, await profileIdOf(t, email), now) };
}

/**
 * Holds a free meeting room in Utrecht as the given caller through the real sequence (search,
 * select) and returns the cart with the search query (to look at the slot again), the booked space
 * and its location.
 */
export async function holdMeetingRoom(
  t: TestApp,
  headers: Headers,
  slot: { day: string; startMinutes: number; minutes?: number; seats?: number },
) {
  const call = apiCall(t);
  const seats = slot.seats ?? 2;
  const end = slot.startMinutes + (slot.minutes ?? 60);
  const query = `startDate=${slot.day}&startTime=${slot.startMinutes}&endTime=${end}&seats=${seats}`;
  const search = (await call('GET', `/v2/availability?q=Utrecht&${query}`, headers)).json();
  const location = search.Locations.find((l: { IsAvailable: boolean }) => l.IsAvailable);
  const entry = location.Spaces.find((s: { SpaceAvailable: boolean }) => s.SpaceAvailable);
  const cart = (
    await call('POST', '/v1/availability/select', headers, {
      SearchId: search.SearchId,
      LocationId: location.LocationId,
      Hash: entry.Hash,
    })
  ).json();
  return {
    cart,
    query: `location=${location.LocationId}&${query}`,
    spaceId: entry.SpaceId as number,
    locationId: location.LocationId as number,
  };
}

/**
 * Books a free meeting room in Utrecht as the given member through the real sequence (search,
 * select, cart, finalize) and returns the reservation with the search query (to look at the slot
 * again) and the booked space id.
 */
export async function bookMeetingRoom(
  t: TestApp,
  headers: Headers,
  slot: { day: string; startMinutes: number; minutes?: number; seats?: number; name?: string },
) {
  const call = apiCall(t);
  const { cart, ...held } = await holdMeetingRoom(t, headers, slot);
  await call('PUT', `/v1/cart/${cart.CartKey}`, headers, {
    Name: slot.name ?? 'Meeting',
    CartTerms: { Accepted: true },
  });
  const booked = await call('POST', `/v2/cart/${cart.CartKey}/finalize`, headers);
  expect(booked.statusCode).toBe(200);
  return { ...booked.json(), ...held };
}

/**
 * The headers of one browser (or API client) that keeps its `ms_client` cookie, as browsers do: an
 * anonymous cart is the client's that selected it. Merge with a member's headers for a member in
 * that browser.
 */
export function browserHeaders(name: string): Headers {
  return { cookie: `ms_client=${`${name.replace(/[^\w-]/g, '-')}-browser-`.padEnd(24, 'x').slice(0, 64)}` };
}
