import type { Selectable } from 'kysely';
import type * as S from '../db/schema.ts';
import type * as B from '../db/schema-booking.ts';
import type * as C from '../db/schema-catalogue.ts';

// The demo data is planned in memory first (pure and seeded), with references by list index;
// write.ts inserts it and swaps the indexes for database ids.

/** A table's columns without its id and the foreign keys the writer fills in. */
type Fields<T, ForeignKeys extends keyof Selectable<T> = never> = Omit<Selectable<T>, 'id' | ForeignKeys>;

export interface PlannedSpace {
  row: Fields<C.SpacesTable, 'location_id'>;
  settings: Fields<C.SpaceSettingsTable, 'space_id'>[];
}

export interface PlannedOption {
  /** Which catalogue template the option comes from (e.g. 'coffee'). */
  key: string;
  row: Fields<C.OptionsTable, 'location_id'>;
}

export interface PlannedPackage {
  row: Fields<C.PackagesTable, 'location_id'>;
  options: { optionIndex: number; amount_per_person: number }[];
}

export interface PlannedLocation {
  cityName: string;
  row: Fields<S.LocationsTable, 'subscription_id'>;
  images: Fields<S.LocationImagesTable, 'location_id'>[];
  meetingTypeIds: number[];
  openingHours: Fields<S.OpeningHoursTable, 'location_id'>[];
  closedDays: Fields<S.ClosedDaysTable, 'location_id'>[];
  spaces: PlannedSpace[];
  options: PlannedOption[];
  packages: PlannedPackage[];
}

export interface PlannedBillingAddress {
  row: Fields<S.BillingAddressesTable, 'profile_id' | 'company_id'>;
  companyIndex: number | null;
}

export interface PlannedProfile {
  row: Fields<S.ProfilesTable, 'password_hash' | 'company_id' | 'terms_id'>;
  companyIndex: number | null;
  billingAddresses: PlannedBillingAddress[];
}

export interface PlannedPeople {
  companies: Fields<S.CompaniesTable>[];
  profiles: PlannedProfile[];
  /** Profile indexes of the fixed accounts. */
  booker: number;
  host: number;
  admin: number;
  /** Companies the voucher restrictions need: the booker's and one the booker does not belong to. */
  bookerCompany: number;
  otherCompany: number;
  managers: { locationIndex: number; profileIndex: number }[];
}

export interface PlannedVoucher {
  row: Fields<C.VouchersTable, 'location_id' | 'company_id' | 'profile_id' | 'package_id'>;
  locationIndex: number | null;
  companyIndex: number | null;
  profileIndex: number | null;
  packageRef: { locationIndex: number; packageIndex: number } | null;
}

export interface PlannedVoucherUsage {
  voucherIndex: number;
  profileIndex: number;
  row: Fields<C.VoucherUsagesTable, 'voucher_id' | 'profile_id' | 'reservation_id'>;
}

export interface PlannedReservation {
  locationIndex: number;
  profileIndex: number | null;
  companyIndex: number | null;
  /** Index into the profile's billing addresses used as invoice address. */
  billingIndex: number | null;
  row: Fields<
    B.ReservationsTable,
    'profile_id' | 'company_id' | 'location_id' | 'terms_id' | 'invoice_billing_id'
  >;
  spaces: { spaceIndex: number; row: Fields<B.ReservationSpacesTable, 'reservation_id' | 'space_id'> }[];
  options: {
    optionIndex: number;
    /** Index into `spaces` of the line the option belongs to. */
    spaceLine: number | null;
    row: Fields<B.ReservationOptionsTable, 'reservation_id' | 'option_id' | 'reservation_space_id'>;
  }[];
  contacts: Fields<B.ReservationContactsTable, 'reservation_id'>[];
}

/** Ids of reference data the migrations inserted. */
export interface ReferenceIds {
  bookingTermsByLanguage: Map<number, number>;
  privacyTermsByLanguage: Map<number, number>;
  /** Subscription id for locations offering only workspaces, and for the others. */
  workspaceSubscriptionId: number | null;
  fullSubscriptionId: number | null;
}
