import { VoucherResult } from '@meetspace/domain';
import { requireAccess } from '../../kernel/access/access.ts';
import { AppError } from '../../kernel/errors.ts';
import { voucherBringsPackage, voucherQueries } from '../../pricing/index.ts';
import { type CartCaller, cartAccess, cartRef } from '../cart.access.ts';
import { cartQueries } from '../cart.queries.ts';
import { assertOpen, withOpenCart } from '../cart-guards.ts';
import type { CartDeps } from './cart-deps.ts';
import { choosePackage } from './choose-package.ts';

/** `PUT /v1/voucher/cart/{key}/revert`: takes the voucher (and a package it brought) off the cart: 2. */
export async function revertCartVoucher(
  deps: CartDeps,
  caller: CartCaller,
  key: string,
  voucherId: number,
): Promise<VoucherResult> {
  assertOpen(
    await requireAccess({ db: deps.db }, caller.actor, cartAccess.use, cartRef(caller, key)),
    deps.now,
  );
  await withOpenCart(deps, key, async (trx, cart) => {
    if (cart.voucher_id !== voucherId) throw AppError.notFound('This voucher is not on the cart');
    const voucher = await voucherQueries.byId(trx, voucherId);
    if (voucherBringsPackage(voucher, cart.package_id)) await choosePackage(trx, cart, null);
    await cartQueries.update(trx, cart.id, { voucher_id: null });
  });
  return VoucherResult.Removed;
}
