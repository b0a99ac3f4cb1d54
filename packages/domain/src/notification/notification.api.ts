import { z } from 'zod';
import { endpoint } from '../api/endpoint.ts';
import {
  notificationIdParams,
  notificationList,
  notificationListQuery,
  notificationRuleBody,
  notificationRuleList,
  notificationRuleView,
} from './notification.schemas.ts';

const tags = ['Notifications'];

/** The member's own notifications and the rules that decide what reaches the inbox and the mail. */
export const notificationApi = {
  list: endpoint({
    method: 'GET',
    path: '/v1/notification',
    summary:
      "The member's notifications, newest first (200 on a page by default), with the unread count; `unreadOnly=true` for the unread ones",
    tags,
    auth: 'member',
    query: notificationListQuery,
    response: notificationList,
    errors: [400, 401] as const,
  }),
  rules: endpoint({
    method: 'GET',
    path: '/v1/notification/rules',
    summary:
      'The 17 notification rules (each with its inbox and e-mail switch) and the newsletter subscription (id 18, e-mail only)',
    tags,
    auth: 'member',
    response: notificationRuleList,
    errors: [401] as const,
  }),
  setRule: endpoint({
    method: 'PUT',
    path: '/v1/notification/rules/:id',
    summary: "Switches a rule's inbox or e-mail part (or both); returns the rule",
    tags,
    auth: 'member',
    params: notificationIdParams,
    body: notificationRuleBody,
    response: notificationRuleView,
    errors: [400, 401, 404] as const,
  }),
  readAll: endpoint({
    method: 'PUT',
    path: '/v1/notification/read/all',
    summary: "Marks every one of the member's notifications read; returns how many were unread",
    tags,
    auth: 'member',
    response: z.number().int(),
    errors: [401] as const,
  }),
  read: endpoint({
    method: 'PUT',
    path: '/v1/notification/:id/read',
    summary: "Marks one of the member's notifications read; returns it",
    tags,
    auth: 'member',
    params: notificationIdParams,
    response: notificationList.shape.Results.element,
    errors: [401, 403, 404] as const,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/v1/notification/:id',
    summary: "Deletes one of the member's notifications",
    tags,
    auth: 'member',
    params: notificationIdParams,
    response: z.boolean(),
    errors: [401, 403, 404] as const,
  }),
};
