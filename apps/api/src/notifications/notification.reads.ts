import {
  NEWSLETTER_RULE,
  NOTIFICATION_RULE_KINDS,
  type NotificationList,
  type NotificationRuleView,
} from '@meetspace/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import type { Actor } from '../kernel/access/access.ts';
import { presentNotification } from './notification.presenter.ts';
import { defaultSwitches } from './notification-rules.ts';
import { notificationQueries, type RuleSwitches } from './notifications.queries.ts';

export interface NotificationDeps {
  db: Kysely<DB>;
  now: Date;
}

/** `GET /v1/notification`: the member's page, newest first, with the totals. */
export async function listNotifications(
  deps: NotificationDeps,
  actor: Actor,
  query: { page: number; itemsPerPage: number; unreadOnly: boolean },
): Promise<NotificationList> {
  const offset = (query.page - 1) * query.itemsPerPage;
  const [rows, total, unread] = await Promise.all([
    notificationQueries.page(deps.db, actor.profileId, query.unreadOnly, query.itemsPerPage, offset),
    notificationQueries.count(deps.db, actor.profileId, query.unreadOnly),
    notificationQueries.count(deps.db, actor.profileId, true),
  ]);
  return { Results: rows.map(presentNotification), TotalCount: total, UnreadCount: unread };
}

export function presentRule(ruleId: number, key: string, switches: RuleSwitches): NotificationRuleView {
  return { Id: ruleId, Key: key, Notification: switches.in_app === 1, Email: switches.email === 1 };
}

/** `GET /v1/notification/rules`: the 17 kinds in the spec's order, then the newsletter. */
export async function listRules(deps: NotificationDeps, actor: Actor): Promise<NotificationRuleView[]> {
  const own = await notificationQueries.rulesOf(deps.db, actor.profileId);
  const rules = [...NOTIFICATION_RULE_KINDS, NEWSLETTER_RULE];
  return rules.map((rule) => presentRule(rule.Id, rule.key, own.get(rule.Id) ?? defaultSwitches(rule.Id)));
}
