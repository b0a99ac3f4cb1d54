import { hostingApi, type LocationStats, type StatsKind, statsApi } from '@meetspace/domain';
import { useQueries, useQuery } from '@tanstack/react-query';
import { ApiError, callApi } from '../../../lib/api-client.ts';
import type { StatsRange } from '../range.ts';

/** A 4xx will not change by asking again; anything else is asked once more. */
const retry = (count: number, error: unknown) =>
  !(error instanceof ApiError && error.status < 500) && count < 1;

/** The kinds a statistics page reads (the figure cards, then one per chart). */
export const PAGE_KINDS: readonly StatsKind[] = [
  'totals',
  'revenue',
  'searchfunnel',
  'reservation',
  'seats',
  'search',
  'searchconversion',
  'workspacecapacity',
  'feeinvoice',
];

/**
 * Every statistic of a location (0: all the member's; an administrator's: the platform) over the
 * range, asked at once; a range that cannot be asked (`enabled` false) asks nothing.
 */
export function usePageStats(locationId: number, range: StatsRange, enabled: boolean) {
  return useQueries({
    queries: PAGE_KINDS.map((kind) => ({
      queryKey: ['stats', locationId, kind, range.from, range.to, range.by] as const,
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        callApi(
          statsApi.location,
          {
            params: { id: locationId, kind },
            query: { startDate: range.from, endDate: range.to, groupBy: range.by },
          },
          { signal },
        ) as Promise<LocationStats>,
      enabled,
      staleTime: 60_000,
      placeholderData: (previous: LocationStats | undefined) => previous,
      retry,
    })),
  });
}

/** The locations the member manages (the all-locations page links each one's statistics). */
export function useManagedLocations() {
  return useQuery({
    queryKey: ['stats', 'locations'],
    queryFn: ({ signal }) => callApi(hostingApi.locations, undefined, { signal }),
    staleTime: 60_000,
    retry,
  });
}
