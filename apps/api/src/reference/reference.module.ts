import { defineArea } from '../kernel/area.ts';
import { referenceRoutes } from './reference.routes.ts';

/** The reference area: its calls. */
export const referenceArea = defineArea({
  name: 'reference',
  routes: async (app) => {
    await app.register(referenceRoutes);
  },
});
