import type { Kysely } from 'kysely';
import { addIndexes, tableWithId } from '../../db/migrations/helpers.ts';

/** Groups and their memberships. */
// biome-ignore lint/suspicious/noExplicitAny: migrations run against an untyped Kysely by design
export async function up(db: Kysely<any>): Promise<void> {
  await tableWithId(db, 'network_groups')
    .addColumn('channel_id', 'integer', (c) => c.notNull())
    .addColumn('owner_profile_id', 'integer', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('photo_url', 'text')
    .addColumn('join_type', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('activate_chat', 'integer', (c) => c.notNull())
    .addColumn('activate_events', 'integer', (c) => c.notNull())
    .addColumn('activate_member_list', 'integer', (c) => c.notNull())
    .addColumn('activate_posts', 'integer', (c) => c.notNull())
    .addColumn('activate_questions', 'integer', (c) => c.notNull())
    .addColumn('search_text', 'text', (c) => c.notNull())
    .addColumn('member_count', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('published_at', 'text')
    .addColumn('deleted_at', 'text')
    .execute();
  await addIndexes(db, 'network_groups', [['status', 'deleted_at', 'name'], ['owner_profile_id']]);

  await tableWithId(db, 'group_memberships')
    .addColumn('group_id', 'integer', (c) => c.notNull())
    .addColumn('profile_id', 'integer', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('invited_by', 'integer')
    .addColumn('requested_at', 'text')
    .addColumn('joined_at', 'text')
    .addColumn('left_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('group_memberships_group_profile_unique', ['group_id', 'profile_id'])
    .execute();
  await addIndexes(db, 'group_memberships', [
    ['profile_id', 'status'],
    ['group_id', 'status', 'role'],
  ]);
}
