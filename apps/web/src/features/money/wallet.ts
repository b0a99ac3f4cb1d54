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
