import type { LocationStatus } from '@meetspace/domain';
import type { Generated } from 'kysely';
import type { ChatAreaTables } from '../chat/chat.schema.ts';
import type { CreditTables } from '../credits/credits.schema.ts';
import type { EventAreaTables } from '../events/events.schema.ts';
import type { GroupAreaTables } from '../groups/groups.schema.ts';
import type { HostBookingTables } from '../hostbookings/hostbookings.schema.ts';
import type { HostingTables } from '../hosting/hosting.schema.ts';
import type { InvoiceTables } from '../invoices/invoices.schema.ts';
import type { CatalogueChangeTables } from '../kernel/catalogue-changes/catalogue-changes.schema.ts';
import type { EventTables } from '../kernel/events/events.schema.ts';
import type { NotificationAreaTables } from '../notifications/notifications.schema.ts';
import type { PaymentTables } from '../payments/payments.schema.ts';
import type { PeopleAreaTables } from '../people/people.schema.ts';
import type { PricingTables } from '../pricing/pricing.schema.ts';
import type { ProposalTables } from '../proposals/proposals.schema.ts';
import type { QuestionAreaTables } from '../questions/questions.schema.ts';
import type { ReviewAreaTables } from '../reviews/reviews.schema.ts';
import type { StoryAreaTables } from '../stories/stories.schema.ts';
import type { UploadTables } from '../uploads/uploads.schema.ts';
import type { WidgetTables } from '../widgets/widgets.schema.ts';
import type * as B from './schema-booking.ts';
import type * as C from './schema-catalogue.ts';

// Kysely table types, mirroring migrations/. Flags are 0/1 integers and money integer cents on
// both engines; `Generated` marks columns the database fills in (ids, defaults).

type Id = Generated<number>;
type Flag = Generated<number>;

export interface ChannelsTable {
  id: number;
  name: string;
}
export interface LanguagesTable {
  id: number;
  code: string;
  culture: string;
  name: string;
}
export interface CountriesTable {
  id: number;
  code: string;
  name_nl: string;
  name_en: string;
  language_id: number;
  is_active: Flag;
}
export interface CookieSettingsTable {
  id: Id;
  version: number;
  language_id: number;
  created_at: string;
}
export interface CookieTypesTable {
  id: Id;
  cookie_setting_id: number;
  key: string;
  short: string;
  description: string;
  is_editable: number;
  rank: Generated<number>;
}
export interface TermsTable {
  id: Id;
  type: 'booking' | 'privacy' | 'license' | 'event';
  language_id: number;
  location_id: number | null;
  version: number;
  title: string;
  body: string;
  published_at: string;
}
export interface CancelRulesTable {
  id: Id;
  terms_id: number;
  hours_before_start: number;
  percentage: number;
  min_seats: Generated<number>;
}
export interface SubscriptionsTable {
  id: Id;
  channel_id: number;
  name: string;
  description_nl: string;
  description_en: string;
  price_per_seat_cents: number;
  monthly_fee_cents: Generated<number>;
  is_active: Flag;
}
export interface SubscriptionMeetingTypesTable {
  subscription_id: number;
  meeting_type_id: number;
}

export interface CompaniesTable {
  id: Id;
  name: string;
  vat_number: string | null;
  created_at: string;
}
export interface ProfilesTable {
  id: Id;
  email: string;
  first_name: string;
  last_name: string;
  password_hash: string | null;
  language_id: number;
  role: Generated<'member' | 'host' | 'admin'>;
  is_activated: Flag;
  company_id: number | null;
  phone: string | null;
  bio: string | null;
  image_url: string | null;
  terms_id: number | null;
  agreed_terms_at: string | null;
  created_at: string;
  updated_at: string;
  calendar_key_hash: string | null;
  /** The network's part (people migration 20261201T1100): city, what they work on and can help with. */
  city: string | null;
  working_on: string | null;
  knowledge: string | null;
  /** Tags as `|one|two|` (people area's `tagsToColumn`), or null. */
  network_tags: string | null;
  share_email: Generated<number>;
  share_phone: Generated<number>;
}
export interface BillingAddressesTable {
  id: Id;
  profile_id: number;
  company_id: number | null;
  company: string | null;
  send_to: string | null;
  email: string | null;
  address: string | null;
  postal_code: string | null;
  city: string | null;
  country: string | null;
  phone_number: string | null;
  po_number: string | null;
  vat_number: string | null;
  created_at: string;
}

export interface LocationsTable {
  id: Id;
  channel_id: number;
  country_id: number;
  slug: string;
  name: string;
  search_text: string;
  address: string;
  postal_code: string;
  city: string;
  latitude: number;
  longitude: number;
  email: string | null;
  phone: string | null;
  website: string | null;
  description_nl: Generated<string>;
  description_en: Generated<string>;
  directions_nl: Generated<string>;
  directions_en: Generated<string>;
  status: Generated<LocationStatus>;
  time_zone: Generated<string>;
  min_hours_before_booking: Generated<number>;
  subscription_id: number | null;
  review_count: Generated<number>;
  review_score: Generated<number>;
  created_at: string;
  updated_at: string;
}
export interface LocationImagesTable {
  id: Id;
  location_id: number;
  url: string;
  alt: Generated<string>;
  alt_en: Generated<string>;
  rank: Generated<number>;
}
export interface LocationMeetingTypesTable {
  location_id: number;
  meeting_type_id: number;
}
export interface LocationManagersTable {
  location_id: number;
  profile_id: number;
  is_active: Flag;
}
export interface OpeningHoursTable {
  id: Id;
  location_id: number;
  meeting_type_id: number;
  weekday: number;
  open_minutes: number;
  close_minutes: number;
}
export interface ClosedDaysTable {
  id: Id;
  location_id: number;
  date: string;
  reason: Generated<string>;
}

/** Every table Kysely knows; later areas extend it with their own migrations and tables. */
export interface CatalogueVersionTable {
  id: number;
  version: number;
}

export interface ProfileTokensTable {
  id: Generated<number>;
  profile_id: number;
  token_hash: string;
  channel_id: number;
  created_at: string;
  expires_at: string;
}

export interface ProfileVerificationsTable {
  id: Generated<number>;
  profile_id: number;
  purpose: 'activate' | 'reset' | 'pin';
  key_hash: string | null;
  pin_hash: string;
  attempts: Generated<number>;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

export interface LoginCookiesTable {
  id: Generated<number>;
  profile_id: number;
  token_hash: string;
  created_at: string;
  expires_at: string;
}

export interface OauthRequestsTable {
  id: Generated<number>;
  state_hash: string;
  provider: string;
  code_verifier: string;
  nonce: string;
  callback_url: string;
  redirect_url: string | null;
  machine_token: string | null;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

/** Every table: the core's, then one `extends` per area with tables of its own. */
export interface DB
  extends EventTables,
    CatalogueChangeTables,
    PricingTables,
    InvoiceTables,
    PaymentTables,
    CreditTables,
    HostBookingTables,
    HostingTables,
    WidgetTables,
    ProposalTables,
    UploadTables,
    EventAreaTables,
    GroupAreaTables,
    StoryAreaTables,
    NotificationAreaTables,
    ReviewAreaTables,
    QuestionAreaTables,
    ChatAreaTables,
    PeopleAreaTables {
  oauth_requests: OauthRequestsTable;
  profile_verifications: ProfileVerificationsTable;
  login_cookies: LoginCookiesTable;
  catalogue_version: CatalogueVersionTable;
  occupancy_version: CatalogueVersionTable;
  /** Occupancy changes by location (see the kernel's migration occupancy-by-location and locks.ts). */
  occupancy_locations: { location_id: number; version: number };
  occupancy_changes: { version: number; location_id: number };
  profile_tokens: ProfileTokensTable;
  channels: ChannelsTable;
  languages: LanguagesTable;
  countries: CountriesTable;
  cookie_settings: CookieSettingsTable;
  cookie_types: CookieTypesTable;
  terms: TermsTable;
  cancel_rules: CancelRulesTable;
  subscriptions: SubscriptionsTable;
  subscription_meeting_types: SubscriptionMeetingTypesTable;
  companies: CompaniesTable;
  profiles: ProfilesTable;
  billing_addresses: BillingAddressesTable;
  locations: LocationsTable;
  location_images: LocationImagesTable;
  location_meeting_types: LocationMeetingTypesTable;
  location_managers: LocationManagersTable;
  opening_hours: OpeningHoursTable;
  closed_days: ClosedDaysTable;
  spaces: C.SpacesTable;
  space_settings: C.SpaceSettingsTable;
  options: C.OptionsTable;
  packages: C.PackagesTable;
  package_options: C.PackageOptionsTable;
  vouchers: C.VouchersTable;
  voucher_usages: C.VoucherUsagesTable;
  searches: B.SearchesTable;
  carts: B.CartsTable;
  cart_spaces: B.CartSpacesTable;
  cart_options: B.CartOptionsTable;
  cart_contacts: B.CartContactsTable;
  outbox: B.OutboxTable;
  reservations: B.ReservationsTable;
  reservation_spaces: B.ReservationSpacesTable;
  reservation_options: B.ReservationOptionsTable;
  reservation_contacts: B.ReservationContactsTable;
  reservation_revisions: B.ReservationRevisionsTable;
  reservation_external_links: B.ReservationExternalLinksTable;
  reservation_program_items: B.ReservationProgramItemsTable;
  comments: B.CommentsTable;
}
