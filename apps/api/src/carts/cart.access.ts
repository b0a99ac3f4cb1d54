import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import { type Actor, definePermission } from '../kernel/access/access.ts';
import { isAdmin, isSelf } from '../kernel/access/relations.ts';
import { AppError } from '../kernel/errors.ts';
import { type CartRow, cartQueries } from './cart.queries.ts';

/** Who calls on a cart: the logged-in member, if any, and the caller's client identities (hashed). */
export interface CartCaller {
  actor: Actor | undefined;
  clientIdHashes: readonly string[];
}

/** A cart as one caller asks for it: its key and who calls. */
export interface CartRef {
  key: string;
  caller: CartCaller;
}

/** A cart row as its caller sees it: with whether the caller is the client that made it. */
export type CallersCart = CartRow & { isCallersClient: boolean };

/** The caller is the client (a browser by its `ms_client` cookie, or a member) that selected the cart. */
export function isCartClient(caller: CartCaller, cart: Pick<CartRow, 'client_id_hash'>): boolean {
  return cart.client_id_hash !== null && caller.clientIdHashes.includes(cart.client_id_hash);
}

/** The ref of a cart key for a caller (what the cart permissions load). */
export const cartRef = (caller: CartCaller, key: string): CartRef => ({ key, caller });

async function loadForCaller(db: Kysely<DB>, ref: CartRef): Promise<CallersCart | undefined> {
  const cart = await cartQueries.byKey(db, ref.key);
  return cart && { ...cart, isCallersClient: isCartClient(ref.caller, cart) };
}

/** 403 for an anonymous cart of another client: a shared link opens the search, never the cart. */
const otherClient = () =>
  AppError.forbidden(
    'This cart belongs to the browser or app it was started in; open the search to book for yourself',
  );

const messages = {
  unauthorized: 'This cart belongs to a member: log in',
  notFound: 'Cart not found',
  forbidden: 'This cart belongs to another member',
};

/** Who may use a cart (by its key). */
export const cartAccess = {
  /**
   * Read and change it, finalize it: an anonymous cart is the client's that selected it (the
   * browser's `ms_client` cookie, or the member who selected it); a cart with a member is that
   * member's, or an administrator's who helps (a visitor gets 401, someone else 403).
   */
  use: definePermission<CallersCart, CartRef>({
    name: 'cart.use',
    member: 'per-row',
    needsMember: (cart) => cart.profile_id !== null,
    load: loadForCaller,
    allow: (actor, cart) => {
      if (cart.profile_id !== null) return isSelf(actor, cart.profile_id) || isAdmin(actor);
      if (!cart.isCallersClient) throw otherClient();
      return true;
    },
    messages,
  }),
  /**
   * Put the logged-in member on a cart, or take them off: an anonymous cart of the caller's own
   * client, or the member's own cart. Nobody, an administrator neither, takes over another's cart.
   */
  claim: definePermission<CallersCart, CartRef>({
    name: 'cart.claim',
    member: 'always',
    load: loadForCaller,
    allow: (actor, cart) => {
      if (cart.profile_id !== null) return isSelf(actor, cart.profile_id);
      if (!cart.isCallersClient) throw otherClient();
      return true;
    },
    messages,
  }),
};
