import {
  type BookingLine,
  CHANNEL_ID,
  checkVoucher,
  creditPaymentCents,
  discountLines,
  summarizeTotals,
  type Totals,
  type VoucherBooking,
  VoucherResult,
  VoucherType,
  voucherDiscountCents,
} from '@meetspace/domain';
import type { Kysely, Selectable } from 'kysely';
import type { DB } from '../db/schema.ts';
import type { CartSpacesTable, CartsTable, ReservationsTable } from '../db/schema-booking.ts';
import { type BookingFacts, bookingDays, cartFacts } from './booking-facts.ts';
import { packageQueries } from './package.queries.ts';
import { termsOf, type VoucherRow, voucherQueries } from './voucher.queries.ts';

/** A package's own line of a booking: its price for the booking's seats and days, and its VAT. */
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

/** A priced line: what it costs excluding VAT, and its VAT. */
export type Priced = { price_total_cents: number; tax_percentage: number };

/** The package charge a booked reservation keeps (the price it was booked at), or undefined without a package. */
export function storedPackageCharge(
  r: Pick<Selectable<ReservationsTable>, 'package_id' | 'package_price_cents' | 'package_tax_percentage'>,
): PackageCharge | undefined {
  return r.package_id === null
    ? undefined
    : { packageId: r.package_id, priceCents: r.package_price_cents, taxPercentage: r.package_tax_percentage };
}

/** The charge of a package for a booking: price per person x seats x days, at the package's VAT. */
export async function packageCharge(
  db: Kysely<DB>,
  packageId: number | null,
  seats: number,
  days: number,
): Promise<PackageCharge | undefined> {
  if (packageId === null) return undefined;
  const p = await packageQueries.byId(db, packageId);
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

/** The voucher check's view of a booking: who books, for which company, in which channel. */
export async function voucherBookingOf(
  db: Kysely<DB>,
  facts: BookingFacts,
  voucher: VoucherRow,
): Promise<VoucherBooking> {
  const [profileCompanyId, usage] = await Promise.all([
    voucherQueries.companyOfProfile(db, facts.profileId),
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
    companyId: facts.companyId ?? profileCompanyId,
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
  cart: Pick<
    Selectable<CartsTable>,
    'location_id' | 'meeting_type_id' | 'seats' | 'company_id' | 'profile_id' | 'package_id' | 'voucher_id'
  >,
  spaces: readonly (Priced &
    Pick<Selectable<CartSpacesTable>, 'start_date' | 'end_date' | 'start_minutes' | 'end_minutes'>)[],
  options: readonly Priced[],
): Promise<BookingPricing & { voucherResult: VoucherResult | undefined }> {
  const facts = cartFacts(cart, spaces);
  const [pkg, voucher] = await Promise.all([
    packageCharge(db, cart.package_id, cart.seats, bookingDays(facts)),
    cart.voucher_id === null ? undefined : voucherQueries.byId(db, cart.voucher_id),
  ]);
  return priceBooking(db, facts, spaces, pkg, options, voucher);
}
