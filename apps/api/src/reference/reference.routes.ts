import { referenceApi } from '@meetspace/domain';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../kernel/http/endpoint.ts';
import { parseLanguageParam } from '../kernel/http/language-param.ts';
import { termPdf } from './documents/term-pdf.ts';
import { latestCookieSettings, latestTerm, listCountries, listEventTypes } from './reference.reads.ts';

/** Countries, cookie settings, event types and terms: small public reads (the client key is enough). */
export const referenceRoutes: FastifyPluginAsync = async (app) => {
  const db = app.db;
  const locale = (language: string | undefined) => parseLanguageParam(language, 'en').locale;
  route(app, referenceApi.countries, ({ query }) => listCountries(db, locale(query.language)));
  route(app, referenceApi.cookieSettings, ({ query }) =>
    latestCookieSettings(db, parseLanguageParam(query.language, 'nl').languageId),
  );
  route(app, referenceApi.eventTypes, async ({ query }) => listEventTypes(locale(query.language)));
  route(
    app,
    referenceApi.bookingTerms,
    async ({ query }) => (await latestTerm(db, app.now(), 'booking', query.language)).term,
  );
  route(
    app,
    referenceApi.licenseTerms,
    async ({ query }) => (await latestTerm(db, app.now(), 'license', query.language)).term,
  );
  route(
    app,
    referenceApi.eventTerms,
    async ({ query }) => (await latestTerm(db, app.now(), 'event', query.language)).term,
  );
  route(
    app,
    referenceApi.privacyTerms,
    async ({ query }) => (await latestTerm(db, app.now(), 'privacy', query.language, query.locationId)).term,
  );
  route(app, referenceApi.licenseTermsPdf, async ({ query, reply }) => {
    const { term: licence, locale } = await latestTerm(db, app.now(), 'license', query.language);
    const pdf = await termPdf(licence, locale);
    return reply
      .type('application/pdf')
      .header(
        'content-disposition',
        `attachment; filename="meetspace-license-terms-v${licence.Version}-${locale}.pdf"`,
      )
      .send(pdf);
  });
};
