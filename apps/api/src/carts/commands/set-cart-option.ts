import { requireAccess } from '../../kernel/access/access.ts';
import { AppError } from '../../kernel/errors.ts';
import { optionLine, optionQueries } from '../../pricing/index.ts';
import { type CartCaller, cartAccess, cartRef } from '../cart.access.ts';
import { cartQueries } from '../cart.queries.ts';
import { assertOpen, withOpenCart } from '../cart-guards.ts';
import type { CartDeps } from './cart-deps.ts';

/**
 * `POST /v1/cart/{key}/option` (and `DELETE .../option/{id}`, amount 0): sets an option's amount,
 * clamped and priced by the server. Taking an option out always works, also one the location no
 * longer offers.
 */
export async function setCartOption(
  deps: CartDeps,
  caller: CartCaller,
  key: string,
  optionId: number,
  requested: number,
): Promise<void> {
  assertOpen(
    await requireAccess({ db: deps.db }, caller.actor, cartAccess.use, cartRef(caller, key)),
    deps.now,
  );
  await withOpenCart(deps, key, async (trx, cart) => {
    const option = await optionQueries.ofLocation(trx, optionId, cart.location_id);
    if (requested <= 0 && option) {
      await cartQueries.setOption(trx, cart.id, {
        option_id: optionId,
        amount: 0,
        price_per_item_cents: 0,
        tax_percentage: 0,
      });
      return;
    }
    if (option?.is_active !== 1) throw AppError.notFound('This option is not offered at this location');
    await cartQueries.setOption(trx, cart.id, optionLine(option, requested, cart.seats));
  });
}
