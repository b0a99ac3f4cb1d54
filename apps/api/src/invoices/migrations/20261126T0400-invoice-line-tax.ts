import type { Kysely } from 'kysely';

/**
 * The VAT of each invoice line, stored: lines copied from a reservation carry the VAT the
 * reservation's totals rounded per line, so an invoice adds up to exactly what the reservation
 * charges (a voucher's negative line carries the difference its discount made).
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations run against an untyped Kysely by design
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('invoice_lines')
    .addColumn('tax_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}
