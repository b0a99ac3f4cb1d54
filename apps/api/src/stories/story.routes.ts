import type { FastifyPluginAsync } from 'fastify';

/** The story calls (`articleApi`, `channelApi`): built by issue 20's API work. */
export const storyRoutes: FastifyPluginAsync = async () => {};
