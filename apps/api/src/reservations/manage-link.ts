import { createHmac, timingSafeEqual } from 'node:crypto';
import { type Locale, localizedPath } from '@meetspace/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import { AppError } from '../kernel/errors.ts';
import { localToUtcIso } from '../kernel/local-time.ts';
import { type ReservationRow, reservationQueries } from './reservation.queries.ts';

/**
 * A reservation's manage link: `<id>.<expiry in unix seconds>.<HMAC-SHA256>`, signed with a key
 * derived from the app's secret (its own label, so a quote signature never passes for a link), over
 * the id, the expiry and the booker's e-mail address. Nothing is stored: a new booker address or
 * the end of the reservation retires the link.
 */
const LABEL = 'meetspace:reservation-manage-link:v1';

const keyOf = (secret: string) => createHmac('sha256', secret).update(LABEL).digest();

const signatureOf = (secret: string, reservationId: number, expiresAt: number, email: string) =>
  createHmac('sha256', keyOf(secret))
    .update(`${reservationId}.${expiresAt}.${email.trim().toLowerCase()}`)
    .digest('base64url');

/** The manage token of a reservation for its booker's address, valid until `expiresAt`. */
export function signManageToken(
  secret: string,
  link: { reservationId: number; email: string; expiresAt: Date },
): string {
  const exp = Math.floor(link.expiresAt.getTime() / 1000);
  return `${link.reservationId}.${exp}.${signatureOf(secret, link.reservationId, exp, link.email)}`;
}

/** A manage token that is well formed and not expired; its signature is checked against the booker. */
export interface ManageLink {
  reservationId: number;
  expiresAt: number;
  signature: string;
  secret: string;
}

const invalid = () => AppError.unauthorized('This link is not valid or has expired');

/** Reads a manage token: 401 when it is malformed or expired (the signature is checked with the row). */
export function readManageToken(secret: string, token: string, now: Date): ManageLink {
  const match = /^(\d{1,10})\.(\d{1,12})\.([\w-]{43})$/.exec(token);
  if (!match) throw invalid();
  const link = {
    reservationId: Number(match[1]),
    expiresAt: Number(match[2]),
    signature: match[3] as string,
    secret,
  };
  if (link.expiresAt * 1000 <= now.getTime()) throw invalid();
  return link;
}

/** Whether the link was signed for this reservation and this booker's address (constant time). */
export function manageLinkSignedFor(link: ManageLink, email: string): boolean {
  const expected = Buffer.from(signatureOf(link.secret, link.reservationId, link.expiresAt, email));
  const given = Buffer.from(link.signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** When a reservation's link stops working: the end of its last day, local time. */
export async function manageLinkExpiry(db: Kysely<DB>, r: ReservationRow): Promise<Date> {
  const timeZone = await reservationQueries.timeZone(db, r.location_id);
  return new Date(localToUtcIso(r.end_date, r.end_minutes, timeZone));
}

/** The address of the manage page of a reservation, with its token, in a locale. */
export async function manageLinkUrl(
  db: Kysely<DB>,
  deps: { secret: string; publicUrl: string },
  r: ReservationRow,
  email: string,
  locale: Locale,
): Promise<string> {
  const token = signManageToken(deps.secret, {
    reservationId: r.id,
    email,
    expiresAt: await manageLinkExpiry(db, r),
  });
  const url = new URL(localizedPath('manage-booking', locale, { id: r.id }), deps.publicUrl);
  url.searchParams.set('token', token);
  return url.toString();
}
