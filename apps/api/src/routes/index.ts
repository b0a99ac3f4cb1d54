import type { FastifyPluginAsync } from 'fastify';
import { availabilityRoutes } from './availability/availability.routes.ts';
import { locationRoutes } from './location/location.routes.ts';
import { referenceRoutes } from './reference/reference.routes.ts';
import { searchRoutes } from './search/search.routes.ts';

/** Every call of the catalogue, mounted under /api. */
export const registerRoutes: FastifyPluginAsync = async (app) => {
  await app.register(referenceRoutes);
  await app.register(locationRoutes);
  await app.register(availabilityRoutes);
  await app.register(searchRoutes);
};
