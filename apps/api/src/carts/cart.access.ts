import { definePermission } from '../kernel/access/access.ts';
import { isAdmin, isSelf } from '../kernel/access/relations.ts';
import { type CartRow, cartQueries } from './cart.queries.ts';

/** Who may use a cart (by its key). */
export const cartAccess = {
  /**
   * Read and change it, finalize it: an anonymous cart is its key holder's (whoever holds the
   * random CartKey); a cart with a member is that member's, or an administrator's who helps (a
   * visitor gets 401, someone else 403).
   */
  use: definePermission<CartRow, string>({
    name: 'cart.use',
    member: 'per-row',
    needsMember: (cart) => cart.profile_id !== null,
    load: cartQueries.byKey,
    allow: (actor, cart) => cart.profile_id === null || isSelf(actor, cart.profile_id) || isAdmin(actor),
    messages: {
      unauthorized: 'This cart belongs to a member: log in',
      notFound: 'Cart not found',
      forbidden: 'This cart belongs to another member',
    },
  }),
};
