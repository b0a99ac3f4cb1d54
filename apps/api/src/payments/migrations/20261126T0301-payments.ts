import type { Kysely } from 'kysely';
import { addIndexes, tableWithId } from '../../db/migrations/helpers.ts';

/**
 * Payments (of a reservation, an invoice or a credit order), each provider attempt of an online
 * payment, credit orders, and the embedded test provider's own store (it stands in for Mollie).
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations run against an untyped Kysely by design
export async function up(db: Kysely<any>): Promise<void> {
  await tableWithId(db, 'credit_orders')
    .addColumn('profile_id', 'integer', (c) => c.notNull())
    .addColumn('wallet_address', 'text', (c) => c.notNull())
    .addColumn('credits', 'integer', (c) => c.notNull())
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .addColumn('currency_iso', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('open'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await tableWithId(db, 'payments')
    .addColumn('key', 'text', (c) => c.notNull().unique())
    .addColumn('profile_id', 'integer')
    .addColumn('reservation_id', 'integer')
    .addColumn('invoice_id', 'integer')
    .addColumn('credit_order_id', 'integer')
    .addColumn('payment_type', 'integer', (c) => c.notNull())
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .addColumn('currency_iso', 'text', (c) => c.notNull().defaultTo('EUR'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('language_id', 'integer', (c) => c.notNull())
    .addColumn('provider', 'text')
    .addColumn('checkout_url', 'text')
    .addColumn('bank_reference', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('paid_at', 'text')
    .execute();
  await addIndexes(db, 'payments', [['reservation_id'], ['invoice_id'], ['profile_id']]);
  await tableWithId(db, 'payment_attempts')
    .addColumn('payment_id', 'integer', (c) => c.notNull())
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('provider_payment_id', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .addColumn('checkout_url', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('payment_attempts_provider_id_unique', ['provider', 'provider_payment_id'])
    .execute();
  await addIndexes(db, 'payment_attempts', [['payment_id']]);
  await db.schema
    .createTable('test_provider_payments')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .addColumn('currency_iso', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('redirect_url', 'text', (c) => c.notNull())
    .addColumn('webhook_url', 'text')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('paid_at', 'text')
    .execute();
}
