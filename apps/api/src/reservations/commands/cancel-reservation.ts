import { type CancelBody, cancellationFeeCents, ErrorCode, ReservationStatus } from '@meetspace/domain';
import { AppError } from '../../kernel/errors.ts';
import { withBookingLock } from '../../kernel/locks.ts';
import { recordRevision } from '../../kernel/revisions.ts';
import {
  actingProfileId,
  type ReservationActor,
  requireReservationAccess,
  reservationAccess,
} from '../reservation.access.ts';
import { reservationEvents } from '../reservation.events.ts';
import { reservationQueries } from '../reservation.queries.ts';
import { cancellationOf } from '../reservation.reads.ts';
import { lockReservation } from '../reservation-guards.ts';
import type { ReservationDeps } from './reservation-deps.ts';

/**
 * `PUT /v1/reservation/{id}/cancel`: under the booking lock, re-reads the reservation, refuses a
 * cancelled one (409; an invoiced one can be cancelled: its invoices are credited), and asks for `ApplyCancelFee` when a fee applies (409 saying
 * how much; a `Percentage` that differs from the server's is refused too). Then status 3, the space
 * free again, and `reservation.cancelled` (the mail is its subscriber's).
 */
export async function cancelReservation(
  deps: ReservationDeps,
  actor: ReservationActor,
  reservationId: number,
  body: CancelBody,
): Promise<void> {
  const { location_id } = await requireReservationAccess(
    { db: deps.db },
    actor,
    reservationAccess.update,
    reservationId,
  );
  await withBookingLock(deps.db, [location_id], async (trx) => {
    const r = await lockReservation(trx, reservationId);
    const c = await cancellationOf(trx, r, deps.now);
    if (c.NotPossibleReason) {
      throw new AppError(409, c.NotPossibleReason, [{ Field: 'Id', Code: ErrorCode.Cancelled }]);
    }
    if (c.Percentage > 0 && !body.ApplyCancelFee) {
      throw new AppError(
        409,
        `Cancelling now costs ${c.Percentage}% (${c.FeeInclTax.toFixed(2)} EUR): confirm with ApplyCancelFee`,
        [{ Field: 'ApplyCancelFee', Code: ErrorCode.FeeApplies }],
      );
    }
    if (body.Percentage != null && body.Percentage !== c.Percentage) {
      throw new AppError(409, `The cancellation fee is now ${c.Percentage}%`, [
        { Field: 'Percentage', Code: ErrorCode.FeeChanged },
      ]);
    }
    await reservationQueries.cancel(
      trx,
      r.id,
      { reasonType: body.ReasonType, reason: body.Reason ?? null, feePercentage: c.Percentage },
      deps.now.toISOString(),
    );
    await recordRevision(
      trx,
      {
        reservationId: r.id,
        profileId: actingProfileId(actor),
        action: 'cancel',
        changes: [
          { Field: 'StatusId', From: r.status_id, To: ReservationStatus.Cancelled },
          { Field: 'CancelReasonType', From: null, To: body.ReasonType },
          ...(body.Reason ? [{ Field: 'CancelReason', From: null, To: body.Reason }] : []),
          { Field: 'CancelFeePercentage', From: null, To: c.Percentage },
        ],
      },
      deps.now,
    );
    await reservationEvents.cancelled.emit(
      trx,
      {
        subjectId: r.id,
        actorId: actingProfileId(actor),
        payload: {
          StartDate: r.start_date,
          ReasonType: body.ReasonType,
          Reason: body.Reason ?? null,
          FeePercentage: c.Percentage,
          FeeCents: cancellationFeeCents(r.total_incl_cents, c.Percentage),
          PaidCents: r.total_paid_cents,
        },
      },
      deps.now,
    );
  });
}
