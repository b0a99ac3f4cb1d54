import { statsApi } from '@meetspace/domain';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../kernel/http/endpoint.ts';
import { locationStatsOf, profileTotalsOf } from './stats.reads.ts';

/** The statistics calls (`statsApi`): reads only. */
export const statsRoutes: FastifyPluginAsync = async (app) => {
  route(app, statsApi.location, ({ actor, params, query }) =>
    locationStatsOf(app.db, actor, params.id, params.kind, query),
  );
  route(app, statsApi.profileTotals, ({ actor, params, query }) =>
    profileTotalsOf(app.db, actor, params.id, query),
  );
};
