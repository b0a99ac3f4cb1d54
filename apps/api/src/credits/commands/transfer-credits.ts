import {
  CREDIT_CURRENCY,
  type CreditTransferBody,
  centsToEuros,
  ErrorCode,
  eurosToCents,
} from '@meetspace/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { type Actor, requireAccess } from '../../kernel/access/access.ts';
import { AppError } from '../../kernel/errors.ts';
import { walletAccess } from '../credit.access.ts';
import { creditQueries } from '../credits.queries.ts';
import { moveCredits } from '../ledger.ts';

/**
 * `POST /v2/credit/transfer`: moves credits from the member's wallet to another one, in one
 * transaction (both entries or neither). With an `Idempotency-Key` the same key again answers the
 * first transaction without moving again (a different transfer under a used key is 409 `replayed`).
 */
export async function transferCredits(
  db: Kysely<DB>,
  actor: Actor,
  body: CreditTransferBody,
  idempotencyKey: string | undefined,
  now: Date,
): Promise<{ TransactionId: number; Balance: number }> {
  if (body.Currency !== CREDIT_CURRENCY) {
    throw AppError.badRequest('Credits are counted in EUR', [
      { Field: 'Currency', Code: ErrorCode.WrongCurrency },
    ]);
  }
  if (body.FromAddress === body.ToAddress) {
    throw AppError.badRequest('Choose another wallet to transfer to', [
      { Field: 'ToAddress', Code: ErrorCode.SameWallet },
    ]);
  }
  await requireAccess({ db }, actor, walletAccess.own, body.FromAddress);
  const to = await creditQueries.wallet(db, body.ToAddress);
  if (!to || to.is_system === 1) {
    throw new AppError(404, 'Wallet not found', [{ Field: 'ToAddress', Code: ErrorCode.UnknownWallet }]);
  }
  const cents = eurosToCents(body.Amount);
  const key = idempotencyKey === undefined ? null : `transfer:${body.FromAddress}:${idempotencyKey}`;
  const moved = await db.transaction().execute(async (trx) => {
    const result = await moveCredits(
      trx,
      {
        from: body.FromAddress,
        to: body.ToAddress,
        cents,
        kind: 'transfer',
        description: `Transfer ${centsToEuros(cents).toFixed(2)} credits`,
        idempotencyKey: key,
      },
      now,
    );
    if (result.replayed) {
      const entries = await creditQueries.entriesOf(trx, result.transactionId);
      const same = entries.some((e) => e.address === body.ToAddress && e.amount_cents === cents);
      if (!same) {
        throw new AppError(409, 'This Idempotency-Key was used for another transfer', [
          { Field: 'Idempotency-Key', Code: ErrorCode.Replayed },
        ]);
      }
    }
    return result;
  });
  return {
    TransactionId: moved.transactionId,
    Balance: centsToEuros(await creditQueries.balance(db, body.FromAddress)),
  };
}
