import { type Locale, locationApi } from '@meetspace/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { retryUnlessNotFound } from './get-location.ts';

/** Address, position and how to get there, in the locale: `GET /v1/location/{id}/directions`. */
export const locationDirectionsQueryOptions = (id: number, locale: Locale) =>
  queryOptions({
    queryKey: ['location-directions', id, locale],
    queryFn: ({ signal }) =>
      callApi(locationApi.directions, { params: { id }, query: { language: locale } }, { signal }),
    retry: retryUnlessNotFound,
  });

export function useLocationDirections(id: number, locale: Locale) {
  return useQuery(locationDirectionsQueryOptions(id, locale));
}
