import { type Kysely, sql } from 'kysely';
import { addIndexes, tableWithId } from '../../db/migrations/helpers.ts';

/** Reviews: one per reservation, with its scores, text and the host's answer. */
// biome-ignore lint/suspicious/noExplicitAny: migrations run against an untyped Kysely by design
export async function up(db: Kysely<any>): Promise<void> {
  await tableWithId(db, 'reviews')
    .addColumn('key', 'text', (c) => c.notNull().unique())
    .addColumn('reservation_id', 'integer', (c) => c.notNull().unique())
    .addColumn('location_id', 'integer', (c) => c.notNull())
    .addColumn('meeting_type_id', 'integer', (c) => c.notNull())
    .addColumn('profile_id', 'integer', (c) => c.notNull())
    .addColumn('meeting_date', 'text', (c) => c.notNull())
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('catering_booked', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('score_location', 'integer')
    .addColumn('score_room', 'integer')
    .addColumn('score_catering', 'integer')
    .addColumn('score_service', 'integer')
    .addColumn('score_value', 'integer')
    .addColumn('overall', 'double precision')
    .addColumn('text', 'text')
    .addColumn('opened_at', 'text', (c) => c.notNull())
    .addColumn('submitted_at', 'text')
    .addColumn('response_text', 'text')
    .addColumn('response_by', 'integer')
    .addColumn('responded_at', 'text')
    .addColumn('response_updated_at', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('deleted_at', 'text')
    .addColumn('deleted_by', 'integer')
    .addColumn('deletion_reason', 'text')
    .execute();
  await addIndexes(db, 'reviews', [
    ['location_id', 'status', 'submitted_at'],
    ['status', 'submitted_at'],
    ['profile_id', 'status'],
  ]);
  // The opening job asks for reservations that ended lately: by their last day.
  await sql`create index reservations_end_date_reviews_idx on reservations (end_date)`.execute(db);
}
