import { defineArea } from '../kernel/area.ts';
import { availabilityRoutes } from './availability.routes.ts';
import { searchRoutes } from './search.routes.ts';

/** The search area: its calls. */
export const searchArea = defineArea({
  name: 'search',
  routes: async (app) => {
    await app.register(availabilityRoutes);
    await app.register(searchRoutes);
  },
});
