import {
  billingInfo,
  billingInput,
  billingList,
  billingListQuery,
  billingUpdate,
  idParams,
} from '@meetspace/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { policies } from '../kernel/access/policies.ts';
import { AppError } from '../kernel/errors.ts';
import { errorResponses } from '../kernel/http/error-responses.ts';
import { requireMember } from '../kernel/http/member.ts';
import { presentBilling } from './billing.queries.ts';

const errors = errorResponses(400, 401, 403, 404);
const tags = ['Profile'];

/** A member's billing addresses: only their own (401 without a token, 403 for someone else's). */
export const billingRoutes: FastifyPluginAsyncZod = async (app) => {
  const ownRow = async (profileId: number, id: number) => {
    const row = await app.repos.billing.byId(id);
    if (!row) throw AppError.notFound('Billing address not found');
    policies.billing({ profileId }, row);
    return row;
  };

  app.get(
    '/v1/profile/billing',
    {
      schema: {
        tags,
        summary: "The member's billing addresses ({ Results, MorePages })",
        querystring: billingListQuery,
        response: { 200: billingList, ...errors },
      },
    },
    async (request) => {
      const member = await requireMember(request);
      const { rows, more } = await app.repos.billing.page(
        member.profileId,
        request.query.page,
        request.query.itemsPerPage,
      );
      return { Results: rows.map(presentBilling), MorePages: more };
    },
  );

  app.post(
    '/v1/profile/billing',
    {
      schema: {
        tags,
        summary: 'Adds a billing address',
        body: billingInput,
        response: { 200: billingInfo, ...errors },
      },
    },
    async (request) => {
      const member = await requireMember(request);
      if (request.body.CompanyId) await policies.company(app.repos.db, member, request.body.CompanyId);
      return presentBilling(
        await app.repos.billing.insert(member.profileId, request.body, app.now().toISOString()),
      );
    },
  );

  app.put(
    '/v1/profile/billing',
    {
      schema: {
        tags,
        summary: 'Changes a billing address (by Id)',
        body: billingUpdate,
        response: { 200: billingInfo, ...errors },
      },
    },
    async (request) => {
      const member = await requireMember(request);
      await ownRow(member.profileId, request.body.Id);
      if (request.body.CompanyId) await policies.company(app.repos.db, member, request.body.CompanyId);
      const row = await app.repos.billing.update(request.body.Id, request.body);
      if (!row) throw AppError.notFound('Billing address not found');
      return presentBilling(row);
    },
  );

  app.delete(
    '/v1/profile/billing/:id',
    {
      schema: {
        tags,
        summary: 'Deletes a billing address',
        params: idParams,
        response: { 200: z.boolean(), ...errors },
      },
    },
    async (request) => {
      const member = await requireMember(request);
      await ownRow(member.profileId, request.params.id);
      await app.repos.billing.remove(request.params.id);
      return true;
    },
  );
};
