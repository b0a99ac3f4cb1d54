import { checkVoucher, VoucherResult, VoucherType } from '@meetspace/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import { AppError } from '../kernel/errors.ts';
import { type BookingFacts, cartFacts, voucherBookingOf } from '../pricing/booking-pricing.ts';
import { termsOf, type VoucherRow, voucherQueries } from '../pricing/voucher.queries.ts';
import { type CartRow, cartQueries } from './cart.queries.ts';
import { assertOpen, type BookingDeps, choosePackage, withCartLock } from './cart.service.ts';

/** What a voucher code would do to a booking: the spec's result code, the voucher, and a package it brings. */
export interface VoucherOutcome {
  result: VoucherResult;
  voucher: VoucherRow | undefined;
  /** A package voucher's package (offered for this booking's location and meeting type), else null. */
  packageId: number | null;
}

/**
 * Tries a voucher code on a booking (a cart or a reservation: the one rule for both): an empty code
 * is a 400; an unknown one -1; else the first failing restriction's code, or 1. A package voucher
 * also needs its package to belong to the booking's location (-2) and meeting type (-3).
 */
export async function voucherOutcome(
  db: Kysely<DB>,
  facts: BookingFacts,
  code: string,
): Promise<VoucherOutcome> {
  if (code.trim() === '') {
    throw AppError.badRequest('voucher code must be entered', [{ Field: 'Code', Code: 'required' }]);
  }
  const voucher = await voucherQueries.byCode(db, code);
  if (!voucher) return { result: VoucherResult.NotFound, voucher: undefined, packageId: null };
  let result = checkVoucher(termsOf(voucher), await voucherBookingOf(db, facts, voucher));
  let packageId: number | null = null;
  if (result === VoucherResult.Applied && voucher.type_id === VoucherType.Package) {
    const pkg =
      voucher.package_id === null
        ? undefined
        : await db.selectFrom('packages').selectAll().where('id', '=', voucher.package_id).executeTakeFirst();
    if (!pkg || pkg.location_id !== facts.locationId) result = VoucherResult.WrongLocation;
    else if (pkg.meeting_type_id !== facts.meetingTypeId) result = VoucherResult.WrongMeetingType;
    else packageId = pkg.id;
  }
  return { result, voucher, packageId };
}

/**
 * `PUT /v1/voucher/cart/{key}/apply`: 1 when the voucher now applies to the cart, else the spec's
 * failure code (the cart is then unchanged). A package voucher also puts its package in the cart.
 */
export async function applyVoucher(deps: BookingDeps, cart: CartRow, code: string): Promise<VoucherResult> {
  if (code.trim() === '') {
    throw AppError.badRequest('voucher code must be entered', [{ Field: 'Code', Code: 'required' }]);
  }
  assertOpen(cart, deps.now);
  const spaces = await cartQueries.spaces(deps.db, cart.id);
  const { result, voucher, packageId } = await voucherOutcome(deps.db, cartFacts(cart, spaces), code);
  if (result !== VoucherResult.Applied || !voucher) return result;
  await withCartLock(deps, cart.key, async (trx, fresh) => {
    if (packageId !== null) await choosePackage(trx, fresh, packageId);
    await cartQueries.update(trx, fresh.id, { voucher_id: voucher.id });
  });
  return VoucherResult.Applied;
}

/** `PUT /v1/voucher/cart/{key}/revert`: takes the voucher (and a package it brought) off the cart: 2. */
export async function revertVoucher(
  deps: BookingDeps,
  cart: CartRow,
  voucherId: number,
): Promise<VoucherResult> {
  assertOpen(cart, deps.now);
  await withCartLock(deps, cart.key, async (trx, fresh) => {
    if (fresh.voucher_id !== voucherId) throw AppError.notFound('This voucher is not on the cart');
    const voucher = await voucherQueries.byId(trx, voucherId);
    if (voucher?.type_id === VoucherType.Package && voucher.package_id === fresh.package_id) {
      await choosePackage(trx, fresh, null);
    }
    await cartQueries.update(trx, fresh.id, { voucher_id: null });
  });
  return VoucherResult.Removed;
}
