import type { Kysely } from 'kysely';

/**
 * One counter that every write to the bookable catalogue (locations, spaces, settings, opening
 * hours, closed days, images) increases, so that each process's cached copy knows when to reload.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations run against an untyped Kysely by design
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('catalogue_version')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('version', 'integer', (c) => c.notNull())
    .execute();
  await db.insertInto('catalogue_version').values({ id: 1, version: 1 }).execute();
}
