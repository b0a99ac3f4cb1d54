import type { Kysely } from 'kysely';

/**
 * The system account credit vouchers are redeemed from (`SystemAccount.VoucherCredits`): a voucher's
 * credit that a member redeems moves from it into their wallet. Like the other system accounts it
 * may go negative, so the ledger still sums to zero.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations run against an untyped Kysely by design
export async function up(db: Kysely<any>): Promise<void> {
  await db
    .insertInto('wallets')
    .values({
      address: 'sys-voucher-credits',
      profile_id: null,
      currency_iso: 'EUR',
      is_system: 1,
      created_at: '2026-11-26T04:10:00.000Z',
    })
    .execute();
}
