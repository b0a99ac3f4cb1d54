import type { CheckInState } from '@meetspace/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { type Actor, requireAccess } from '../../kernel/access/access.ts';
import { hostBookingAccess } from '../hostbookings.access.ts';
import { hostBookingQueries } from '../hostbookings.queries.ts';
import { checkInStateOf } from '../hostbookings.reads.ts';

/**
 * `PUT /v1/host/reservation/{id}/checkin`: a manager of its location records whether the guests
 * arrived (or takes it back); the last change keeps who and when.
 */
export async function checkIn(
  deps: { db: Kysely<DB>; now: Date },
  actor: Actor,
  reservationId: number,
  arrived: boolean,
): Promise<CheckInState> {
  await requireAccess({ db: deps.db }, actor, hostBookingAccess.checkIn, reservationId);
  await hostBookingQueries.setCheckin(deps.db, reservationId, {
    arrived,
    by: actor.profileId,
    at: deps.now.toISOString(),
  });
  return checkInStateOf(deps.db, reservationId);
}
