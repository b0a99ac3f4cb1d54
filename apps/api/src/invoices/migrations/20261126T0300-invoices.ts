import type { Kysely } from 'kysely';
import { addIndexes, tableWithId } from '../../db/migrations/helpers.ts';

/**
 * Invoices of reservations (normal and deposit), their lines, the gap-free numbering per year, and
 * what a location asks of its bookers (pay on invoice allowed, a deposit).
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations run against an untyped Kysely by design
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('invoice_settings')
    .addColumn('location_id', 'integer', (c) => c.primaryKey())
    .addColumn('allows_pay_on_invoice', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('deposit_percentage', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('deposit_min_days', 'integer', (c) => c.notNull().defaultTo(14))
    .execute();
  await db.schema
    .createTable('invoice_numbers')
    .addColumn('year', 'integer', (c) => c.primaryKey())
    .addColumn('last_number', 'integer', (c) => c.notNull())
    .execute();
  await tableWithId(db, 'invoices')
    .addColumn('reservation_id', 'integer', (c) => c.notNull())
    .addColumn('profile_id', 'integer')
    .addColumn('location_id', 'integer', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('status_id', 'integer', (c) => c.notNull())
    .addColumn('number', 'text', (c) => c.unique())
    .addColumn('year', 'integer')
    .addColumn('sequence', 'integer')
    .addColumn('issue_date', 'text')
    .addColumn('due_date', 'text')
    .addColumn('credit_of_id', 'integer')
    .addColumn('language_id', 'integer', (c) => c.notNull())
    .addColumn('company', 'text')
    .addColumn('attention_of', 'text')
    .addColumn('invoice_email', 'text')
    .addColumn('po_number', 'text')
    .addColumn('vat_number', 'text')
    .addColumn('address', 'text')
    .addColumn('postal_code', 'text')
    .addColumn('city', 'text')
    .addColumn('country', 'text')
    .addColumn('currency_iso', 'text', (c) => c.notNull().defaultTo('EUR'))
    .addColumn('total_excl_cents', 'integer', (c) => c.notNull())
    .addColumn('total_tax_cents', 'integer', (c) => c.notNull())
    .addColumn('total_incl_cents', 'integer', (c) => c.notNull())
    .addColumn('paid_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await addIndexes(db, 'invoices', [
    ['reservation_id'],
    ['profile_id', 'issue_date'],
    ['location_id', 'issue_date'],
  ]);
  await tableWithId(db, 'invoice_lines')
    .addColumn('invoice_id', 'integer', (c) => c.notNull())
    .addColumn('rank', 'integer', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('unit_price_cents', 'integer', (c) => c.notNull())
    .addColumn('tax_percentage', 'integer', (c) => c.notNull())
    .addColumn('total_excl_cents', 'integer', (c) => c.notNull())
    .execute();
  await addIndexes(db, 'invoice_lines', [['invoice_id', 'rank']]);
}
