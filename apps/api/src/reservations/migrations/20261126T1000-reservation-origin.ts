import type { Kysely } from 'kysely';

/** Where a reservation came from when it was an accepted proposal: its tender and the proposal's key. */
// biome-ignore lint/suspicious/noExplicitAny: migrations run against an untyped Kysely by design
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('reservations').addColumn('tender_id', 'integer').execute();
  await db.schema.alterTable('reservations').addColumn('proposal_key', 'text').execute();
}
