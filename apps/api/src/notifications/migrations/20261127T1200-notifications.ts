import type { Kysely } from 'kysely';
import { addIndexes, tableWithId } from '../../db/migrations/helpers.ts';

/** Notifications and the members' rules. */
// biome-ignore lint/suspicious/noExplicitAny: migrations run against an untyped Kysely by design
export async function up(db: Kysely<any>): Promise<void> {
  await tableWithId(db, 'notifications')
    .addColumn('profile_id', 'integer', (c) => c.notNull())
    .addColumn('kind_id', 'integer', (c) => c.notNull())
    .addColumn('data', 'text', (c) => c.notNull())
    .addColumn('link_route', 'text')
    .addColumn('link_params', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('read_at', 'text')
    .execute();
  // The inbox newest first, and the unread count.
  await addIndexes(db, 'notifications', [
    ['profile_id', 'id'],
    ['profile_id', 'read_at'],
  ]);

  await db.schema
    .createTable('notification_rules')
    .addColumn('profile_id', 'integer', (c) => c.notNull())
    .addColumn('rule_id', 'integer', (c) => c.notNull())
    .addColumn('in_app', 'integer', (c) => c.notNull())
    .addColumn('email', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('notification_rules_pk', ['profile_id', 'rule_id'])
    .execute();
}
