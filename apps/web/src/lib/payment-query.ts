import { PaymentResult, paymentApi } from '@meetspace/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { ApiError, callApi } from './api-client.ts';
import { type ResultView, resultView } from './payment-result.ts';

/** How long the done pages keep asking about a payment that is still open, and how often. */
export const POLL_EVERY_MS = 2_000;
export const POLL_FOR_MS = 30_000;

/** A 4xx will not change by asking again; anything else is asked once more. */
const retry = (count: number, error: unknown) =>
  !(error instanceof ApiError && error.status < 500) && count < 1;

/**
 * A payment by its key (`GET /v1/payment/{key}`, for the reservation's and the registration's pay
 * pages alike). With `pollSince` (a time in ms), an open payment is asked about again every 2
 * seconds until 30 seconds after that time (the provider's notice may arrive a moment later).
 */
export function usePayment(key: string, pollSince?: number) {
  return useQuery({
    queryKey: ['payment', key],
    queryFn: ({ signal }) => callApi(paymentApi.get, { params: { id: key } }, { signal }),
    enabled: key !== '',
    staleTime: 0,
    retry,
    refetchInterval: (query) =>
      pollSince !== undefined &&
      query.state.data?.Result === PaymentResult.Open &&
      Date.now() - pollSince < POLL_FOR_MS
        ? POLL_EVERY_MS
        : false,
  });
}

/**
 * The done page's view of a payment's result: once an open payment has been asked about for
 * POLL_FOR_MS since `since`, it is said to be still processing, with what the payer can do.
 */
export function usePaymentResultView(
  payment: { Result: unknown; CanRetry: boolean } | undefined,
  since: number,
): ResultView | null {
  const [pollingOver, setPollingOver] = useState(false);
  const view = payment ? resultView(payment.Result, payment.CanRetry, pollingOver) : null;
  const poll = view?.poll ?? false;
  useEffect(() => {
    if (!poll) return;
    const timer = setTimeout(() => setPollingOver(true), Math.max(0, since + POLL_FOR_MS - Date.now()));
    return () => clearTimeout(timer);
  }, [poll, since]);
  return view;
}
