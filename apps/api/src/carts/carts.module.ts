import { defineArea } from '../kernel/area.ts';
import { cartRoutes } from './cart.routes.ts';

/** The carts area: its calls. */
export const cartsArea = defineArea({
  name: 'carts',
  routes: async (app) => {
    await app.register(cartRoutes);
  },
});
