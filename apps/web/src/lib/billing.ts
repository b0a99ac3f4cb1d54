import { billingApi } from '@meetspace/domain';
import { useQuery } from '@tanstack/react-query';
import { ApiError, callApi } from './api-client.ts';

/** The query key of the member's billing addresses (the profile area changes them, the wizard offers them). */
export const BILLING_LIST_KEY = ['profile-billing'] as const;

/** At most this many billing addresses are shown (the API's largest page). */
export const BILLING_PAGE_SIZE = 100;

/** No retry after a 4xx answer (it would only fail again); one after a server or network failure. */
export const noRetryOnClientError = (count: number, error: unknown) =>
  !(error instanceof ApiError && error.status < 500) && count < 1;

/** The member's billing addresses (`GET /v1/profile/billing`), the first 100. */
export function useBillingList(enabled: boolean) {
  return useQuery({
    queryKey: BILLING_LIST_KEY,
    queryFn: ({ signal }) =>
      callApi(billingApi.list, { query: { page: 1, itemsPerPage: BILLING_PAGE_SIZE } }, { signal }),
    enabled,
    staleTime: 0,
    retry: noRetryOnClientError,
  });
}
