import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';

/** One changed field of a revision; values as the API shows them (strings, numbers, booleans, null). */
export interface RevisionChange {
  Field: string;
  From: unknown;
  To: unknown;
}

/**
 * The changes between two views of the same record, for the named fields (wire names), compared
 * by their JSON form so arrays and objects count as changed only when their content differs.
 */
export function changedFields<T extends Record<string, unknown>>(
  before: T,
  after: Partial<T>,
  fields: readonly (keyof T & string)[],
): RevisionChange[] {
  const changes: RevisionChange[] = [];
  for (const field of fields) {
    if (!(field in after)) continue;
    const from = before[field] ?? null;
    const to = after[field] ?? null;
    if (JSON.stringify(from) !== JSON.stringify(to)) changes.push({ Field: field, From: from, To: to });
  }
  return changes;
}

/**
 * Records a change to a reservation: who (`profileId`, null for the system), when, which call
 * (`action`) and what changed. Call it inside the transaction of the change itself; an empty
 * change list still records the call (e.g. a cancellation), unless `skipWhenEmpty` is set.
 */
export async function recordRevision(
  db: Kysely<DB>,
  revision: {
    reservationId: number;
    profileId: number | null;
    action: string;
    changes: RevisionChange[];
    skipWhenEmpty?: boolean;
  },
  now: Date,
): Promise<void> {
  if (revision.skipWhenEmpty && revision.changes.length === 0) return;
  await db
    .insertInto('reservation_revisions')
    .values({
      reservation_id: revision.reservationId,
      profile_id: revision.profileId,
      action: revision.action,
      changes: JSON.stringify(revision.changes),
      created_at: now.toISOString(),
    })
    .execute();
}

/** The revisions of a reservation, oldest first, with the name of whoever made each. */
export async function revisionsOf(db: Kysely<DB>, reservationId: number) {
  const rows = await db
    .selectFrom('reservation_revisions as v')
    .leftJoin('profiles as p', 'p.id', 'v.profile_id')
    .select(['v.id', 'v.profile_id', 'v.action', 'v.changes', 'v.created_at', 'p.first_name', 'p.last_name'])
    .where('v.reservation_id', '=', reservationId)
    .orderBy('v.id', 'asc')
    .execute();
  return rows.map((r) => ({
    Id: r.id,
    ProfileId: r.profile_id,
    ProfileName: r.first_name == null ? null : `${r.first_name} ${r.last_name ?? ''}`.trim(),
    Action: r.action,
    Changes: JSON.parse(r.changes) as RevisionChange[],
    CreatedAt: r.created_at,
  }));
}

/** The mail log of a reservation: every mail queued about it, newest first (no bodies). */
export async function mailLogOf(db: Kysely<DB>, reservationId: number) {
  const rows = await db
    .selectFrom('outbox')
    .select(['id', 'kind', 'to_email', 'to_name', 'subject', 'status', 'attempts', 'created_at', 'sent_at'])
    .where('reservation_id', '=', reservationId)
    .orderBy('id', 'desc')
    .execute();
  return rows.map((r) => ({
    Id: r.id,
    Kind: r.kind,
    ToEmail: r.to_email,
    ToName: r.to_name,
    Subject: r.subject,
    Status: r.status,
    Attempts: r.attempts,
    CreatedAt: r.created_at,
    SentAt: r.sent_at,
  }));
}
