import type { OpeningPeriodDay } from '@meetspace/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';
import { retryUnlessNotFound } from './get-location.ts';

export interface OpeningPeriodQuery {
  startDate: string;
  endDate: string;
  meetingtypeId: number;
}

/** A location's opening window on every date of a period: `GET /v1/OpeningHour/location/{id}/period`. */
export const openingPeriodQueryOptions = (id: number, query: OpeningPeriodQuery) =>
  queryOptions({
    queryKey: ['opening-period', id, query],
    queryFn: ({ signal }) =>
      apiGet<OpeningPeriodDay[]>(`/v1/OpeningHour/location/${id}/period`, { ...query }, signal),
    retry: retryUnlessNotFound,
  });

export function useOpeningPeriod(id: number, query: OpeningPeriodQuery) {
  return useQuery(openingPeriodQueryOptions(id, query));
}
