import { billingApi } from '@meetspace/domain';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../kernel/http/endpoint.ts';
import { listBillingAddresses } from './account.reads.ts';
import { addBillingAddress } from './commands/add-billing-address.ts';
import { changeBillingAddress } from './commands/change-billing-address.ts';
import { deleteBillingAddress } from './commands/delete-billing-address.ts';

/** A member's billing addresses: only their own (401 without a token, 403 for someone else's). */
export const billingRoutes: FastifyPluginAsync = async (app) => {
  const db = app.db;
  route(app, billingApi.list, ({ actor, query }) =>
    listBillingAddresses(db, actor, query.page, query.itemsPerPage),
  );
  route(app, billingApi.add, ({ actor, body }) => addBillingAddress({ db, now: app.now() }, actor, body));
  route(app, billingApi.change, ({ actor, body }) => changeBillingAddress(db, actor, body));
  route(app, billingApi.remove, async ({ actor, params }) => {
    await deleteBillingAddress(db, actor, params.id);
    return true;
  });
};
