import { NEWSLETTER_RULE, NOTIFICATION_RULE_KINDS, type NotificationRuleKey } from '@meetspace/domain';
import type { RuleSwitches } from './notifications.queries.ts';

/** A rule's switches when the member never changed them: everything on; the newsletter off (opt-in). */
export function defaultSwitches(ruleId: number): RuleSwitches {
  return ruleId === NEWSLETTER_RULE.Id ? { in_app: 0, email: 0 } : { in_app: 1, email: 1 };
}

/** The rule kind's id by its key. */
export function ruleIdOf(kind: NotificationRuleKey): number {
  const found = NOTIFICATION_RULE_KINDS.find((k) => k.key === kind);
  if (!found) throw new Error(`unknown notification kind ${kind}`);
  return found.Id;
}

/** The rule's key by its id (the newsletter's too), or undefined. */
export function ruleKeyOf(ruleId: number): string | undefined {
  if (ruleId === NEWSLETTER_RULE.Id) return NEWSLETTER_RULE.key;
  return NOTIFICATION_RULE_KINDS.find((k) => k.Id === ruleId)?.key;
}
