import { ArticleErrorCode, type ArticleLink, type ArticleLinkTarget } from '@meetspace/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { type Actor, requireAccess } from '../../kernel/access/access.ts';
import { AppError } from '../../kernel/errors.ts';
import { storyAccess } from '../stories.access.ts';
import { storyQueries } from '../stories.queries.ts';
import { presentLink } from '../story.presenter.ts';
import { placeNamesOf, type StoryDeps } from '../story.reads.ts';
import { requireLinkRights } from './story-rules.ts';

const exists = () =>
  new AppError(409, 'The story is shown there already', [
    { Field: 'ItemId', Code: ArticleErrorCode.ArticleLinkExists },
  ]);

/** A unique violation of (article, entity, item) by a parallel call is the same 409. */
async function guarded<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (/unique|duplicate/i.test(String((error as Error).message))) throw exists();
    throw error;
  }
}

async function linkView(db: Kysely<DB>, articleId: number, linkId: number): Promise<ArticleLink> {
  const link = await storyQueries.link(db, articleId, linkId);
  if (!link) throw AppError.notFound('Link not found');
  return presentLink(link, await placeNamesOf(db, [link]));
}

/** `POST /v1/article/link`: the story shown in one more place (the same rules as creating). */
export async function linkStory(
  deps: StoryDeps,
  actor: Actor,
  articleId: number,
  target: ArticleLinkTarget,
): Promise<ArticleLink> {
  await requireAccess({ db: deps.db }, actor, storyAccess.edit, articleId);
  await requireLinkRights(deps.db, actor, [target], () => 'ItemId');
  const id = await guarded(() =>
    deps.db.transaction().execute(async (trx) => {
      await storyQueries.lockArticle(trx, articleId);
      if (await storyQueries.linkTo(trx, articleId, target.Entity, target.ItemId)) throw exists();
      return storyQueries.insertLink(
        trx,
        articleId,
        { entity: target.Entity, itemId: target.ItemId },
        deps.now.toISOString(),
      );
    }),
  );
  return linkView(deps.db, articleId, id);
}

/** `PUT /v1/article/{articleId}/link/{id}`: one of its links moved to another place. */
export async function moveStoryLink(
  deps: StoryDeps,
  actor: Actor,
  articleId: number,
  linkId: number,
  target: ArticleLinkTarget,
): Promise<ArticleLink> {
  await requireAccess({ db: deps.db }, actor, storyAccess.edit, articleId);
  if (!(await storyQueries.link(deps.db, articleId, linkId))) throw AppError.notFound('Link not found');
  await requireLinkRights(deps.db, actor, [target], () => 'ItemId');
  await guarded(() =>
    deps.db.transaction().execute(async (trx) => {
      await storyQueries.lockArticle(trx, articleId);
      const current = await storyQueries.link(trx, articleId, linkId);
      if (!current) throw AppError.notFound('Link not found');
      const there = await storyQueries.linkTo(trx, articleId, target.Entity, target.ItemId);
      if (there && there.id !== linkId) throw exists();
      await storyQueries.moveLink(trx, linkId, { entity: target.Entity, itemId: target.ItemId });
    }),
  );
  return linkView(deps.db, articleId, linkId);
}

/** `DELETE /v1/article/{id}/link/{linkId}`: no longer shown there; the last link stays (409). */
export async function unlinkStory(
  deps: StoryDeps,
  actor: Actor,
  articleId: number,
  linkId: number,
): Promise<number> {
  await requireAccess({ db: deps.db }, actor, storyAccess.edit, articleId);
  await deps.db.transaction().execute(async (trx) => {
    await storyQueries.lockArticle(trx, articleId);
    const links = await storyQueries.linksOf(trx, [articleId]);
    if (!links.some((l) => l.id === linkId)) throw AppError.notFound('Link not found');
    if (links.length === 1)
      throw new AppError(409, 'A story is shown somewhere: it keeps its last link', [
        { Field: 'linkId', Code: ArticleErrorCode.ArticleLinkRequired },
      ]);
    await storyQueries.deleteLink(trx, linkId);
  });
  return linkId;
}
