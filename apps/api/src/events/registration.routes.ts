import type { FastifyPluginAsync } from 'fastify';

/** Registration, tickets, check-in, participants, messages, the member's lists (to be built). */
export const registrationRoutes: FastifyPluginAsync = async () => {};
