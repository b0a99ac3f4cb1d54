import type { Kysely } from 'kysely';
import { addIndexes, tableWithId } from './helpers.ts';

/** What locations sell: spaces with settings, options, packages, vouchers. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await tableWithId(db, 'spaces')
    .addColumn('location_id', 'integer', (c) => c.notNull().references('locations.id').onDelete('cascade'))
    .addColumn('meeting_type_id', 'integer', (c) => c.notNull())
    .addColumn('name_nl', 'text', (c) => c.notNull())
    .addColumn('name_en', 'text', (c) => c.notNull())
    .addColumn('description_nl', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('description_en', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('pricing_type_id', 'integer', (c) => c.notNull()) // 1 per person, 2 per day part, 3 per day part per person
    .addColumn('price_cents', 'integer', (c) => c.notNull())
    .addColumn('tax_percentage', 'integer', (c) => c.notNull())
    .addColumn('min_duration_minutes', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('capacity', 'integer', (c) => c.notNull()) // seats; shared by overlapping bookings for workspaces
    .addColumn('is_social_capital', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('rank', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('image_url', 'text')
    .execute();
  await addIndexes(db, 'spaces', [['location_id', 'meeting_type_id']]);
  await db.schema
    .createTable('space_settings')
    .addColumn('space_id', 'integer', (c) => c.notNull().references('spaces.id').onDelete('cascade'))
    .addColumn('setting_id', 'integer', (c) => c.notNull()) // 1..30, see packages/domain
    .addColumn('min_seats', 'integer', (c) => c.notNull())
    .addColumn('max_seats', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('space_settings_pk', ['space_id', 'setting_id'])
    .execute();
  await tableWithId(db, 'options')
    .addColumn('location_id', 'integer', (c) => c.notNull().references('locations.id').onDelete('cascade'))
    .addColumn('category_id', 'integer', (c) => c.notNull()) // 1 food and beverage, 2 audiovisual, 3 parking, 4 other
    .addColumn('name_nl', 'text', (c) => c.notNull())
    .addColumn('name_en', 'text', (c) => c.notNull())
    .addColumn('description_nl', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('description_en', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('price_cents', 'integer', (c) => c.notNull())
    .addColumn('tax_percentage', 'integer', (c) => c.notNull())
    .addColumn('max_amount', 'integer', (c) => c.notNull().defaultTo(0)) // 0 = no cap
    .addColumn('max_pp', 'integer', (c) => c.notNull().defaultTo(0)) // per person; 0 = no cap
    .addColumn('rank', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('stock', 'integer') // null = unlimited; else units available per day
    .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await addIndexes(db, 'options', [['location_id']]);
  await tableWithId(db, 'packages')
    .addColumn('location_id', 'integer', (c) => c.notNull().references('locations.id').onDelete('cascade'))
    .addColumn('meeting_type_id', 'integer', (c) => c.notNull())
    .addColumn('name_nl', 'text', (c) => c.notNull())
    .addColumn('name_en', 'text', (c) => c.notNull())
    .addColumn('description_nl', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('description_en', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('price_per_person_cents', 'integer', (c) => c.notNull())
    .addColumn('tax_percentage', 'integer', (c) => c.notNull())
    .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await addIndexes(db, 'packages', [['location_id']]);
  await db.schema
    .createTable('package_options')
    .addColumn('package_id', 'integer', (c) => c.notNull().references('packages.id').onDelete('cascade'))
    .addColumn('option_id', 'integer', (c) => c.notNull().references('options.id').onDelete('cascade'))
    .addColumn('amount_per_person', 'integer', (c) => c.notNull().defaultTo(1))
    .addPrimaryKeyConstraint('package_options_pk', ['package_id', 'option_id'])
    .execute();
  await createVouchers(db);
}

/** Vouchers carry every restriction behind the spec's result codes -1..-14. */
async function createVouchers(db: Kysely<unknown>): Promise<void> {
  await tableWithId(db, 'vouchers')
    .addColumn('code', 'text', (c) => c.notNull().unique()) // stored upper-case
    .addColumn('type_id', 'integer', (c) => c.notNull()) // 1 package, 2 voucher, 3 credit, 4 rate, 5 action
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('channel_id', 'integer') // -13 when set and different
    .addColumn('location_id', 'integer') // -2
    .addColumn('meeting_type_id', 'integer') // -3
    .addColumn('valid_from', 'text') // -4 (yyyy-MM-dd, inclusive)
    .addColumn('valid_until', 'text') // -4
    .addColumn('weekday_mask', 'integer', (c) => c.notNull().defaultTo(0)) // -5; bit (weekday-1), 0 = every day
    .addColumn('min_seats', 'integer') // -6
    .addColumn('max_seats', 'integer') // -6
    .addColumn('min_duration_minutes', 'integer') // -7
    .addColumn('max_duration_minutes', 'integer') // -7
    .addColumn('company_id', 'integer') // -9
    .addColumn('total_seats', 'integer') // -10: seats over all uses
    .addColumn('once_per_user', 'integer', (c) => c.notNull().defaultTo(0)) // -11
    .addColumn('credit_cents', 'integer') // -12: credit balance of a credit voucher
    .addColumn('profile_id', 'integer') // -14
    .addColumn('discount_percentage', 'integer') // voucher / action
    .addColumn('discount_cents', 'integer') // voucher
    .addColumn('rate_per_seat_cents', 'integer') // rate
    .addColumn('package_id', 'integer') // package
    .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await tableWithId(db, 'voucher_usages')
    .addColumn('voucher_id', 'integer', (c) => c.notNull().references('vouchers.id'))
    .addColumn('reservation_id', 'integer')
    .addColumn('profile_id', 'integer')
    .addColumn('seats', 'integer', (c) => c.notNull())
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await addIndexes(db, 'voucher_usages', [['voucher_id']]);
}
