import { defineArea } from '../kernel/area.ts';
import { authRoutes } from './auth.routes.ts';
import { billingRoutes } from './billing.routes.ts';
import { profileRoutes } from './profile.routes.ts';

/** The accounts area: its calls. */
export const accountsArea = defineArea({
  name: 'accounts',
  routes: async (app) => {
    await app.register(authRoutes);
    await app.register(profileRoutes);
    await app.register(billingRoutes);
  },
});
