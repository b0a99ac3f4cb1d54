import {
  errorResponse,
  locationIdParams,
  openingHour,
  openingHourQuery,
  openingPeriodDay,
  openingPeriodQuery,
} from '@meetspace/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { openingHourOn, openingPeriod } from './opening-hours.service.ts';

const tags = ['Search and location'];

/** Opening windows (minutes from midnight) of a date and of a period, per meeting type. */
export const openingHourRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/openinghour',
    {
      schema: {
        tags,
        summary:
          "A location's opening window on a date for a meeting type (default 1), or the widest over the live locations",
        querystring: openingHourQuery,
        response: { 200: openingHour, 400: errorResponse, 404: errorResponse },
      },
    },
    async (request) => openingHourOn(app.repos, request.query),
  );

  app.get(
    '/v1/OpeningHour/location/:id/period',
    {
      schema: {
        tags,
        summary: "A live location's opening window on every date from startDate to endDate (at most 62 days)",
        params: locationIdParams,
        querystring: openingPeriodQuery,
        response: { 200: z.array(openingPeriodDay), 400: errorResponse, 404: errorResponse },
      },
    },
    async (request) => openingPeriod(app.repos, request.params.id, request.query),
  );
};
