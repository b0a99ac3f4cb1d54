import type { Generated } from 'kysely';

type Id = Generated<number>;
type Flag = Generated<number>;

/** Invoice address columns shared by carts and reservations. */
export interface InvoiceAddressColumns {
  invoice_billing_id: number | null;
  invoice_company: string | null;
  invoice_send_to: string | null;
  invoice_email: string | null;
  invoice_address: string | null;
  invoice_postal_code: string | null;
  invoice_city: string | null;
  invoice_country: string | null;
  invoice_phone_number: string | null;
  invoice_po_number: string | null;
}

/** A booked period: local dates and minutes as the spec sends them, UTC instants for ordering. */
export interface PeriodColumns {
  start_date: string;
  end_date: string;
  start_minutes: number;
  end_minutes: number;
  starts_at: string;
  ends_at: string;
}

export interface SearchesTable {
  id: Id;
  key: string;
  channel_id: number;
  country_id: number | null;
  location_id: number | null;
  language_id: number;
  meeting_type_id: number;
  start_date: string;
  end_date: string;
  start_minutes: number;
  end_minutes: number;
  seats: number;
  setting_id: number | null;
  space_id: number | null;
  search_term: string | null;
  latitude: number | null;
  longitude: number | null;
  voucher_code: string | null;
  widget_id: number | null;
  machine_key: string | null;
  profile_id: number | null;
  last_step: Generated<number>;
  made_reservation: Flag;
  created_at: string;
}

export interface CartsTable extends Partial<InvoiceAddressColumns> {
  id: Id;
  key: string;
  search_id: number | null;
  location_id: number;
  meeting_type_id: number;
  profile_id: number | null;
  created_by: number | null;
  company_id: number | null;
  company_name: string | null;
  name: string | null;
  seats: number;
  language_id: number;
  comment: string | null;
  tags: Generated<string>;
  terms_accepted_by: Generated<number>;
  terms_accepted_at: string | null;
  voucher_id: number | null;
  package_id: number | null;
  client_key: string | null;
  client_id_hash: string | null;
  status: Generated<'open' | 'finalized' | 'deleted'>;
  last_step: Generated<number>;
  reservation_id: number | null;
  created_at: string;
  expires_at: string;
}
export interface CartSpacesTable extends PeriodColumns {
  id: Id;
  cart_id: number;
  space_id: number;
  setting_id: number;
  seats: number;
  price_per_seat_cents: number;
  price_total_cents: number;
  tax_percentage: number;
}
export interface CartOptionsTable {
  id: Id;
  cart_id: number;
  option_id: number;
  amount: number;
  price_per_item_cents: number;
  price_total_cents: number;
  tax_percentage: number;
}

export interface ReservationsTable extends Partial<InvoiceAddressColumns> {
  id: Id;
  key: string;
  channel_id: number;
  status_id: number;
  name: Generated<string>;
  profile_id: number | null;
  company_id: number | null;
  location_id: number;
  meeting_type_id: number;
  language_id: number;
  start_date: string;
  end_date: string;
  start_minutes: number;
  end_minutes: number;
  starts_at: string;
  total_seats: number;
  currency_id: Generated<number>;
  total_excl_cents: number;
  total_incl_cents: number;
  total_paid_cents: Generated<number>;
  voucher_id: number | null;
  discount_cents: Generated<number>;
  package_id: number | null;
  package_price_cents: Generated<number>;
  package_tax_percentage: Generated<number>;
  cart_id: number | null;
  search_id: number | null;
  comment: string | null;
  tags: Generated<string>;
  terms_id: number | null;
  terms_accepted_by: Generated<number>;
  has_invoice: Flag;
  cancel_reason_type: number | null;
  cancel_reason: string | null;
  cancel_fee_percentage: number | null;
  cancelled_at: string | null;
  /** When the day-before reminder went out (migration 20261201T0800). */
  reminded_at?: string | null;
  created_at: string;
  updated_at: string;
  /** The id of the first reservation of its series (0018); null when not linked. */
  series_id: number | null;
  /** The tender an accepted proposal answered (null: not from a proposal). */
  tender_id?: number | null;
  /** The key of the accepted proposal it was made from. */
  proposal_key?: string | null;
}
export interface ReservationSpacesTable extends PeriodColumns {
  id: Id;
  reservation_id: number;
  space_id: number;
  setting_id: number;
  seats: number;
  price_per_seat_cents: number;
  price_total_cents: number;
  tax_percentage: number;
  is_cancelled: Flag;
  is_locked: Flag;
}
export interface ReservationOptionsTable {
  id: Id;
  reservation_id: number;
  option_id: number;
  reservation_space_id: number | null;
  amount: number;
  price_per_item_cents: number;
  price_total_cents: number;
  tax_percentage: number;
  start_minutes: number | null;
}
export interface ReservationContactsTable {
  id: Id;
  reservation_id: number;
  type_id: number;
  name: string;
  email: string | null;
  phone: string | null;
  receive_email: Flag;
}
export interface CartContactsTable {
  id: Id;
  cart_id: number;
  type_id: number;
  name: string;
  email: string | null;
  phone: string | null;
  receive_email: Flag;
}
export interface OutboxTable {
  id: Id;
  kind: string;
  to_email: string;
  to_name: string | null;
  language_id: number;
  subject: string;
  text_body: string;
  html_body: string | null;
  attachments: Generated<string>;
  reservation_id: number | null;
  profile_id: number | null;
  status: Generated<'queued' | 'sent' | 'failed'>;
  attempts: Generated<number>;
  last_error: string | null;
  created_at: string;
  sent_at: string | null;
  next_attempt_at: string | null;
}
export interface ReservationRevisionsTable {
  id: Id;
  reservation_id: number;
  profile_id: number | null;
  action: string;
  changes: Generated<string>;
  created_at: string;
}
/** A reservation's links to a document (type 1) or a video call (type 2) (0016). */
export interface ReservationExternalLinksTable {
  id: Id;
  reservation_id: number;
  type_id: number;
  url: string;
  title: string | null;
  created_at: string;
}
/** Comments on an item (0019): `item_type` 'reservation' for now; one level of replies. */
export interface CommentsTable {
  id: Id;
  item_type: string;
  item_id: number;
  parent_id: number | null;
  profile_id: number;
  body: string;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
}
/** A reservation's program (agenda) items (0017), in `rank` order. */
export interface ReservationProgramItemsTable {
  id: Id;
  reservation_id: number;
  start_minutes: number;
  end_minutes: number;
  title: string;
  description: string | null;
  rank: Generated<number>;
}
