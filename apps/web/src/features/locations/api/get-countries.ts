import type { Country, Locale } from '@meetspace/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';

/** The countries open for booking, named in the locale: `GET /v1/country/active`. */
export const countriesQueryOptions = (locale: Locale) =>
  queryOptions({
    queryKey: ['countries', locale],
    queryFn: ({ signal }) => apiGet<Country[]>('/v1/country/active', { language: locale }, signal),
    staleTime: 60 * 60_000,
  });

export function useCountries(locale: Locale) {
  return useQuery(countriesQueryOptions(locale));
}
