import { offeringsApi as api } from '@meetspace/domain';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../kernel/http/endpoint.ts';
import type { OfferingsDeps } from './commands/catalogue-write.ts';
import { createOption, removeOption, updateOption } from './commands/option-commands.ts';
import { createPackage, removePackage, updatePackage } from './commands/package-commands.ts';
import { createSpace, removeSpace, updateSpace } from './commands/space-commands.ts';
import { createVoucher, removeVoucher, updateVoucher } from './commands/voucher-commands.ts';
import { getSpace, listOptions, listPackages, listSpaces, listVouchers } from './offerings.reads.ts';

/** The host's calls on what a location sells (see offeringsApi). */
export const offeringsRoutes: FastifyPluginAsync = async (app) => {
  const db = app.db;
  const deps = (): OfferingsDeps => ({ db, now: app.now(), catalogueChanged: app.catalogueChanged });

  route(app, api.spaces, ({ actor, params }) => listSpaces(db, actor, params.id));
  route(app, api.createSpace, ({ actor, params, body }) => createSpace(deps(), actor, params.id, body));
  route(app, api.space, ({ actor, params }) => getSpace(db, actor, params.id));
  route(app, api.updateSpace, ({ actor, params, body }) => updateSpace(deps(), actor, params.id, body));
  route(app, api.removeSpace, ({ actor, params }) => removeSpace(deps(), actor, params.id));

  route(app, api.options, ({ actor, params }) => listOptions(db, actor, params.id));
  route(app, api.createOption, ({ actor, params, body }) => createOption(deps(), actor, params.id, body));
  route(app, api.updateOption, ({ actor, params, body }) => updateOption(deps(), actor, params.id, body));
  route(app, api.removeOption, ({ actor, params }) => removeOption(deps(), actor, params.id));

  route(app, api.packages, ({ actor, params }) => listPackages(db, actor, params.id));
  route(app, api.createPackage, ({ actor, params, body }) => createPackage(deps(), actor, params.id, body));
  route(app, api.updatePackage, ({ actor, params, body }) => updatePackage(deps(), actor, params.id, body));
  route(app, api.removePackage, ({ actor, params }) => removePackage(deps(), actor, params.id));

  route(app, api.vouchers, ({ actor, params }) => listVouchers(db, actor, params.id));
  route(app, api.createVoucher, ({ actor, params, body }) => createVoucher(deps(), actor, params.id, body));
  route(app, api.updateVoucher, ({ actor, params, body }) => updateVoucher(deps(), actor, params.id, body));
  route(app, api.removeVoucher, ({ actor, params }) => removeVoucher(deps(), actor, params.id));
};
