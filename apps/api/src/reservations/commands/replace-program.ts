import { ErrorCode, type ProgramBody } from '@meetspace/domain';
import { type Actor, requireAccess } from '../../kernel/access/access.ts';
import { AppError, type FieldError } from '../../kernel/errors.ts';
import { changedFields, recordRevision } from '../../kernel/revisions.ts';
import { reservationAccess } from '../reservation.access.ts';
import { reservationQueries } from '../reservation.queries.ts';
import { programOf } from '../reservation.reads.ts';
import { assertNotCancelled, lockReservation } from '../reservation-guards.ts';
import { reservationLineQueries } from '../reservation-lines.queries.ts';
import type { ReservationDeps } from './reservation-deps.ts';

/**
 * `PUT /v1/reservation/{id}/program`: replaces the program. Items lie within the reservation's daily
 * times (400 `outside_reservation` per item); they are kept ordered by start time (then as sent).
 * Allowed while the reservation is locked by time or invoiced (agendas are finalised on the day;
 * the program changes no price), not once it is cancelled (409 `cancelled`).
 */
export async function replaceProgram(
  deps: ReservationDeps,
  actor: Actor,
  reservationId: number,
  items: ProgramBody['ProgramItems'],
): Promise<void> {
  await requireAccess({ db: deps.db }, actor, reservationAccess.update, reservationId);
  await deps.db.transaction().execute(async (trx) => {
    const r = await lockReservation(trx, reservationId);
    assertNotCancelled(r);
    const errors: FieldError[] = [];
    items.forEach((item, i) => {
      const outside = (field: string) => ({
        Field: `ProgramItems[${i}].${field}`,
        Code: ErrorCode.OutsideReservation,
        Message: `Choose a time between ${r.start_minutes} and ${r.end_minutes}`,
      });
      if (item.StartMinutes < r.start_minutes) errors.push(outside('StartMinutes'));
      if (item.EndMinutes > r.end_minutes) errors.push(outside('EndMinutes'));
    });
    if (errors.length > 0) throw AppError.badRequest('Some program items do not fit the reservation', errors);
    const next = items
      .map((item, i) => ({ item, i }))
      .sort((a, b) => a.item.StartMinutes - b.item.StartMinutes || a.i - b.i)
      .map(({ item }) => ({
        StartMinutes: item.StartMinutes,
        EndMinutes: item.EndMinutes,
        Title: item.Title,
        Description: item.Description || null,
      }));
    const previous = (await programOf(trx, r.id)).map(({ Id: _, ...rest }) => rest);
    const changes = changedFields({ ProgramItems: previous }, { ProgramItems: next }, ['ProgramItems']);
    if (changes.length === 0) return;
    await reservationLineQueries.replaceProgram(trx, r.id, next);
    await reservationQueries.touch(trx, r.id, {}, deps.now.toISOString());
    await recordRevision(
      trx,
      { reservationId: r.id, profileId: actor.profileId, action: 'program', changes },
      deps.now,
    );
  });
}
