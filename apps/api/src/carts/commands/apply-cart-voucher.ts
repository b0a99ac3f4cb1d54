import { VoucherResult } from '@meetspace/domain';
import { requireAccess } from '../../kernel/access/access.ts';
import { cartFacts, countVoucherTry, requireVoucherCode, voucherOutcome } from '../../pricing/index.ts';
import { type CartCaller, cartAccess, cartRef } from '../cart.access.ts';
import { cartQueries } from '../cart.queries.ts';
import { assertOpen, withOpenCart } from '../cart-guards.ts';
import type { CartDeps } from './cart-deps.ts';
import { choosePackage } from './choose-package.ts';

/**
 * `PUT /v1/voucher/cart/{key}/apply`: 1 when the voucher now applies to the cart, else the spec's
 * failure code (the cart is then unchanged). A package voucher also puts its package in the cart.
 * Codes that do not apply are throttled per cart and per client (429, see VOUCHER_TRIES).
 */
export async function applyCartVoucher(
  deps: CartDeps,
  caller: CartCaller,
  key: string,
  code: string,
): Promise<VoucherResult> {
  const cart = await requireAccess({ db: deps.db }, caller.actor, cartAccess.use, cartRef(caller, key));
  requireVoucherCode(code);
  assertOpen(cart, deps.now);
  // Counted before the lookup, so a burst of guesses cannot outrun the limit (429 past it).
  const giveBack = await countVoucherTry(
    deps.db,
    { booking: `cart:${cart.id}`, clientIdHashes: caller.clientIdHashes },
    deps.now,
  );
  const spaces = await cartQueries.spaces(deps.db, cart.id);
  const { result, voucher, packageId } = await voucherOutcome(deps.db, cartFacts(cart, spaces), code);
  if (result !== VoucherResult.Applied || !voucher) return result;
  await withOpenCart(deps, key, async (trx, fresh) => {
    if (packageId !== null) await choosePackage(trx, fresh, packageId);
    await cartQueries.update(trx, fresh.id, { voucher_id: voucher.id });
  });
  // A code that applies is no guess: it does not use up the cart's or the client's tries.
  await giveBack();
  return VoucherResult.Applied;
}
