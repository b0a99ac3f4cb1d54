import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { StoredEvent, Subscriber, SubscriberContext } from './events.ts';

/** Attempts before an event is left alone (its error stays on the row), and the wait before each retry. */
export const MAX_EVENT_ATTEMPTS = 8;
const retryDelayMs = (attempt: number) => Math.min(4 ** (attempt - 1) * 15_000, 6 * 3_600_000);
const BATCH = 100;
/** How long handled events are kept (for looking back at what happened), in days. */
export const EVENT_RETENTION_DAYS = 30;

export interface EventDispatcher {
  /**
   * Hands every due event to its subscribers; resolves when none is left that was due when it was
   * called (a call during a pass waits for one more pass). Never throws: failures are recorded.
   */
  drain(): Promise<number>;
  /** Drains every `intervalMs` (for events left by a failure, a crash or another process), and prunes. */
  start(intervalMs?: number): void;
  /** Deletes events handled more than EVENT_RETENTION_DAYS ago (their deliveries go with them). */
  prune(): Promise<number>;
  stop(): Promise<void>;
}

/**
 * The dispatcher: reads undelivered events in order and runs each subscriber of its kind in a
 * transaction that first records the delivery (`event_deliveries`, primary key event + subscriber).
 * A delivery already recorded is skipped, so a subscriber runs once per event even when two
 * processes drain at the same time; a failure rolls its delivery back and the event is retried
 * with a growing wait.
 */
export function createEventDispatcher(deps: {
  db: Kysely<DB>;
  subscribers: readonly Subscriber[];
  now: () => Date;
  publicUrl: string;
  /** The app's signing secret handed to subscribers (default: a random one for this process). */
  secret?: string;
  log?: { warn(obj: object, msg: string): void };
}): EventDispatcher {
  const byType = new Map<string, Subscriber[]>();
  for (const s of deps.subscribers) {
    if (deps.subscribers.filter((o) => o.name === s.name).length > 1) {
      throw new Error(`two subscribers are named "${s.name}"`);
    }
    byType.set(s.type, [...(byType.get(s.type) ?? []), s]);
  }
  const secret = deps.secret ?? randomBytes(32).toString('base64url');
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  let again = false;

  async function deliver(event: StoredEvent<unknown>, subscriber: Subscriber, ctx: SubscriberContext) {
    await deps.db.transaction().execute(async (trx) => {
      const recorded = await trx
        .insertInto('event_deliveries')
        .values({ event_id: event.id, subscriber: subscriber.name, delivered_at: ctx.now.toISOString() })
        .onConflict((oc) => oc.columns(['event_id', 'subscriber']).doNothing())
        .executeTakeFirst();
      if (Number(recorded.numInsertedOrUpdatedRows ?? 0n) === 0) return;
      await subscriber.handle(trx, event, ctx);
    });
  }

  async function pass(): Promise<number> {
    const now = deps.now();
    const rows = await deps.db
      .selectFrom('events')
      .selectAll()
      .where('dispatched_at', 'is', null)
      .where('next_attempt_at', '<=', now.toISOString())
      .where('attempts', '<', MAX_EVENT_ATTEMPTS)
      .orderBy('id')
      .limit(BATCH)
      .execute();
    let handled = 0;
    for (const row of rows) {
      const event: StoredEvent<unknown> = {
        id: row.id,
        type: row.type,
        subjectType: row.subject_type,
        subjectId: row.subject_id,
        actorId: row.actor_id,
        payload: JSON.parse(row.payload),
        createdAt: row.created_at,
      };
      const ctx = { now: deps.now(), publicUrl: deps.publicUrl, secret };
      let failure: unknown;
      for (const subscriber of byType.get(row.type) ?? []) {
        try {
          await deliver(event, subscriber, ctx);
        } catch (error) {
          failure ??= error;
          deps.log?.warn(
            { eventId: row.id, subscriber: subscriber.name, err: error },
            'event subscriber failed',
          );
        }
      }
      if (failure === undefined) {
        await deps.db
          .updateTable('events')
          .set({ dispatched_at: ctx.now.toISOString(), last_error: null })
          .where('id', '=', row.id)
          .execute();
        handled += 1;
      } else {
        const attempt = row.attempts + 1;
        await deps.db
          .updateTable('events')
          .set({
            attempts: attempt,
            last_error: failure instanceof Error ? failure.message : String(failure),
            next_attempt_at: new Date(ctx.now.getTime() + retryDelayMs(attempt)).toISOString(),
          })
          .where('id', '=', row.id)
          .execute();
      }
    }
    return rows.length === BATCH ? handled + (await pass()) : handled;
  }

  async function loop(): Promise<number> {
    let handled = 0;
    do {
      again = false;
      try {
        handled += await pass();
      } catch (error) {
        deps.log?.warn({ err: error }, 'event dispatch failed');
      }
    } while (again);
    return handled;
  }

  const drain = (): Promise<number> => {
    if (running) {
      again = true;
      return running;
    }
    running = loop().finally(() => {
      running = undefined;
    });
    return running;
  };

  async function prune(): Promise<number> {
    const before = new Date(deps.now().getTime() - EVENT_RETENTION_DAYS * 86_400_000).toISOString();
    const old = deps.db.selectFrom('events').select('id').where('dispatched_at', '<', before);
    await deps.db.deleteFrom('event_deliveries').where('event_id', 'in', old).execute();
    const deleted = await deps.db.deleteFrom('events').where('dispatched_at', '<', before).executeTakeFirst();
    return Number(deleted.numDeletedRows);
  }

  let lastPrune = 0;
  return {
    drain,
    prune,
    start(intervalMs = 5_000) {
      timer = setInterval(() => {
        void drain();
        // Once an hour is plenty for a retention counted in days.
        if (Date.now() - lastPrune > 3_600_000) {
          lastPrune = Date.now();
          prune().catch((error) => deps.log?.warn({ err: error }, 'event pruning failed'));
        }
      }, intervalMs);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      await running;
    },
  };
}
