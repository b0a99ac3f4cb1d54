import { errorResponse, workspaceOverlapQuery } from '@meetspace/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireMember } from '../kernel/http/member.ts';

/** Whether the logged-in member already has a workspace booking in a period (bare true/false). */
export const workspaceOverlapRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/reservation/workspace/checkoverlap',
    {
      schema: {
        tags: ['Reservations'],
        summary: "True when the member's workspace bookings overlap the period (needs profileToken)",
        querystring: workspaceOverlapQuery,
        response: { 200: z.boolean(), 400: errorResponse, 401: errorResponse },
      },
    },
    async (request) => {
      const member = await requireMember(request);
      const q = request.query;
      return app.repos.reservations.hasWorkspaceOverlap(member.profileId, {
        startDate: q.startDate,
        endDate: q.endDate ?? q.startDate,
        startMinutes: q.startMinutes,
        endMinutes: q.endMinutes,
      });
    },
  );
};
