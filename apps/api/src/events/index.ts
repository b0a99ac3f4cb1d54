// The events area's public face: what another area may use of it.
import type { eventList } from '@meetspace/domain';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { DB } from '../db/schema.ts';
import { eventToday, summariesOf } from './event.reads.ts';
import { eventQueries } from './events.queries.ts';

/**
 * A group's published events in the list's shape (`eventList`), soonest first: from today on
 * (events that end today or later), or every one with `showAll`. The caller checks who may see them.
 */
export async function groupEventList(
  db: Kysely<DB>,
  groupId: number,
  query: { showAll: boolean; page: number; itemsPerPage: number },
  now: Date,
): Promise<z.output<typeof eventList>> {
  const { rows, total } = await eventQueries.groupPage(
    db,
    groupId,
    query.showAll ? undefined : eventToday(now),
    query.page,
    query.itemsPerPage,
  );
  return {
    Results: await summariesOf(db, rows, now),
    MorePages: query.page * query.itemsPerPage < total,
    TotalCount: total,
  };
}

/**
 * How many events a member takes part in (the profile checklist): ones they organize (not
 * cancelled) or are registered for (confirmed), each event once.
 */
export async function eventCountOf(db: Kysely<DB>, profileId: number): Promise<number> {
  const rows = await db
    .selectFrom('event_organizers as o')
    .innerJoin('event_listings as e', 'e.id', 'o.event_id')
    .select('o.event_id as id')
    .where('o.profile_id', '=', profileId)
    .where('e.status', '!=', 'cancelled')
    .union(
      db
        .selectFrom('event_registrations as r')
        .select('r.event_id as id')
        .where('r.profile_id', '=', profileId)
        .where('r.status', '=', 'confirmed'),
    )
    .execute();
  return rows.length;
}

/**
 * The members who take part in an event: its organizers and confirmed registrants with an account
 * (the matches of an event); undefined when the event is not there.
 */
export async function eventParticipantsOf(db: Kysely<DB>, eventId: number): Promise<number[] | undefined> {
  const event = await db
    .selectFrom('event_listings')
    .select('id')
    .where('id', '=', eventId)
    .executeTakeFirst();
  if (!event) return undefined;
  const organizers = await db
    .selectFrom('event_organizers')
    .select('profile_id')
    .where('event_id', '=', eventId)
    .where('profile_id', 'is not', null)
    .execute();
  const registrants = await db
    .selectFrom('event_registrations')
    .select('profile_id')
    .where('event_id', '=', eventId)
    .where('status', '=', 'confirmed')
    .where('profile_id', 'is not', null)
    .execute();
  return [...new Set([...organizers, ...registrants].map((r) => r.profile_id as number))];
}
