import {
  type CreditVoucherBody,
  centsToEuros,
  ErrorCode,
  VOUCHER_RESULT_MESSAGES,
  VoucherResult,
} from '@meetspace/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { Actor } from '../../kernel/access/access.ts';
import { AppError } from '../../kernel/errors.ts';
import { localDate } from '../../kernel/local-time.ts';
import {
  clientIdHashOf,
  countVoucherTry,
  creditRedemptionOutcome,
  requireVoucherCode,
  voucherQueries,
} from '../../pricing/index.ts';
import { LOCATION_TIME_ZONE } from '../../search/index.ts';
import { balanceOf, moveCredits, SystemAccount, walletOf } from '../ledger.ts';

/** A voucher code that cannot be redeemed: its result in StatusCode; 404 for an unknown code, else 409. */
function refused(result: VoucherResult): AppError {
  const status = result === VoucherResult.NotFound ? 404 : 409;
  return new AppError(
    status,
    `Voucher not redeemed: ${VOUCHER_RESULT_MESSAGES[result]}`,
    [{ Field: 'Code', Code: `${result}` }],
    result,
  );
}

/**
 * `POST /v2/credit/voucher`: redeems a credit voucher into the member's wallet. Tries are counted
 * like a booking's voucher codes (429 past the limit; a code that is redeemed gives its try back).
 * In one transaction: the voucher's row is held, the code checked with the cart's rules that need no
 * booking (-1, -4 today, -9, -14, -11, -12, -13), what is left of its credit recorded as a use of
 * the member (no reservation) and moved from the voucher-credits system account into the wallet.
 * Another type of voucher is 400 `not_credit_voucher` on `Code`.
 */
export async function redeemCreditVoucher(
  db: Kysely<DB>,
  actor: Actor,
  body: CreditVoucherBody,
  now: Date,
): Promise<{ TransactionId: number; Amount: number; Balance: number }> {
  const { profileId } = actor;
  requireVoucherCode(body.Code);
  const giveBack = await countVoucherTry(
    db,
    { booking: `wallet:${profileId}`, clientIdHashes: [clientIdHashOf(`member:${profileId}`)] },
    now,
  );
  // Made (on first use) before the transaction, so two first uses cannot each make one inside it.
  const wallet = await walletOf(db, profileId, now);
  const today = localDate(now, LOCATION_TIME_ZONE);
  const answer = await db.transaction().execute(async (trx) => {
    const outcome = await creditRedemptionOutcome(trx, body.Code, profileId, today);
    if (outcome.result === 'not_credit') {
      throw AppError.badRequest('Only a credit voucher can be redeemed into a wallet', [
        { Field: 'Code', Code: ErrorCode.NotCreditVoucher },
      ]);
    }
    if (outcome.result !== VoucherResult.Applied || !outcome.voucher)
      return { refused: outcome.result } as const;
    const { voucher, leftCents } = outcome;
    const usageId = await voucherQueries.recordRedemption(
      trx,
      { voucherId: voucher.id, profileId, amountCents: leftCents },
      now.toISOString(),
    );
    const moved = await moveCredits(
      trx,
      {
        from: SystemAccount.VoucherCredits,
        to: wallet.address,
        cents: leftCents,
        kind: 'voucher',
        description: `Credit voucher ${voucher.code}`,
        idempotencyKey: `voucher:${voucher.id}:${usageId}`,
      },
      now,
    );
    return {
      refused: null,
      TransactionId: moved.transactionId,
      Amount: centsToEuros(leftCents),
      Balance: centsToEuros(await balanceOf(trx, wallet.address)),
    };
  });
  if (answer.refused !== null) throw refused(answer.refused);
  // A code that is redeemed is no guess: it does not use up the member's tries.
  await giveBack();
  return { TransactionId: answer.TransactionId, Amount: answer.Amount, Balance: answer.Balance };
}
