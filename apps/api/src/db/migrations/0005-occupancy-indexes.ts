import type { Kysely } from 'kysely';

/** Availability reads the occupancy of a period for every space at once: index by date. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('reservation_spaces_start_date_idx')
    .on('reservation_spaces')
    .columns(['start_date', 'end_date'])
    .execute();
  await db.schema
    .createIndex('cart_spaces_start_date_idx')
    .on('cart_spaces')
    .columns(['start_date', 'end_date'])
    .execute();
}
