import { VOUCHER_TRIES, voucherTryWindowStart } from '@meetspace/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import { AppError } from '../kernel/errors.ts';
import type { CartCaller } from './cart.access.ts';
import type { CartRow } from './cart.queries.ts';
import { voucherTryQueries } from './voucher-tries.queries.ts';

/** 429: too many codes tried (no field error: nothing in the request itself is wrong). */
const tooManyTries = () =>
  new AppError(429, 'Too many voucher codes tried: wait an hour and try again, or book without a voucher');

/**
 * Counts a voucher try for the cart and for each client the caller is (its browser's cookie, its
 * member), one atomic statement each, before the code is looked up; 429 once one of them is at its
 * limit in this window (the tries counted for this call are given back then). Returns how to give
 * the try back, for a code that applied.
 */
export async function countVoucherTry(
  db: Kysely<DB>,
  caller: CartCaller,
  cart: Pick<CartRow, 'id'>,
  now: Date,
): Promise<() => Promise<void>> {
  const windowStart = voucherTryWindowStart(now);
  const scopes = [
    { scope: `cart:${cart.id}`, max: VOUCHER_TRIES.perCart },
    ...caller.clientIdHashes.map((hash) => ({ scope: `client:${hash}`, max: VOUCHER_TRIES.perClient })),
  ];
  const counted: string[] = [];
  const giveBack = async () => {
    for (const scope of counted) await voucherTryQueries.giveBack(db, scope, windowStart);
  };
  for (const { scope, max } of scopes) {
    if (!(await voucherTryQueries.reserve(db, scope, windowStart, max))) {
      await giveBack();
      throw tooManyTries();
    }
    counted.push(scope);
  }
  await voucherTryQueries.forgetBefore(db, windowStart);
  return giveBack;
}
