import type { Kysely, Selectable } from 'kysely';
import type { DB } from '../db/schema.ts';
import type { EventListingsTable, EventOrganizersTable } from './events.schema.ts';

export type EventRow = Selectable<EventListingsTable>;
export type OrganizerRow = Selectable<EventOrganizersTable>;

/**
 * The few reads every part of the area shares (access, registrations, events): one event by id
 * (a deleted one is not found), and whether a member organizes it.
 */
export const eventRows = {
  /** An event that is not deleted, or undefined. */
  byId(db: Kysely<DB>, id: number): Promise<EventRow | undefined> {
    return db
      .selectFrom('event_listings')
      .selectAll()
      .where('id', '=', id)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
  },

  /** Whether the member is one of the event's organizers (the owner, or added by e-mail and linked). */
  async isOrganizer(db: Kysely<DB>, eventId: number, profileId: number): Promise<boolean> {
    const row = await db
      .selectFrom('event_organizers')
      .select('id')
      .where('event_id', '=', eventId)
      .where('profile_id', '=', profileId)
      .executeTakeFirst();
    return row !== undefined;
  },
};
