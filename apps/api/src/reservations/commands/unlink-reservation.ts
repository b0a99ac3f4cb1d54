import { type Actor, requireAccess } from '../../kernel/access/access.ts';
import { reservationAccess } from '../reservation.access.ts';
import { reservationQueries } from '../reservation.queries.ts';
import type { ReservationDeps } from './reservation-deps.ts';
import { leaveSeries, lockSeriesOwner } from './series-membership.ts';

/**
 * `DELETE /v1/reservation/{id}/link`: takes the reservation out of its series (see leaveSeries).
 * True when it was in one; false (nothing changed) when it was not.
 */
export async function unlinkReservation(deps: ReservationDeps, actor: Actor, id: number): Promise<boolean> {
  const first = await requireAccess({ db: deps.db }, actor, reservationAccess.link, id);
  return deps.db.transaction().execute(async (trx) => {
    await lockSeriesOwner(trx, first.profile_id);
    const r = await reservationQueries.byId(trx, id);
    if (!r || r.series_id === null) return false;
    await leaveSeries(trx, r, actor, deps.now);
    return true;
  });
}
