import { errorResponse, locationList, locationListQuery } from '@meetspace/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listLocations } from './location-list.service.ts';

/** Location reads. */
export const locationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/location',
    {
      schema: {
        tags: ['Search and location'],
        summary: 'Live locations by country, search term, point and radius (km, default 25) and meeting type',
        querystring: locationListQuery,
        response: { 200: locationList, 400: errorResponse },
      },
    },
    async (request) => listLocations(app.repos.locations, request.query),
  );
};
