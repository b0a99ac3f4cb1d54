import {
  centsToEuros,
  currentPrices,
  type EventCurrency,
  type EventOnlineValue,
  type EventOwnerType,
  type EventStatus,
  type EventSummary,
  type EventView,
  eventSlug,
  localeOfLanguageId,
  type Organizer,
  type PriceFacts,
} from '@meetspace/domain';
import type { EventRow, OrganizerRow } from './event-rows.ts';
import type { EventCounts, PriceRow, ProgramItemRow } from './events.queries.ts';

const NO_COUNTS: EventCounts = { taken: 0, waiting: 0, confirmed: 0 };

/** The stored tags (a JSON array). */
export function tagsOf(row: Pick<EventRow, 'tags'>): string[] {
  try {
    const parsed: unknown = JSON.parse(row.tags);
    return Array.isArray(parsed) ? parsed.filter((t): t is string => typeof t === 'string') : [];
  } catch {
    return [];
  }
}

const priceFacts = (p: PriceRow): PriceFacts => ({
  Currency: p.currency as EventCurrency,
  cents: p.price_cents,
  StartDate: p.start_date,
  TaxPercentage: p.tax_percentage,
});

/** Today's prices per currency (EUR first), as the wire shows them. */
function todaysPrices(prices: readonly PriceRow[], today: string) {
  return currentPrices(prices.map(priceFacts), today).map((p) => ({
    Currency: p.Currency,
    Price: centsToEuros(p.cents),
    TaxPercentage: p.TaxPercentage,
    ValidUntil: p.validUntil,
  }));
}

/** An event in a list or card: its prices of today, its places taken and left. */
export function presentSummary(
  row: EventRow,
  prices: readonly PriceRow[],
  counts: EventCounts | undefined,
  today: string,
): EventSummary {
  const c = counts ?? NO_COUNTS;
  return {
    Id: row.id,
    Slug: eventSlug(row.name),
    Name: row.name,
    EventTypeId: row.event_type_id,
    Status: row.status as EventStatus,
    IsActive: row.is_active === 1,
    IsPublic: row.is_public === 1,
    IsOnline: row.is_online as EventOnlineValue,
    IsTicketLink: row.is_ticket_link === 1,
    StartDate: row.start_date,
    StartMinutes: row.start_minutes,
    EndDate: row.end_date,
    EndMinutes: row.end_minutes,
    Image: row.image_url,
    LocationId: row.location_id,
    LocationName: row.location_name,
    City: row.city,
    Tags: tagsOf(row),
    Price: todaysPrices(prices, today)[0] ?? null,
    MaxCapacity: row.max_capacity,
    ParticipantCount: c.taken,
    WaitingListCount: c.waiting,
    PlacesLeft: row.max_capacity == null ? null : Math.max(0, row.max_capacity - c.taken),
    Language: localeOfLanguageId(row.language_id),
  };
}

export function presentOrganizer(o: OrganizerRow): Organizer {
  return {
    Id: o.id,
    EventId: o.event_id,
    ProfileId: o.profile_id,
    FullName: o.full_name,
    Email: o.email,
    Phone: o.phone,
    IsOwner: o.is_owner === 1,
    ReceiveEmail: o.receive_email === 1,
    IsPrimary: o.is_primary === 1,
  };
}

/** What the full view adds to a summary, and what only some readers see. */
export interface EventViewParts {
  prices: readonly PriceRow[];
  program: readonly ProgramItemRow[];
  organizers: readonly OrganizerRow[];
  counts: EventCounts | undefined;
  today: string;
  /** The online link is shown (organizers and confirmed participants). */
  showOnlineUrl: boolean;
  /** The organizers' contact list is shown (organizers and administrators). */
  showOrganizers: boolean;
}

/** An event in full (its page and the management pages). */
export function presentView(row: EventRow, parts: EventViewParts): EventView {
  const primary = parts.organizers.find((o) => o.is_primary === 1) ?? parts.organizers[0];
  return {
    ...presentSummary(row, parts.prices, parts.counts, parts.today),
    Type: row.owner_type as EventOwnerType,
    ItemId: row.item_id,
    ReservationId: row.reservation_id,
    GroupId: row.group_id,
    Prices: parts.prices.map((p) => ({
      Currency: p.currency as EventCurrency,
      Price: centsToEuros(p.price_cents),
      StartDate: p.start_date,
      TaxPercentage: p.tax_percentage,
    })),
    CurrentPrices: todaysPrices(parts.prices, parts.today),
    Url: row.url,
    OnlineUrl: parts.showOnlineUrl ? row.online_url : null,
    LocationCanEdit: row.location_can_edit === 1,
    Address: row.address,
    Postalcode: row.postal_code,
    State: row.state,
    Country: row.country,
    Latitude: row.latitude,
    Longitude: row.longitude,
    Description: row.description,
    ProgramItems: parts.program.map((p) => ({
      Id: p.id,
      Date: p.date,
      StartMinutes: p.start_minutes,
      EndMinutes: p.end_minutes,
      Title: p.title,
      Description: p.description,
      Speaker: p.speaker,
    })),
    OrganizerName: primary?.full_name ?? '',
    Organizers: parts.showOrganizers ? parts.organizers.map(presentOrganizer) : [],
    CreateGroup: row.create_group === 1,
    CreatedAt: row.created_at,
    UpdatedAt: row.updated_at,
    PublishedAt: row.published_at,
  };
}
