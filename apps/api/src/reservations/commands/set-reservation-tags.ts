import { type Actor, requireAccess } from '../../kernel/access/access.ts';
import { changedFields, recordRevision } from '../../kernel/revisions.ts';
import { reservationAccess } from '../reservation.access.ts';
import { reservationQueries } from '../reservation.queries.ts';
import { assertChangeable, lockReservation } from '../reservation-guards.ts';
import type { ReservationDeps } from './reservation-deps.ts';

/**
 * `PUT /v2/reservation/{id}/tags`: replaces the tags (already trimmed and de-duplicated by the
 * body schema), stored as a JSON array like finalize stores the cart's.
 */
export async function setReservationTags(
  deps: ReservationDeps,
  actor: Actor,
  reservationId: number,
  tags: string[],
): Promise<void> {
  await requireAccess({ db: deps.db }, actor, reservationAccess.update, reservationId);
  await deps.db.transaction().execute(async (trx) => {
    const r = await lockReservation(trx, reservationId);
    assertChangeable(r, deps.now);
    const changes = changedFields({ Tags: JSON.parse(r.tags) as string[] }, { Tags: tags }, ['Tags']);
    if (changes.length === 0) return;
    await reservationQueries.touch(trx, r.id, { tags: JSON.stringify(tags) }, deps.now.toISOString());
    await recordRevision(
      trx,
      { reservationId: r.id, profileId: actor.profileId, action: 'tags', changes, skipWhenEmpty: true },
      deps.now,
    );
  });
}
