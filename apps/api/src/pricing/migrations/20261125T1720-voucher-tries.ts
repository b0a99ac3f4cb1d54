import type { Kysely } from 'kysely';

/**
 * `voucher_tries`: how many voucher codes a cart, or a client, tried in the current window (one
 * row per scope, `cart:<id>` or `client:<hash>`; a newer window starts over). Counted in one
 * statement per try, so parallel calls cannot slip past the limit.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations run against an untyped Kysely by design
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('voucher_tries')
    .addColumn('scope', 'text', (c) => c.primaryKey())
    .addColumn('window_start', 'text', (c) => c.notNull())
    .addColumn('tries', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('voucher_tries_window_start_idx')
    .on('voucher_tries')
    .column('window_start')
    .execute();
}
