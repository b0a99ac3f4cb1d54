import type { Kysely } from 'kysely';
import { addIndexes, tableWithId } from './helpers.ts';

/**
 * - `profile_verifications`: what a mail proves: activating a new account or resetting a password
 *   (a link key and a pin), or logging in with a pin (a pin only). Only hashes are stored; wrong
 *   pins are counted; a verification is used once.
 * - `login_cookies`: the long-term login ("stay logged in"): a cookie whose hash is kept here and
 *   which can be exchanged for a fresh profile token.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations run against an untyped Kysely by design
export async function up(db: Kysely<any>): Promise<void> {
  await tableWithId(db, 'profile_verifications')
    .addColumn('profile_id', 'integer', (c) => c.notNull().references('profiles.id').onDelete('cascade'))
    .addColumn('purpose', 'text', (c) => c.notNull()) // activate | reset | pin
    .addColumn('key_hash', 'text', (c) => c.unique())
    .addColumn('pin_hash', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .execute();
  await addIndexes(db, 'profile_verifications', [['profile_id', 'purpose']]);
  await tableWithId(db, 'login_cookies')
    .addColumn('profile_id', 'integer', (c) => c.notNull().references('profiles.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
  await addIndexes(db, 'login_cookies', [['profile_id']]);
}
