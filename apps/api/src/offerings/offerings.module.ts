import { defineArea } from '../kernel/area.ts';
import { offeringsRoutes } from './offerings.routes.ts';

/** The offerings area: what a location sells (spaces, options, packages, vouchers), for its host. */
export const offeringsArea = defineArea({
  name: 'offerings',
  routes: offeringsRoutes,
});
