import { ErrorCode } from '@meetspace/domain';
import { type Actor, requireAccess } from '../../kernel/access/access.ts';
import { AppError } from '../../kernel/errors.ts';
import { reservationAccess } from '../reservation.access.ts';
import { reservationQueries } from '../reservation.queries.ts';
import type { ReservationDeps } from './reservation-deps.ts';
import { leaveSeries, lockSeriesOwner, setSeriesOf } from './series-membership.ts';

/**
 * `POST /v1/reservation/{id}/link`: `otherId` joins the series of `id` (which starts one, with its
 * own id, when it has none). A reservation in another series leaves that one first. Linking does
 * not change what is booked, so locked, past and cancelled reservations can be linked. Both must
 * be the caller's to link, and the same member's (409 `other_member`).
 */
export async function linkReservations(
  deps: ReservationDeps,
  actor: Actor,
  id: number,
  otherId: number,
): Promise<void> {
  await requireAccess({ db: deps.db }, actor, reservationAccess.link, id);
  await requireAccess({ db: deps.db }, actor, reservationAccess.link, otherId);
  if (id === otherId) {
    throw AppError.badRequest('A reservation cannot be linked to itself', [
      { Field: 'ReservationId', Code: ErrorCode.Same },
    ]);
  }
  await deps.db.transaction().execute(async (trx) => {
    const owner = await reservationQueries.byId(trx, id);
    if (!owner) throw AppError.notFound('Reservation not found');
    await lockSeriesOwner(trx, owner.profile_id);
    const [a, b] = await Promise.all([
      reservationQueries.byId(trx, id),
      reservationQueries.byId(trx, otherId),
    ]);
    if (!a || !b) throw AppError.notFound('Reservation not found');
    if (a.profile_id !== b.profile_id) {
      throw new AppError(409, 'Only reservations of the same member can form a series', [
        { Field: 'ReservationId', Code: ErrorCode.OtherMember },
      ]);
    }
    if (a.series_id !== null && a.series_id === b.series_id) return;
    let seriesId = a.series_id;
    if (seriesId === null) {
      seriesId = a.id;
      await setSeriesOf(trx, { reservationId: a.id, from: null, to: seriesId, actor }, deps.now);
    }
    if (b.series_id !== null) await leaveSeries(trx, b, actor, deps.now);
    // Leaving may have re-keyed nothing of a's series (b was not in it), so seriesId still holds.
    await setSeriesOf(trx, { reservationId: b.id, from: b.series_id, to: seriesId, actor }, deps.now);
  });
}
