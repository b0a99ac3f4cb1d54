import { MIN_TAGS } from '../constants/events.ts';
import type { FieldErrorCode } from '../errors/error-codes.ts';
import { slugify } from '../text/text.ts';
import {
  type EventCurrency,
  type EventOnlineValue,
  type EventStatus,
  HYBRID_WARN_ABOVE,
  type RegistrationStatus,
} from './event.constants.ts';
import { EventErrorCode } from './event.errors.ts';

type Problem = { Field: string; Code: FieldErrorCode };

/** The event's slug in its links (`events/{id}/{slug}`): its name, or `event`. */
export function eventSlug(name: string): string {
  return slugify(name).slice(0, 80).replace(/-+$/, '') || 'event';
}

/** What the rules of an event's fields look at (a new event's body, or an event after an update). */
export interface EventFieldFacts {
  Name: string;
  StartDate: string;
  StartMinutes: number;
  EndDate: string;
  EndMinutes: number;
  Tags: readonly string[];
  IsTicketLink: boolean;
  Url: string | null | undefined;
  MaxCapacity: number | null | undefined;
  Prices: readonly { Price: number; Currency: string; StartDate?: string | null }[];
}

/**
 * The rules of an event beyond single fields (the spec's section 5): at least 3 distinct tags; the
 * end after the start; a start not before `today` (only checked when `checkStart`: a new event, or a
 * moved one); a ticket URL when tickets are sold elsewhere; one price per currency and start date.
 * The wizard shows these per step, the API answers them as field errors (all at once).
 */
export function eventFieldErrors(e: EventFieldFacts, today: string, checkStart = true): Problem[] {
  const problems: Problem[] = [];
  const distinct = new Set(e.Tags.map((t) => t.trim().toLowerCase()).filter(Boolean));
  if (distinct.size < MIN_TAGS) problems.push({ Field: 'Tags', Code: EventErrorCode.TooFewTags });
  const start = `${e.StartDate} ${String(e.StartMinutes).padStart(4, '0')}`;
  const end = `${e.EndDate} ${String(e.EndMinutes).padStart(4, '0')}`;
  if (end <= start) problems.push({ Field: 'EndDate', Code: EventErrorCode.EventEndBeforeStart });
  if (checkStart && e.StartDate < today)
    problems.push({ Field: 'StartDate', Code: EventErrorCode.EventInPast });
  if (e.IsTicketLink && !e.Url) problems.push({ Field: 'Url', Code: EventErrorCode.TicketUrlRequired });
  const seen = new Set<string>();
  e.Prices.forEach((p, i) => {
    const key = `${p.Currency} ${p.StartDate ?? ''}`;
    if (seen.has(key)) problems.push({ Field: `Prices[${i}].StartDate`, Code: 'invalid_value' });
    seen.add(key);
  });
  return problems;
}

/** A price of an event as stored. */
export interface PriceFacts {
  Currency: EventCurrency;
  /** In cents, incl. VAT. */
  cents: number;
  StartDate: string | null;
  TaxPercentage: number;
}

/**
 * The price that applies on `date` in each currency: the one with the latest start on or before
 * that day (a price without a start applies from the beginning). Early bird is an earlier price
 * whose successor starts later; `validUntil` is the day before the next price starts. A currency
 * whose prices all start later is not offered yet (left out).
 */
export function currentPrices(
  prices: readonly PriceFacts[],
  date: string,
): { Currency: EventCurrency; cents: number; TaxPercentage: number; validUntil: string | null }[] {
  const byCurrency = new Map<EventCurrency, PriceFacts[]>();
  for (const p of prices) byCurrency.set(p.Currency, [...(byCurrency.get(p.Currency) ?? []), p]);
  const out: { Currency: EventCurrency; cents: number; TaxPercentage: number; validUntil: string | null }[] =
    [];
  for (const [currency, list] of byCurrency) {
    const sorted = [...list].sort((a, b) => (a.StartDate ?? '').localeCompare(b.StartDate ?? ''));
    let current: PriceFacts | undefined;
    let next: PriceFacts | undefined;
    for (const p of sorted) {
      if ((p.StartDate ?? '') <= date) current = p;
      else if (!next) next = p;
    }
    if (!current) continue;
    out.push({
      Currency: currency,
      cents: current.cents,
      TaxPercentage: current.TaxPercentage,
      validUntil: next?.StartDate ? previousDay(next.StartDate) : null,
    });
  }
  // EUR first, then the others in their order.
  return out.sort((a, b) => (a.Currency === 'EUR' ? -1 : b.Currency === 'EUR' ? 1 : 0));
}

function previousDay(date: string): string {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
}

/** Whether a hybrid event's capacity deserves the warning (a room's camera covers about 30 people). */
export function hybridCapacityWarning(
  online: EventOnlineValue,
  capacity: number | null | undefined,
): boolean {
  return online === 'hybrid' && (capacity == null || capacity > HYBRID_WARN_ABOVE);
}

/**
 * The status label of a row in the member's event lists (the spec's confirmed, pending, published,
 * not published, cancelled, paid): a participant's row by its registration, an organizer's by the
 * event. An unpaid (pending) registration shows the pay prompt.
 */
export function eventListStatus(
  row:
    | { kind: 'attending'; registration: RegistrationStatus; paid: boolean; eventStatus: EventStatus }
    | { kind: 'organising'; eventStatus: EventStatus },
): 'confirmed' | 'pending' | 'published' | 'notPublished' | 'cancelled' | 'paid' {
  if (row.eventStatus === 'cancelled') return 'cancelled';
  if (row.kind === 'organising') return row.eventStatus === 'published' ? 'published' : 'notPublished';
  if (row.registration === 'cancelled') return 'cancelled';
  if (row.registration === 'confirmed') return row.paid ? 'paid' : 'confirmed';
  return 'pending';
}

/** Whether an event's registration is open on `today`: active, published, ours (no ticket link), not over. */
export function registrationOpen(
  e: { Status: EventStatus; IsActive: boolean; IsTicketLink: boolean; EndDate: string },
  today: string,
): boolean {
  return e.Status === 'published' && e.IsActive && !e.IsTicketLink && e.EndDate >= today;
}
