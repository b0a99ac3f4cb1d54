import { EventErrorCode } from '@meetspace/domain';
import type { Actor } from '../../kernel/access/access.ts';
import { requireAccess } from '../../kernel/access/access.ts';
import { AppError } from '../../kernel/errors.ts';
import { eventAccess } from '../events.access.ts';
import type { RegistrationDeps } from '../registration-deps.ts';
import { registrationQueries } from '../registrations.queries.ts';

/**
 * `PUT /v1/event/{id}/checkin`: the organizers check a participant in by the ticket code. 404
 * `ticket_unknown` for a code that is not this event's; 409 `ticket_not_valid` unless confirmed;
 * 409 `ticket_checked_in` the second time (a conditional update: two scans at once check in once).
 */
export async function checkIn(deps: RegistrationDeps, actor: Actor, eventId: number, code: string) {
  const { db, now } = deps;
  await requireAccess({ db }, actor, eventAccess.manage, eventId);
  const r = await registrationQueries.byKey(db, code);
  if (!r || r.event_id !== eventId) {
    throw new AppError(404, 'This ticket is not one of this event', [
      { Field: 'Code', Code: EventErrorCode.TicketUnknown },
    ]);
  }
  if (r.status !== 'confirmed') {
    throw new AppError(409, 'This ticket is not valid (not confirmed)', [
      { Field: 'Code', Code: EventErrorCode.TicketNotValid },
    ]);
  }
  const at = now.toISOString();
  const result = await db
    .updateTable('event_registrations')
    .set({ checked_in_at: at, checked_in_by: actor.profileId, updated_at: at })
    .where('id', '=', r.id)
    .where('status', '=', 'confirmed')
    .where('checked_in_at', 'is', null)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) {
    throw new AppError(409, 'This ticket was checked in already', [
      { Field: 'Code', Code: EventErrorCode.TicketCheckedIn },
    ]);
  }
  return { RegistrationId: r.id, FirstName: r.first_name, LastName: r.last_name, CheckedInAt: at };
}
