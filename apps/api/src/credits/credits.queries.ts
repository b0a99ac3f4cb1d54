import { type Kysely, type Selectable, sql } from 'kysely';
import type { DB } from '../db/schema.ts';
import type { LedgerTransactionsTable, WalletsTable } from './credits.schema.ts';

export type WalletRow = Selectable<WalletsTable>;
export type LedgerTransactionRow = Selectable<LedgerTransactionsTable>;
export type LedgerKind = LedgerTransactionsTable['kind'];

/** One movement of a wallet as its history lists it: its side, the balance after it, the other side. */
export interface WalletMovementRow {
  transaction_id: number;
  kind: LedgerKind;
  description: string;
  created_at: string;
  amount_cents: number;
  balance_cents: number;
  counterparty: string | null;
}

/** The credits area's SQL: wallets, ledger transactions and their entries. */
export const creditQueries = {
  wallet: (db: Kysely<DB>, address: string): Promise<WalletRow | undefined> =>
    db.selectFrom('wallets').selectAll().where('address', '=', address).executeTakeFirst(),

  walletOfProfile: (db: Kysely<DB>, profileId: number): Promise<WalletRow | undefined> =>
    db
      .selectFrom('wallets')
      .selectAll()
      .where('profile_id', '=', profileId)
      .where('is_system', '=', 0)
      .orderBy('created_at')
      .executeTakeFirst(),

  /** Inserts a member's wallet; false when the address was taken meanwhile. */
  async insertWallet(
    db: Kysely<DB>,
    wallet: { address: string; profileId: number; currencyIso: string },
    at: string,
  ): Promise<boolean> {
    const result = await db
      .insertInto('wallets')
      .values({
        address: wallet.address,
        profile_id: wallet.profileId,
        currency_iso: wallet.currencyIso,
        is_system: 0,
        created_at: at,
      })
      .onConflict((oc) => oc.column('address').doNothing())
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
  },

  /** A wallet's balance: the sum of its entries. */
  async balance(db: Kysely<DB>, address: string): Promise<number> {
    const row = await db
      .selectFrom('ledger_entries')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount_cents'), sql<number>`0`).as('cents'))
      .where('address', '=', address)
      .executeTakeFirstOrThrow();
    return Number(row.cents);
  },

  transactionByKey: (db: Kysely<DB>, key: string): Promise<LedgerTransactionRow | undefined> =>
    db.selectFrom('ledger_transactions').selectAll().where('idempotency_key', '=', key).executeTakeFirst(),

  entriesOf: (db: Kysely<DB>, transactionId: number) =>
    db
      .selectFrom('ledger_entries')
      .select(['address', 'amount_cents'])
      .where('transaction_id', '=', transactionId)
      .orderBy('id')
      .execute(),

  /** Writes one transaction and its two entries (`cents` from `from` to `to`); returns its id. */
  async insertMovement(
    db: Kysely<DB>,
    m: { from: string; to: string; cents: number; kind: LedgerKind; description: string; key: string | null },
    at: string,
  ): Promise<number> {
    const { id } = await db
      .insertInto('ledger_transactions')
      .values({ kind: m.kind, idempotency_key: m.key, description: m.description, created_at: at })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('ledger_entries')
      .values([
        { transaction_id: id, address: m.from, amount_cents: -m.cents },
        { transaction_id: id, address: m.to, amount_cents: m.cents },
      ])
      .execute();
    return id;
  },

  countMovements: async (db: Kysely<DB>, address: string): Promise<number> => {
    const row = await db
      .selectFrom('ledger_entries')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('address', '=', address)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  },

  /**
   * A page of a wallet's movements, newest first, each with the balance right after it (a running
   * sum over the wallet's entries in order) and the other side's address.
   */
  async movements(
    db: Kysely<DB>,
    address: string,
    page: { offset: number; limit: number },
  ): Promise<WalletMovementRow[]> {
    const result = await sql<WalletMovementRow>`
      select e.transaction_id, t.kind, t.description, t.created_at, e.amount_cents, e.balance_cents,
        (select o.address from ledger_entries o
          where o.transaction_id = e.transaction_id and o.id <> e.id order by o.id limit 1) as counterparty
      from (
        select id, transaction_id, amount_cents,
          sum(amount_cents) over (order by id rows between unbounded preceding and current row) as balance_cents
        from ledger_entries where address = ${address}
      ) e
      join ledger_transactions t on t.id = e.transaction_id
      order by e.id desc
      limit ${page.limit} offset ${page.offset}`.execute(db);
    return result.rows.map((r) => ({
      ...r,
      transaction_id: Number(r.transaction_id),
      amount_cents: Number(r.amount_cents),
      balance_cents: Number(r.balance_cents),
    }));
  },
};
