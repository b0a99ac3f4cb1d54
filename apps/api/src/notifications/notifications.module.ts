import { defineArea } from '../kernel/area.ts';
import { notificationRoutes } from './notification.routes.ts';

/** The notifications area: the members' inboxes and rules; other areas tell members through `notify`. */
export const notificationsArea = defineArea({
  name: 'notifications',
  routes: async (app) => {
    await app.register(notificationRoutes);
  },
});
