import { defineArea } from '../kernel/area.ts';
import { statsRoutes } from './stats.routes.ts';

/** The statistics area: figures of locations and members, read from the other areas' tables. */
export const statsArea = defineArea({
  name: 'stats',
  routes: async (app) => {
    await app.register(statsRoutes);
  },
});
