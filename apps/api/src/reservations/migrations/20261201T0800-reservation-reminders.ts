import type { Kysely } from 'kysely';

/**
 * When the day-before reminder of a reservation went out (none yet: null). The reminder job claims a
 * reservation by setting it where it is still null, so two processes never remind twice.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations run against an untyped Kysely by design
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('reservations').addColumn('reminded_at', 'text').execute();
  // The job finds tomorrow's reservations by the (start_date, status_id) index of the statistics.
}
