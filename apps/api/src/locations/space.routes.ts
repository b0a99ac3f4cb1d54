import {
  errorResponse,
  locationIdParams,
  MeetingType,
  SPACE_SETTINGS,
  spaceConfiguration,
  spaceIdParams,
  spaceLanguageQuery,
  spaceList,
  spaceListItem,
  spaceListQuery,
} from '@meetspace/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { parseLanguageParam } from '../kernel/http/language-param.ts';
import { getSpace, listLocationSpaces } from './space-list.service.ts';

const tags = ['Search and location'];

/** The space lists of a location: all active spaces, or only meeting rooms / workspaces. */
const spaceListRoutes = [
  { path: '/v1/space/location/:id', only: undefined, what: 'The active spaces' },
  { path: '/v1/meetingspace/location/:id', only: MeetingType.MeetingRoom, what: 'The active meeting rooms' },
  { path: '/v1/workspace/location/:id', only: MeetingType.Workspace, what: 'The active workspaces' },
] as const;

/** Spaces of live locations and the seating arrangements they come in. */
export const spaceRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const { path, only, what } of spaceListRoutes) {
    app.get(
      path,
      {
        schema: {
          tags,
          summary: `${what} of a live location with their settings; with seats, only those seating that many`,
          params: locationIdParams,
          querystring: spaceListQuery,
          response: { 200: spaceList, 400: errorResponse, 404: errorResponse },
        },
      },
      async (request) => {
        const { locale } = parseLanguageParam(request.query.language, 'en');
        return listLocationSpaces(app.repos, request.params.id, request.query, locale, only);
      },
    );
  }

  app.get(
    '/v1/space/configurations/active',
    {
      schema: {
        tags,
        summary: 'The seating arrangements (settings) by id, named in the requested language',
        querystring: spaceLanguageQuery,
        response: { 200: z.array(spaceConfiguration), 400: errorResponse },
      },
    },
    async (request) => {
      const { locale } = parseLanguageParam(request.query.language, 'en');
      return SPACE_SETTINGS.map((setting) => ({ Id: setting.Id, Name: setting[locale] }));
    },
  );

  app.get(
    '/v1/space/:id',
    {
      schema: {
        tags,
        summary: 'One active space of a live location with its settings',
        params: spaceIdParams,
        querystring: spaceLanguageQuery,
        response: { 200: spaceListItem, 400: errorResponse, 404: errorResponse },
      },
    },
    async (request) => {
      const { locale } = parseLanguageParam(request.query.language, 'en');
      return getSpace(app.repos, request.params.id, locale);
    },
  );
};
