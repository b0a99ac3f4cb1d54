import { EventErrorCode, type Registration } from '@meetspace/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { requireAccess } from '../../kernel/access/access.ts';
import type { SessionMember } from '../../kernel/access/session.queries.ts';
import { AppError } from '../../kernel/errors.ts';
import { lockRow } from '../../kernel/locks.ts';
import { voidPayment } from '../../payments/index.ts';
import { eventRows } from '../event-rows.ts';
import { eventAccess } from '../events.access.ts';
import { eventEvents } from '../events.events.ts';
import { registrationView } from '../registration.presenter.ts';
import { eventEnded, type RegistrationDeps } from '../registration-deps.ts';
import { type RegistrationRow, registrationQueries } from '../registrations.queries.ts';
import { fillFreedPlaces } from '../waiting-list.ts';

const failed = (message: string) =>
  new AppError(409, message, [{ Field: 'id', Code: EventErrorCode.UnsubscribeFailed }]);

/**
 * Cancels a registration inside the caller's transaction (the event's row locked first): cancelled,
 * the address free again, its open payment voided (a paid one stays paid: refunds are not
 * automated), `event.registration-cancelled` written; a place it held goes to the waiting list
 * unless `fill` is false (the event is being deleted). Returns whether it held a place.
 */
export async function cancelRegistration(
  trx: Kysely<DB>,
  r: RegistrationRow,
  by: {
    actorId: number | null;
    by: 'participant' | 'organizer' | 'event-deleted' | 'expired';
    fill: boolean;
  },
  now: Date,
): Promise<boolean> {
  const nowIso = now.toISOString();
  const freed = r.status === 'confirmed' || r.status === 'pending';
  await registrationQueries.update(trx, r.id, {
    status: 'cancelled',
    active_email: null,
    waiting_since: null,
    cancelled_at: nowIso,
    updated_at: nowIso,
  });
  if (r.payment_id !== null) await voidPayment(trx, r.payment_id, now);
  await eventEvents.unregistered.emit(
    trx,
    { subjectId: r.id, actorId: by.actorId, payload: { EventId: r.event_id, By: by.by, FreedPlace: freed } },
    now,
  );
  if (freed && by.fill) await fillFreedPlaces(trx, r.event_id, now);
  return freed;
}

/**
 * `DELETE /v1/Event/registration/{id}`: its member, a visitor with its key (`?key=`), or the
 * event's organizers (and administrators). 404 unknown; 401 without a member or key; 403 another
 * member (or a wrong key); 409 `unsubscribe_failed` when cancelled already or the event is over.
 */
export async function unregister(
  deps: RegistrationDeps,
  member: SessionMember | undefined,
  id: number,
  key: string | undefined,
): Promise<Registration> {
  const { db, now } = deps;
  const r = await registrationQueries.byId(db, id);
  if (!r) throw AppError.notFound('Registration not found');
  const byKey = key !== undefined && key === r.key;
  const own = member !== undefined && r.profile_id !== null && r.profile_id === member.profileId;
  let by: 'participant' | 'organizer' = 'participant';
  if (!byKey && !own) {
    if (!member) throw AppError.unauthorized('Log in, or use the link in your mail');
    await requireAccess({ db }, member, eventAccess.manage, r.event_id);
    by = 'organizer';
  }
  await db.transaction().execute(async (trx) => {
    await lockRow(trx, 'event_listings', { column: 'id', value: r.event_id });
    const fresh = await registrationQueries.byId(trx, r.id);
    const event = await eventRows.byId(trx, r.event_id);
    if (!fresh || fresh.status === 'cancelled') throw failed('This registration was cancelled already');
    if (!event || eventEnded(event, now)) throw failed('This event is over');
    await cancelRegistration(trx, fresh, { actorId: member?.profileId ?? null, by, fill: true }, now);
  });
  const row = await registrationQueries.byId(db, id);
  if (!row) throw new Error(`registration ${id} vanished`);
  return registrationView(db, row);
}
