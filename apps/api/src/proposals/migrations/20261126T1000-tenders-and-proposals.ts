import type { Kysely } from 'kysely';
import { addIndexes, tableWithId } from '../../db/migrations/helpers.ts';

/** Tenders, the locations they ask, proposals with their spaces and options, and their history. */
// biome-ignore lint/suspicious/noExplicitAny: migrations run against an untyped Kysely by design
export async function up(db: Kysely<any>): Promise<void> {
  await tableWithId(db, 'tenders')
    .addColumn('channel_id', 'integer', (c) => c.notNull())
    .addColumn('profile_id', 'integer', (c) => c.notNull())
    .addColumn('language_id', 'integer', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('meeting_type_id', 'integer', (c) => c.notNull())
    .addColumn('setting_id', 'integer')
    .addColumn('seats', 'integer', (c) => c.notNull())
    .addColumn('start_date', 'text', (c) => c.notNull())
    .addColumn('end_date', 'text', (c) => c.notNull())
    .addColumn('start_minutes', 'integer', (c) => c.notNull())
    .addColumn('end_minutes', 'integer', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('budget_cents', 'integer')
    .addColumn('option_categories', 'text', (c) => c.notNull())
    .addColumn('place_name', 'text')
    .addColumn('latitude', 'real')
    .addColumn('longitude', 'real')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await addIndexes(db, 'tenders', [['profile_id', 'created_at']]);

  await tableWithId(db, 'tender_locations')
    .addColumn('tender_id', 'integer', (c) => c.notNull())
    .addColumn('location_id', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('decline_reason', 'text')
    .addColumn('proposal_id', 'integer')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('tender_locations_tender_location_unique', ['tender_id', 'location_id'])
    .execute();
  await addIndexes(db, 'tender_locations', [['location_id', 'status']]);

  await tableWithId(db, 'proposals')
    .addColumn('key', 'text', (c) => c.notNull().unique())
    .addColumn('tender_id', 'integer', (c) => c.notNull())
    .addColumn('location_id', 'integer', (c) => c.notNull())
    .addColumn('profile_id', 'integer', (c) => c.notNull())
    .addColumn('language_id', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('valid_until', 'text', (c) => c.notNull())
    .addColumn('total_excl_cents', 'integer', (c) => c.notNull())
    .addColumn('total_incl_cents', 'integer', (c) => c.notNull())
    .addColumn('cancel_reason_type', 'integer')
    .addColumn('cancel_reason', 'text')
    .addColumn('reservation_id', 'integer')
    .addColumn('sent_by', 'integer', (c) => c.notNull())
    .addColumn('sent_at', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('proposals_tender_location_unique', ['tender_id', 'location_id'])
    .execute();
  await addIndexes(db, 'proposals', [['profile_id', 'sent_at'], ['location_id']]);

  await tableWithId(db, 'proposal_spaces')
    .addColumn('proposal_id', 'integer', (c) => c.notNull())
    .addColumn('space_id', 'integer', (c) => c.notNull())
    .addColumn('setting_id', 'integer', (c) => c.notNull())
    .addColumn('seats', 'integer', (c) => c.notNull())
    .addColumn('start_date', 'text', (c) => c.notNull())
    .addColumn('end_date', 'text', (c) => c.notNull())
    .addColumn('start_minutes', 'integer', (c) => c.notNull())
    .addColumn('end_minutes', 'integer', (c) => c.notNull())
    .addColumn('list_price_cents', 'integer', (c) => c.notNull())
    .addColumn('price_cents', 'integer', (c) => c.notNull())
    .addColumn('tax_percentage', 'integer', (c) => c.notNull())
    .execute();
  await addIndexes(db, 'proposal_spaces', [['proposal_id']]);

  await tableWithId(db, 'proposal_options')
    .addColumn('proposal_id', 'integer', (c) => c.notNull())
    .addColumn('option_id', 'integer', (c) => c.notNull())
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('list_price_per_item_cents', 'integer', (c) => c.notNull())
    .addColumn('price_per_item_cents', 'integer', (c) => c.notNull())
    .addColumn('tax_percentage', 'integer', (c) => c.notNull())
    .execute();
  await addIndexes(db, 'proposal_options', [['proposal_id']]);

  await tableWithId(db, 'proposal_history')
    .addColumn('proposal_id', 'integer', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('profile_id', 'integer')
    .addColumn('comment', 'text')
    .addColumn('snapshot', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await addIndexes(db, 'proposal_history', [['proposal_id']]);
}
