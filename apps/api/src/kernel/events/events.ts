import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

/** An event as subscribers receive it. */
export interface StoredEvent<P> {
  id: number;
  type: string;
  subjectType: string;
  subjectId: number;
  actorId: number | null;
  payload: P;
  createdAt: string;
}

/** What a subscriber may use besides the transaction: the clock, the site's address and the app's secret. */
export interface SubscriberContext {
  now: Date;
  publicUrl: string;
  /** The app's signing secret, for signed links in mails (each use derives its own key from it). */
  secret: string;
}

/**
 * One kind of domain event, declared by the area whose command writes it. `emit` writes the row in
 * the command's own transaction, so the event exists exactly when the change does.
 */
export interface EventKind<P> {
  type: string;
  subjectType: string;
  emit(
    trx: Kysely<DB>,
    event: { subjectId: number; actorId: number | null; payload: P },
    now: Date,
  ): Promise<void>;
}

/** Declares an event kind: `defineEvent<{ Reason: string }>('reservation.cancelled', 'reservation')`. */
export function defineEvent<P>(type: string, subjectType: string): EventKind<P> {
  return {
    type,
    subjectType,
    async emit(trx, event, now) {
      const at = now.toISOString();
      await trx
        .insertInto('events')
        .values({
          type,
          subject_type: subjectType,
          subject_id: event.subjectId,
          actor_id: event.actorId,
          payload: JSON.stringify(event.payload),
          created_at: at,
          dispatched_at: null,
          next_attempt_at: at,
          last_error: null,
        })
        .execute();
    },
  };
}

/**
 * A reaction to one event kind (a mail today; notifications, invoices and statistics later). It
 * runs in a transaction of its own with the delivery record, so it happens once: it must write
 * through `trx` only (the outbox for mails) and may throw to be retried later.
 */
export interface Subscriber {
  /** Unique and stable: `reservations.cancelled-mail` (delivery records carry it). */
  name: string;
  type: string;
  handle(trx: Kysely<DB>, event: StoredEvent<unknown>, ctx: SubscriberContext): Promise<void>;
}

/** A typed subscriber of one event kind. */
export function subscribe<P>(
  kind: EventKind<P>,
  name: string,
  handle: (trx: Kysely<DB>, event: StoredEvent<P>, ctx: SubscriberContext) => Promise<void>,
): Subscriber {
  return {
    name,
    type: kind.type,
    handle: (trx, event, ctx) => handle(trx, event as StoredEvent<P>, ctx),
  };
}
