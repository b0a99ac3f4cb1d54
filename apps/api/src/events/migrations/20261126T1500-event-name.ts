import type { Kysely } from 'kysely';

/** The event's name (the first migration of the area left it out). */
// biome-ignore lint/suspicious/noExplicitAny: migrations run against an untyped Kysely by design
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('event_listings')
    .addColumn('name', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
}
