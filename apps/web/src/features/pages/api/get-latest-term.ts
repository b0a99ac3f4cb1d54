import { CULTURES, type Locale, referenceApi, type Term } from '@meetspace/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

/** The terms a page of the site shows (the licence terms belong to the boarding flow). */
export type PageTermType = Extract<Term['Type'], 'booking' | 'privacy'>;

/** The call of each type's latest terms. */
const latestTerms = { booking: referenceApi.bookingTerms, privacy: referenceApi.privacyTerms };

/** The latest published terms of a type in the page language: `GET /v1/term/{type}/latest`. */
export function getLatestTerm(type: PageTermType, locale: Locale, signal?: AbortSignal): Promise<Term> {
  return callApi(latestTerms[type], { query: { language: CULTURES[locale] } }, { signal });
}

export const latestTermQueryOptions = (type: PageTermType, locale: Locale) =>
  queryOptions({
    queryKey: ['term', type, locale],
    queryFn: ({ signal }) => getLatestTerm(type, locale, signal),
    // Terms change with a release at most; one read per visit is plenty.
    staleTime: 10 * 60_000,
  });

/** The latest terms of a type as a React Query hook. */
export function useLatestTerm(type: PageTermType, locale: Locale) {
  return useQuery(latestTermQueryOptions(type, locale));
}
