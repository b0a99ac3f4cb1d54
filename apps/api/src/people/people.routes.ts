import { peopleApi } from '@meetspace/domain';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../kernel/http/endpoint.ts';
import { checkIn } from './commands/check-in.ts';
import { logClick } from './commands/log-click.ts';
import {
  checkinKnowledge,
  checkinQr,
  featuredProfiles,
  findMatches,
  listCheckins,
  type PeopleDeps,
  profileChecklist,
  searchPeople,
  socialCapitalWorkspaces,
} from './people.reads.ts';

/** The people calls (`peopleApi`). */
export const peopleRoutes: FastifyPluginAsync = async (app) => {
  const deps = (): PeopleDeps => ({ db: app.db, now: app.now() });

  route(app, peopleApi.search, ({ query }) => searchPeople(deps(), query));
  route(app, peopleApi.featured, ({ query }) => featuredProfiles(deps(), query));
  route(app, peopleApi.checklist, ({ actor }) => profileChecklist(deps(), actor));
  route(app, peopleApi.checkins, ({ actor, query }) => listCheckins(deps(), actor, query));
  route(app, peopleApi.knowledge, ({ query }) => checkinKnowledge(deps(), query));
  route(app, peopleApi.checkIn, ({ actor, body }) => checkIn(deps(), actor, body));
  route(app, peopleApi.checkinQr, ({ actor, query }) =>
    checkinQr({ ...deps(), publicUrl: app.publicUrl }, actor, query),
  );
  route(app, peopleApi.matches, ({ actor, query }) => findMatches(deps(), actor, query));
  route(app, peopleApi.socialCapital, ({ query }) => socialCapitalWorkspaces(deps(), query));
  route(app, peopleApi.logClick, async ({ body, request }) => logClick(deps(), await request.member(), body));
};
