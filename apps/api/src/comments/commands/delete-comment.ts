import { type Actor, requireAccess } from '../../kernel/access/access.ts';
import { commentAccess } from '../comment.access.ts';
import { commentQueries } from '../comment.queries.ts';
import type { CommentDeps } from './comment-deps.ts';

/**
 * `DELETE /v1/comment/{id}`: the author deletes a comment. The text is erased at once; the row stays
 * (marked deleted) so a thread with replies keeps its place, and the list leaves out what has
 * nothing left to show.
 */
export async function deleteComment(deps: CommentDeps, actor: Actor, id: number): Promise<void> {
  await requireAccess({ db: deps.db, now: deps.now }, actor, commentAccess(deps.itemTypes).change, id);
  await commentQueries.markDeleted(deps.db, id, deps.now.toISOString());
}
