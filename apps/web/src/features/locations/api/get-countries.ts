import { type Locale, referenceApi } from '@meetspace/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

/** The countries open for booking, named in the locale: `GET /v1/country/active`. */
export const countriesQueryOptions = (locale: Locale) =>
  queryOptions({
    queryKey: ['countries', locale],
    queryFn: ({ signal }) => callApi(referenceApi.countries, { query: { language: locale } }, { signal }),
    staleTime: 60 * 60_000,
  });

export function useCountries(locale: Locale) {
  return useQuery(countriesQueryOptions(locale));
}
