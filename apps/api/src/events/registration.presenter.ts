import {
  centsToEuros,
  currentPrices,
  type EventCurrency,
  type EventOnlineValue,
  type EventStatus,
  type EventSummary,
  eventSlug,
  localeOfLanguageId,
  type Participant,
  type Registration,
  type RegistrationStatus,
} from '@meetspace/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import type { EventRow } from './event-rows.ts';
import { type PriceRow, type RegistrationRow, registrationQueries } from './registrations.queries.ts';

const tagsOf = (json: string): string[] => {
  try {
    const v = JSON.parse(json);
    return Array.isArray(v) ? v.map(String) : [];
  } catch {
    return [];
  }
};

/** What a registration's view needs besides its row. */
export interface RegistrationExtras {
  waitingListPosition: number | null;
  /** The open payment's key of a pending registration, else null. */
  paymentKey: string | null;
}

/** A registration as its participant sees it. */
export function presentRegistration(r: RegistrationRow, x: RegistrationExtras): Registration {
  return {
    Id: r.id,
    EventId: r.event_id,
    Key: r.key,
    Status: r.status as RegistrationStatus,
    WaitingListPosition: x.waitingListPosition,
    FirstName: r.first_name,
    LastName: r.last_name,
    Email: r.email,
    Organization: r.organization,
    Amount: centsToEuros(r.amount_cents),
    Currency: r.currency,
    PaymentKey: r.status === 'pending' ? x.paymentKey : null,
    PaidAt: r.paid_at,
    CheckedInAt: r.checked_in_at,
    CreatedAt: r.created_at,
  };
}

/** A registration as the organizers see it. */
export function presentParticipant(r: RegistrationRow, x: RegistrationExtras): Participant {
  return {
    ...presentRegistration(r, x),
    ProfileId: r.profile_id,
    Address: r.address,
    Postalcode: r.postal_code,
    City: r.city,
    Country: r.country,
    Tags: tagsOf(r.tags),
    SpecialInterest: r.special_interest,
    Language: localeOfLanguageId(r.language_id),
    CancelledAt: r.cancelled_at,
  };
}

/** The open payment keys of registrations (by payment id). */
export async function paymentKeys(
  db: Kysely<DB>,
  rows: readonly RegistrationRow[],
): Promise<Map<number, string>> {
  const ids = rows.flatMap((r) => (r.payment_id === null ? [] : [r.payment_id]));
  if (ids.length === 0) return new Map();
  const found = await db
    .selectFrom('payments')
    .select(['id', 'key'])
    .where('id', 'in', ids)
    .where('void_at', 'is', null)
    .execute();
  return new Map(found.map((p) => [p.id, p.key]));
}

/** One registration's view, read with its waiting position and payment key. */
export async function registrationView(db: Kysely<DB>, r: RegistrationRow): Promise<Registration> {
  const keys = await paymentKeys(db, [r]);
  return presentRegistration(r, {
    waitingListPosition: await registrationQueries.waitingPosition(db, r),
    paymentKey: r.payment_id === null ? null : (keys.get(r.payment_id) ?? null),
  });
}

/** The prices of an event as the domain's rules read them. */
export const priceFacts = (prices: readonly PriceRow[]) =>
  prices.map((p) => ({
    Currency: p.currency as EventCurrency,
    cents: p.price_cents,
    StartDate: p.start_date,
    TaxPercentage: p.tax_percentage,
  }));

/**
 * Events in the `eventSummary` shape with their counts and today's price, for the registration
 * side's lists (the ticket, attending, organising).
 */
export async function eventSummaries(
  db: Kysely<DB>,
  events: readonly EventRow[],
  today: string,
): Promise<EventSummary[]> {
  const ids = events.map((e) => e.id);
  const counts = await registrationQueries.counts(db, ids);
  const prices = await registrationQueries.pricesOf(db, ids);
  return events.map((e) => {
    const c = counts.get(e.id) ?? {};
    const taken = (c.confirmed ?? 0) + (c.pending ?? 0);
    const [price] = currentPrices(priceFacts(prices.filter((p) => p.event_id === e.id)), today);
    return {
      Id: e.id,
      Slug: eventSlug(e.name),
      Name: e.name,
      EventTypeId: e.event_type_id,
      Status: e.status as EventStatus,
      IsActive: e.is_active === 1,
      IsPublic: e.is_public === 1,
      IsOnline: e.is_online as EventOnlineValue,
      IsTicketLink: e.is_ticket_link === 1,
      StartDate: e.start_date,
      StartMinutes: e.start_minutes,
      EndDate: e.end_date,
      EndMinutes: e.end_minutes,
      Image: e.image_url,
      LocationId: e.location_id,
      LocationName: e.location_name,
      City: e.city,
      Tags: tagsOf(e.tags),
      Price: price
        ? {
            Currency: price.Currency,
            Price: centsToEuros(price.cents),
            TaxPercentage: price.TaxPercentage,
            ValidUntil: price.validUntil,
          }
        : null,
      MaxCapacity: e.max_capacity,
      ParticipantCount: taken,
      WaitingListCount: c.waitingList ?? 0,
      PlacesLeft: e.max_capacity === null ? null : Math.max(0, e.max_capacity - taken),
      Language: localeOfLanguageId(e.language_id),
    };
  });
}
