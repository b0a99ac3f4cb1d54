import { VOUCHER_TRIES, voucherTryWindowStart } from '@meetspace/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import { AppError } from '../kernel/errors.ts';
import { tokenHash } from '../kernel/tokens.ts';
import { voucherTryQueries } from './voucher-tries.queries.ts';

/** 429: too many codes tried (no field error: nothing in the request itself is wrong). */
const tooManyTries = () =>
  new AppError(429, 'Too many voucher codes tried: wait an hour and try again, or book without a voucher');

/** What a voucher try counts against: the booking (a cart or a reservation) and each client identity. */
export interface VoucherTryScopes {
  /** `cart:<id>` or `reservation:<id>`: limited to VOUCHER_TRIES.perCart. */
  booking: string;
  /** Hashes of the caller's client identities (`clientIdHashOf`): each limited to VOUCHER_TRIES.perClient. */
  clientIdHashes: readonly string[];
}

/** A client identity as the throttle (and carts) store it: `member:<id>` or `client:<cookie>`, hashed. */
export const clientIdHashOf = (clientId: string): string => tokenHash(clientId);

/**
 * Counts a voucher try for the booking and for each client the caller is (its browser's cookie, its
 * member), one atomic statement each, before the code is looked up; 429 once one of them is at its
 * limit in this window (the tries counted for this call are given back then). A member's guesses on
 * carts and on reservations share one count. Returns how to give the try back, for a code that applied.
 */
export async function countVoucherTry(
  db: Kysely<DB>,
  scopes: VoucherTryScopes,
  now: Date,
): Promise<() => Promise<void>> {
  const windowStart = voucherTryWindowStart(now);
  const limits = [
    { scope: scopes.booking, max: VOUCHER_TRIES.perCart },
    ...scopes.clientIdHashes.map((hash) => ({ scope: `client:${hash}`, max: VOUCHER_TRIES.perClient })),
  ];
  const counted: string[] = [];
  const giveBack = async () => {
    for (const scope of counted) await voucherTryQueries.giveBack(db, scope, windowStart);
  };
  for (const { scope, max } of limits) {
    if (!(await voucherTryQueries.reserve(db, scope, windowStart, max))) {
      await giveBack();
      throw tooManyTries();
    }
    counted.push(scope);
  }
  await voucherTryQueries.forgetBefore(db, windowStart);
  return giveBack;
}
