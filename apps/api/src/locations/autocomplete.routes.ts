import { autocompleteLocationQuery, errorResponse, locationSuggestion } from '@meetspace/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { suggestLocations } from './location-search.service.ts';

/** Search-box suggestions while typing. */
export const autocompleteRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/autocomplete/location',
    {
      schema: {
        tags: ['Search and location'],
        summary:
          'Cities and live locations whose words start with the typed ones (accents and case ignored): at most 10, cities first',
        querystring: autocompleteLocationQuery,
        response: { 200: z.array(locationSuggestion), 400: errorResponse },
      },
    },
    async (request) => suggestLocations(app.repos.locations, request.query),
  );
};
