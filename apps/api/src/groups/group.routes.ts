import type { FastifyPluginAsync } from 'fastify';

/** The group calls (`groupApi`): built by issue 20's API work. */
export const groupRoutes: FastifyPluginAsync = async () => {};
