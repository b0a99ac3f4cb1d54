import { defineArea } from '../kernel/area.ts';
import { demoImageRoutes } from './images/demo-images.routes.ts';

/** The demo data's part of the running app: the pictures its locations and spaces point at. */
export const demoArea = defineArea({
  name: 'demo',
  rootRoutes: demoImageRoutes,
});
