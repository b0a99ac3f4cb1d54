import { notificationApi } from '@meetspace/domain';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../kernel/http/endpoint.ts';
import {
  deleteNotification,
  markAllNotificationsRead,
  markNotificationRead,
  setNotificationRule,
} from './commands/notification-commands.ts';
import { listNotifications, listRules, type NotificationDeps } from './notification.reads.ts';

/** The member's inbox and rules (`notificationApi`). */
export const notificationRoutes: FastifyPluginAsync = async (app) => {
  const deps = (): NotificationDeps => ({ db: app.db, now: app.now() });

  route(app, notificationApi.list, ({ actor, query }) => listNotifications(deps(), actor, query));
  route(app, notificationApi.rules, ({ actor }) => listRules(deps(), actor));
  route(app, notificationApi.setRule, ({ actor, params, body }) =>
    setNotificationRule(deps(), actor, params.id, body),
  );
  route(app, notificationApi.readAll, ({ actor }) => markAllNotificationsRead(deps(), actor));
  route(app, notificationApi.read, ({ actor, params }) => markNotificationRead(deps(), actor, params.id));
  route(app, notificationApi.remove, ({ actor, params }) => deleteNotification(deps(), actor, params.id));
};
