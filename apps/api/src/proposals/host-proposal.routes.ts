import type { FastifyPluginAsync } from 'fastify';

/** The host's calls: the tenders sent to their locations, sending a proposal, declining. */
export const hostProposalRoutes: FastifyPluginAsync = async () => {};
