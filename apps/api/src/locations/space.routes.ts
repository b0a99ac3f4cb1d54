import { MeetingType, SPACE_SETTINGS, spaceApi } from '@meetspace/domain';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../kernel/http/endpoint.ts';
import { parseLanguageParam } from '../kernel/http/language-param.ts';
import { getSpace, listLocationSpaces } from './space.reads.ts';

/** Spaces of live locations and the seating arrangements they come in. */
export const spaceRoutes: FastifyPluginAsync = async (app) => {
  const db = app.db;
  const locale = (language: string | undefined) => parseLanguageParam(language, 'en').locale;
  for (const [endpoint, only] of [
    [spaceApi.ofLocation, undefined],
    [spaceApi.meetingRoomsOfLocation, MeetingType.MeetingRoom],
    [spaceApi.workspacesOfLocation, MeetingType.Workspace],
  ] as const) {
    route(app, endpoint, ({ params, query }) =>
      listLocationSpaces(db, params.id, query, locale(query.language), only),
    );
  }
  route(app, spaceApi.configurations, async ({ query }) => {
    const language = locale(query.language);
    return SPACE_SETTINGS.map((setting) => ({ Id: setting.Id, Name: setting[language] }));
  });
  route(app, spaceApi.get, ({ params, query }) => getSpace(db, params.id, locale(query.language)));
};
