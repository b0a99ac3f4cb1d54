import {
  DEFAULT_TERM_LOCALE,
  privacyTermLatestQuery,
  type TermType,
  term,
  termLatestQuery,
} from '@meetspace/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../kernel/errors.ts';
import { errorResponses } from '../kernel/http/error-responses.ts';
import { parseLanguageParam } from '../kernel/http/language-param.ts';
import { presentTerm } from './term.presenter.ts';
import { createTermRepository } from './term.queries.ts';
import { termPdf } from './term-pdf.ts';

const tags = ['Channel, check-in, cookies'];
const errors = errorResponses(400, 404);
const NOT_FOUND: Record<TermType, string> = {
  booking: 'No booking terms in this language',
  privacy: 'No privacy terms in this language',
  license: 'No licence terms in this language',
};

/**
 * The latest published booking, privacy and licence terms in a language (default Dutch), and the
 * licence terms as a PDF. Public reads: the client key is enough.
 */
export const termRoutes: FastifyPluginAsyncZod = async (app) => {
  const terms = createTermRepository(app.repos.db);

  /** The newest published version, of the location first when one is given; 404 when none. */
  async function latest(type: TermType, language: string | undefined, locationId?: number) {
    const { locale, languageId } = parseLanguageParam(language, DEFAULT_TERM_LOCALE);
    const at = app.now().toISOString();
    if (locationId !== undefined && locationId > 0 && !(await terms.isLiveLocation(locationId)))
      throw AppError.notFound('Location not found');
    const own = locationId ? await terms.findLatest(type, languageId, at, locationId) : undefined;
    const found = own ?? (await terms.findLatest(type, languageId, at));
    if (!found) throw AppError.notFound(NOT_FOUND[type]);
    return { term: presentTerm(found), locale };
  }

  for (const type of ['booking', 'license'] as const) {
    app.get(
      `/v1/term/${type}/latest`,
      {
        schema: {
          tags,
          summary: `The latest published ${type === 'booking' ? 'booking' : 'licence'} terms in a language (nl-NL, en-US, nl, en, 52 or 65; default Dutch)`,
          querystring: termLatestQuery,
          response: { 200: term, ...errors },
        },
      },
      async (request) => (await latest(type, request.query.language)).term,
    );
  }

  app.get(
    '/v1/term/privacy/latest',
    {
      schema: {
        tags,
        summary:
          "The latest published privacy terms in a language (default Dutch): a live location's own when locationId names one that has them, else the general ones",
        querystring: privacyTermLatestQuery,
        response: { 200: term, ...errors },
      },
    },
    async (request) => (await latest('privacy', request.query.language, request.query.locationId)).term,
  );

  app.get(
    '/v1/term/license/latest/pdf',
    {
      schema: {
        tags,
        summary: 'The latest published licence terms as a PDF in a language (default Dutch)',
        querystring: termLatestQuery,
        response: { 200: z.any(), ...errors },
      },
    },
    async (request, reply) => {
      const { term: licence, locale } = await latest('license', request.query.language);
      const pdf = await termPdf(licence, locale);
      return reply
        .type('application/pdf')
        .header(
          'content-disposition',
          `attachment; filename="meetspace-license-terms-v${licence.Version}-${locale}.pdf"`,
        )
        .send(pdf);
    },
  );
};
