import type { Kysely } from 'kysely';
import { addIndexes } from '../../db/migrations/helpers.ts';

/**
 * The statistics read a period of one location's (or every location's) searches, carts and
 * reservations: index them by location and time, so a year of a location reads only its own rows,
 * and cover what the platform's figures add up (searches, reservations and their lines by time,
 * with the columns summed), so a year of the whole platform is read from the indexes alone.
 * Reservations by location and start date, and invoices by location and issue date, exist already.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations run against an untyped Kysely by design
export async function up(db: Kysely<any>): Promise<void> {
  await addIndexes(db, 'searches', [
    ['location_id', 'created_at'],
    ['created_at'],
    ['profile_id', 'created_at'],
  ]);
  await addIndexes(db, 'carts', [['location_id', 'created_at']]);
  await addIndexes(db, 'reservations', [['start_date']]);
}
