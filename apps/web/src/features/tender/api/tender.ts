import { CHANNEL_ID, type Locale, locationApi, proposalApi, type TenderBody } from '@meetspace/domain';
import { useQueries, useQuery } from '@tanstack/react-query';
import { ApiError, callApi } from '../../../lib/api-client.ts';
import type { AskedLocation } from '../tender-draft.ts';

/** A 4xx will not change by asking again; anything else is asked once more. */
const retry = (count: number, error: unknown) =>
  !(error instanceof ApiError && error.status < 500) && count < 1;

/** Sends the tender: the new tender's id. */
export const sendTender = (body: TenderBody) => callApi(proposalApi.createTender, { body });

/** Live locations whose name or city matches `term` (2 characters or more), for the picker. */
export function useLocationMatches(term: string) {
  const q = term.trim();
  return useQuery({
    queryKey: ['tender-location-matches', q],
    queryFn: async ({ signal }): Promise<AskedLocation[]> => {
      const list = await callApi(locationApi.list, { query: { searchTerm: q, itemsPerPage: 8 } }, { signal });
      return list.Results.map((l) => ({ Id: l.Id, Name: l.Name, City: l.City }));
    },
    enabled: q.length >= 2,
    staleTime: 60_000,
    placeholderData: (previous) => previous,
    retry,
  });
}

/**
 * The names and cities of locations the URL named by id only: one read per location (at most 5).
 * A location that does not exist (any more) answers 404: `missing` lists it.
 */
export function useLocationNames(ids: number[], locale: Locale) {
  return useQueries({
    queries: ids.map((id) => ({
      queryKey: ['location', id, locale],
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        callApi(
          locationApi.detail,
          { params: { id, channelId: CHANNEL_ID }, query: { language: locale } },
          { signal },
        ),
      retry,
      staleTime: 5 * 60_000,
    })),
    combine: (results) => ({
      names: new Map(
        results.flatMap((r) =>
          r.data ? [[r.data.Id, { Name: r.data.Name, City: r.data.City }] as const] : [],
        ),
      ),
      missing: ids.filter((_, i) => results[i]?.error instanceof ApiError),
    }),
  });
}
