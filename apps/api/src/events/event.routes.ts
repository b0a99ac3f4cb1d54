import type { FastifyPluginAsync } from 'fastify';

/** The events' own calls: list, read, state, create, update, delete, organizers, featured, ics (to be built). */
export const eventRoutes: FastifyPluginAsync = async () => {};
