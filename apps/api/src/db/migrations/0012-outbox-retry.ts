import type { Kysely } from 'kysely';

/** When the sender may try a queued mail again (after a failure it waits longer each time). */
// biome-ignore lint/suspicious/noExplicitAny: migrations run against an untyped Kysely by design
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('outbox').addColumn('next_attempt_at', 'text').execute();
}
