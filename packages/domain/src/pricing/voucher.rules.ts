import { VoucherResult, VoucherType } from '../constants/vouchers.ts';
import { isoWeekdayOf, periodDates } from '../search/opening.rules.ts';

/** A voucher's restrictions and value (a row of the vouchers table, in camelCase). */
export interface VoucherTerms {
  typeId: VoucherType;
  channelId: number | null;
  locationId: number | null;
  meetingTypeId: number | null;
  validFrom: string | null;
  validUntil: string | null;
  /** Bit (ISO weekday - 1) per allowed day; 0 = every day. */
  weekdayMask: number;
  minSeats: number | null;
  maxSeats: number | null;
  minDurationMinutes: number | null;
  maxDurationMinutes: number | null;
  companyId: number | null;
  /** Seats over all uses together. */
  totalSeats: number | null;
  oncePerUser: boolean;
  /** A credit voucher's starting credit. */
  creditCents: number | null;
  profileId: number | null;
  discountPercentage: number | null;
  discountCents: number | null;
  ratePerSeatCents: number | null;
}

/** The booking a voucher is tried on, and how the voucher was used so far. */
export interface VoucherBooking {
  channelId: number;
  locationId: number;
  meetingTypeId: number;
  startDate: string;
  endDate: string;
  startMinutes: number;
  endMinutes: number;
  seats: number;
  companyId: number | null;
  profileId: number | null;
  usage: { seats: number; amountCents: number; byThisProfile: number };
}

/**
 * Whether a voucher may be used on a booking: 1 (applied) or the spec's failure code. The checks
 * run in a fixed order and the first failure wins: channel -13, location -2, meeting type -3,
 * date -4, weekday -5, seats -6, hours -7, company -9, user -14, once per user -11 (a visitor
 * without an account cannot prove a first use, so -11 too), seats left -10, credit left -12.
 */
export function checkVoucher(v: VoucherTerms, b: VoucherBooking): VoucherResult {
  if (v.channelId !== null && v.channelId !== b.channelId) return VoucherResult.WrongChannel;
  if (v.locationId !== null && v.locationId !== b.locationId) return VoucherResult.WrongLocation;
  if (v.meetingTypeId !== null && v.meetingTypeId !== b.meetingTypeId) return VoucherResult.WrongMeetingType;
  if (
    (v.validFrom !== null && b.startDate < v.validFrom) ||
    (v.validUntil !== null && b.endDate > v.validUntil)
  ) {
    return VoucherResult.WrongDate;
  }
  if (v.weekdayMask !== 0) {
    const allowed = periodDates(b.startDate, b.endDate).every(
      (date) => (v.weekdayMask & (1 << (isoWeekdayOf(date) - 1))) !== 0,
    );
    if (!allowed) return VoucherResult.WrongWeekday;
  }
  if ((v.minSeats !== null && b.seats < v.minSeats) || (v.maxSeats !== null && b.seats > v.maxSeats)) {
    return VoucherResult.SeatCountNotAllowed;
  }
  const minutes = b.endMinutes - b.startMinutes;
  if (
    (v.minDurationMinutes !== null && minutes < v.minDurationMinutes) ||
    (v.maxDurationMinutes !== null && minutes > v.maxDurationMinutes)
  ) {
    return VoucherResult.HourCountNotAllowed;
  }
  if (v.companyId !== null && v.companyId !== b.companyId) return VoucherResult.WrongCompany;
  if (v.profileId !== null && v.profileId !== b.profileId) return VoucherResult.WrongUser;
  if (v.oncePerUser && (b.profileId === null || b.usage.byThisProfile > 0)) return VoucherResult.OncePerUser;
  if (v.totalSeats !== null && b.usage.seats + b.seats > v.totalSeats)
    return VoucherResult.NotEnoughSeatsLeft;
  if (v.typeId === VoucherType.Credit && creditLeftCents(v, b.usage.amountCents) <= 0) {
    return VoucherResult.NoCreditLeft;
  }
  return VoucherResult.Applied;
}

/** A credit voucher redeemed into a wallet: by whom, on which day, and how it was used so far. */
export interface CreditRedemption {
  channelId: number;
  /** Today (`yyyy-MM-dd`): the voucher must be valid on it. */
  today: string;
  companyId: number | null;
  profileId: number;
  usage: { amountCents: number; byThisProfile: number };
}

/**
 * Whether a credit voucher may be redeemed into the member's wallet: 1 or the spec's failure code.
 * The checks of `checkVoucher` that do not need a booking, in its order: channel -13, date (today)
 * -4, company -9, user -14, once per user -11, credit left -12. The voucher's type is the caller's
 * check (only a credit voucher has credit to redeem).
 */
export function checkCreditRedemption(v: VoucherTerms, r: CreditRedemption): VoucherResult {
  if (v.channelId !== null && v.channelId !== r.channelId) return VoucherResult.WrongChannel;
  if ((v.validFrom !== null && r.today < v.validFrom) || (v.validUntil !== null && r.today > v.validUntil)) {
    return VoucherResult.WrongDate;
  }
  if (v.companyId !== null && v.companyId !== r.companyId) return VoucherResult.WrongCompany;
  if (v.profileId !== null && v.profileId !== r.profileId) return VoucherResult.WrongUser;
  if (v.oncePerUser && r.usage.byThisProfile > 0) return VoucherResult.OncePerUser;
  if (creditLeftCents(v, r.usage.amountCents) <= 0) return VoucherResult.NoCreditLeft;
  return VoucherResult.Applied;
}

/** What is left of a credit voucher after its earlier uses. */
export function creditLeftCents(v: Pick<VoucherTerms, 'creditCents'>, usedCents: number): number {
  return Math.max(0, (v.creditCents ?? 0) - usedCents);
}

/** A priced line of a booking, excluding VAT: its space(s), chosen package and options. */
export interface BookingLine {
  kind: 'space' | 'package' | 'option';
  amountExclCents: number;
  taxPercentage: number;
}

/** Which lines a voucher type reduces. A credit voucher reduces none: it pays (see creditPaymentCents). */
const DISCOUNTED_KINDS: Record<VoucherType, BookingLine['kind'][]> = {
  [VoucherType.Package]: ['package'],
  [VoucherType.Voucher]: ['space', 'package', 'option'],
  [VoucherType.Credit]: [],
  [VoucherType.Rate]: ['space'],
  [VoucherType.Action]: ['space'],
};

const sumOf = (lines: readonly BookingLine[], kinds: BookingLine['kind'][]) =>
  lines.filter((l) => kinds.includes(l.kind)).reduce((n, l) => n + l.amountExclCents, 0);

/**
 * The discount a voucher gives on a booking, in cents excluding VAT; never more than the lines it
 * reduces. The types:
 * - package: its package comes with the booking free of charge (the package line is discounted);
 * - voucher: a fixed amount, or a percentage, off the whole booking;
 * - rate: the space costs the voucher's rate per seat per day instead of its own price;
 * - action: a percentage off the space price;
 * - credit: no discount; the credit is a means of payment (creditPaymentCents), so VAT stays due
 *   on the whole booking.
 */
export function voucherDiscountCents(
  v: VoucherTerms,
  lines: readonly BookingLine[],
  booking: { seats: number; days: number },
): number {
  const base = sumOf(lines, DISCOUNTED_KINDS[v.typeId]);
  let discount = 0;
  switch (v.typeId) {
    case VoucherType.Package:
      discount = base;
      break;
    case VoucherType.Voucher:
      discount =
        v.discountCents !== null && v.discountCents > 0
          ? v.discountCents
          : Math.round((base * (v.discountPercentage ?? 0)) / 100);
      break;
    case VoucherType.Rate:
      // A rate voucher without a rate gives nothing (rather than a free space).
      discount = v.ratePerSeatCents === null ? 0 : base - v.ratePerSeatCents * booking.seats * booking.days;
      break;
    case VoucherType.Action:
      discount = Math.round((base * (v.discountPercentage ?? 0)) / 100);
      break;
    case VoucherType.Credit:
      discount = 0;
      break;
  }
  return Math.max(0, Math.min(base, discount));
}

/** What a credit voucher pays of a booking's total including VAT: what is left of it, at most the total. */
export function creditPaymentCents(v: VoucherTerms, totalInclCents: number, usedCents: number): number {
  if (v.typeId !== VoucherType.Credit) return 0;
  return Math.max(0, Math.min(totalInclCents, creditLeftCents(v, usedCents)));
}

/**
 * The lines after a discount: the discount is spread over the lines the voucher type reduces in
 * proportion to their amounts (whole cents, the remainder to the largest fractions, never below 0),
 * so VAT is computed per line on what is actually charged, at each line's own rate, and the lines
 * still add up exactly to the total minus the discount.
 */
export function discountLines(
  lines: readonly BookingLine[],
  typeId: VoucherType,
  discountCents: number,
): BookingLine[] {
  const kinds = DISCOUNTED_KINDS[typeId];
  const result = lines.map((l) => ({ ...l }));
  const reducible = result.filter((l) => kinds.includes(l.kind) && l.amountExclCents > 0);
  const base = reducible.reduce((n, l) => n + l.amountExclCents, 0);
  const discount = Math.max(0, Math.min(discountCents, base));
  if (discount === 0 || base === 0) return result;
  // Whole-number arithmetic (products stay far below 2^53): cut = floor(d x a / base), and the
  // leftover cents go to the largest remainders, ties to the earlier line.
  const shares = reducible.map((line, index) => {
    const product = Math.round(discount) * line.amountExclCents;
    const remainder = product % base;
    return { line, index, cut: (product - remainder) / base, remainder };
  });
  let left = Math.round(discount) - shares.reduce((n, s) => n + s.cut, 0);
  for (const share of [...shares].sort((a, b) => b.remainder - a.remainder || a.index - b.index)) {
    if (left <= 0) break;
    share.cut += 1;
    left -= 1;
  }
  for (const { line, cut } of shares) line.amountExclCents -= Math.min(cut, line.amountExclCents);
  return result;
}
