import type { Generated } from 'kysely';

/** One notification in a member's inbox. Its words are the web's: kind + data, in the page's language. */
export interface NotificationsTable {
  id: Generated<number>;
  profile_id: number;
  /** The rule kind (1-17, `NOTIFICATION_RULE_KINDS`). */
  kind_id: number;
  /** A JSON object of plain strings the sentence names (a location, a reservation, a person). */
  data: string;
  /** The route-table name it leads to, or null. */
  link_route: string | null;
  /** A JSON object of the route's parameters. */
  link_params: string | null;
  created_at: string;
  read_at: string | null;
}

/** A member's switch of one rule; no row: the default (inbox and mail on; the newsletter off). */
export interface NotificationRulesTable {
  profile_id: number;
  rule_id: number;
  in_app: number;
  email: number;
  updated_at: string;
}

/** The notifications area's tables (the DB type in db/schema.ts includes them). */
export interface NotificationAreaTables {
  notifications: NotificationsTable;
  notification_rules: NotificationRulesTable;
}
