import type { Kysely } from 'kysely';
import { addIndexes, tableWithId } from '../../db/migrations/helpers.ts';

/**
 * `catalogue_changes`: who changed what in a location's catalogue and when (the host area's change
 * log, boarding, approvals). One row per change; `changes` is a JSON list of { Field, From, To }.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations run against an untyped Kysely by design
export async function up(db: Kysely<any>): Promise<void> {
  await tableWithId(db, 'catalogue_changes')
    .addColumn('location_id', 'integer', (c) => c.notNull())
    .addColumn('profile_id', 'integer')
    .addColumn('subject_type', 'text', (c) => c.notNull())
    .addColumn('subject_id', 'integer')
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('changes', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await addIndexes(db, 'catalogue_changes', [['location_id', 'id']]);
}
