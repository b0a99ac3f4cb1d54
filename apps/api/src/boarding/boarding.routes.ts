import { boardingApi } from '@meetspace/domain';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../kernel/http/endpoint.ts';
import { parseLanguageParam } from '../kernel/http/language-param.ts';
import { boardLocation } from './commands/board-location.ts';
import { channelSubscriptions } from './subscriptions.reads.ts';

/** Self-service boarding: the channel's licences and a new location on one. */
export const boardingRoutes: FastifyPluginAsync = async (app) => {
  route(app, boardingApi.subscriptions, ({ params, query }) =>
    channelSubscriptions(app.db, params.channelId, parseLanguageParam(query.language, 'nl').locale),
  );
  route(app, boardingApi.createLocation, async ({ actor, body }) => {
    const boarded = await boardLocation(app.db, actor, body, app.now());
    app.catalogueChanged();
    return boarded;
  });
};
