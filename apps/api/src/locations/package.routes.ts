import { packageApi } from '@meetspace/domain';
import type { FastifyPluginAsync } from 'fastify';
import { AppError } from '../kernel/errors.ts';
import { route } from '../kernel/http/endpoint.ts';
import { parseLanguageParam } from '../kernel/http/language-param.ts';
import { packageCatalogue, packageDetail } from '../pricing/index.ts';
import { approximatePosition } from './position.reads.ts';

/** A location's meeting packages as catalogue reads, and the visitor's approximate position. */
export const packageRoutes: FastifyPluginAsync = async (app) => {
  const db = app.db;
  const locale = (language: string | undefined) => parseLanguageParam(language, 'en').locale;
  route(app, packageApi.list, ({ query }) => packageCatalogue(db, query, locale(query.language)));
  route(app, packageApi.one, async ({ params, query }) => {
    const found = await packageDetail(db, params.id, locale(query.language));
    if (!found) throw AppError.notFound('Package not found');
    return found;
  });
  route(app, packageApi.position, async ({ query }) => approximatePosition(query.ip));
};
