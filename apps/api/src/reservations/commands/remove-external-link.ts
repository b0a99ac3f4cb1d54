import { type Actor, requireAccess } from '../../kernel/access/access.ts';
import { AppError } from '../../kernel/errors.ts';
import { recordRevision } from '../../kernel/revisions.ts';
import { reservationAccess } from '../reservation.access.ts';
import { externalLinkValue } from '../reservation.presenter.ts';
import { reservationQueries } from '../reservation.queries.ts';
import { assertNotCancelled, lockReservation } from '../reservation-guards.ts';
import { reservationLinkQueries } from '../reservation-links.queries.ts';
import type { ReservationDeps } from './reservation-deps.ts';

/**
 * `DELETE /v2/reservation/{id}/externallinks/{linkId}`: 404 when the link is not on that
 * reservation; 409 `cancelled` once the reservation is cancelled.
 */
export async function removeExternalLink(
  deps: ReservationDeps,
  actor: Actor,
  reservationId: number,
  linkId: number,
): Promise<void> {
  await requireAccess({ db: deps.db }, actor, reservationAccess.update, reservationId);
  await deps.db.transaction().execute(async (trx) => {
    const r = await lockReservation(trx, reservationId);
    const link = await reservationLinkQueries.externalLink(trx, r.id, linkId);
    if (!link) throw AppError.notFound('External link not found');
    assertNotCancelled(r);
    await reservationLinkQueries.deleteExternalLink(trx, link.id);
    await reservationQueries.touch(trx, r.id, {}, deps.now.toISOString());
    await recordRevision(
      trx,
      {
        reservationId: r.id,
        profileId: actor.profileId,
        action: 'externallink-removed',
        changes: [{ Field: 'ExternalLink', From: externalLinkValue(link), To: null }],
      },
      deps.now,
    );
  });
}
