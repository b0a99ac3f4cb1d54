import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import { openPayment } from './commands/register.ts';
import { eventRows } from './event-rows.ts';
import { eventEvents } from './events.events.ts';
import { registrationQueries } from './registrations.queries.ts';

/**
 * Gives the event's free places to its waiting list, the longest waiting first: a free
 * registration is confirmed, a paid one becomes pending with a new open payment (its price as when
 * it registered). Call it in the transaction that freed the places, after locking the event's row
 * (`lockRow(trx, 'event_listings', …)`), so two at once never hand out one place twice. Writes
 * `event.registration-promoted` for each (they are mailed "a place is yours"). Returns their ids.
 */
export async function fillFreedPlaces(trx: Kysely<DB>, eventId: number, now: Date): Promise<number[]> {
  const event = await eventRows.byId(trx, eventId);
  if (!event || event.status === 'cancelled') return [];
  const waiting = await registrationQueries.waiting(trx, eventId);
  if (waiting.length === 0) return [];
  const free =
    event.max_capacity === null
      ? waiting.length
      : event.max_capacity - (await registrationQueries.taken(trx, eventId));
  const promoted: number[] = [];
  const nowIso = now.toISOString();
  for (const r of waiting.slice(0, Math.max(0, free))) {
    const status = r.amount_cents > 0 ? 'pending' : 'confirmed';
    await registrationQueries.update(trx, r.id, { status, waiting_since: null, updated_at: nowIso });
    if (status === 'pending') {
      await openPayment(trx, event, r.id, {
        profileId: r.profile_id,
        cents: r.amount_cents,
        currency: r.currency,
        languageId: r.language_id,
        now,
      });
    }
    await eventEvents.promoted.emit(
      trx,
      { subjectId: r.id, actorId: null, payload: { EventId: eventId, Status: status } },
      now,
    );
    promoted.push(r.id);
  }
  return promoted;
}
