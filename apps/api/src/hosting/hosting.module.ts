import { defineArea } from '../kernel/area.ts';
import { hostingRoutes } from './hosting.routes.ts';
import { acceptManagerInvites } from './subscribers/accept-invites.ts';

/** The host area: the locations a member manages, their details, hours, photos, managers and change log. */
export const hostingArea = defineArea({
  name: 'hosting',
  routes: hostingRoutes,
  subscribers: [acceptManagerInvites],
});
