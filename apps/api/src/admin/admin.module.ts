import { defineArea } from '../kernel/area.ts';
import { adminRoutes } from './admin.routes.ts';
import { moderationMail } from './subscribers/moderation-mail.ts';

/** The administration: locations of every status and their approval, members. */
export const adminArea = defineArea({
  name: 'admin',
  routes: adminRoutes,
  subscribers: [moderationMail],
});
