import {
  ArticleErrorCode,
  type ArticleStatus,
  type ArticleView,
  type articleUpdateBody,
} from '@meetspace/domain';
import type { z } from 'zod';
import { type Actor, requireAccess } from '../../kernel/access/access.ts';
import { AppError } from '../../kernel/errors.ts';
import { storyAccess } from '../stories.access.ts';
import { type ArticleRow, storyQueries } from '../stories.queries.ts';
import type { StoredSource } from '../story.presenter.ts';
import { type StoryDeps, storyViewFor } from '../story.reads.ts';
import { columnsOf, fieldProblems, mayPublishOnChannel, type StoryFields } from './story-rules.ts';

/** A stored story as the fields a new one would have (to merge an update into). */
function fieldsOf(row: ArticleRow): StoryFields {
  return {
    Title: row.title,
    ShortDescription: row.short_description,
    // Stored sanitized already; sanitizing it again changes nothing.
    Body: row.body_html,
    Image: row.image_url,
    Tags: JSON.parse(row.tags) as string[],
    PublishFrom: row.publish_from,
    ExpiresAt: row.expires_at,
    AllowComments: row.allow_comments === 1,
    OpenOutsideGroup: row.open_outside_group === 1,
    Sources: (JSON.parse(row.sources) as StoredSource[]).map((s) => ({ ...s })),
    Language: row.language === 'en' ? 'en' : 'nl',
  };
}

/**
 * `PUT /v1/article/{id}`: its author or an administrator changes the fields sent; the merged story
 * is checked as a new one (the picture only when it changed). Answers the story.
 */
export async function updateStory(
  deps: StoryDeps,
  actor: Actor,
  id: number,
  body: z.output<typeof articleUpdateBody>,
): Promise<ArticleView> {
  const row = await requireAccess({ db: deps.db }, actor, storyAccess.edit, id);
  const sent = Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined));
  const merged: StoryFields = { ...fieldsOf(row), ...sent };
  const problems = await fieldProblems(deps.db, actor, merged, {
    image: body.Image !== undefined && body.Image !== row.image_url,
  });
  if (problems.length > 0) throw AppError.badRequest('Check the story', problems);
  await storyQueries.updateArticle(deps.db, id, { ...columnsOf(merged), updated_at: deps.now.toISOString() });
  return storyViewFor(deps.db, actor, await storyFor(deps, id));
}

/**
 * `PUT /v1/article/{id}/publish`: Published (the first time sets `published_at`; a story on the
 * channel needs blog rights then, 403 blog_rights_required), Retracted or Draft again.
 */
export async function publishStory(
  deps: StoryDeps,
  actor: Actor,
  id: number,
  status: ArticleStatus,
): Promise<ArticleView> {
  await requireAccess({ db: deps.db }, actor, storyAccess.edit, id);
  const at = deps.now.toISOString();
  await deps.db.transaction().execute(async (trx) => {
    await storyQueries.lockArticle(trx, id);
    const row = await storyQueries.byId(trx, id);
    if (!row) throw AppError.notFound('Story not found');
    if (status === 'Published') {
      const links = await storyQueries.linksOf(trx, [id]);
      if (links.some((l) => l.entity === 'channel') && !(await mayPublishOnChannel(trx, actor)))
        throw new AppError(403, 'Publishing on the channel needs blog rights', [
          { Field: 'Status', Code: ArticleErrorCode.BlogRightsRequired },
        ]);
    }
    await storyQueries.updateArticle(trx, id, {
      status,
      updated_at: at,
      ...(status === 'Published' && row.published_at === null ? { published_at: at } : {}),
    });
  });
  return storyViewFor(deps.db, actor, await storyFor(deps, id));
}

async function storyFor(deps: StoryDeps, id: number): Promise<ArticleRow> {
  const row = await storyQueries.byId(deps.db, id);
  if (!row) throw AppError.notFound('Story not found');
  return row;
}
