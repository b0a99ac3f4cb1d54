import {
  ArticleErrorCode,
  type BlogRights,
  type BlogRightsRequest,
  type blogRightsDecisionBody,
} from '@meetspace/domain';
import type { z } from 'zod';
import { type Actor, requireAccess } from '../../kernel/access/access.ts';
import { AppError } from '../../kernel/errors.ts';
import { lockRow } from '../../kernel/locks.ts';
import { storyAccess } from '../stories.access.ts';
import { storyEvents } from '../stories.events.ts';
import { storyQueries } from '../stories.queries.ts';
import { presentBlogRights, presentBlogRightsRequest } from '../story.presenter.ts';
import { CHANNEL_ID, type StoryDeps } from '../story.reads.ts';

/** Only channel 1 exists (404 for any other id). */
export function requireChannel(channelId: number): void {
  if (channelId !== CHANNEL_ID) throw AppError.notFound('Channel not found');
}

/**
 * `POST /v1/channel/1/article/publish/request`: asks for blog rights with a motivation. Under the
 * member's profile row lock (so two requests at once make one): 409 blog_rights_requested while one
 * waits or once granted; again after a denial. `blog-rights.requested` mails the administrators.
 */
export async function requestBlogRights(
  deps: StoryDeps,
  actor: Actor,
  channelId: number,
  motivation: string,
): Promise<BlogRights> {
  requireChannel(channelId);
  const id = await deps.db.transaction().execute(async (trx) => {
    await lockRow(trx, 'profiles', { column: 'id', value: actor.profileId });
    const newest = await storyQueries.newestRequest(trx, channelId, actor.profileId);
    if (newest && newest.status !== 'denied')
      throw new AppError(409, 'Blog rights were asked for already', [
        { Field: 'Motivation', Code: ArticleErrorCode.BlogRightsRequested },
      ]);
    const requestId = await storyQueries.insertRequest(
      trx,
      { channelId, profileId: actor.profileId, motivation },
      deps.now.toISOString(),
    );
    await storyEvents.blogRightsRequested.emit(
      trx,
      { subjectId: requestId, actorId: actor.profileId, payload: { ProfileId: actor.profileId } },
      deps.now,
    );
    return requestId;
  });
  return presentBlogRights(await storyQueries.requestById(deps.db, id));
}

/**
 * `PUT /v1/admin/blog-rights/{id}`: an administrator grants or denies (with a reason) a waiting
 * request; a decided one is 409 (a conditional update, so two administrators cannot both decide).
 * `blog-rights.decided` mails the member in their language.
 */
export async function decideBlogRights(
  deps: StoryDeps,
  actor: Actor,
  id: number,
  body: z.output<typeof blogRightsDecisionBody>,
): Promise<BlogRightsRequest> {
  const request = await requireAccess({ db: deps.db }, actor, storyAccess.decideBlogRights, id);
  await deps.db.transaction().execute(async (trx) => {
    const decided = await storyQueries.decideRequest(
      trx,
      id,
      {
        status: body.Grant ? 'granted' : 'denied',
        reason: body.Grant ? null : body.Reason,
        by: actor.profileId,
      },
      deps.now.toISOString(),
    );
    if (!decided) throw AppError.conflict('This request was decided already');
    await storyEvents.blogRightsDecided.emit(
      trx,
      {
        subjectId: id,
        actorId: actor.profileId,
        payload: { ProfileId: request.profile_id, Granted: body.Grant },
      },
      deps.now,
    );
  });
  return presentBlogRightsRequest(await storyQueries.namedRequest(deps.db, id));
}
