import type { Kysely } from 'kysely';
import { addIndexes, tableWithId } from './helpers.ts';

/**
 * - `occupancy_version`: one counter that every write to bookings or holds (a cart selected,
 *   released or finalized; a reservation cancelled or moved) increases in the same transaction,
 *   so cached search answers of every process know they are stale.
 * - `profile_tokens`: member sessions. Only the SHA-256 of a token is stored; a token is valid for
 *   86,400 s after it was issued and until it is logged off.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations run against an untyped Kysely by design
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('occupancy_version')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('version', 'integer', (c) => c.notNull())
    .execute();
  await db.insertInto('occupancy_version').values({ id: 1, version: 1 }).execute();

  await tableWithId(db, 'profile_tokens')
    .addColumn('profile_id', 'integer', (c) => c.notNull().references('profiles.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('channel_id', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
  await addIndexes(db, 'profile_tokens', [['profile_id']]);
}
