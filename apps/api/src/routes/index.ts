import type { FastifyPluginAsync } from 'fastify';
import { locationRoutes } from './location/location.routes.ts';
import { referenceRoutes } from './reference/reference.routes.ts';

/** Every call of the catalogue, mounted under /api. */
export const registerRoutes: FastifyPluginAsync = async (app) => {
  await app.register(referenceRoutes);
  await app.register(locationRoutes);
};
