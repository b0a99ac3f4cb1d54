import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import { type Actor, requireAccess } from '../kernel/access/access.ts';
import { walletAccess } from './credit.access.ts';
import { presentMovement, presentWallet } from './credit.presenter.ts';
import { creditQueries } from './credits.queries.ts';
import { walletOf } from './ledger.ts';

/** `GET /v2/credit/wallet`: the member's wallet (made on first use) and its balance. */
export async function readMyWallet(db: Kysely<DB>, actor: Actor, now: Date) {
  const wallet = await walletOf(db, actor.profileId, now);
  return presentWallet(wallet, await creditQueries.balance(db, wallet.address));
}

/** `GET /v2/credit/{address}/transactions`: the owner's view of a wallet's movements, newest first. */
export async function readTransactions(
  db: Kysely<DB>,
  actor: Actor,
  address: string,
  query: { page: number; itemsPerPage: number },
) {
  const wallet = await requireAccess({ db }, actor, walletAccess.own, address);
  const offset = (query.page - 1) * query.itemsPerPage;
  const [rows, total, balance] = await Promise.all([
    creditQueries.movements(db, address, { offset, limit: query.itemsPerPage }),
    creditQueries.countMovements(db, address),
    creditQueries.balance(db, address),
  ]);
  const { Balance, Currency } = presentWallet(wallet, balance);
  return { Results: rows.map(presentMovement), MorePages: offset + rows.length < total, Balance, Currency };
}
