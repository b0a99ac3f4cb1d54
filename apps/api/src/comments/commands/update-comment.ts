import type { CommentView } from '@meetspace/domain';
import { type Actor, requireAccess } from '../../kernel/access/access.ts';
import { commentAccess } from '../comment.access.ts';
import { commentQueries } from '../comment.queries.ts';
import { commentViewOf } from '../comment.reads.ts';
import type { CommentDeps } from './comment-deps.ts';

/** `PUT /v1/comment`: the author changes the text. */
export async function updateComment(
  deps: CommentDeps,
  actor: Actor,
  id: number,
  text: string,
): Promise<CommentView> {
  await requireAccess({ db: deps.db, now: deps.now }, actor, commentAccess(deps.itemTypes).change, id);
  await commentQueries.setText(deps.db, id, text, deps.now.toISOString());
  return commentViewOf(deps.db, id);
}
