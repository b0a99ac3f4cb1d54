import { COMMENT_ITEM_TYPES, type CommentItemType, type CommentView } from '@meetspace/domain';
import type { Kysely, Selectable } from 'kysely';
import type { DB } from '../db/schema.ts';
import type { CommentsTable } from '../db/schema-booking.ts';
import { type Actor, policies } from '../kernel/access/policies.ts';
import { AppError } from '../kernel/errors.ts';

type CommentRow = Selectable<CommentsTable>;
type NamedRow = CommentRow & { first_name: string | null; last_name: string | null };

/**
 * Comments on items: a reservation's member talks about it (with the location, later). Threads are
 * one level deep: a reply to a reply joins the same thread. Writes record no reservation revision
 * (comments are their own history) and queue no mail (notification rules come later).
 */

/** The item type of `/v1/comment/{type}` (case-insensitive); another one is a 400 until it exists. */
export function commentItemType(type: string): CommentItemType {
  const lower = type.toLowerCase();
  const known = COMMENT_ITEM_TYPES.find((t) => t === lower);
  if (!known) throw AppError.badRequest('Unknown comment type', [{ Field: 'type', Code: 'unknown_type' }]);
  return known;
}

/**
 * Who may read and write the comments of an item: for a reservation its member (404 for an unknown
 * reservation, 403 for someone else's, via policies.reservation). Cancelled and locked
 * reservations can still be commented on.
 */
async function assertItemAccess(
  db: Kysely<DB>,
  member: Actor,
  itemType: string,
  itemId: number,
): Promise<void> {
  if (itemType === 'reservation') {
    const r = await db
      .selectFrom('reservations')
      .select(['id', 'profile_id'])
      .where('id', '=', itemId)
      .executeTakeFirst();
    if (!r) throw AppError.notFound('Reservation not found');
    policies.reservation(member, r);
    return;
  }
  // A stored comment of a type this version does not know: nobody can reach its item.
  throw AppError.notFound('Comment not found');
}

const named = (db: Kysely<DB>) =>
  db
    .selectFrom('comments as c')
    .leftJoin('profiles as p', 'p.id', 'c.profile_id')
    .selectAll('c')
    .select(['p.first_name', 'p.last_name']);

function present(row: NamedRow): Omit<CommentView, 'Replies'> {
  const deleted = row.deleted_at !== null;
  return {
    Id: row.id,
    ParentId: row.parent_id,
    ProfileId: row.profile_id,
    AuthorName: `${row.first_name ?? ''} ${row.last_name ?? ''}`.trim(),
    Comment: deleted ? '' : row.body,
    CreatedAt: row.created_at,
    UpdatedAt: row.updated_at,
    IsDeleted: deleted,
  };
}

/**
 * Threads from rows (oldest first): a deleted reply is gone; a deleted first comment stays as an
 * empty placeholder while it has replies, and is gone without them.
 */
function threads(rows: readonly NamedRow[]): CommentView[] {
  const replies = new Map<number, NamedRow[]>();
  for (const row of rows) {
    if (row.parent_id === null || row.deleted_at !== null) continue;
    replies.set(row.parent_id, [...(replies.get(row.parent_id) ?? []), row]);
  }
  return rows
    .filter((row) => row.parent_id === null)
    .filter((row) => row.deleted_at === null || (replies.get(row.id)?.length ?? 0) > 0)
    .map((row) => ({
      ...present(row),
      Replies: (replies.get(row.id) ?? []).map((reply) => ({ ...present(reply), Replies: [] })),
    }));
}

/** `GET /v1/comment/reservation/{id}`: the item's threads, oldest first (access checked). */
export async function listComments(
  db: Kysely<DB>,
  member: Actor,
  itemType: CommentItemType,
  itemId: number,
): Promise<CommentView[]> {
  await assertItemAccess(db, member, itemType, itemId);
  const rows = await named(db)
    .where('c.item_type', '=', itemType)
    .where('c.item_id', '=', itemId)
    .orderBy('c.id')
    .execute();
  return threads(rows);
}

/** One comment as the list shows it: a thread's first comment with its replies, or a reply alone. */
async function viewOf(db: Kysely<DB>, id: number): Promise<CommentView> {
  const row = await named(db).where('c.id', '=', id).executeTakeFirstOrThrow();
  if (row.parent_id !== null) return { ...present(row), Replies: [] };
  const thread = await named(db)
    .where((eb) => eb.or([eb('c.id', '=', id), eb('c.parent_id', '=', id)]))
    .orderBy('c.id')
    .execute();
  return threads(thread)[0] ?? { ...present(row), Replies: [] };
}

/** A comment that is there (not deleted) and whose item the member may see; else 404 / 403. */
async function reachable(db: Kysely<DB>, member: Actor, id: number): Promise<CommentRow> {
  const row = await db.selectFrom('comments').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row || row.deleted_at !== null) throw AppError.notFound('Comment not found');
  await assertItemAccess(db, member, row.item_type, row.item_id);
  return row;
}

function ownComment(member: Actor, row: CommentRow): void {
  if (row.profile_id !== member.profileId) {
    throw AppError.forbidden('Only the author can change or delete a comment');
  }
}

async function insert(
  db: Kysely<DB>,
  values: { itemType: string; itemId: number; parentId: number | null; profileId: number; text: string },
  now: Date,
): Promise<CommentView> {
  const at = now.toISOString();
  const row = await db
    .insertInto('comments')
    .values({
      item_type: values.itemType,
      item_id: values.itemId,
      parent_id: values.parentId,
      profile_id: values.profileId,
      body: values.text,
      created_at: at,
      updated_at: at,
      deleted_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return viewOf(db, row.id);
}

/** `POST /v1/comment/reservation` (and `/v1/comment/{type}`): a new thread on an item. */
export async function addComment(
  db: Kysely<DB>,
  member: Actor,
  itemType: CommentItemType,
  itemId: number,
  text: string,
  now: Date,
): Promise<CommentView> {
  await assertItemAccess(db, member, itemType, itemId);
  return insert(db, { itemType, itemId, parentId: null, profileId: member.profileId, text }, now);
}

/** `POST /v1/comment/{id}/reply`: a reply in the thread of the comment answered. */
export async function replyToComment(
  db: Kysely<DB>,
  member: Actor,
  parentId: number,
  text: string,
  now: Date,
): Promise<CommentView> {
  const parent = await reachable(db, member, parentId);
  return insert(
    db,
    {
      itemType: parent.item_type,
      itemId: parent.item_id,
      parentId: parent.parent_id ?? parent.id,
      profileId: member.profileId,
      text,
    },
    now,
  );
}

/** `PUT /v1/comment`: the author changes the text. */
export async function updateComment(
  db: Kysely<DB>,
  member: Actor,
  id: number,
  text: string,
  now: Date,
): Promise<CommentView> {
  const row = await reachable(db, member, id);
  ownComment(member, row);
  await db
    .updateTable('comments')
    .set({ body: text, updated_at: now.toISOString() })
    .where('id', '=', id)
    .execute();
  return viewOf(db, id);
}

/**
 * `DELETE /v1/comment/{id}`: the author deletes a comment. The text is erased at once; the row stays
 * (marked deleted) so a thread with replies keeps its place, and the list leaves out what has
 * nothing left to show.
 */
export async function deleteComment(db: Kysely<DB>, member: Actor, id: number, now: Date): Promise<void> {
  const row = await reachable(db, member, id);
  ownComment(member, row);
  const at = now.toISOString();
  await db
    .updateTable('comments')
    .set({ body: '', deleted_at: at, updated_at: at })
    .where('id', '=', id)
    .execute();
}
