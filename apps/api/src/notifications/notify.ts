import type { NotificationRuleKey, RouteName } from '@meetspace/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import { enqueueMail, type Mail } from '../kernel/mail/outbox.queries.ts';
import { defaultSwitches, ruleIdOf } from './notification-rules.ts';
import { notificationQueries } from './notifications.queries.ts';

/** What happened, for whom: the kind (its rule decides), the facts the sentence names, where it leads. */
export interface Notice {
  profileId: number;
  kind: NotificationRuleKey;
  /** Plain strings the inbox's sentence names (the web words it in the page's language). */
  data: Record<string, string>;
  link?: { route: RouteName; params: Record<string, string> };
  /** The mail in the member's language, sent when the member's rule mails this kind. */
  mail?: Mail;
}

/**
 * The one way an area tells a member something: per the member's rule of the kind, an inbox
 * notification and an outbox mail, in the caller's transaction (so it happens with the change or
 * not at all). Says what it did.
 */
export async function notify(
  trx: Kysely<DB>,
  notice: Notice,
  now: Date,
): Promise<{ inApp: boolean; mailed: boolean }> {
  const ruleId = ruleIdOf(notice.kind);
  const rule = (await notificationQueries.ruleOf(trx, notice.profileId, ruleId)) ?? defaultSwitches(ruleId);
  const inApp = rule.in_app === 1;
  const mailed = rule.email === 1 && notice.mail !== undefined;
  if (inApp)
    await notificationQueries.insert(trx, {
      profile_id: notice.profileId,
      kind_id: ruleId,
      data: JSON.stringify(notice.data),
      link_route: notice.link?.route ?? null,
      link_params: notice.link ? JSON.stringify(notice.link.params) : null,
      created_at: now.toISOString(),
      read_at: null,
    });
  if (mailed && notice.mail) await enqueueMail(trx, notice.mail, now);
  return { inApp, mailed };
}
