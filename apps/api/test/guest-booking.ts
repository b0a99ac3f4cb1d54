import { expect } from 'vitest';
import type { TestApp } from './app.ts';
import { apiCall, browserHeaders, holdMeetingRoom } from './booking.ts';

/** The manage link's path and token in the newest mail of a kind about a reservation. */
export async function mailedLink(t: TestApp, reservationId: number, kind: string) {
  const mail = await t.database.db
    .selectFrom('outbox')
    .selectAll()
    .where('reservation_id', '=', reservationId)
    .where('kind', '=', kind)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  const url = /https?:\/\/\S+\?token=\S+/.exec(mail?.text_body ?? '')?.[0];
  return {
    mail,
    url,
    path: url ? new URL(url).pathname : undefined,
    token: url ? (new URL(url).searchParams.get('token') ?? '') : '',
  };
}

/**
 * Books a meeting room without an account through the real sequence (search, select, cart with a
 * booker contact, finalize), as the visitor `browser` whose booker contact is `name` <`email`>.
 */
export async function bookAsGuest(
  t: TestApp,
  browser: string,
  slot: { day: string; startMinutes: number },
  contact: { name: string; email: string; meeting: string },
) {
  const call = apiCall(t);
  const visitor = browserHeaders(browser);
  const { cart } = await holdMeetingRoom(t, visitor, slot);
  const put = await call('PUT', `/v1/cart/${cart.CartKey}`, visitor, {
    Name: contact.meeting,
    Contacts: [{ TypeId: 1, Name: contact.name, Email: contact.email }],
    CartTerms: { Accepted: true },
  });
  expect(put.statusCode).toBe(200);
  const booked = await call('POST', `/v2/cart/${cart.CartKey}/finalize`, visitor);
  expect(booked.statusCode).toBe(200);
  return booked.json() as { Id: number; Key: string; TotalInclTax: number };
}
