import type { Kysely } from 'kysely';
import { addIndexes, tableWithId } from '../../db/migrations/helpers.ts';

/** Booking widgets: hosts configure them for their locations; websites embed them by key. */
// biome-ignore lint/suspicious/noExplicitAny: migrations run against an untyped Kysely by design
export async function up(db: Kysely<any>): Promise<void> {
  await tableWithId(db, 'widgets')
    .addColumn('key', 'text', (c) => c.notNull().unique())
    .addColumn('location_id', 'integer', (c) => c.notNull())
    .addColumn('profile_id', 'integer')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('channel_id', 'integer', (c) => c.notNull())
    .addColumn('pre_selected_meeting_type', 'integer', (c) => c.notNull())
    .addColumn('space_id', 'integer')
    .addColumn('min_seats', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('styling', 'text', (c) => c.notNull())
    .addColumn('show_prices', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('show_search_input', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('show_country_select', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('show_options_step', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('show_booking_details_step', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('auth_type', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('meeting_types', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await addIndexes(db, 'widgets', [['location_id']]);
}

// biome-ignore lint/suspicious/noExplicitAny: migrations run against an untyped Kysely by design
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('widgets').execute();
}
