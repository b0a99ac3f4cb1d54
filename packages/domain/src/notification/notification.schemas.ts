import { z } from 'zod';
import { idParam, pageParam } from '../common/common.schemas.ts';
import { PAGE_SIZES } from '../constants/limits.ts';
import { NOTIFICATION_RULE_KINDS } from '../constants/notifications.ts';

/** The newsletter subscription, listed and switched as one more rule (e-mail only). */
export const NEWSLETTER_RULE = { Id: 18, key: 'newsletter', en: 'Newsletter', nl: 'Nieuwsbrief' } as const;

/** Every rule a member can switch: the 17 kinds, then the newsletter. */
export const NOTIFICATION_RULE_IDS: readonly number[] = [
  ...NOTIFICATION_RULE_KINDS.map((kind) => kind.Id),
  NEWSLETTER_RULE.Id,
];

/** The most notifications one page holds (the spec: 200 on page 1). */
export const MAX_NOTIFICATIONS_PER_PAGE = PAGE_SIZES.notifications;

/** `GET /v1/notification`: newest first; `unreadOnly=true` leaves out the read ones. */
export const notificationListQuery = z.object({
  page: pageParam,
  itemsPerPage: z.coerce
    .number()
    .int()
    .min(1)
    .max(MAX_NOTIFICATIONS_PER_PAGE)
    .default(MAX_NOTIFICATIONS_PER_PAGE),
  unreadOnly: z
    .enum(['true', 'false', '1', '0'])
    .optional()
    .transform((v) => v === 'true' || v === '1'),
});

/** Where a notification leads: a page of the route table with its parameters (the web localizes it). */
export const notificationLink = z.object({
  Route: z.string(),
  Params: z.record(z.string(), z.string()),
});
export type NotificationLink = z.infer<typeof notificationLink>;

/** One notification. Its words are the web's (`Kind` + `Data`), so it reads in the page's language. */
export const notificationView = z.object({
  Id: z.number().int(),
  /** The rule kind's id (1-17). */
  KindId: z.number().int(),
  /** The rule kind's key, e.g. `newReview`. */
  Kind: z.string(),
  /** The facts the sentence names (a location, a reservation, a person), plain text. */
  Data: z.record(z.string(), z.string()),
  Link: notificationLink.nullable(),
  IsRead: z.boolean(),
  CreatedOn: z.string(),
});
export type NotificationView = z.infer<typeof notificationView>;

export const notificationList = z.object({
  Results: z.array(notificationView),
  TotalCount: z.number().int(),
  /** Unread notifications in all (for the header's count), whatever the page. */
  UnreadCount: z.number().int(),
});
export type NotificationList = z.infer<typeof notificationList>;

/** One rule: whether the kind shows in the inbox (`Notification`) and is mailed (`Email`). */
export const notificationRuleView = z.object({
  Id: z.number().int(),
  Key: z.string(),
  Notification: z.boolean(),
  Email: z.boolean(),
});
export type NotificationRuleView = z.infer<typeof notificationRuleView>;
export const notificationRuleList = z.array(notificationRuleView);

/** `PUT /v1/notification/rules/{id}`: either switch or both (the newsletter has only `Email`). */
export const notificationRuleBody = z
  .object({ Notification: z.boolean().optional(), Email: z.boolean().optional() })
  .refine((body) => body.Notification !== undefined || body.Email !== undefined, {
    message: 'Give Notification, Email or both',
    path: ['Email'],
  });

export const notificationIdParams = z.object({ id: idParam });
