import { adminApi } from '@meetspace/domain';
import type { FastifyPluginAsync } from 'fastify';
import type { Actor } from '../kernel/access/access.ts';
import { route } from '../kernel/http/endpoint.ts';
import { parseLanguageParam } from '../kernel/http/language-param.ts';
import { listAdminLocations, listAdminProfiles, readAdminLocation } from './admin.reads.ts';
import { moderateLocation } from './commands/moderate-location.ts';

/** The administration's calls (administrators only; see admin.access.ts). */
export const adminRoutes: FastifyPluginAsync = async (app) => {
  const locale = (language: string | undefined) => parseLanguageParam(language, 'en').locale;
  const deps = () => ({ db: app.db, now: app.now(), catalogueChanged: app.catalogueChanged });
  const moderate = (
    actor: Actor,
    id: number,
    action: 'approve' | 'reject' | 'suspend' | 'reinstate',
    reason: string | null,
    language: string | undefined,
  ) => moderateLocation(deps(), actor, id, action, reason, locale(language));

  route(app, adminApi.locations, ({ actor, query }) => listAdminLocations(app.db, actor, query));
  route(app, adminApi.location, ({ actor, params, query }) =>
    readAdminLocation(app.db, actor, params.id, locale(query.language)),
  );
  route(app, adminApi.approve, ({ actor, params, query }) =>
    moderate(actor, params.id, 'approve', null, query.language),
  );
  route(app, adminApi.reject, ({ actor, params, query, body }) =>
    moderate(actor, params.id, 'reject', body.Reason, query.language),
  );
  route(app, adminApi.suspend, ({ actor, params, query, body }) =>
    moderate(actor, params.id, 'suspend', body.Reason, query.language),
  );
  route(app, adminApi.reinstate, ({ actor, params, query }) =>
    moderate(actor, params.id, 'reinstate', null, query.language),
  );
  route(app, adminApi.profiles, ({ actor, query }) => listAdminProfiles(app.db, actor, query));
};
