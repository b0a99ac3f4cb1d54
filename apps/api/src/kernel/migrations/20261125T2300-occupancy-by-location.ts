import type { Kysely } from 'kysely';

/**
 * Occupancy changes scoped by location (see kernel/locks.ts):
 * - `occupancy_locations`: one row per location whose bookings or holds were ever changed; a change
 *   locks its locations' rows first, so bookings at one location queue and bookings at different
 *   locations run side by side.
 * - `occupancy_changes`: an append-only log, one row per location a change touched, stamped with the
 *   new global `occupancy_version` just before the change commits. A search process reads the
 *   global version and, when it moved, the rows after its copy's version (indexed), and reloads
 *   only those locations' occupancy. Old rows are pruned by the writers.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations run against an untyped Kysely by design
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('occupancy_locations')
    .addColumn('location_id', 'integer', (c) => c.primaryKey())
    .addColumn('version', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('occupancy_changes')
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('location_id', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('occupancy_changes_version')
    .on('occupancy_changes')
    .column('version')
    .execute();
}
