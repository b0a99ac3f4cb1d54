import type { CommentView } from '@meetspace/domain';
import type { Actor } from '../../kernel/access/access.ts';
import { requireAccess } from '../../kernel/access/access.ts';
import { commentAccess, commentItemType } from '../comment.access.ts';
import { commentEvents } from '../comment.events.ts';
import { commentQueries } from '../comment.queries.ts';
import { commentViewOf } from '../comment.reads.ts';
import type { CommentDeps } from './comment-deps.ts';

/** `POST /v1/comment/{id}/reply`: a reply in the thread of the comment answered (threads are one level deep); not while the item's type closes new comments. */
export async function replyToComment(
  deps: CommentDeps,
  actor: Actor,
  parentId: number,
  text: string,
): Promise<CommentView> {
  const ctx = { db: deps.db, now: deps.now };
  const parent = await requireAccess(ctx, actor, commentAccess(deps.itemTypes).reply, parentId);
  await commentItemType(deps.itemTypes, parent.item_type).canWrite?.(ctx, parent.item_id);
  const id = await deps.db.transaction().execute(async (trx) => {
    const inserted = await commentQueries.insert(
      trx,
      {
        itemType: parent.item_type,
        itemId: parent.item_id,
        parentId: parent.parent_id ?? parent.id,
        profileId: actor.profileId,
        text,
      },
      deps.now.toISOString(),
    );
    await commentEvents.added.emit(
      trx,
      {
        subjectId: inserted,
        actorId: actor.profileId,
        payload: { ItemType: parent.item_type, ItemId: parent.item_id, AuthorId: actor.profileId },
      },
      deps.now,
    );
    return inserted;
  });
  return commentViewOf(deps.db, id);
}
