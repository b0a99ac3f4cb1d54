import type { CommentView } from '@meetspace/domain';
import type { Actor } from '../../kernel/access/access.ts';
import type { ItemType } from '../../kernel/access/item-types.ts';
import { requireItemWrite } from '../comment.access.ts';
import { commentEvents } from '../comment.events.ts';
import { commentQueries } from '../comment.queries.ts';
import { commentViewOf } from '../comment.reads.ts';
import type { CommentDeps } from './comment-deps.ts';

/**
 * `POST /v1/comment/reservation` (and `/v1/comment/{type}`): a new thread on an item its reader may
 * see, while its type allows new ones (a story's AllowComments). Allowed on locked and cancelled
 * reservations; records no revision. Its event (`comment.added`) lets the item's area tell its people.
 */
export async function addComment(
  deps: CommentDeps,
  actor: Actor,
  item: { type: ItemType; id: number },
  text: string,
): Promise<CommentView> {
  await requireItemWrite({ db: deps.db, now: deps.now }, actor, item.type, item.id);
  const id = await deps.db.transaction().execute(async (trx) => {
    const inserted = await commentQueries.insert(
      trx,
      { itemType: item.type.name, itemId: item.id, parentId: null, profileId: actor.profileId, text },
      deps.now.toISOString(),
    );
    await commentEvents.added.emit(
      trx,
      {
        subjectId: inserted,
        actorId: actor.profileId,
        payload: { ItemType: item.type.name, ItemId: item.id, AuthorId: actor.profileId },
      },
      deps.now,
    );
    return inserted;
  });
  return commentViewOf(deps.db, id);
}
