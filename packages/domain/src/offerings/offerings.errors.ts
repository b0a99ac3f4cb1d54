import { ReservationErrorCode } from '../reservation/reservation.errors.ts';

/** Why a host's write of a space, option, package or voucher refuses a field. */
export const OfferingErrorCode = {
  /** The meeting type is not one the location offers. */
  MeetingTypeNotOffered: 'meeting_type_not_offered',
  UnknownPricingType: 'unknown_pricing_type',
  /** Not one of the Dutch VAT rates (0, 9, 21). */
  VatRateNotAllowed: 'vat_rate_not_allowed',
  /** An amount in euros with more than two decimals. */
  NotWholeCents: 'not_whole_cents',
  /** The same code as a reservation's unknown setting (one definition). */
  UnknownSetting: ReservationErrorCode.UnknownSetting,
  /** A space needs at least one seating arrangement to be found. */
  NoSettings: 'no_settings',
  /** A minimum above the maximum (seats, duration, dates). */
  MinAboveMax: 'min_above_max',
  /** More seats than the space's capacity. */
  AboveCapacity: 'above_capacity',
  /** Only a workspace can be offered for social capital. */
  SocialCapitalWorkspaceOnly: 'social_capital_workspace_only',
  /** A space for social capital costs nothing. */
  SocialCapitalIsFree: 'social_capital_is_free',
  UnknownOptionCategory: 'unknown_option_category',
  /** Not an option (or package) of this location. */
  NotOfLocation: 'not_of_location',
  UnknownVoucherType: 'unknown_voucher_type',
  /** Another voucher already has this code. */
  VoucherCodeTaken: 'voucher_code_taken',
  /** The voucher's type needs this value (a package, a credit, a rate, a discount). */
  VoucherValueRequired: 'voucher_value_required',
} as const;
