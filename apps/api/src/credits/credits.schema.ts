import type { Generated } from 'kysely';

/** A wallet: a member's (one per member), or a system account of the platform (`is_system`). */
export interface WalletsTable {
  address: string;
  profile_id: number | null;
  currency_iso: string;
  is_system: Generated<number>;
  created_at: string;
}

/** One movement of credits; its entries sum to zero. */
export interface LedgerTransactionsTable {
  id: Generated<number>;
  kind: 'order' | 'transfer' | 'payment' | 'refund' | 'voucher';
  /** Unique when set: the same key twice is the same transaction (no replay). */
  idempotency_key: string | null;
  description: string;
  created_at: string;
}

/** One side of a transaction: positive credits an address, negative debits it. */
export interface LedgerEntriesTable {
  id: Generated<number>;
  transaction_id: number;
  address: string;
  amount_cents: number;
}

/** The credits area's tables (the DB type in db/schema.ts includes them). */
export interface CreditTables {
  wallets: WalletsTable;
  ledger_transactions: LedgerTransactionsTable;
  ledger_entries: LedgerEntriesTable;
}
