import type { FastifyPluginAsync } from 'fastify';

/** The applicant's calls: tenders, proposals, accept, change, cancel, the view log. */
export const proposalRoutes: FastifyPluginAsync = async () => {};
