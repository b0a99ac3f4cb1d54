import {
  type BookingLine,
  CHANNEL_ID,
  checkVoucher,
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
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import type { CartRow, CartSpaceRow } from '../repositories/cart.repository.ts';
import { termsOf, type VoucherRow, voucherQueries } from '../repositories/voucher.repository.ts';

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

/** The voucher check's view of a cart: who books, for which company, in which channel. */
export async function voucherBookingOf(
  db: Kysely<DB>,
  cart: CartRow,
  spaces: readonly CartSpaceRow[],
  voucher: VoucherRow,
): Promise<VoucherBooking> {
  const [profile, usage] = await Promise.all([
    cart.profile_id === null
      ? undefined
      : db.selectFrom('profiles').select('company_id').where('id', '=', cart.profile_id).executeTakeFirst(),
    voucherQueries.usage(db, voucher.id, cart.profile_id),
  ]);
  const first = spaces[0];
  return {
    // The channel is the server's, not a client's say: every client key of this site is channel 1.
    channelId: CHANNEL_ID,
    locationId: cart.location_id,
    meetingTypeId: cart.meeting_type_id,
    startDate: first?.start_date ?? '',
    endDate: first?.end_date ?? '',
    startMinutes: first?.start_minutes ?? 0,
    endMinutes: first?.end_minutes ?? 0,
    seats: cart.seats,
    companyId: cart.company_id ?? profile?.company_id ?? null,
    profileId: cart.profile_id,
    usage,
  };
}

/**
 * A cart's prices: its spaces, its package's charge, its options, and its voucher's discount when
 * the voucher still applies (`voucherResult` says whether it does).
 */
export async function priceCart(
  db: Kysely<DB>,
  cart: CartRow,
  spaces: readonly CartSpaceRow[],
  options: readonly Priced[],
): Promise<BookingPricing & { voucherResult: VoucherResult | undefined }> {
  const first = spaces[0];
  const days = first ? daysInclusive(first.start_date, first.end_date) : 1;
  const pkg = await packageCharge(db, cart.package_id, cart.seats, days);
  const voucher = cart.voucher_id === null ? undefined : await voucherQueries.byId(db, cart.voucher_id);
  let voucherResult: VoucherResult | undefined;
  let applied: { row: VoucherRow; discountCents: number } | undefined;
  let creditUsedCents = 0;
  if (voucher) {
    const booking = await voucherBookingOf(db, cart, spaces, voucher);
    voucherResult = checkVoucher(termsOf(voucher), booking);
    creditUsedCents = booking.usage.amountCents;
    // A package voucher gives its own package; with another package chosen it gives nothing.
    const ownPackage = voucher.type_id !== VoucherType.Package || voucher.package_id === cart.package_id;
    if (voucherResult === VoucherResult.Applied && ownPackage) {
      const undiscounted = priceLines(spaces, pkg, options, undefined).lines;
      const discountCents = voucherDiscountCents(termsOf(voucher), undiscounted, { seats: cart.seats, days });
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
