import {
  centsToEuros,
  eurosToCents,
  type HostOption,
  type HostPackage,
  type HostSpace,
  type HostVoucher,
  type OptionInputParsed,
  type PackageInputParsed,
  type SpaceInputParsed,
  type VoucherInputParsed,
} from '@meetspace/domain';
import type {
  OptionRow,
  OptionValues,
  PackageOptionRow,
  PackageRow,
  PackageValues,
  SettingRow,
  SpaceRow,
  SpaceValues,
  VoucherRow,
  VoucherValues,
} from './offerings.queries.ts';

// Rows to the contract and the contract to rows, with explicit field lists (cents inside, euros on the wire).

const flag = (value: boolean) => (value ? 1 : 0);
const euros = (cents: number | null) => (cents === null ? null : centsToEuros(cents));
const cents = (value: number | null) => (value === null ? null : eurosToCents(value));

export function presentSpace(row: SpaceRow, settings: readonly SettingRow[]): HostSpace {
  return {
    Id: row.id,
    LocationId: row.location_id,
    MeetingtypeId: row.meeting_type_id,
    NameNl: row.name_nl,
    NameEn: row.name_en,
    DescriptionNl: row.description_nl,
    DescriptionEn: row.description_en,
    Capacity: row.capacity,
    PricingTypeId: row.pricing_type_id,
    Price: centsToEuros(row.price_cents),
    TaxPercentage: row.tax_percentage,
    MinDurationMinutes: row.min_duration_minutes,
    IsActive: row.is_active === 1,
    Rank: row.rank,
    IsSocialCapital: row.is_social_capital === 1,
    Settings: settings
      .filter((s) => s.space_id === row.id)
      .map((s) => ({ SettingId: s.setting_id, MinSeats: s.min_seats, MaxSeats: s.max_seats })),
  };
}

/** The fields a space's change record compares. */
export const SPACE_FIELDS = [
  'MeetingtypeId',
  'NameNl',
  'NameEn',
  'DescriptionNl',
  'DescriptionEn',
  'Capacity',
  'PricingTypeId',
  'Price',
  'TaxPercentage',
  'MinDurationMinutes',
  'IsActive',
  'Rank',
  'IsSocialCapital',
  'Settings',
] as const satisfies readonly (keyof HostSpace)[];

export function spaceValues(input: SpaceInputParsed): SpaceValues {
  return {
    meeting_type_id: input.MeetingtypeId,
    name_nl: input.NameNl,
    name_en: input.NameEn,
    description_nl: input.DescriptionNl,
    description_en: input.DescriptionEn,
    capacity: input.Capacity,
    pricing_type_id: input.PricingTypeId,
    price_cents: eurosToCents(input.Price),
    tax_percentage: input.TaxPercentage,
    min_duration_minutes: input.MinDurationMinutes,
    is_active: flag(input.IsActive),
    rank: input.Rank,
    is_social_capital: flag(input.IsSocialCapital),
  };
}

export function settingValues(input: SpaceInputParsed) {
  return input.Settings.map((s) => ({
    setting_id: s.SettingId,
    min_seats: s.MinSeats,
    max_seats: s.MaxSeats,
  }));
}

export function presentOption(row: OptionRow): HostOption {
  return {
    Id: row.id,
    LocationId: row.location_id,
    CategoryId: row.category_id,
    NameNl: row.name_nl,
    NameEn: row.name_en,
    DescriptionNl: row.description_nl,
    DescriptionEn: row.description_en,
    Price: centsToEuros(row.price_cents),
    TaxPercentage: row.tax_percentage,
    MaxAmount: row.max_amount,
    MaxPP: row.max_pp,
    Stock: row.stock,
    IsActive: row.is_active === 1,
    Rank: row.rank,
  };
}

export const OPTION_FIELDS = [
  'CategoryId',
  'NameNl',
  'NameEn',
  'DescriptionNl',
  'DescriptionEn',
  'Price',
  'TaxPercentage',
  'MaxAmount',
  'MaxPP',
  'Stock',
  'IsActive',
  'Rank',
] as const satisfies readonly (keyof HostOption)[];

export function optionValues(input: OptionInputParsed): OptionValues {
  return {
    category_id: input.CategoryId,
    name_nl: input.NameNl,
    name_en: input.NameEn,
    description_nl: input.DescriptionNl,
    description_en: input.DescriptionEn,
    price_cents: eurosToCents(input.Price),
    tax_percentage: input.TaxPercentage,
    max_amount: input.MaxAmount,
    max_pp: input.MaxPP,
    stock: input.Stock,
    is_active: flag(input.IsActive),
    rank: input.Rank,
  };
}

export function presentPackage(row: PackageRow, options: readonly PackageOptionRow[]): HostPackage {
  return {
    Id: row.id,
    LocationId: row.location_id,
    MeetingtypeId: row.meeting_type_id,
    NameNl: row.name_nl,
    NameEn: row.name_en,
    DescriptionNl: row.description_nl,
    DescriptionEn: row.description_en,
    PricePerPerson: centsToEuros(row.price_per_person_cents),
    TaxPercentage: row.tax_percentage,
    IsActive: row.is_active === 1,
    Options: options
      .filter((o) => o.package_id === row.id)
      .map((o) => ({ OptionId: o.option_id, AmountPerPerson: o.amount_per_person })),
  };
}

export const PACKAGE_FIELDS = [
  'MeetingtypeId',
  'NameNl',
  'NameEn',
  'DescriptionNl',
  'DescriptionEn',
  'PricePerPerson',
  'TaxPercentage',
  'IsActive',
  'Options',
] as const satisfies readonly (keyof HostPackage)[];

export function packageValues(input: PackageInputParsed): PackageValues {
  return {
    meeting_type_id: input.MeetingtypeId,
    name_nl: input.NameNl,
    name_en: input.NameEn,
    description_nl: input.DescriptionNl,
    description_en: input.DescriptionEn,
    price_per_person_cents: eurosToCents(input.PricePerPerson),
    tax_percentage: input.TaxPercentage,
    is_active: flag(input.IsActive),
  };
}

export function packageOptionValues(input: PackageInputParsed) {
  return input.Options.map((o) => ({ option_id: o.OptionId, amount_per_person: o.AmountPerPerson }));
}

export function presentVoucher(row: VoucherRow, uses: number): HostVoucher {
  return {
    Id: row.id,
    LocationId: row.location_id ?? 0,
    Code: row.code,
    TypeId: row.type_id,
    Name: row.name,
    MeetingtypeId: row.meeting_type_id,
    ValidFrom: row.valid_from,
    ValidUntil: row.valid_until,
    WeekdayMask: row.weekday_mask,
    MinSeats: row.min_seats,
    MaxSeats: row.max_seats,
    MinDurationMinutes: row.min_duration_minutes,
    MaxDurationMinutes: row.max_duration_minutes,
    TotalSeats: row.total_seats,
    OncePerUser: row.once_per_user === 1,
    Credit: euros(row.credit_cents),
    DiscountPercentage: row.discount_percentage,
    DiscountAmount: euros(row.discount_cents),
    RatePerSeat: euros(row.rate_per_seat_cents),
    PackageId: row.package_id,
    IsActive: row.is_active === 1,
    Uses: uses,
  };
}

export const VOUCHER_FIELDS = [
  'Code',
  'TypeId',
  'Name',
  'MeetingtypeId',
  'ValidFrom',
  'ValidUntil',
  'WeekdayMask',
  'MinSeats',
  'MaxSeats',
  'MinDurationMinutes',
  'MaxDurationMinutes',
  'TotalSeats',
  'OncePerUser',
  'Credit',
  'DiscountPercentage',
  'DiscountAmount',
  'RatePerSeat',
  'PackageId',
  'IsActive',
] as const satisfies readonly (keyof HostVoucher)[];

/** A voucher code as stored: upper-case (the cart looks codes up the same way). */
export const storedVoucherCode = (code: string) => code.trim().toUpperCase();

export function voucherValues(input: VoucherInputParsed): VoucherValues {
  return {
    code: storedVoucherCode(input.Code),
    type_id: input.TypeId,
    name: input.Name,
    channel_id: null,
    meeting_type_id: input.MeetingtypeId,
    valid_from: input.ValidFrom,
    valid_until: input.ValidUntil,
    weekday_mask: input.WeekdayMask,
    min_seats: input.MinSeats,
    max_seats: input.MaxSeats,
    min_duration_minutes: input.MinDurationMinutes,
    max_duration_minutes: input.MaxDurationMinutes,
    company_id: null,
    total_seats: input.TotalSeats,
    once_per_user: flag(input.OncePerUser),
    credit_cents: cents(input.Credit),
    profile_id: null,
    discount_percentage: input.DiscountPercentage,
    discount_cents: cents(input.DiscountAmount),
    rate_per_seat_cents: cents(input.RatePerSeat),
    package_id: input.PackageId,
    is_active: flag(input.IsActive),
  };
}
