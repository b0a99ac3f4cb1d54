import { EVENT_PAYMENT_HOLD_HOURS } from '@meetspace/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { lockRow } from '../../kernel/locks.ts';
import { voidPayment } from '../../payments/index.ts';
import { eventRows } from '../event-rows.ts';
import { eventEnded } from '../registration-deps.ts';
import { registrationQueries } from '../registrations.queries.ts';
import { cancelRegistration } from './unregister.ts';

/**
 * Pending registrations whose payment started more than `EVENT_PAYMENT_HOLD_HOURS` ago and is
 * still unpaid: each is cancelled under its event's lock (`By: expired`, mailed), its payment
 * voided, and the place goes to the waiting list (`fillFreedPlaces`) unless the event is over. The
 * void is the decision: it only succeeds on a payment that is not paid, so a payment that
 * completes at the same moment keeps its place (the paid subscriber confirms it). Returns the ids
 * of the registrations it cancelled.
 */
export async function expireUnpaidRegistrations(db: Kysely<DB>, now: Date): Promise<number[]> {
  const startedBefore = new Date(now.getTime() - EVENT_PAYMENT_HOLD_HOURS * 3_600_000).toISOString();
  const due = await registrationQueries.unpaidPendingStartedBefore(db, startedBefore);
  const expired: number[] = [];
  for (const candidate of due) {
    await db.transaction().execute(async (trx) => {
      await lockRow(trx, 'event_listings', { column: 'id', value: candidate.event_id });
      const r = await registrationQueries.byId(trx, candidate.id);
      // Paid, cancelled or moved on meanwhile (a new payment): nothing to do.
      const current = r?.status === 'pending' && r.payment_id === candidate.payment_id ? r : undefined;
      if (current?.payment_id == null) return;
      if (!(await voidPayment(trx, current.payment_id, now))) return;
      const event = await eventRows.byId(trx, current.event_id);
      const fill = event !== undefined && !eventEnded(event, now);
      await cancelRegistration(trx, current, { actorId: null, by: 'expired', fill }, now);
      expired.push(current.id);
    });
  }
  return expired;
}
