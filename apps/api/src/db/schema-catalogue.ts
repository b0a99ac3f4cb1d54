import type { Generated } from 'kysely';

type Id = Generated<number>;
type Flag = Generated<number>;
type Text = Generated<string>;

export interface SpacesTable {
  id: Id;
  location_id: number;
  meeting_type_id: number;
  name_nl: string;
  name_en: string;
  description_nl: Text;
  description_en: Text;
  pricing_type_id: number;
  price_cents: number;
  tax_percentage: number;
  min_duration_minutes: Generated<number>;
  capacity: number;
  is_social_capital: Flag;
  is_active: Flag;
  rank: Generated<number>;
  image_url: string | null;
}
export interface SpaceSettingsTable {
  space_id: number;
  setting_id: number;
  min_seats: number;
  max_seats: number;
}
export interface OptionsTable {
  id: Id;
  location_id: number;
  category_id: number;
  name_nl: string;
  name_en: string;
  description_nl: Text;
  description_en: Text;
  price_cents: number;
  tax_percentage: number;
  max_amount: Generated<number>;
  max_pp: Generated<number>;
  rank: Generated<number>;
  stock: number | null;
  is_active: Flag;
}
export interface PackagesTable {
  id: Id;
  location_id: number;
  meeting_type_id: number;
  name_nl: string;
  name_en: string;
  description_nl: Text;
  description_en: Text;
  price_per_person_cents: number;
  tax_percentage: number;
  is_active: Flag;
}
export interface PackageOptionsTable {
  package_id: number;
  option_id: number;
  amount_per_person: Generated<number>;
}
export interface VouchersTable {
  id: Id;
  code: string;
  type_id: number;
  name: string;
  channel_id: number | null;
  location_id: number | null;
  meeting_type_id: number | null;
  valid_from: string | null;
  valid_until: string | null;
  weekday_mask: Generated<number>;
  min_seats: number | null;
  max_seats: number | null;
  min_duration_minutes: number | null;
  max_duration_minutes: number | null;
  company_id: number | null;
  total_seats: number | null;
  once_per_user: Flag;
  credit_cents: number | null;
  profile_id: number | null;
  discount_percentage: number | null;
  discount_cents: number | null;
  rate_per_seat_cents: number | null;
  package_id: number | null;
  is_active: Flag;
  created_at: string;
}
export interface VoucherUsagesTable {
  id: Id;
  voucher_id: number;
  reservation_id: number | null;
  profile_id: number | null;
  seats: number;
  amount_cents: number;
  created_at: string;
}
