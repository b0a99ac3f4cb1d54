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
