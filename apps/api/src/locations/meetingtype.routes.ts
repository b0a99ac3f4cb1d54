import { errorResponse, meetingTypeOption, meetingTypeSearchQuery } from '@meetspace/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { parseLanguageParam } from '../kernel/http/language-param.ts';
import { offeredMeetingTypes } from './location-search.service.ts';

/** Which meeting types a search can ask for. */
export const meetingTypeSearchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/Search/meetingtype',
    {
      schema: {
        tags: ['Search and location'],
        summary: 'The meeting types the matching live locations offer, named in the requested language',
        querystring: meetingTypeSearchQuery,
        response: { 200: z.array(meetingTypeOption), 400: errorResponse },
      },
    },
    async (request) => {
      const { locale } = parseLanguageParam(request.query.language, 'en');
      return offeredMeetingTypes(app.repos.locations, request.query, locale);
    },
  );
};
