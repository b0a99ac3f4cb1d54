import { creditApi } from '@meetspace/domain';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { AppError } from '../kernel/errors.ts';
import { route } from '../kernel/http/endpoint.ts';
import { redeemCreditVoucher } from './commands/redeem-credit-voucher.ts';
import { transferCredits } from './commands/transfer-credits.ts';
import { readMyWallet, readTransactions } from './credit.reads.ts';

/** The `Idempotency-Key` header: 1 to 100 visible characters, or absent. */
function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const raw = request.headers['idempotency-key'];
  const key = Array.isArray(raw) ? raw[0] : raw;
  if (key === undefined) return undefined;
  if (!/^[\x21-\x7e]{1,100}$/.test(key)) {
    throw AppError.badRequest('Idempotency-Key: 1 to 100 visible characters', [
      { Field: 'Idempotency-Key', Code: 'invalid_format' },
    ]);
  }
  return key;
}

/** Credits: the member's wallet, a wallet's history, a transfer, a credit voucher redeemed (the order is the payments area's). */
export const creditRoutes: FastifyPluginAsync = async (app) => {
  route(app, creditApi.wallet, ({ actor }) => readMyWallet(app.db, actor, app.now()));
  route(app, creditApi.transactions, ({ actor, params, query }) =>
    readTransactions(app.db, actor, params.address, query),
  );
  route(app, creditApi.transfer, ({ actor, body, request }) =>
    transferCredits(app.db, actor, body, idempotencyKeyOf(request), app.now()),
  );
  route(app, creditApi.redeemVoucher, ({ actor, body }) =>
    redeemCreditVoucher(app.db, actor, body, app.now()),
  );
};
