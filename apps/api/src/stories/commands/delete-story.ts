import { type Actor, requireAccess } from '../../kernel/access/access.ts';
import { storyAccess } from '../stories.access.ts';
import { storyQueries } from '../stories.queries.ts';
import type { StoryDeps } from '../story.reads.ts';

/**
 * `DELETE /v1/article/{id}`: its author or an administrator deletes the story: `deleted_at` is set,
 * and it is gone from every list, page and comment call (404). The row stays (its key is never
 * given again).
 */
export async function deleteStory(deps: StoryDeps, actor: Actor, id: number): Promise<number> {
  await requireAccess({ db: deps.db }, actor, storyAccess.edit, id);
  const at = deps.now.toISOString();
  await storyQueries.updateArticle(deps.db, id, { deleted_at: at, updated_at: at });
  return id;
}
