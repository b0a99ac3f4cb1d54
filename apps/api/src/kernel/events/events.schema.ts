import type { Generated } from 'kysely';

/** A domain event, written in the transaction of the change it reports (see events.ts). */
export interface EventsTable {
  id: Generated<number>;
  /** `reservation.cancelled`: area, then what happened. */
  type: string;
  /** What the event is about: `reservation` and its id. */
  subject_type: string;
  subject_id: number;
  /** The member whose call caused it (null: a visitor or the system). */
  actor_id: number | null;
  /** JSON: the facts a subscriber needs that may change later (from/to, reason, fee). */
  payload: string;
  created_at: string;
  /** Set once every subscriber has handled it. */
  dispatched_at: string | null;
  attempts: Generated<number>;
  next_attempt_at: string;
  last_error: string | null;
}

/** One subscriber's handling of one event: its row makes the handling happen at most once. */
export interface EventDeliveriesTable {
  event_id: number;
  subscriber: string;
  delivered_at: string;
}

/** The kernel's tables (the DB type in db/schema.ts includes them). */
export interface EventTables {
  events: EventsTable;
  event_deliveries: EventDeliveriesTable;
}
