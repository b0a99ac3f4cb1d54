// The events area's public face: a group's events (the groups area lists them on the group's page).
import type { eventList } from '@meetspace/domain';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { DB } from '../db/schema.ts';
import { eventToday, summariesOf } from './event.reads.ts';
import { eventQueries } from './events.queries.ts';

/**
 * A group's published events (public or by link alike: the group's members see them), soonest
 * first; from today on unless `showAll`.
 */
export async function groupEventList(
  db: Kysely<DB>,
  now: Date,
  groupId: number,
  q: { showAll: boolean; page: number; itemsPerPage: number },
): Promise<z.output<typeof eventList>> {
  const { rows, total } = await eventQueries.groupPage(
    db,
    groupId,
    q.showAll ? undefined : eventToday(now),
    q.page,
    q.itemsPerPage,
  );
  return {
    Results: await summariesOf(db, rows, now),
    MorePages: q.page * q.itemsPerPage < total,
    TotalCount: total,
  };
}
