import { MeetingType } from '../constants/meeting-types.ts';
import { isOptionCategory } from '../constants/options.ts';
import { isPricingType, isVatPercentage } from '../constants/pricing.ts';
import { isSpaceSettingId } from '../constants/space-settings.ts';
import { VoucherType } from '../constants/vouchers.ts';
import { CommonErrorCode } from '../errors/common.errors.ts';
import { OfferingErrorCode } from './offerings.errors.ts';
import type {
  OptionInputParsed,
  PackageInputParsed,
  SpaceInputParsed,
  VoucherInputParsed,
} from './offerings.schemas.ts';

/** One refused field (the contract's `Errors` entry). */
export interface OfferingFieldError {
  Field: string;
  Code: (typeof OfferingErrorCode)[keyof typeof OfferingErrorCode] | (typeof CommonErrorCode)['Duplicate'];
}

/** Whether a euro amount is whole cents (12.34 is, 12.345 is not), allowing float noise. */
export function isWholeCents(euros: number): boolean {
  const cents = euros * 100;
  return Math.abs(cents - Math.round(cents)) < 1e-6;
}

function money(errors: OfferingFieldError[], field: string, euros: number | null) {
  if (euros !== null && !isWholeCents(euros))
    errors.push({ Field: field, Code: OfferingErrorCode.NotWholeCents });
}

function vat(errors: OfferingFieldError[], percentage: number) {
  if (!isVatPercentage(percentage))
    errors.push({ Field: 'TaxPercentage', Code: OfferingErrorCode.VatRateNotAllowed });
}

/**
 * A space's own rules (beside its schema): a meeting type the location offers, a known pricing
 * type, a Dutch VAT rate, whole cents; at least one setting, each known and once, with
 * min ≤ max ≤ capacity; social capital only for a workspace, and then free.
 */
export function spaceInputErrors(
  input: SpaceInputParsed,
  offeredMeetingTypes: readonly number[],
): OfferingFieldError[] {
  const errors: OfferingFieldError[] = [];
  if (!offeredMeetingTypes.includes(input.MeetingtypeId))
    errors.push({ Field: 'MeetingtypeId', Code: OfferingErrorCode.MeetingTypeNotOffered });
  if (!isPricingType(input.PricingTypeId))
    errors.push({ Field: 'PricingTypeId', Code: OfferingErrorCode.UnknownPricingType });
  money(errors, 'Price', input.Price);
  vat(errors, input.TaxPercentage);
  if (input.IsSocialCapital) {
    if (input.MeetingtypeId !== MeetingType.Workspace)
      errors.push({ Field: 'IsSocialCapital', Code: OfferingErrorCode.SocialCapitalWorkspaceOnly });
    else if (input.Price !== 0) errors.push({ Field: 'Price', Code: OfferingErrorCode.SocialCapitalIsFree });
  }
  if (input.Settings.length === 0) errors.push({ Field: 'Settings', Code: OfferingErrorCode.NoSettings });
  const seen = new Set<number>();
  input.Settings.forEach((s, i) => {
    const at = (field: string) => `Settings[${i}].${field}`;
    if (!isSpaceSettingId(s.SettingId))
      errors.push({ Field: at('SettingId'), Code: OfferingErrorCode.UnknownSetting });
    else if (seen.has(s.SettingId)) errors.push({ Field: at('SettingId'), Code: CommonErrorCode.Duplicate });
    seen.add(s.SettingId);
    if (s.MinSeats > s.MaxSeats) errors.push({ Field: at('MinSeats'), Code: OfferingErrorCode.MinAboveMax });
    if (s.MaxSeats > input.Capacity)
      errors.push({ Field: at('MaxSeats'), Code: OfferingErrorCode.AboveCapacity });
  });
  return errors;
}

/** An option's rules: a known category, a Dutch VAT rate, whole cents. */
export function optionInputErrors(input: OptionInputParsed): OfferingFieldError[] {
  const errors: OfferingFieldError[] = [];
  if (!isOptionCategory(input.CategoryId))
    errors.push({ Field: 'CategoryId', Code: OfferingErrorCode.UnknownOptionCategory });
  money(errors, 'Price', input.Price);
  vat(errors, input.TaxPercentage);
  return errors;
}

/** A package's rules: an offered meeting type, a Dutch VAT rate, whole cents, its options the location's and once each. */
export function packageInputErrors(
  input: PackageInputParsed,
  offeredMeetingTypes: readonly number[],
  locationOptionIds: ReadonlySet<number>,
): OfferingFieldError[] {
  const errors: OfferingFieldError[] = [];
  if (!offeredMeetingTypes.includes(input.MeetingtypeId))
    errors.push({ Field: 'MeetingtypeId', Code: OfferingErrorCode.MeetingTypeNotOffered });
  money(errors, 'PricePerPerson', input.PricePerPerson);
  vat(errors, input.TaxPercentage);
  const seen = new Set<number>();
  input.Options.forEach((o, i) => {
    const field = `Options[${i}].OptionId`;
    if (!locationOptionIds.has(o.OptionId))
      errors.push({ Field: field, Code: OfferingErrorCode.NotOfLocation });
    else if (seen.has(o.OptionId)) errors.push({ Field: field, Code: CommonErrorCode.Duplicate });
    seen.add(o.OptionId);
  });
  return errors;
}

const VOUCHER_TYPE_IDS: readonly number[] = Object.values(VoucherType);

/**
 * A location voucher's rules: a known type with the value it needs (package: one of the
 * location's packages; credit: a credit; rate: a rate per seat; voucher: a percentage or an
 * amount; action: a percentage), an offered meeting type if any, minimums not above maximums,
 * whole cents.
 */
export function voucherInputErrors(
  input: VoucherInputParsed,
  offeredMeetingTypes: readonly number[],
  locationPackageIds: ReadonlySet<number>,
): OfferingFieldError[] {
  const errors: OfferingFieldError[] = [];
  const required = (field: string) =>
    errors.push({ Field: field, Code: OfferingErrorCode.VoucherValueRequired });
  if (!VOUCHER_TYPE_IDS.includes(input.TypeId))
    errors.push({ Field: 'TypeId', Code: OfferingErrorCode.UnknownVoucherType });
  switch (input.TypeId) {
    case VoucherType.Package:
      if (input.PackageId === null) required('PackageId');
      break;
    case VoucherType.Credit:
      if (!input.Credit) required('Credit');
      break;
    case VoucherType.Rate:
      if (input.RatePerSeat === null) required('RatePerSeat');
      break;
    case VoucherType.Voucher:
      if (!input.DiscountPercentage && !input.DiscountAmount) required('DiscountPercentage');
      break;
    case VoucherType.Action:
      if (!input.DiscountPercentage) required('DiscountPercentage');
      break;
  }
  if (input.PackageId !== null && !locationPackageIds.has(input.PackageId))
    errors.push({ Field: 'PackageId', Code: OfferingErrorCode.NotOfLocation });
  if (input.MeetingtypeId !== null && !offeredMeetingTypes.includes(input.MeetingtypeId))
    errors.push({ Field: 'MeetingtypeId', Code: OfferingErrorCode.MeetingTypeNotOffered });
  const order = (field: string, min: number | string | null, max: number | string | null) => {
    if (min !== null && max !== null && min > max)
      errors.push({ Field: field, Code: OfferingErrorCode.MinAboveMax });
  };
  order('ValidFrom', input.ValidFrom, input.ValidUntil);
  order('MinSeats', input.MinSeats, input.MaxSeats);
  order('MinDurationMinutes', input.MinDurationMinutes, input.MaxDurationMinutes);
  money(errors, 'Credit', input.Credit);
  money(errors, 'DiscountAmount', input.DiscountAmount);
  money(errors, 'RatePerSeat', input.RatePerSeat);
  return errors;
}
