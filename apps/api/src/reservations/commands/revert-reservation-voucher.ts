import { VoucherResult } from '@meetspace/domain';
import { type Actor, requireAccess } from '../../kernel/access/access.ts';
import { AppError } from '../../kernel/errors.ts';
import { withBookingLock } from '../../kernel/locks.ts';
import { recomputeReservationTotals } from '../recompute-totals.ts';
import { reservationAccess } from '../reservation.access.ts';
import { assertChangeable, lockReservation } from '../reservation-guards.ts';
import { detachVoucher, recordLinesRevision } from './line-changes.ts';
import type { ReservationDeps } from './reservation-deps.ts';

/**
 * `PUT|POST /v1/voucher/reservation/{id}/revert`: takes the reservation's voucher off (and the
 * package a package voucher brought): 2. 404 when it holds no voucher (or another than `VoucherId`).
 */
export async function revertReservationVoucher(
  deps: ReservationDeps,
  actor: Actor,
  reservationId: number,
  voucherId: number | undefined,
): Promise<VoucherResult> {
  const { location_id } = await requireAccess(
    { db: deps.db },
    actor,
    reservationAccess.update,
    reservationId,
  );
  return withBookingLock(deps.db, [location_id], async (trx) => {
    const r = await lockReservation(trx, reservationId);
    assertChangeable(r, deps.now);
    if (r.voucher_id === null || (voucherId !== undefined && voucherId !== r.voucher_id)) {
      throw AppError.notFound('This voucher is not on the reservation');
    }
    await detachVoucher(trx, r);
    const { after } = await recomputeReservationTotals(trx, r.id, deps.now);
    await recordLinesRevision(trx, { actor, action: 'voucher-reverted', before: r, after }, [], deps.now);
    return VoucherResult.Removed;
  });
}
