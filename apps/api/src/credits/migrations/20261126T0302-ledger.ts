import type { Kysely } from 'kysely';
import { addIndexes, tableWithId } from '../../db/migrations/helpers.ts';

/**
 * Wallets and a double-entry ledger: every transaction has entries that sum to zero; a wallet's
 * balance is the sum of its entries. An idempotency key makes a transfer or payment happen once.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations run against an untyped Kysely by design
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('wallets')
    .addColumn('address', 'text', (c) => c.primaryKey())
    .addColumn('profile_id', 'integer')
    .addColumn('currency_iso', 'text', (c) => c.notNull())
    .addColumn('is_system', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('wallets_profile_id_idx').on('wallets').column('profile_id').execute();
  await tableWithId(db, 'ledger_transactions')
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('idempotency_key', 'text', (c) => c.unique())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await tableWithId(db, 'ledger_entries')
    .addColumn('transaction_id', 'integer', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .execute();
  await addIndexes(db, 'ledger_entries', [['address', 'id'], ['transaction_id']]);
}
