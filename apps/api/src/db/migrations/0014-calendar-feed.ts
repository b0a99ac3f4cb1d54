import type { Kysely } from 'kysely';

/** A member's private calendar feed: the SHA-256 of the secret in its URL (null: no feed yet). */
// biome-ignore lint/suspicious/noExplicitAny: migrations run against an untyped Kysely by design
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('profiles').addColumn('calendar_key_hash', 'text').execute();
  await db.schema
    .createIndex('profiles_calendar_key_hash_idx')
    .on('profiles')
    .column('calendar_key_hash')
    .execute();
}
