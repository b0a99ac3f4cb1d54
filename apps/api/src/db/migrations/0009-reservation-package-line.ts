import type { Kysely } from 'kysely';

/**
 * A booking with a package carries the package's charge (price per person x seats x days, at the
 * package's VAT) as its own line; the package's options come with it at no extra charge.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations run against an untyped Kysely by design
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('reservations')
    .addColumn('package_price_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('reservations')
    .addColumn('package_tax_percentage', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}
