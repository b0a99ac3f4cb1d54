import { defineArea } from '../kernel/area.ts';
import { peopleRoutes } from './people.routes.ts';

/** The people area: the network's people search, checklist, check-ins, matches, social capital, click log. */
export const peopleArea = defineArea({
  name: 'people',
  routes: async (app) => {
    await app.register(peopleRoutes);
  },
});
