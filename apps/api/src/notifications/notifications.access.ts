import { definePermission } from '../kernel/access/access.ts';
import { isSelf } from '../kernel/access/relations.ts';
import { type NotificationRow, notificationQueries } from './notifications.queries.ts';

/** A notification is its member's alone (administrators neither read nor change another's inbox). */
export const notificationAccess = {
  own: definePermission<NotificationRow>({
    name: 'notification.own',
    member: 'always',
    load: notificationQueries.byId,
    allow: (actor, row) => isSelf(actor, row.profile_id),
    messages: { notFound: 'Notification not found', forbidden: 'This notification is not yours' },
  }),
};
