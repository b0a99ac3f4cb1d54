import { requireAccess } from '../../kernel/access/access.ts';
import { withBookingLock } from '../../kernel/locks.ts';
import { type CartCaller, cartAccess, cartRef } from '../cart.access.ts';
import { cartQueries } from '../cart.queries.ts';
import { cartFinalized } from '../cart-guards.ts';
import type { CartDeps } from './cart-deps.ts';

/** `DELETE /v1/cart/{key}`: releases the hold at once (a booked cart cannot be released: 409). */
export async function releaseCart(deps: CartDeps, caller: CartCaller, key: string): Promise<void> {
  const cart = await requireAccess({ db: deps.db }, caller.actor, cartAccess.use, cartRef(caller, key));
  if (cart.status === 'finalized') throw cartFinalized();
  if (cart.status === 'deleted') return;
  await withBookingLock(deps.db, [cart.location_id], (trx) =>
    cartQueries.update(trx, cart.id, { status: 'deleted' }),
  );
}
