import { createHmac, timingSafeEqual } from 'node:crypto';
import { type Locale, localizedPath } from '@meetspace/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import { AppError } from '../kernel/errors.ts';
import { localToUtcIso } from '../kernel/local-time.ts';
import { type ReservationRow, reservationQueries } from './reservation.queries.ts';

/**
 * A reservation's manage link: `<id>.<HMAC-SHA256>`, signed with a key derived from the app's
 * secret (its own label, so a quote signature never passes for a link) over the id and the booker's
 * e-mail address. Nothing is stored. It works until the reservation ends (as it is booked then: a
 * move later keeps the link working) and stops when the booker's address changes.
 */
const LABEL = 'meetspace:reservation-manage-link:v1';

const keyOf = (secret: string) => createHmac('sha256', secret).update(LABEL).digest();

const signatureOf = (secret: string, reservationId: number, email: string) =>
  createHmac('sha256', keyOf(secret))
    .update(`${reservationId}.${email.trim().toLowerCase()}`)
    .digest('base64url');

/** The manage token of a reservation for its booker's address. */
export function signManageToken(secret: string, link: { reservationId: number; email: string }): string {
  return `${link.reservationId}.${signatureOf(secret, link.reservationId, link.email)}`;
}

/** A well-formed manage token, to be checked against the reservation it names (access module). */
export interface ManageLink {
  reservationId: number;
  signature: string;
  secret: string;
  /** The moment of the call: the link has expired once the reservation has ended. */
  now: Date;
}

/** 401 for a link that is malformed, tampered with, for another address, or expired. */
export const invalidManageLink = () => AppError.unauthorized('This link is not valid or has expired');

/** Reads a manage token (401 when malformed); its signature and expiry are checked with the row. */
export function readManageToken(secret: string, token: string, now: Date): ManageLink {
  const match = /^(\d{1,10})\.([\w-]{43})$/.exec(token);
  if (!match) throw invalidManageLink();
  return { reservationId: Number(match[1]), signature: match[2] as string, secret, now };
}

/** Whether the link was signed for this reservation and this booker's address (constant time). */
export function manageLinkSignedFor(link: ManageLink, email: string): boolean {
  const expected = Buffer.from(signatureOf(link.secret, link.reservationId, email));
  const given = Buffer.from(link.signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** When a reservation's link stops working: the end of its last day, local time. */
export async function manageLinkExpiry(db: Kysely<DB>, r: ReservationRow): Promise<Date> {
  const timeZone = await reservationQueries.timeZone(db, r.location_id);
  return new Date(localToUtcIso(r.end_date, r.end_minutes, timeZone));
}

/** The address of the manage page of a reservation, with its token, in a locale. */
export function manageLinkUrl(
  deps: { secret: string; publicUrl: string },
  r: ReservationRow,
  email: string,
  locale: Locale,
): string {
  const token = signManageToken(deps.secret, { reservationId: r.id, email });
  const url = new URL(localizedPath('manage-booking', locale, { id: r.id }), deps.publicUrl);
  url.searchParams.set('token', token);
  return url.toString();
}
