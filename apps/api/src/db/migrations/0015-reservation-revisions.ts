import type { Kysely } from 'kysely';
import { addIndexes, tableWithId } from './helpers.ts';

/**
 * `reservation_revisions`: every change to a reservation after it was booked (who, when, what):
 * `action` names the call (e.g. `cancel`, `changedate`, `contacts`), `changes` is a JSON array of
 * `{ Field, From, To }`. Written in the same transaction as the change itself.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations run against an untyped Kysely by design
export async function up(db: Kysely<any>): Promise<void> {
  await tableWithId(db, 'reservation_revisions')
    .addColumn('reservation_id', 'integer', (c) =>
      c.notNull().references('reservations.id').onDelete('cascade'),
    )
    .addColumn('profile_id', 'integer')
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('changes', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await addIndexes(db, 'reservation_revisions', [['reservation_id', 'id']]);
}
