import type { Kysely } from 'kysely';
import { addIndexes } from '../../db/migrations/helpers.ts';

/**
 * A payment of an event registration: the event (for the pay page's link back) and the
 * registration; `void_at` marks a payment its purpose no longer wants (a cancelled registration, a
 * deleted event): it reads no-longer-valid and cannot be started.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations run against an untyped Kysely by design
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('payments').addColumn('event_id', 'integer').execute();
  await db.schema.alterTable('payments').addColumn('event_registration_id', 'integer').execute();
  await db.schema.alterTable('payments').addColumn('void_at', 'text').execute();
  await addIndexes(db, 'payments', [['event_registration_id']]);
}
