import { VoucherResult } from '@meetspace/domain';
import { type Actor, requireAccess } from '../../kernel/access/access.ts';
import { withBookingLock } from '../../kernel/locks.ts';
import {
  clientIdHashOf,
  countVoucherTry,
  requireVoucherCode,
  reservationFacts,
  voucherOutcome,
  voucherQueries,
} from '../../pricing/index.ts';
import { recomputeReservationTotals } from '../recompute-totals.ts';
import { reservationAccess } from '../reservation.access.ts';
import { reservationQueries } from '../reservation.queries.ts';
import { assertChangeable, lockReservation } from '../reservation-guards.ts';
import { detachVoucher, recordLinesRevision, writePackage } from './line-changes.ts';
import type { ReservationDeps } from './reservation-deps.ts';

/**
 * `PUT|POST /v1/voucher/reservation/{id}/apply`: the cart's rule (`voucherOutcome`) on the booked
 * reservation: 1 when the voucher now applies (it replaces the one the reservation held; a package
 * voucher brings its package), else the spec's failure code with the reservation unchanged. The
 * voucher's use is recorded; totals recomputed. Refused when the reservation is locked. Codes that
 * do not apply are throttled per reservation and per member, with the carts' counts (429).
 */
export async function applyReservationVoucher(
  deps: ReservationDeps,
  actor: Actor,
  reservationId: number,
  code: string,
): Promise<VoucherResult> {
  const { location_id } = await requireAccess(
    { db: deps.db },
    actor,
    reservationAccess.update,
    reservationId,
  );
  requireVoucherCode(code);
  // Counted before the lookup, like a cart's tries (a member's guesses share one count).
  const giveBack = await countVoucherTry(
    deps.db,
    {
      booking: `reservation:${reservationId}`,
      clientIdHashes: [clientIdHashOf(`member:${actor.profileId}`)],
    },
    deps.now,
  );
  const result = await withBookingLock(deps.db, [location_id], async (trx) => {
    const r = await lockReservation(trx, reservationId);
    assertChangeable(r, deps.now);
    // Uses of one voucher at different locations queue on its row (its limits are counted below).
    await voucherQueries.lockByCode(trx, code);
    const { result, voucher, packageId } = await voucherOutcome(trx, reservationFacts(r), code);
    if (result !== VoucherResult.Applied || !voucher) return result;
    if (r.voucher_id === voucher.id) return VoucherResult.Applied;
    let next = await detachVoucher(trx, r);
    if (packageId !== null) next = await writePackage(trx, next, packageId, next.total_seats);
    await reservationQueries.update(trx, r.id, { voucher_id: voucher.id });
    const { after } = await recomputeReservationTotals(trx, r.id, deps.now);
    await recordLinesRevision(trx, { actor, action: 'voucher-applied', before: r, after }, [], deps.now);
    return VoucherResult.Applied;
  });
  // A code that applies is no guess: it gives its try back.
  if (result === VoucherResult.Applied) await giveBack();
  return result;
}
