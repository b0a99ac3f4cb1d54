import type { Kysely } from 'kysely';
import { addIndexes, tableWithId } from '../../db/migrations/helpers.ts';

/** Chat: conversations of two members, their messages, and the members' blocks. */
// biome-ignore lint/suspicious/noExplicitAny: migrations run against an untyped Kysely by design
export async function up(db: Kysely<any>): Promise<void> {
  await tableWithId(db, 'chats')
    .addColumn('profile_a', 'integer', (c) => c.notNull())
    .addColumn('profile_b', 'integer', (c) => c.notNull())
    .addColumn('match_id', 'integer')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('last_message_id', 'integer')
    .addColumn('read_a', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('read_b', 'integer', (c) => c.notNull().defaultTo(0))
    .addUniqueConstraint('chats_pair_unique', ['profile_a', 'profile_b'])
    .execute();
  await addIndexes(db, 'chats', [['profile_b']]);
  await tableWithId(db, 'chat_messages')
    .addColumn('chat_id', 'integer', (c) => c.notNull())
    .addColumn('sender_id', 'integer', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await addIndexes(db, 'chat_messages', [['chat_id', 'id']]);
  await db.schema
    .createTable('chat_blocks')
    .addColumn('blocker_id', 'integer', (c) => c.notNull())
    .addColumn('blocked_id', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('chat_blocks_pk', ['blocker_id', 'blocked_id'])
    .execute();
}
