import {
  ErrorCode,
  NEWSLETTER_RULE,
  type NotificationRuleView,
  type NotificationView,
} from '@meetspace/domain';
import { type Actor, requireAccess } from '../../kernel/access/access.ts';
import { AppError } from '../../kernel/errors.ts';
import { presentNotification } from '../notification.presenter.ts';
import { type NotificationDeps, presentRule } from '../notification.reads.ts';
import { defaultSwitches, ruleKeyOf } from '../notification-rules.ts';
import { notificationAccess } from '../notifications.access.ts';
import { notificationQueries } from '../notifications.queries.ts';

/** `PUT /v1/notification/{id}/read`: marks one of the member's own read (again: no change). */
export async function markNotificationRead(
  deps: NotificationDeps,
  actor: Actor,
  id: number,
): Promise<NotificationView> {
  await requireAccess({ db: deps.db }, actor, notificationAccess.own, id);
  await notificationQueries.markRead(deps.db, id, deps.now.toISOString());
  const row = await notificationQueries.byId(deps.db, id);
  if (!row) throw AppError.notFound('Notification not found');
  return presentNotification(row);
}

/** `PUT /v1/notification/read/all`: every unread one of the member's; returns how many. */
export function markAllNotificationsRead(deps: NotificationDeps, actor: Actor): Promise<number> {
  return notificationQueries.markAllRead(deps.db, actor.profileId, deps.now.toISOString());
}

/** `DELETE /v1/notification/{id}`: one of the member's own, for good. */
export async function deleteNotification(deps: NotificationDeps, actor: Actor, id: number): Promise<boolean> {
  await requireAccess({ db: deps.db }, actor, notificationAccess.own, id);
  await notificationQueries.remove(deps.db, id);
  return true;
}

/** `PUT /v1/notification/rules/{id}`: switches a rule's inbox or mail part; the other keeps its value. */
export async function setNotificationRule(
  deps: NotificationDeps,
  actor: Actor,
  ruleId: number,
  body: { Notification?: boolean; Email?: boolean },
): Promise<NotificationRuleView> {
  const key = ruleKeyOf(ruleId);
  if (!key) throw AppError.notFound('Notification rule not found');
  if (ruleId === NEWSLETTER_RULE.Id && body.Notification === true)
    throw AppError.badRequest('The newsletter is sent by e-mail only', [
      { Field: 'Notification', Code: ErrorCode.NewsletterHasNoInbox },
    ]);
  const current =
    (await notificationQueries.ruleOf(deps.db, actor.profileId, ruleId)) ?? defaultSwitches(ruleId);
  const next = {
    in_app: body.Notification === undefined ? current.in_app : Number(body.Notification),
    email: body.Email === undefined ? current.email : Number(body.Email),
  };
  await notificationQueries.saveRule(deps.db, actor.profileId, ruleId, next, deps.now.toISOString());
  return presentRule(ruleId, key, next);
}
