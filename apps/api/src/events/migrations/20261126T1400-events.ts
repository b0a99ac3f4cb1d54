import type { Kysely } from 'kysely';
import { addIndexes, tableWithId } from '../../db/migrations/helpers.ts';

/** Events, their prices, program, organizers and registrations. */
// biome-ignore lint/suspicious/noExplicitAny: migrations run against an untyped Kysely by design
export async function up(db: Kysely<any>): Promise<void> {
  await tableWithId(db, 'event_listings')
    .addColumn('channel_id', 'integer', (c) => c.notNull())
    .addColumn('owner_profile_id', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('owner_type', 'text', (c) => c.notNull())
    .addColumn('item_id', 'integer')
    .addColumn('event_type_id', 'integer', (c) => c.notNull())
    .addColumn('location_id', 'integer')
    .addColumn('reservation_id', 'integer')
    .addColumn('group_id', 'integer')
    .addColumn('is_active', 'integer', (c) => c.notNull())
    .addColumn('is_public', 'integer', (c) => c.notNull())
    .addColumn('start_date', 'text', (c) => c.notNull())
    .addColumn('start_minutes', 'integer', (c) => c.notNull())
    .addColumn('end_date', 'text', (c) => c.notNull())
    .addColumn('end_minutes', 'integer', (c) => c.notNull())
    .addColumn('starts_at', 'text', (c) => c.notNull())
    .addColumn('ends_at', 'text', (c) => c.notNull())
    .addColumn('image_url', 'text')
    .addColumn('max_capacity', 'integer')
    .addColumn('is_online', 'text', (c) => c.notNull())
    .addColumn('is_ticket_link', 'integer', (c) => c.notNull())
    .addColumn('url', 'text')
    .addColumn('online_url', 'text')
    .addColumn('location_name', 'text', (c) => c.notNull())
    .addColumn('location_can_edit', 'integer', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('postal_code', 'text', (c) => c.notNull())
    .addColumn('city', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('country', 'text', (c) => c.notNull())
    .addColumn('latitude', 'double precision')
    .addColumn('longitude', 'double precision')
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('tags', 'text', (c) => c.notNull())
    .addColumn('search_text', 'text', (c) => c.notNull())
    .addColumn('create_group', 'integer', (c) => c.notNull())
    .addColumn('language_id', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('published_at', 'text')
    .addColumn('deleted_at', 'text')
    .execute();
  await addIndexes(db, 'event_listings', [
    ['status', 'is_public', 'end_date'],
    ['location_id', 'end_date'],
    ['owner_profile_id'],
  ]);

  await tableWithId(db, 'event_prices')
    .addColumn('event_id', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('price_cents', 'integer', (c) => c.notNull())
    .addColumn('start_date', 'text')
    .addColumn('tax_percentage', 'real', (c) => c.notNull())
    .execute();
  await addIndexes(db, 'event_prices', [['event_id']]);

  await tableWithId(db, 'event_program_items')
    .addColumn('event_id', 'integer', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('date', 'text', (c) => c.notNull())
    .addColumn('start_minutes', 'integer', (c) => c.notNull())
    .addColumn('end_minutes', 'integer', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('speaker', 'text', (c) => c.notNull())
    .execute();
  await addIndexes(db, 'event_program_items', [['event_id', 'position']]);

  await tableWithId(db, 'event_organizers')
    .addColumn('event_id', 'integer', (c) => c.notNull())
    .addColumn('profile_id', 'integer')
    .addColumn('full_name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('is_owner', 'integer', (c) => c.notNull())
    .addColumn('receive_email', 'integer', (c) => c.notNull())
    .addColumn('is_primary', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('event_organizers_event_email_unique', ['event_id', 'email'])
    .execute();
  await addIndexes(db, 'event_organizers', [['profile_id'], ['email']]);

  await tableWithId(db, 'event_registrations')
    .addColumn('key', 'text', (c) => c.notNull().unique())
    .addColumn('event_id', 'integer', (c) => c.notNull())
    .addColumn('profile_id', 'integer')
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('last_name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('active_email', 'text')
    .addColumn('organization', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('postal_code', 'text', (c) => c.notNull())
    .addColumn('city', 'text', (c) => c.notNull())
    .addColumn('country', 'text', (c) => c.notNull())
    .addColumn('tags', 'text', (c) => c.notNull())
    .addColumn('special_interest', 'text', (c) => c.notNull())
    .addColumn('language_id', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('waiting_since', 'text')
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('tax_percentage', 'real', (c) => c.notNull())
    .addColumn('payment_id', 'integer')
    .addColumn('paid_at', 'text')
    .addColumn('checked_in_at', 'text')
    .addColumn('checked_in_by', 'integer')
    .addColumn('cancelled_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('event_registrations_active_email_unique', ['event_id', 'active_email'])
    .execute();
  await addIndexes(db, 'event_registrations', [['event_id', 'status'], ['profile_id'], ['payment_id']]);
}
