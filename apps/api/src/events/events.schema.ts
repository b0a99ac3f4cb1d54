import type { Generated } from 'kysely';

// The events area's tables. The event itself is `event_listings`: the name `events` belongs to the
// kernel's domain events (the outbox of reactions).

/** An event: a draft, published (public, or by its link only) or cancelled (deleted: gone everywhere). */
export interface EventListingsTable {
  id: Generated<number>;
  channel_id: number;
  /** The creator: owner and first primary organizer. */
  owner_profile_id: number;
  /** draft | published | cancelled */
  status: string;
  /** The event's name (its slug in links is `eventSlug(name)`). */
  name: Generated<string>;
  /** Channel | Location | Group (the spec's Type), with `item_id`. */
  owner_type: string;
  item_id: number | null;
  event_type_id: number;
  location_id: number | null;
  reservation_id: number | null;
  group_id: number | null;
  /** Registration open (0/1). */
  is_active: number;
  /** Listed (0/1); a private event is reachable by its link. */
  is_public: number;
  start_date: string;
  start_minutes: number;
  end_date: string;
  end_minutes: number;
  /** The start and end as ISO-8601 UTC instants (Europe/Amsterdam local times converted). */
  starts_at: string;
  ends_at: string;
  /** The picture's URL (from `uploaded_images`), or null. */
  image_url: string | null;
  /** Null: no limit. */
  max_capacity: number | null;
  /** offline | online | hybrid */
  is_online: string;
  is_ticket_link: number;
  url: string | null;
  online_url: string | null;
  location_name: string;
  /** 0 when the address comes from a linked location (then not editable). */
  location_can_edit: number;
  address: string;
  postal_code: string;
  city: string;
  state: string;
  country: string;
  latitude: number | null;
  longitude: number | null;
  description: string;
  /** A JSON array of tags. */
  tags: string;
  /** Name, tags, city and location name, normalized (`normalizeSearchText`) for `q`. */
  search_text: string;
  create_group: number;
  /** 52 nl, 65 en. */
  language_id: number;
  created_at: string;
  updated_at: string;
  published_at: string | null;
  deleted_at: string | null;
}

/** A price of an event in one currency from a start date on (null: from the beginning). */
export interface EventPricesTable {
  id: Generated<number>;
  event_id: number;
  currency: string;
  /** Incl. VAT. */
  price_cents: number;
  start_date: string | null;
  tax_percentage: number;
}

export interface EventProgramItemsTable {
  id: Generated<number>;
  event_id: number;
  position: number;
  date: string;
  start_minutes: number;
  end_minutes: number;
  title: string;
  description: string;
  speaker: string;
}

/** An organizer: the owner, or one added by e-mail (a member with that address may manage). */
export interface EventOrganizersTable {
  id: Generated<number>;
  event_id: number;
  profile_id: number | null;
  full_name: string;
  email: string;
  phone: string;
  is_owner: number;
  receive_email: number;
  is_primary: number;
  created_at: string;
}

/** A registration of a member or an anonymous visitor. */
export interface EventRegistrationsTable {
  id: Generated<number>;
  /** The ticket code (QR content) and the visitor's capability: 24 url-safe random characters. */
  key: string;
  event_id: number;
  profile_id: number | null;
  first_name: string;
  last_name: string;
  email: string;
  /**
   * `email` while the registration is not cancelled, else null: unique with `event_id`, so the same
   * address cannot register twice at once but may register again after cancelling.
   */
  active_email: string | null;
  organization: string;
  address: string;
  postal_code: string;
  city: string;
  country: string;
  /** A JSON array of keywords. */
  tags: string;
  special_interest: string;
  language_id: number;
  /** confirmed | pending | waitingList | cancelled */
  status: string;
  /** The waiting list's order (when it went on the list), or null. */
  waiting_since: string | null;
  amount_cents: number;
  currency: string;
  tax_percentage: number;
  /** The payment of a paid registration (payments area), or null. */
  payment_id: number | null;
  paid_at: string | null;
  checked_in_at: string | null;
  checked_in_by: number | null;
  cancelled_at: string | null;
  created_at: string;
  updated_at: string;
}

/** The events area's tables (the DB type in db/schema.ts includes them). */
export interface EventAreaTables {
  event_listings: EventListingsTable;
  event_prices: EventPricesTable;
  event_program_items: EventProgramItemsTable;
  event_organizers: EventOrganizersTable;
  event_registrations: EventRegistrationsTable;
}
