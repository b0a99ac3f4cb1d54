import type { LocationList } from '@meetspace/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';

/** The query of `GET /v1/location`: by country, text, point + radius (km, default 25) and meeting type. */
export interface LocationsQuery {
  page?: number;
  itemsPerPage?: number;
  searchTerm?: string;
  countryId?: number;
  meetingtypeId?: number;
  lat?: number;
  lng?: number;
  radius?: number;
}

/** Fetches one page of live locations: `GET /v1/location`. */
export function getLocations(query: LocationsQuery, signal?: AbortSignal): Promise<LocationList> {
  return apiGet<LocationList>('/v1/location', { ...query }, signal);
}

export const locationsQueryOptions = (query: LocationsQuery) =>
  queryOptions({ queryKey: ['locations', query], queryFn: ({ signal }) => getLocations(query, signal) });

/** The locations page as a React Query hook. */
export function useLocations(query: LocationsQuery) {
  return useQuery(locationsQueryOptions(query));
}
