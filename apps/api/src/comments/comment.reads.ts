import type { CommentView } from '@meetspace/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import type { Actor } from '../kernel/access/access.ts';
import type { ItemType } from '../kernel/access/item-types.ts';
import { requireItemAccess } from './comment.access.ts';
import { presentComment, presentThreads } from './comment.presenter.ts';
import { commentQueries } from './comment.queries.ts';

/**
 * `GET /v1/comment/reservation/{id}` and `GET /v1/comment/{type}/{id}`: the item's threads, oldest
 * first, for whoever may read the item (a visitor too, when the item's permission lets one read).
 */
export async function listComments(
  deps: { db: Kysely<DB>; now: Date },
  actor: Actor | undefined,
  itemType: ItemType,
  itemId: number,
): Promise<CommentView[]> {
  const { db } = deps;
  await requireItemAccess({ db, now: deps.now }, actor, itemType, itemId);
  return presentThreads(await commentQueries.ofItem(db, itemType.name, itemId));
}

/** One comment as the list shows it: a thread's first comment with its replies, or a reply alone. */
export async function commentViewOf(db: Kysely<DB>, id: number): Promise<CommentView> {
  const row = await commentQueries.namedById(db, id);
  if (row.parent_id !== null) return { ...presentComment(row), Replies: [] };
  return presentThreads(await commentQueries.thread(db, id))[0] ?? { ...presentComment(row), Replies: [] };
}
