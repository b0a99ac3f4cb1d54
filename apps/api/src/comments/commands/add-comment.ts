import type { CommentView } from '@meetspace/domain';
import type { Actor } from '../../kernel/access/access.ts';
import type { ItemType } from '../../kernel/access/item-types.ts';
import { requireItemWrite } from '../comment.access.ts';
import { commentQueries } from '../comment.queries.ts';
import { commentViewOf } from '../comment.reads.ts';
import type { CommentDeps } from './comment-deps.ts';

/**
 * `POST /v1/comment/reservation` (and `/v1/comment/{type}`): a new thread on an item its reader may
 * see, while its type allows new ones (a story's AllowComments). Allowed on locked and cancelled reservations; records no revision and sends no mail yet
 * (notification rules come with the network).
 */
export async function addComment(
  deps: CommentDeps,
  actor: Actor,
  item: { type: ItemType; id: number },
  text: string,
): Promise<CommentView> {
  await requireItemWrite({ db: deps.db, now: deps.now }, actor, item.type, item.id);
  const id = await commentQueries.insert(
    deps.db,
    { itemType: item.type.name, itemId: item.id, parentId: null, profileId: actor.profileId, text },
    deps.now.toISOString(),
  );
  return commentViewOf(deps.db, id);
}
