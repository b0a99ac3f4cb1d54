import type { articleBody } from '@meetspace/domain';
import type { z } from 'zod';
import type { Actor } from '../../kernel/access/access.ts';
import { AppError } from '../../kernel/errors.ts';
import { storyQueries } from '../stories.queries.ts';
import { CHANNEL_ID, type StoryDeps } from '../story.reads.ts';
import { columnsOf, fieldProblems, newStoryKey, requireLinkRights } from './story-rules.ts';

/**
 * `POST /v1/article`: a new story, a Draft, shown at its `Links` once published. Every field
 * problem at once (400); then where it is shown (400 for a place that is not there, 403 for a place
 * the member may not use); then one transaction: the story with its random key, and its links.
 */
export async function createStory(
  deps: StoryDeps,
  actor: Actor,
  body: z.output<typeof articleBody>,
): Promise<{ Id: number; Key: string }> {
  const { Links, ...fields } = body;
  const problems = await fieldProblems(deps.db, actor, fields, { image: true });
  if (problems.length > 0) throw AppError.badRequest('Check the story', problems);
  await requireLinkRights(deps.db, actor, Links, (i) => `Links[${i}]`);
  const at = deps.now.toISOString();
  let key = newStoryKey();
  while (await storyQueries.keyExists(deps.db, key)) key = newStoryKey();
  const id = await deps.db.transaction().execute(async (trx) => {
    const articleId = await storyQueries.insertArticle(trx, {
      ...columnsOf(fields),
      key,
      channel_id: CHANNEL_ID,
      author_profile_id: actor.profileId,
      status: 'Draft',
      created_at: at,
      updated_at: at,
      published_at: null,
      deleted_at: null,
    });
    for (const link of Links)
      await storyQueries.insertLink(trx, articleId, { entity: link.Entity, itemId: link.ItemId }, at);
    return articleId;
  });
  return { Id: id, Key: key };
}
