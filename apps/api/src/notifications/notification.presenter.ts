import type { NotificationView } from '@meetspace/domain';
import { ruleKeyOf } from './notification-rules.ts';
import type { NotificationRow } from './notifications.queries.ts';

const strings = (json: string | null): Record<string, string> => {
  if (!json) return {};
  const parsed = JSON.parse(json) as Record<string, unknown>;
  return Object.fromEntries(Object.entries(parsed).map(([key, value]) => [key, String(value)]));
};

/** A notification row as the contract's `NotificationView`. */
export function presentNotification(row: NotificationRow): NotificationView {
  return {
    Id: row.id,
    KindId: row.kind_id,
    Kind: ruleKeyOf(row.kind_id) ?? 'unknown',
    Data: strings(row.data),
    Link: row.link_route ? { Route: row.link_route, Params: strings(row.link_params) } : null,
    IsRead: row.read_at !== null,
    CreatedOn: row.created_at,
  };
}
