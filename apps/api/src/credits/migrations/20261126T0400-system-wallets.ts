import type { Kysely } from 'kysely';

/**
 * The platform's system accounts, the other side of every movement that is not a transfer between
 * members: credits issued (an order mints from it), credit payments (what members pay with credits
 * lands there; a refund comes back from it). Their balances may be negative: the ledger sums to zero.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations run against an untyped Kysely by design
export async function up(db: Kysely<any>): Promise<void> {
  const at = '2026-11-26T04:00:00.000Z';
  await db
    .insertInto('wallets')
    .values([
      { address: 'sys-credits-issued', profile_id: null, currency_iso: 'EUR', is_system: 1, created_at: at },
      { address: 'sys-credit-payments', profile_id: null, currency_iso: 'EUR', is_system: 1, created_at: at },
    ])
    .execute();
}
