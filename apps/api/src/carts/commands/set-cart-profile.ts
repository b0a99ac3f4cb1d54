import { type Actor, requireAccess } from '../../kernel/access/access.ts';
import { type CartCaller, cartAccess, cartRef } from '../cart.access.ts';
import { cartQueries } from '../cart.queries.ts';
import { assertOpen } from '../cart-guards.ts';
import type { CartDeps } from './cart-deps.ts';

/**
 * `POST /v1/cart/{key}/profile` attaches the logged-in member to a cart (an anonymous cart of
 * their own browser, or their own); `DELETE` detaches them (terms accepted by them are no longer
 * accepted).
 */
export async function setCartProfile(
  deps: CartDeps,
  caller: CartCaller & { actor: Actor },
  key: string,
  attach: boolean,
): Promise<void> {
  const { actor } = caller;
  const cart = await requireAccess({ db: deps.db }, actor, cartAccess.claim, cartRef(caller, key));
  assertOpen(cart, deps.now);
  const profileId = attach ? actor.profileId : null;
  await cartQueries.update(deps.db, cart.id, {
    profile_id: profileId,
    created_by: profileId ?? cart.created_by,
    ...(profileId === null && cart.terms_accepted_by !== 0
      ? { terms_accepted_by: 0, terms_accepted_at: null }
      : {}),
  });
}
