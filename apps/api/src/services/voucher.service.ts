import { checkVoucher, VoucherResult, VoucherType } from '@meetspace/domain';
import { AppError } from '../errors/app-error.ts';
import { type CartRow, cartQueries } from '../repositories/cart.repository.ts';
import { termsOf, voucherQueries } from '../repositories/voucher.repository.ts';
import { voucherBookingOf } from './booking-pricing.ts';
import { assertOpen, type BookingDeps, choosePackage, withCartLock } from './cart.service.ts';

/**
 * `PUT /v1/voucher/cart/{key}/apply`: 1 when the voucher now applies to the cart, else the spec's
 * failure code (the cart is then unchanged). A package voucher also puts its package in the cart.
 */
export async function applyVoucher(deps: BookingDeps, cart: CartRow, code: string): Promise<VoucherResult> {
  if (code.trim() === '') {
    throw AppError.badRequest('voucher code must be entered', [{ Field: 'Code', Code: 'required' }]);
  }
  assertOpen(cart, deps.now);
  const voucher = await voucherQueries.byCode(deps.db, code);
  if (!voucher) return VoucherResult.NotFound;
  const spaces = await cartQueries.spaces(deps.db, cart.id);
  let result = checkVoucher(termsOf(voucher), await voucherBookingOf(deps.db, cart, spaces, voucher));
  let packageId: number | null = null;
  if (result === VoucherResult.Applied && voucher.type_id === VoucherType.Package) {
    const pkg =
      voucher.package_id === null
        ? undefined
        : await deps.db
            .selectFrom('packages')
            .selectAll()
            .where('id', '=', voucher.package_id)
            .executeTakeFirst();
    if (!pkg || pkg.location_id !== cart.location_id) result = VoucherResult.WrongLocation;
    else if (pkg.meeting_type_id !== cart.meeting_type_id) result = VoucherResult.WrongMeetingType;
    else packageId = pkg.id;
  }
  if (result !== VoucherResult.Applied) return result;
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
