import { type LocationList, locationApi } from '@meetspace/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type CallQuery, callApi } from '../../../lib/api-client.ts';

/** The query of `GET /v1/location`: by country, text, point + radius (km, default 25) and meeting type. */
export type LocationsQuery = CallQuery<typeof locationApi.list>;

/** Fetches one page of live locations: `GET /v1/location`. */
export function getLocations(query: LocationsQuery, signal?: AbortSignal): Promise<LocationList> {
  return callApi(locationApi.list, { query }, { signal });
}

export const locationsQueryOptions = (query: LocationsQuery) =>
  queryOptions({ queryKey: ['locations', query], queryFn: ({ signal }) => getLocations(query, signal) });

/** The locations page as a React Query hook. */
export function useLocations(query: LocationsQuery) {
  return useQuery(locationsQueryOptions(query));
}
