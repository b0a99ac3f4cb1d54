import type { Insertable, Kysely, Selectable } from 'kysely';
import type { DB } from '../db/schema.ts';
import type { NotificationsTable } from './notifications.schema.ts';

export type NotificationRow = Selectable<NotificationsTable>;
export interface RuleSwitches {
  in_app: number;
  email: number;
}

/** The notifications area's SQL: the inbox and the rules. */
export const notificationQueries = {
  byId(db: Kysely<DB>, id: number): Promise<NotificationRow | undefined> {
    return db.selectFrom('notifications').selectAll().where('id', '=', id).executeTakeFirst();
  },

  async insert(db: Kysely<DB>, row: Insertable<NotificationsTable>): Promise<number> {
    const inserted = await db
      .insertInto('notifications')
      .values(row)
      .returning('id')
      .executeTakeFirstOrThrow();
    return inserted.id;
  },

  /** A page of a member's notifications, newest first. */
  page(
    db: Kysely<DB>,
    profileId: number,
    unreadOnly: boolean,
    limit: number,
    offset: number,
  ): Promise<NotificationRow[]> {
    let query = db.selectFrom('notifications').selectAll().where('profile_id', '=', profileId);
    if (unreadOnly) query = query.where('read_at', 'is', null);
    return query.orderBy('id', 'desc').limit(limit).offset(offset).execute();
  },

  async count(db: Kysely<DB>, profileId: number, unreadOnly: boolean): Promise<number> {
    let query = db
      .selectFrom('notifications')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('profile_id', '=', profileId);
    if (unreadOnly) query = query.where('read_at', 'is', null);
    const row = await query.executeTakeFirst();
    return Number(row?.n ?? 0);
  },

  async markRead(db: Kysely<DB>, id: number, at: string): Promise<void> {
    await db
      .updateTable('notifications')
      .set({ read_at: at })
      .where('id', '=', id)
      .where('read_at', 'is', null)
      .execute();
  },

  /** Marks every unread one of the member's read; says how many. */
  async markAllRead(db: Kysely<DB>, profileId: number, at: string): Promise<number> {
    const result = await db
      .updateTable('notifications')
      .set({ read_at: at })
      .where('profile_id', '=', profileId)
      .where('read_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  },

  async remove(db: Kysely<DB>, id: number): Promise<void> {
    await db.deleteFrom('notifications').where('id', '=', id).execute();
  },

  /** The member's own switches, by rule id (rules without a row are at their default). */
  async rulesOf(db: Kysely<DB>, profileId: number): Promise<Map<number, RuleSwitches>> {
    const rows = await db
      .selectFrom('notification_rules')
      .select(['rule_id', 'in_app', 'email'])
      .where('profile_id', '=', profileId)
      .execute();
    return new Map(rows.map((row) => [row.rule_id, { in_app: row.in_app, email: row.email }]));
  },

  async ruleOf(db: Kysely<DB>, profileId: number, ruleId: number): Promise<RuleSwitches | undefined> {
    return db
      .selectFrom('notification_rules')
      .select(['in_app', 'email'])
      .where('profile_id', '=', profileId)
      .where('rule_id', '=', ruleId)
      .executeTakeFirst();
  },

  /** Writes a member's switches of one rule (one row per member and rule, whoever writes first). */
  async saveRule(
    db: Kysely<DB>,
    profileId: number,
    ruleId: number,
    switches: RuleSwitches,
    at: string,
  ): Promise<void> {
    await db
      .insertInto('notification_rules')
      .values({ profile_id: profileId, rule_id: ruleId, ...switches, updated_at: at })
      .onConflict((oc) => oc.columns(['profile_id', 'rule_id']).doUpdateSet({ ...switches, updated_at: at }))
      .execute();
  },
};
