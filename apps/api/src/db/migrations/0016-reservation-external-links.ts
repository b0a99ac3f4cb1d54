import type { Kysely } from 'kysely';
import { addIndexes, tableWithId } from './helpers.ts';

/**
 * `reservation_external_links`: links a member keeps on a reservation, `type_id` 1 a document or
 * 2 a video call; `url` an absolute http(s) URL (at most 2000 characters), `title` optional.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations run against an untyped Kysely by design
export async function up(db: Kysely<any>): Promise<void> {
  await tableWithId(db, 'reservation_external_links')
    .addColumn('reservation_id', 'integer', (c) =>
      c.notNull().references('reservations.id').onDelete('cascade'),
    )
    .addColumn('type_id', 'integer', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('title', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await addIndexes(db, 'reservation_external_links', [['reservation_id', 'id']]);
}
