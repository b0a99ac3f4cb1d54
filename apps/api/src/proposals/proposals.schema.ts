import type { Generated } from 'kysely';

/** A tender (request for proposal): one meeting, asked of 1 to 5 locations by its applicant. */
export interface TendersTable {
  id: Generated<number>;
  channel_id: number;
  /** The applicant. */
  profile_id: number;
  /** The language proposals are written in (the LanguageId of nl or en). */
  language_id: number;
  name: string;
  meeting_type_id: number;
  setting_id: number | null;
  seats: number;
  start_date: string;
  end_date: string;
  start_minutes: number;
  end_minutes: number;
  description: string;
  budget_cents: number | null;
  /** A JSON array of option category ids (1..4). */
  option_categories: string;
  place_name: string | null;
  latitude: number | null;
  longitude: number | null;
  /** open | accepted | closed */
  status: string;
  created_at: string;
  updated_at: string;
}

/** One location asked by a tender, and where it stands: waiting | answered | declined | closed. */
export interface TenderLocationsTable {
  id: Generated<number>;
  tender_id: number;
  location_id: number;
  status: string;
  decline_reason: string | null;
  /** The location's proposal once sent (one per tender and location; versions change it in place). */
  proposal_id: number | null;
  created_at: string;
  updated_at: string;
}

/** A location's proposal for a tender: its current version's lines and totals. */
export interface ProposalsTable {
  id: Generated<number>;
  /** The secret in its link (`/proposals/{key}`, `/v2/proposal/{key}`). */
  key: string;
  tender_id: number;
  location_id: number;
  /** The applicant (the tender's profile). */
  profile_id: number;
  language_id: number;
  /** open | changeRequested | accepted | rejected | expired (expiry by date is computed on read). */
  status: string;
  version: number;
  /** The host's personal text. */
  text: string;
  /** The last day it can be accepted (yyyy-MM-dd, local). */
  valid_until: string;
  total_excl_cents: number;
  total_incl_cents: number;
  cancel_reason_type: number | null;
  cancel_reason: string | null;
  /** The reservation accepting it made. */
  reservation_id: number | null;
  /** The manager who sent the current version. */
  sent_by: number;
  sent_at: string;
  created_at: string;
  updated_at: string;
}

/** A space of a proposal's current version, for the tender's period. */
export interface ProposalSpacesTable {
  id: Generated<number>;
  proposal_id: number;
  space_id: number;
  setting_id: number;
  seats: number;
  start_date: string;
  end_date: string;
  start_minutes: number;
  end_minutes: number;
  /** What the booking's pricing rules charge, excl. VAT. */
  list_price_cents: number;
  /** What the proposal charges, excl. VAT. */
  price_cents: number;
  tax_percentage: number;
}

/** An option of a proposal's current version (for the whole booking). */
export interface ProposalOptionsTable {
  id: Generated<number>;
  proposal_id: number;
  option_id: number;
  amount: number;
  list_price_per_item_cents: number;
  price_per_item_cents: number;
  tax_percentage: number;
}

/**
 * What happened to a proposal: sent (each version; `snapshot` holds that version's lines and
 * totals as JSON), changeRequested (with the applicant's comment), accepted, rejected, expired,
 * viewed (the applicant opened it).
 */
export interface ProposalHistoryTable {
  id: Generated<number>;
  proposal_id: number;
  kind: string;
  version: number;
  profile_id: number | null;
  comment: string | null;
  snapshot: string | null;
  created_at: string;
}

/** The proposals area's tables (the DB type in db/schema.ts includes them). */
export interface ProposalTables {
  tenders: TendersTable;
  tender_locations: TenderLocationsTable;
  proposals: ProposalsTable;
  proposal_spaces: ProposalSpacesTable;
  proposal_options: ProposalOptionsTable;
  proposal_history: ProposalHistoryTable;
}
