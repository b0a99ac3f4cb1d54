import { articleApi, channelApi } from '@meetspace/domain';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../kernel/http/endpoint.ts';
import { listBlogRightsRequests, readChannel } from './blog-rights.reads.ts';
import { decideBlogRights, requestBlogRights, requireChannel } from './commands/blog-rights.ts';
import { createStory } from './commands/create-story.ts';
import { deleteStory } from './commands/delete-story.ts';
import { linkStory, moveStoryLink, unlinkStory } from './commands/story-links.ts';
import { publishStory, updateStory } from './commands/update-story.ts';
import {
  channelStories,
  groupStories,
  listStories,
  locationStories,
  myStories,
  readStory,
  type StoryDeps,
} from './story.reads.ts';

/** The story calls (`articleApi`) and the channel's with blog rights (`channelApi`). */
export const storyRoutes: FastifyPluginAsync = async (app) => {
  const deps = (): StoryDeps => ({ db: app.db, now: app.now() });

  route(app, articleApi.list, async ({ query, request }) =>
    listStories(deps(), await request.member(), query),
  );
  route(app, articleApi.channelPublished, ({ params, query }) => {
    requireChannel(params.channelId);
    return channelStories(deps(), query);
  });
  route(app, articleApi.locationPublished, ({ params, query }) => locationStories(deps(), params.id, query));
  route(app, articleApi.groupPosts, ({ actor, params, query }) =>
    groupStories(deps(), actor, params.id, query),
  );
  route(app, articleApi.mine, ({ actor, query }) => myStories(deps(), actor, query));
  route(app, articleApi.get, async ({ params, request }) =>
    readStory(deps(), await request.member(), params.key),
  );
  route(app, articleApi.create, ({ actor, body }) => createStory(deps(), actor, body));
  route(app, articleApi.link, ({ actor, body }) =>
    linkStory(deps(), actor, body.ArticleId, { Entity: body.Entity, ItemId: body.ItemId }),
  );
  route(app, articleApi.update, ({ actor, params, body }) => updateStory(deps(), actor, params.id, body));
  route(app, articleApi.publish, ({ actor, params, body }) =>
    publishStory(deps(), actor, params.id, body.Status),
  );
  route(app, articleApi.updateLink, ({ actor, params, body }) =>
    moveStoryLink(deps(), actor, params.articleId, params.id, body),
  );
  route(app, articleApi.unlink, async ({ actor, params }) => ({
    Id: await unlinkStory(deps(), actor, params.id, params.linkId),
  }));
  route(app, articleApi.remove, async ({ actor, params }) => ({
    Id: await deleteStory(deps(), actor, params.id),
  }));

  route(app, channelApi.get, async ({ params, request }) =>
    readChannel(deps(), await request.member(), params.channelId),
  );
  route(app, channelApi.requestBlogRights, ({ actor, params, body }) =>
    requestBlogRights(deps(), actor, params.channelId, body.Motivation),
  );
  route(app, channelApi.requests, ({ actor, query }) => listBlogRightsRequests(deps(), actor, query));
  route(app, channelApi.decide, ({ actor, params, body }) =>
    decideBlogRights(deps(), actor, params.id, body),
  );
};
