import type { Kysely } from 'kysely';
import { addIndexes, tableWithId } from '../../db/migrations/helpers.ts';

/**
 * A reservation's check-in (one row per reservation: whether its guests arrived, who recorded it
 * and when) and its notes and to-dos, each of one side: the booker's or the host's.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations run against an untyped Kysely by design
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('reservation_checkins')
    .addColumn('reservation_id', 'integer', (c) => c.primaryKey())
    .addColumn('is_checked_in', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('changed_by', 'integer', (c) => c.notNull())
    .addColumn('changed_at', 'text', (c) => c.notNull())
    .execute();
  await tableWithId(db, 'reservation_notes')
    .addColumn('reservation_id', 'integer', (c) => c.notNull())
    .addColumn('side', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('is_done', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('due_date', 'text')
    .addColumn('created_by', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await addIndexes(db, 'reservation_notes', [['reservation_id', 'side', 'kind']]);
}
