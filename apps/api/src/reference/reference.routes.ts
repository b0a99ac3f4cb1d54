import {
  cookieLatestQuery,
  cookieSettings,
  country,
  countryQuery,
  EVENT_TYPES,
  errorResponse,
  eventType,
  eventTypesQuery,
} from '@meetspace/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../kernel/errors.ts';
import { parseLanguageParam } from '../kernel/http/language-param.ts';
import { presentCookieSettings, presentCountry } from './reference.presenter.ts';

/** Countries, cookie settings and event types: small reads every client starts with. */
export const referenceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/country/active',
    {
      schema: {
        tags: ['Search and location'],
        summary: 'Countries open for booking',
        querystring: countryQuery,
        response: { 200: z.array(country), 400: errorResponse },
      },
    },
    async (request) => {
      const { locale } = parseLanguageParam(request.query.language, 'en');
      const rows = await app.repos.reference.listActiveCountries();
      return rows.map((row) => presentCountry(row, locale));
    },
  );

  app.get(
    '/v1/Cookie/latest',
    {
      schema: {
        tags: ['Channel, check-in, cookies'],
        summary: 'The latest cookie-settings version in a language (nl-NL or en-US)',
        querystring: cookieLatestQuery,
        response: { 200: cookieSettings, 400: errorResponse, 404: errorResponse },
      },
    },
    async (request) => {
      const { languageId } = parseLanguageParam(request.query.language, 'nl');
      const found = await app.repos.reference.findLatestCookieSettings(languageId);
      if (!found) throw AppError.notFound('No cookie settings for this language');
      return presentCookieSettings(found);
    },
  );

  app.get(
    '/v1/global/eventtypes',
    {
      schema: {
        tags: ['Search and location'],
        summary: 'Event types by id, named in the requested language',
        querystring: eventTypesQuery,
        response: { 200: z.array(eventType), 400: errorResponse },
      },
    },
    async (request) => {
      const { locale } = parseLanguageParam(request.query.language, 'en');
      return EVENT_TYPES.map((t) => ({ Id: t.Id, Name: t[locale] }));
    },
  );
};
