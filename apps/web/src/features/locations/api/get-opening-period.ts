import { locationApi } from '@meetspace/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type CallQuery, callApi } from '../../../lib/api-client.ts';
import { retryUnlessNotFound } from './get-location.ts';

export type OpeningPeriodQuery = CallQuery<typeof locationApi.openingPeriod>;

/** A location's opening window on every date of a period: `GET /v1/OpeningHour/location/{id}/period`. */
export const openingPeriodQueryOptions = (id: number, query: OpeningPeriodQuery) =>
  queryOptions({
    queryKey: ['opening-period', id, query],
    queryFn: ({ signal }) => callApi(locationApi.openingPeriod, { params: { id }, query }, { signal }),
    retry: retryUnlessNotFound,
  });

export function useOpeningPeriod(id: number, query: OpeningPeriodQuery) {
  return useQuery(openingPeriodQueryOptions(id, query));
}
