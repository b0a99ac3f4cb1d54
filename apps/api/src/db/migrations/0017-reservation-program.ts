import type { Kysely } from 'kysely';
import { addIndexes, tableWithId } from './helpers.ts';

/**
 * `reservation_program_items`: a reservation's program (agenda), replaced as a whole by
 * `PUT /v1/reservation/{id}/program`. Times are minutes from midnight within the reservation's
 * daily times; `rank` is the order shown (by start time, then as sent).
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations run against an untyped Kysely by design
export async function up(db: Kysely<any>): Promise<void> {
  await tableWithId(db, 'reservation_program_items')
    .addColumn('reservation_id', 'integer', (c) =>
      c.notNull().references('reservations.id').onDelete('cascade'),
    )
    .addColumn('start_minutes', 'integer', (c) => c.notNull())
    .addColumn('end_minutes', 'integer', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('rank', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await addIndexes(db, 'reservation_program_items', [['reservation_id', 'rank']]);
}
