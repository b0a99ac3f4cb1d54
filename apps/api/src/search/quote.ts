import { createHmac, timingSafeEqual } from 'node:crypto';
import { crc32 } from 'node:zlib';

/**
 * What the server promised in a search result: this space, setting, period and seats, at this price.
 * It carries the search's parameters rather than its row id, so one computed answer can serve every
 * identical search (see the answer cache); the select call checks them against the given search.
 */
export interface Quote {
  meetingTypeId: number;
  locationId: number;
  spaceId: number;
  settingId: number;
  startDate: string;
  endDate: string;
  startMinutes: number;
  endMinutes: number;
  seats: number;
  priceTotalCents: number;
  /** Unix seconds after which the quote is no longer honoured. */
  expiresAt: number;
}

/** How long a quote from a search result can be selected. */
export const QUOTE_VALID_SECONDS = 60 * 60;

const FIELDS = [
  'meetingTypeId',
  'locationId',
  'spaceId',
  'settingId',
  'startDate',
  'endDate',
  'startMinutes',
  'endMinutes',
  'seats',
  'priceTotalCents',
  'expiresAt',
] as const;

function canonical(quote: Quote): string {
  return FIELDS.map((field) => String(quote[field])).join('|');
}

/**
 * HMAC-SHA256 truncated to its first 128 bits (NIST SP 800-107 allows truncation; 128 bits leave
 * forgery out of reach within a quote's hour). Every search answer carries one per available
 * entry, and the full 256 bits were a fifth of a compressed answer.
 */
const MAC_BYTES = 16;
function mac(secret: string, payload: string): Buffer {
  return createHmac('sha256', secret).update(payload).digest().subarray(0, MAC_BYTES);
}

/** The `Crc` of a quote: an unsigned 32-bit checksum of its canonical form (not a signature). */
export function quoteCrc(quote: Quote): number {
  return crc32(canonical(quote)) >>> 0;
}

/** The `Hash` of a quote: its canonical form and a (truncated) HMAC-SHA256 over it, base64url, dot-separated. */
export function signQuote(secret: string, quote: Quote): string {
  const payload = canonical(quote);
  return `${Buffer.from(payload).toString('base64url')}.${mac(secret, payload).toString('base64url')}`;
}

export type QuoteCheck =
  | { ok: true; quote: Quote }
  | { ok: false; reason: 'malformed' | 'forged' | 'expired' };

/** Verifies a `Hash`: well-formed, signed with our secret, not expired at `now`. */
export function verifyQuote(secret: string, hash: string, now: Date): QuoteCheck {
  const [encoded, signature, extra] = hash.split('.');
  if (!encoded || !signature || extra !== undefined) return { ok: false, reason: 'malformed' };
  const payload = Buffer.from(encoded, 'base64url').toString();
  const given = Buffer.from(signature, 'base64url');
  const expected = mac(secret, payload);
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    return { ok: false, reason: 'forged' };
  const parts = payload.split('|');
  if (parts.length !== FIELDS.length) return { ok: false, reason: 'malformed' };
  const quote = Object.fromEntries(
    FIELDS.map((field, i) => [field, field.endsWith('Date') ? parts[i] : Number(parts[i])]),
  ) as unknown as Quote;
  if (quote.expiresAt * 1000 < now.getTime()) return { ok: false, reason: 'expired' };
  return { ok: true, quote };
}

/** Whether a quote was made for a search with these parameters (meeting type, period, seats). */
export function quoteFitsSearch(
  quote: Quote,
  search: Pick<Quote, 'meetingTypeId' | 'startDate' | 'endDate' | 'startMinutes' | 'endMinutes' | 'seats'>,
): boolean {
  return (
    quote.meetingTypeId === search.meetingTypeId &&
    quote.startDate === search.startDate &&
    quote.endDate === search.endDate &&
    quote.startMinutes === search.startMinutes &&
    quote.endMinutes === search.endMinutes &&
    quote.seats === search.seats
  );
}
