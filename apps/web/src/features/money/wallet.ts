import { isVoucherFailure, isVoucherResult, type VoucherResult } from '@meetspace/domain';
import { ApiError } from '../../lib/api-client.ts';
import { voucherResultName } from '../../lib/voucher.ts';

/** One transfer as submitted, and the idempotency key it goes with. */
export interface TransferAttempt {
  to: string;
  amount: number;
  key: string;
}

/**
 * The idempotency key for submitting `values`: the previous attempt's when it was the same transfer
 * (not yet confirmed: a double click, a retry after a failure or a lost answer), else a new one.
 */
export function transferKey(
  previous: TransferAttempt | null,
  values: { to: string; amount: number },
  newKey: () => string,
): TransferAttempt {
  if (previous && previous.to === values.to && previous.amount === values.amount) return previous;
  return { ...values, key: newKey() };
}

/** The history page of the URL (`?page=`), 1 when missing or invalid. */
export function readPage(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1;
}

/**
 * Why a credit voucher was not redeemed, as a voucher result's name (`NoCreditLeft` for -12), which
 * names its sentence (`voucher.result.<name>`, the cart's): the API answers a refusal with the result
 * in the error body's `StatusCode` (404 for -1, 409 for the others). Null for any other failure.
 */
export function redeemRefusal(error: unknown): keyof typeof VoucherResult | null {
  if (!(error instanceof ApiError) || (error.status !== 404 && error.status !== 409)) return null;
  const code = error.body?.StatusCode;
  if (!isVoucherResult(code) || !isVoucherFailure(code)) return null;
  return voucherResultName(code);
}
