import type { CommentView } from '@meetspace/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import type { Actor } from '../kernel/access/access.ts';
import type { ItemType } from '../kernel/access/item-types.ts';
import { requireItemAccess } from './comment.access.ts';
import { presentComment, presentThreads } from './comment.presenter.ts';
import { commentQueries } from './comment.queries.ts';

/** `GET /v1/comment/reservation/{id}`: the item's threads, oldest first (its reader only). */
export async function listComments(
  db: Kysely<DB>,
  actor: Actor,
  itemType: ItemType,
  itemId: number,
): Promise<CommentView[]> {
  await requireItemAccess({ db }, actor, itemType, itemId);
  return presentThreads(await commentQueries.ofItem(db, itemType.name, itemId));
}

/** One comment as the list shows it: a thread's first comment with its replies, or a reply alone. */
export async function commentViewOf(db: Kysely<DB>, id: number): Promise<CommentView> {
  const row = await commentQueries.namedById(db, id);
  if (row.parent_id !== null) return { ...presentComment(row), Replies: [] };
  return presentThreads(await commentQueries.thread(db, id))[0] ?? { ...presentComment(row), Replies: [] };
}
