import {
  type BookingLine,
  CHANNEL_ID,
  checkVoucher,
  clampOptionAmount,
  creditPaymentCents,
  daysInclusive,
  discountLines,
  summarizeTotals,
  type Totals,
  type VoucherBooking,
  VoucherResult,
  VoucherType,
  voucherDiscountCents,
} from '@meetspace/domain';
import type { Kysely, Selectable } from 'kysely';
import type { CartRow, CartSpaceRow } from '../carts/cart.queries.ts';
import type { DB } from '../db/schema.ts';
import type { OptionsTable } from '../db/schema-catalogue.ts';
import { termsOf, type VoucherRow, voucherQueries } from './voucher.queries.ts';

export interface PackageCharge {
  packageId: number;
  priceCents: number;
  taxPercentage: number;
}

export interface BookingPricing {
  /** Lines before the voucher. */
  lines: BookingLine[];
  /** Lines as charged (after the voucher's discount). */
  charged: BookingLine[];
  discountCents: number;
  totals: Totals;
  /** What a credit voucher pays of the total including VAT (a payment, not a discount). */
  creditCents: number;
  packageCharge: PackageCharge | undefined;
  voucher: VoucherRow | undefined;
}

type Priced = { price_total_cents: number; tax_percentage: number };

/** The charge of a package for a booking: price per person x seats x days, at the package's VAT. */
export async function packageCharge(
  db: Kysely<DB>,
  packageId: number | null,
  seats: number,
  days: number,
): Promise<PackageCharge | undefined> {
  if (packageId === null) return undefined;
  const p = await db
    .selectFrom('packages')
    .select(['id', 'price_per_person_cents', 'tax_percentage'])
    .where('id', '=', packageId)
    .executeTakeFirst();
  return (
    p && {
      packageId: p.id,
      priceCents: p.price_per_person_cents * seats * days,
      taxPercentage: p.tax_percentage,
    }
  );
}

/** Adds up a booking's lines (spaces, package, options) and takes off the voucher's discount. */
export function priceLines(
  spaces: readonly Priced[],
  pkg: PackageCharge | undefined,
  options: readonly Priced[],
  voucher: { row: VoucherRow; discountCents: number } | undefined,
): Omit<BookingPricing, 'packageCharge' | 'voucher' | 'creditCents'> {
  const lines: BookingLine[] = [
    ...spaces.map((s) => ({
      kind: 'space' as const,
      amountExclCents: s.price_total_cents,
      taxPercentage: s.tax_percentage,
    })),
    ...(pkg
      ? [{ kind: 'package' as const, amountExclCents: pkg.priceCents, taxPercentage: pkg.taxPercentage }]
      : []),
    ...options.map((o) => ({
      kind: 'option' as const,
      amountExclCents: o.price_total_cents,
      taxPercentage: o.tax_percentage,
    })),
  ];
  const discountCents = voucher?.discountCents ?? 0;
  const charged = voucher ? discountLines(lines, voucher.row.type_id as VoucherType, discountCents) : lines;
  return { lines, charged, discountCents, totals: summarizeTotals(charged) };
}

/**
 * What prices and voucher checks need to know about a booking, a cart's or a reservation's: where,
 * what, when, how many, for whom, with which package.
 */
export interface BookingFacts {
  locationId: number;
  meetingTypeId: number;
  /** yyyy-MM-dd; empty for a cart without spaces. */
  startDate: string;
  endDate: string;
  startMinutes: number;
  endMinutes: number;
  seats: number;
  companyId: number | null;
  profileId: number | null;
  packageId: number | null;
  /** A booked reservation being re-priced: its own use of the voucher does not count against it. */
  reservationId?: number;
}

/** The facts of a cart: its first held space's period, its seats, member, company and package. */
export function cartFacts(cart: CartRow, spaces: readonly CartSpaceRow[]): BookingFacts {
  const first = spaces[0];
  return {
    locationId: cart.location_id,
    meetingTypeId: cart.meeting_type_id,
    startDate: first?.start_date ?? '',
    endDate: first?.end_date ?? '',
    startMinutes: first?.start_minutes ?? 0,
    endMinutes: first?.end_minutes ?? 0,
    seats: cart.seats,
    companyId: cart.company_id,
    profileId: cart.profile_id,
    packageId: cart.package_id,
  };
}

/** Calendar days a booking covers (1 for a cart without spaces). */
export function bookingDays(facts: Pick<BookingFacts, 'startDate' | 'endDate'>): number {
  return facts.startDate ? daysInclusive(facts.startDate, facts.endDate) : 1;
}

/** The voucher check's view of a booking: who books, for which company, in which channel. */
export async function voucherBookingOf(
  db: Kysely<DB>,
  facts: BookingFacts,
  voucher: VoucherRow,
): Promise<VoucherBooking> {
  const [profile, usage] = await Promise.all([
    facts.profileId === null
      ? undefined
      : db.selectFrom('profiles').select('company_id').where('id', '=', facts.profileId).executeTakeFirst(),
    voucherQueries.usage(db, voucher.id, facts.profileId, facts.reservationId),
  ]);
  return {
    // The channel is the server's, not a client's say: every client key of this site is channel 1.
    channelId: CHANNEL_ID,
    locationId: facts.locationId,
    meetingTypeId: facts.meetingTypeId,
    startDate: facts.startDate,
    endDate: facts.endDate,
    startMinutes: facts.startMinutes,
    endMinutes: facts.endMinutes,
    seats: facts.seats,
    companyId: facts.companyId ?? profile?.company_id ?? null,
    profileId: facts.profileId,
    usage,
  };
}

/**
 * A booking's prices, for carts and reservations alike: its spaces, its package's charge, its
 * options, and its voucher's discount when the voucher still applies (`voucherResult` says whether
 * it does); a credit voucher pays (`creditCents`) from what is left of its credit.
 */
export async function priceBooking(
  db: Kysely<DB>,
  facts: BookingFacts,
  spaces: readonly Priced[],
  pkg: PackageCharge | undefined,
  options: readonly Priced[],
  voucher: VoucherRow | undefined,
): Promise<BookingPricing & { voucherResult: VoucherResult | undefined }> {
  let voucherResult: VoucherResult | undefined;
  let applied: { row: VoucherRow; discountCents: number } | undefined;
  let creditUsedCents = 0;
  if (voucher) {
    const booking = await voucherBookingOf(db, facts, voucher);
    voucherResult = checkVoucher(termsOf(voucher), booking);
    creditUsedCents = booking.usage.amountCents;
    // A package voucher gives its own package; with another package chosen it gives nothing.
    const ownPackage = voucher.type_id !== VoucherType.Package || voucher.package_id === facts.packageId;
    if (voucherResult === VoucherResult.Applied && ownPackage) {
      const undiscounted = priceLines(spaces, pkg, options, undefined).lines;
      const discountCents = voucherDiscountCents(termsOf(voucher), undiscounted, {
        seats: facts.seats,
        days: bookingDays(facts),
      });
      applied = { row: voucher, discountCents };
    }
  }
  const priced = priceLines(spaces, pkg, options, applied);
  const creditCents =
    voucher && applied
      ? creditPaymentCents(termsOf(voucher), priced.totals.totalInclCents, creditUsedCents)
      : 0;
  return { ...priced, creditCents, packageCharge: pkg, voucher, voucherResult };
}

/** A cart's prices (see priceBooking); its package is charged at the catalogue's price. */
export async function priceCart(
  db: Kysely<DB>,
  cart: CartRow,
  spaces: readonly CartSpaceRow[],
  options: readonly Priced[],
): Promise<BookingPricing & { voucherResult: VoucherResult | undefined }> {
  const facts = cartFacts(cart, spaces);
  const [pkg, voucher] = await Promise.all([
    packageCharge(db, cart.package_id, cart.seats, bookingDays(facts)),
    cart.voucher_id === null ? undefined : voucherQueries.byId(db, cart.voucher_id),
  ]);
  return priceBooking(db, facts, spaces, pkg, options, voucher);
}

/** The columns of an option that price and limit a line of it. */
export type PricedOption = Pick<
  Selectable<OptionsTable>,
  'id' | 'price_cents' | 'tax_percentage' | 'max_amount' | 'max_pp'
>;

/**
 * A line of an option as carts and reservations store it: the amount asked, clamped by the option's
 * MaxAmount and seats x MaxPP (see clampOptionAmount), at the catalogue's price and VAT.
 */
export function optionLine(option: PricedOption, requested: number, seats: number) {
  return {
    option_id: option.id,
    amount: clampOptionAmount(requested, { maxAmount: option.max_amount, maxPP: option.max_pp, seats }),
    price_per_item_cents: option.price_cents,
    tax_percentage: option.tax_percentage,
  };
}
