import type { Kysely } from 'kysely';
import { addIndexes, tableWithId } from '../../db/migrations/helpers.ts';

/**
 * The host area's tables: `location_amenities` (what a location offers), `location_manager_invites`
 * (an address invited to manage a location before it has an account), and an English alt text
 * beside `location_images.alt` (the Dutch one).
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations run against an untyped Kysely by design
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('location_amenities')
    .addColumn('location_id', 'integer', (c) => c.notNull())
    .addColumn('amenity', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('location_amenities_pk', ['location_id', 'amenity'])
    .execute();
  await tableWithId(db, 'location_manager_invites')
    .addColumn('location_id', 'integer', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('invited_by', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('location_manager_invites_uq', ['location_id', 'email'])
    .execute();
  await addIndexes(db, 'location_manager_invites', [['email']]);
  await db.schema
    .alterTable('location_images')
    .addColumn('alt_en', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
}
