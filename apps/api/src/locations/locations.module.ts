import { defineArea } from '../kernel/area.ts';
import { locationRoutes } from './location.routes.ts';
import { packageRoutes } from './package.routes.ts';
import { spaceRoutes } from './space.routes.ts';

/** The locations area: its calls. */
export const locationsArea = defineArea({
  name: 'locations',
  routes: async (app) => {
    await app.register(locationRoutes);
    await app.register(spaceRoutes);
    await app.register(packageRoutes);
  },
});
