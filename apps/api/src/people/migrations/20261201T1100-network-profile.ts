import { type Kysely, sql } from 'kysely';

/**
 * The network's part of a member's profile, on the accounts area's `profiles` row (one row per
 * member, read by `/v1/profile/state` and the public profile): city, what they work on, what they
 * can help with, tags (`|one|two|`) and whether the e-mail address and phone are shown publicly.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations run against an untyped Kysely by design
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('profiles').addColumn('city', 'text').execute();
  await db.schema.alterTable('profiles').addColumn('working_on', 'text').execute();
  await db.schema.alterTable('profiles').addColumn('knowledge', 'text').execute();
  await db.schema.alterTable('profiles').addColumn('network_tags', 'text').execute();
  await db.schema
    .alterTable('profiles')
    .addColumn('share_email', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('profiles')
    .addColumn('share_phone', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  // The people search filters by city (case ignored).
  await sql`create index profiles_lower_city_idx on profiles (lower(city))`.execute(db);
}
