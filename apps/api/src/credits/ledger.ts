import { randomBytes } from 'node:crypto';
import { CREDIT_CURRENCY, ErrorCode } from '@meetspace/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import { AppError } from '../kernel/errors.ts';
import { lockRow } from '../kernel/locks.ts';
import { creditQueries, type LedgerKind, type WalletRow } from './credits.queries.ts';

/** The platform's own accounts (rows with is_system 1, see the migration): the other side of mints and credit payments. */
export const SystemAccount = {
  /** Credits bought: an order's credits come from here (its balance is minus all credits ever issued). */
  CreditsIssued: 'sys-credits-issued',
  /** What members paid with credits; a refund goes back from here. */
  CreditPayments: 'sys-credit-payments',
  /** Credit vouchers redeemed into wallets come from here (its balance is minus all voucher credit redeemed). */
  VoucherCredits: 'sys-voucher-credits',
} as const;

const ALPHABET = '0123456789abcdefghijklmnopqrstuvwxyz';

/** A new wallet address: `w` and 24 random letters or digits. */
export function newWalletAddress(): string {
  const bytes = randomBytes(24);
  let out = 'w';
  for (const b of bytes) out += ALPHABET[b % 36];
  return out;
}

/** The member's wallet, made on first use. */
export async function walletOf(db: Kysely<DB>, profileId: number, now: Date): Promise<WalletRow> {
  const existing = await creditQueries.walletOfProfile(db, profileId);
  if (existing) return existing;
  const address = newWalletAddress();
  await creditQueries.insertWallet(
    db,
    { address, profileId, currencyIso: CREDIT_CURRENCY },
    now.toISOString(),
  );
  // Two first uses at once may both insert: the oldest wallet is the member's.
  const wallet = await creditQueries.walletOfProfile(db, profileId);
  if (!wallet) throw new Error(`wallet of profile ${profileId} vanished`);
  return wallet;
}

/** One movement of credits. */
export interface Movement {
  from: string;
  to: string;
  cents: number;
  kind: LedgerKind;
  description: string;
  /** Makes the movement happen once: the same key again answers the first transaction. */
  idempotencyKey: string | null;
}

/** What a movement did: its transaction, and whether it had happened before (a replay moves nothing). */
export interface MovementResult {
  transactionId: number;
  replayed: boolean;
}

/**
 * Moves credits inside the caller's transaction: locks the debited wallet's row (so two movements
 * from one wallet run one after the other), answers the first transaction for a key seen before,
 * derives the balance from the entries and refuses (409 `insufficient_credits`) what would take a
 * member's wallet below zero (system accounts may go negative: they are the other side), then writes
 * one transaction and its two entries, which sum to zero.
 */
export async function moveCredits(trx: Kysely<DB>, m: Movement, now: Date): Promise<MovementResult> {
  if (!Number.isInteger(m.cents) || m.cents <= 0)
    throw new Error(`a movement needs positive cents, got ${m.cents}`);
  if (m.from === m.to) throw new Error('a movement needs two wallets');
  if (!(await lockRow(trx, 'wallets', { column: 'address', value: m.from }))) {
    throw new AppError(404, 'Wallet not found', [{ Field: 'FromAddress', Code: ErrorCode.UnknownWallet }]);
  }
  if (m.idempotencyKey !== null) {
    const before = await creditQueries.transactionByKey(trx, m.idempotencyKey);
    if (before) return { transactionId: before.id, replayed: true };
  }
  const [from, to] = await Promise.all([creditQueries.wallet(trx, m.from), creditQueries.wallet(trx, m.to)]);
  if (!to)
    throw new AppError(404, 'Wallet not found', [{ Field: 'ToAddress', Code: ErrorCode.UnknownWallet }]);
  if (from && from.is_system === 0) {
    const balance = await creditQueries.balance(trx, m.from);
    if (balance < m.cents) {
      throw new AppError(409, 'Not enough credits in this wallet', [
        { Field: 'Amount', Code: ErrorCode.InsufficientCredits },
      ]);
    }
  }
  const transactionId = await creditQueries.insertMovement(
    trx,
    {
      from: m.from,
      to: m.to,
      cents: m.cents,
      kind: m.kind,
      description: m.description,
      key: m.idempotencyKey,
    },
    now.toISOString(),
  );
  return { transactionId, replayed: false };
}

/** A wallet's balance (the sum of its entries). */
export const balanceOf = (db: Kysely<DB>, address: string): Promise<number> =>
  creditQueries.balance(db, address);
