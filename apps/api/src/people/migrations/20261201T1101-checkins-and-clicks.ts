import type { Kysely } from 'kysely';
import { addIndexes, tableWithId } from '../../db/migrations/helpers.ts';

/**
 * Check-ins of members at a location for a day (one per member, location and day: the unique index
 * makes `PUT /v1/checkin` an atomic upsert), and the click log (what people open).
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations run against an untyped Kysely by design
export async function up(db: Kysely<any>): Promise<void> {
  await tableWithId(db, 'network_checkins')
    .addColumn('profile_id', 'integer', (c) => c.notNull())
    .addColumn('location_id', 'integer', (c) => c.notNull())
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('working_on', 'text', (c) => c.notNull())
    .addColumn('knowledge', 'text', (c) => c.notNull())
    .addColumn('reservation_id', 'integer')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('network_checkins_profile_location_day_key')
    .on('network_checkins')
    .columns(['profile_id', 'location_id', 'day'])
    .unique()
    .execute();
  await addIndexes(db, 'network_checkins', [['location_id', 'day'], ['reservation_id']]);

  await tableWithId(db, 'click_logs')
    .addColumn('type_id', 'integer', (c) => c.notNull())
    .addColumn('item_id', 'integer', (c) => c.notNull())
    .addColumn('profile_id', 'integer')
    .addColumn('clicked_at', 'text', (c) => c.notNull())
    .execute();
  // Statistics count an item's opens over a period: (type, item, time) covers that.
  await addIndexes(db, 'click_logs', [['type_id', 'item_id', 'clicked_at']]);
}
