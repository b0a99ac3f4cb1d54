import { ErrorCode } from '@meetspace/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import { AppError } from '../kernel/errors.ts';
import { lockRow } from '../kernel/locks.ts';
import { type CartRow, cartQueries } from './cart.queries.ts';

/** 409 `finalized`: the cart is booked and can no longer change. */
export const cartFinalized = () =>
  new AppError(409, 'This cart is already booked', [{ Field: 'CartKey', Code: ErrorCode.Finalized }]);

/** 409 `space_taken` on the quote: the space cannot be held or booked (any more). */
export const spaceTaken = (message: string) =>
  new AppError(409, message, [{ Field: 'Hash', Code: ErrorCode.SpaceTaken }]);

/** A cart that can still change: open and its hold alive (else a 409 saying why). */
export function assertOpen(cart: CartRow, now: Date): void {
  if (cart.status === 'finalized') throw cartFinalized();
  if (cart.status === 'deleted') {
    throw new AppError(409, 'This cart was released; please search again', [
      { Field: 'CartKey', Code: ErrorCode.Released },
    ]);
  }
  if (Date.parse(cart.expires_at) <= now.getTime()) {
    throw new AppError(409, 'The 20 minutes to book this space have passed; please search again', [
      { Field: 'CartKey', Code: ErrorCode.HoldExpired },
    ]);
  }
}

/**
 * Holds a cart's row for the rest of the transaction (see lockRow) and reads it: changes to a
 * cart's lines run under it, so they cannot interleave with each other or with a finalize. 404
 * when it is not there.
 */
export async function lockCart(trx: Kysely<DB>, key: string): Promise<CartRow> {
  const found = await lockRow(trx, 'carts', { column: 'key', value: key });
  const cart = found ? await cartQueries.byKey(trx, key) : undefined;
  if (!cart) throw AppError.notFound('Cart not found');
  return cart;
}

/** Runs `work` in a transaction on a freshly read, locked, still open cart. */
export function withOpenCart<T>(
  deps: { db: Kysely<DB>; now: Date },
  key: string,
  work: (trx: Kysely<DB>, cart: CartRow) => Promise<T>,
): Promise<T> {
  return deps.db.transaction().execute(async (trx) => {
    const cart = await lockCart(trx, key);
    assertOpen(cart, deps.now);
    return work(trx, cart);
  });
}
