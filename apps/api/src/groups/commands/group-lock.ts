import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { AppError } from '../../kernel/errors.ts';
import { lockRow } from '../../kernel/locks.ts';
import { type GroupRow, groupQueries } from '../groups.queries.ts';

/**
 * Runs `work` as the only writer of the group's memberships: the transaction first holds the
 * group's row (`lockRow`), then reads it (404 when it is gone or deleted meanwhile). Every change of
 * membership (join, leave, invite, roles, requests) goes through here, so `member_count` and "at
 * least one admin" hold when requests arrive at once: each sees what the one before committed.
 */
export function withGroupLock<T>(
  db: Kysely<DB>,
  groupId: number,
  work: (trx: Kysely<DB>, group: GroupRow) => Promise<T>,
): Promise<T> {
  return db.transaction().execute(async (trx) => {
    await lockRow(trx, 'network_groups', { column: 'id', value: groupId });
    const group = await groupQueries.byId(trx, groupId);
    if (!group) throw AppError.notFound('Group not found');
    return work(trx, group);
  });
}
