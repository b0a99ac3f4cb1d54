import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import { platformToday } from '../kernel/local-time.ts';
import type { EventRow } from './event-rows.ts';

/** What the registration side's reads and commands need: the database and the clock. */
export interface RegistrationDeps {
  db: Kysely<DB>;
  now: Date;
}

/** The platform's local day of an instant (events' dates are Amsterdam days). */
export function todayOf(now: Date): string {
  return platformToday(now);
}

/** The event as the domain's registration rule reads it. */
export const registrationFacts = (e: EventRow) => ({
  Status: e.status as 'draft' | 'published' | 'cancelled',
  IsActive: e.is_active === 1,
  IsTicketLink: e.is_ticket_link === 1,
  EndDate: e.end_date,
});

/** Whether the event is over at `now` (its end instant has passed). */
export const eventEnded = (e: EventRow, now: Date) => e.ends_at <= now.toISOString();
