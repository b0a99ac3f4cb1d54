import { sql } from 'kysely';
import { type Actor, requireAccess } from '../../kernel/access/access.ts';
import { AppError } from '../../kernel/errors.ts';
import type { EventDeps } from '../event.reads.ts';
import { eventAccess } from '../events.access.ts';
import { eventEvents } from '../events.events.ts';
import { eventQueries } from '../events.queries.ts';

/**
 * `DELETE /v1/Event/{id}`: its owner or an administrator deletes the event for good: it is cancelled
 * and gone from every list and page, and `event.deleted` is written in the same transaction (the
 * registrations part cancels the registrations, stops open payments and mails the participants; the
 * other organizers are mailed by this part's subscriber).
 */
export async function deleteEvent(deps: EventDeps, actor: Actor, id: number): Promise<number> {
  const { db, now } = deps;
  await requireAccess({ db }, actor, eventAccess.remove, id);
  const nowIso = now.toISOString();
  await db.transaction().execute(async (trx) => {
    await sql`update event_listings set updated_at = updated_at where id = ${id}`.execute(trx);
    const row = await eventQueries.byIdWithDeleted(trx, id);
    // Deleted by a parallel call in the meantime.
    if (!row || row.deleted_at !== null) throw AppError.notFound('Event not found');
    await eventQueries.updateEvent(trx, id, { status: 'cancelled', deleted_at: nowIso, updated_at: nowIso });
    await eventEvents.deleted.emit(
      trx,
      { subjectId: id, actorId: actor.profileId, payload: { Name: row.name, ByProfileId: actor.profileId } },
      now,
    );
  });
  return id;
}
