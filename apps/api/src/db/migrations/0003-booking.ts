import type { CreateTableBuilder, Kysely } from 'kysely';
import { addIndexes, tableWithId } from './helpers.ts';

/** The invoice address columns shared by carts and reservations. */
function withInvoiceAddress<T extends string>(
  table: CreateTableBuilder<T, 'id'>,
): CreateTableBuilder<T, 'id'> {
  return table
    .addColumn('invoice_billing_id', 'integer')
    .addColumn('invoice_company', 'text')
    .addColumn('invoice_send_to', 'text')
    .addColumn('invoice_email', 'text')
    .addColumn('invoice_address', 'text')
    .addColumn('invoice_postal_code', 'text')
    .addColumn('invoice_city', 'text')
    .addColumn('invoice_country', 'text')
    .addColumn('invoice_phone_number', 'text')
    .addColumn('invoice_po_number', 'text');
}

/** The booked period shared by cart and reservation spaces (local date + minutes, and UTC instants). */
function withPeriod<T extends string>(table: CreateTableBuilder<T, 'id'>): CreateTableBuilder<T, 'id'> {
  return table
    .addColumn('start_date', 'text', (c) => c.notNull())
    .addColumn('end_date', 'text', (c) => c.notNull())
    .addColumn('start_minutes', 'integer', (c) => c.notNull())
    .addColumn('end_minutes', 'integer', (c) => c.notNull())
    .addColumn('starts_at', 'text', (c) => c.notNull())
    .addColumn('ends_at', 'text', (c) => c.notNull());
}

/** Searches, carts (holds) and reservations. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await tableWithId(db, 'searches')
    .addColumn('key', 'text', (c) => c.notNull().unique())
    .addColumn('channel_id', 'integer', (c) => c.notNull())
    .addColumn('country_id', 'integer')
    .addColumn('location_id', 'integer')
    .addColumn('language_id', 'integer', (c) => c.notNull())
    .addColumn('meeting_type_id', 'integer', (c) => c.notNull())
    .addColumn('start_date', 'text', (c) => c.notNull())
    .addColumn('end_date', 'text', (c) => c.notNull())
    .addColumn('start_minutes', 'integer', (c) => c.notNull())
    .addColumn('end_minutes', 'integer', (c) => c.notNull())
    .addColumn('seats', 'integer', (c) => c.notNull())
    .addColumn('setting_id', 'integer')
    .addColumn('space_id', 'integer')
    .addColumn('search_term', 'text')
    .addColumn('latitude', 'double precision')
    .addColumn('longitude', 'double precision')
    .addColumn('voucher_code', 'text')
    .addColumn('widget_id', 'integer')
    .addColumn('machine_key', 'text')
    .addColumn('profile_id', 'integer')
    .addColumn('last_step', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('made_reservation', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await withInvoiceAddress(tableWithId(db, 'carts'))
    .addColumn('key', 'text', (c) => c.notNull().unique())
    .addColumn('search_id', 'integer', (c) => c.references('searches.id'))
    .addColumn('location_id', 'integer', (c) => c.notNull().references('locations.id'))
    .addColumn('meeting_type_id', 'integer', (c) => c.notNull())
    .addColumn('profile_id', 'integer', (c) => c.references('profiles.id'))
    .addColumn('created_by', 'integer')
    .addColumn('company_id', 'integer')
    .addColumn('company_name', 'text')
    .addColumn('name', 'text')
    .addColumn('seats', 'integer', (c) => c.notNull())
    .addColumn('language_id', 'integer', (c) => c.notNull())
    .addColumn('comment', 'text')
    .addColumn('tags', 'text', (c) => c.notNull().defaultTo('[]')) // JSON array of strings
    .addColumn('terms_accepted_by', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('terms_accepted_at', 'text')
    .addColumn('voucher_id', 'integer', (c) => c.references('vouchers.id'))
    .addColumn('package_id', 'integer', (c) => c.references('packages.id'))
    .addColumn('client_key', 'text') // who selected the quote: makes a repeated select idempotent
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('open')) // open | finalized | deleted
    .addColumn('last_step', 'integer', (c) => c.notNull().defaultTo(2))
    .addColumn('reservation_id', 'integer')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
  await addIndexes(db, 'carts', [['search_id'], ['status', 'expires_at']]);
  await withPeriod(tableWithId(db, 'cart_spaces'))
    .addColumn('cart_id', 'integer', (c) => c.notNull().references('carts.id').onDelete('cascade'))
    .addColumn('space_id', 'integer', (c) => c.notNull().references('spaces.id'))
    .addColumn('setting_id', 'integer', (c) => c.notNull())
    .addColumn('seats', 'integer', (c) => c.notNull())
    .addColumn('price_per_seat_cents', 'integer', (c) => c.notNull())
    .addColumn('price_total_cents', 'integer', (c) => c.notNull())
    .addColumn('tax_percentage', 'integer', (c) => c.notNull())
    .execute();
  await addIndexes(db, 'cart_spaces', [['space_id', 'start_date'], ['cart_id']]);
  await tableWithId(db, 'cart_options')
    .addColumn('cart_id', 'integer', (c) => c.notNull().references('carts.id').onDelete('cascade'))
    .addColumn('option_id', 'integer', (c) => c.notNull().references('options.id'))
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('price_per_item_cents', 'integer', (c) => c.notNull())
    .addColumn('price_total_cents', 'integer', (c) => c.notNull())
    .addColumn('tax_percentage', 'integer', (c) => c.notNull())
    .addUniqueConstraint('cart_options_uq', ['cart_id', 'option_id'])
    .execute();
  await createReservations(db);
}

async function createReservations(db: Kysely<unknown>): Promise<void> {
  await withInvoiceAddress(tableWithId(db, 'reservations'))
    .addColumn('key', 'text', (c) => c.notNull().unique())
    .addColumn('channel_id', 'integer', (c) => c.notNull())
    .addColumn('status_id', 'integer', (c) => c.notNull()) // 1 option, 2 definite, 3 cancelled
    .addColumn('name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('profile_id', 'integer', (c) => c.references('profiles.id'))
    .addColumn('company_id', 'integer', (c) => c.references('companies.id'))
    .addColumn('location_id', 'integer', (c) => c.notNull().references('locations.id'))
    .addColumn('meeting_type_id', 'integer', (c) => c.notNull())
    .addColumn('language_id', 'integer', (c) => c.notNull())
    .addColumn('start_date', 'text', (c) => c.notNull())
    .addColumn('end_date', 'text', (c) => c.notNull())
    .addColumn('start_minutes', 'integer', (c) => c.notNull())
    .addColumn('end_minutes', 'integer', (c) => c.notNull())
    .addColumn('starts_at', 'text', (c) => c.notNull())
    .addColumn('total_seats', 'integer', (c) => c.notNull())
    .addColumn('currency_id', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('total_excl_cents', 'integer', (c) => c.notNull())
    .addColumn('total_incl_cents', 'integer', (c) => c.notNull())
    .addColumn('total_paid_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('voucher_id', 'integer', (c) => c.references('vouchers.id'))
    .addColumn('discount_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('package_id', 'integer', (c) => c.references('packages.id'))
    .addColumn('cart_id', 'integer', (c) => c.unique()) // one reservation per cart, ever
    .addColumn('search_id', 'integer')
    .addColumn('comment', 'text')
    .addColumn('tags', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('terms_id', 'integer', (c) => c.references('terms.id'))
    .addColumn('terms_accepted_by', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('has_invoice', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('cancel_reason_type', 'integer')
    .addColumn('cancel_reason', 'text')
    .addColumn('cancel_fee_percentage', 'integer')
    .addColumn('cancelled_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await addIndexes(db, 'reservations', [
    ['profile_id', 'starts_at'],
    ['location_id', 'start_date'],
  ]);
  await withPeriod(tableWithId(db, 'reservation_spaces'))
    .addColumn('reservation_id', 'integer', (c) =>
      c.notNull().references('reservations.id').onDelete('cascade'),
    )
    .addColumn('space_id', 'integer', (c) => c.notNull().references('spaces.id'))
    .addColumn('setting_id', 'integer', (c) => c.notNull())
    .addColumn('seats', 'integer', (c) => c.notNull())
    .addColumn('price_per_seat_cents', 'integer', (c) => c.notNull())
    .addColumn('price_total_cents', 'integer', (c) => c.notNull())
    .addColumn('tax_percentage', 'integer', (c) => c.notNull())
    .addColumn('is_cancelled', 'integer', (c) => c.notNull().defaultTo(0)) // mirrors status 3 for cheap availability reads
    .addColumn('is_locked', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await addIndexes(db, 'reservation_spaces', [['space_id', 'start_date'], ['reservation_id']]);
  await tableWithId(db, 'reservation_options')
    .addColumn('reservation_id', 'integer', (c) =>
      c.notNull().references('reservations.id').onDelete('cascade'),
    )
    .addColumn('option_id', 'integer', (c) => c.notNull().references('options.id'))
    .addColumn('reservation_space_id', 'integer')
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('price_per_item_cents', 'integer', (c) => c.notNull())
    .addColumn('price_total_cents', 'integer', (c) => c.notNull())
    .addColumn('tax_percentage', 'integer', (c) => c.notNull())
    .addColumn('start_minutes', 'integer')
    .execute();
  await addIndexes(db, 'reservation_options', [['reservation_id']]);
  await tableWithId(db, 'reservation_contacts')
    .addColumn('reservation_id', 'integer', (c) =>
      c.notNull().references('reservations.id').onDelete('cascade'),
    )
    .addColumn('type_id', 'integer', (c) => c.notNull()) // 1 booker .. 6 invoice
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text')
    .addColumn('phone', 'text')
    .addColumn('receive_email', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await addIndexes(db, 'reservation_contacts', [['reservation_id']]);
}
