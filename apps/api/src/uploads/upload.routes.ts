import type { FastifyPluginAsync } from 'fastify';

/** `POST /v1/upload/image` (to be built: see README.md). */
export const uploadRoutes: FastifyPluginAsync = async () => {};
