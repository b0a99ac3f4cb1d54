import type { BlogRightsRequest, blogRightsRequestQuery, ChannelView } from '@meetspace/domain';
import type { z } from 'zod';
import type { Actor } from '../kernel/access/access.ts';
import { AppError } from '../kernel/errors.ts';
import { mayPublishOnChannel } from './commands/story-rules.ts';
import { requireAdministrator } from './stories.access.ts';
import { storyQueries } from './stories.queries.ts';
import { presentBlogRights, presentBlogRightsRequest } from './story.presenter.ts';
import { CHANNEL_ID, type StoryDeps } from './story.reads.ts';

/** `GET /v1/channel/1`: the channel with the caller's blog rights (none for a visitor). */
export async function readChannel(
  deps: StoryDeps,
  actor: Actor | undefined,
  channelId: number,
): Promise<ChannelView> {
  const channel = channelId === CHANNEL_ID ? await storyQueries.channelName(deps.db, channelId) : undefined;
  if (!channel) throw AppError.notFound('Channel not found');
  const newest = actor ? await storyQueries.newestRequest(deps.db, channelId, actor.profileId) : undefined;
  return {
    Id: channel.id,
    Name: channel.name,
    BlogRights: presentBlogRights(newest),
    CanPublish: actor !== undefined && (await mayPublishOnChannel(deps.db, actor)),
  };
}

/** `GET /v1/admin/blog-rights`: every request, waiting first then newest (administrators only). */
export async function listBlogRightsRequests(
  deps: StoryDeps,
  actor: Actor,
  q: z.output<typeof blogRightsRequestQuery>,
): Promise<{ Results: BlogRightsRequest[]; MorePages: boolean; TotalCount: number }> {
  requireAdministrator(actor);
  const { rows, total } = await storyQueries.requestsPage(deps.db, q.status, q.page, q.itemsPerPage);
  return {
    Results: rows.map(presentBlogRightsRequest),
    MorePages: q.page * q.itemsPerPage < total,
    TotalCount: total,
  };
}
