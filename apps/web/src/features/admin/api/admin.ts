import {
  type AdminLocationQuery,
  type AdminProfileQuery,
  adminApi,
  type Locale,
  type ModerationAction,
} from '@meetspace/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, callApi } from '../../../lib/api-client.ts';

/** Query keys of the administration's pages. */
export const keys = {
  all: ['admin'] as const,
  locations: (query: Partial<AdminLocationQuery>) => ['admin', 'locations', query] as const,
  location: (id: number, locale: Locale) => ['admin', 'location', id, locale] as const,
  profiles: (query: Partial<AdminProfileQuery>) => ['admin', 'profiles', query] as const,
};

/** A 4xx will not change by asking again; anything else is asked once more. */
const retry = (count: number, error: unknown) =>
  !(error instanceof ApiError && error.status < 500) && count < 1;

export function useAdminLocations(query: Partial<AdminLocationQuery>) {
  return useQuery({
    queryKey: keys.locations(query),
    queryFn: ({ signal }) => callApi(adminApi.locations, { query }, { signal }),
    staleTime: 0,
    placeholderData: (previous) => previous,
    retry,
  });
}

export function useAdminLocation(id: number, locale: Locale) {
  return useQuery({
    queryKey: keys.location(id, locale),
    queryFn: ({ signal }) =>
      callApi(adminApi.location, { params: { id }, query: { language: locale } }, { signal }),
    staleTime: 0,
    retry,
  });
}

export function useAdminProfiles(query: Partial<AdminProfileQuery>) {
  return useQuery({
    queryKey: keys.profiles(query),
    queryFn: ({ signal }) => callApi(adminApi.profiles, { query }, { signal }),
    staleTime: 0,
    placeholderData: (previous) => previous,
    retry,
  });
}

/** Approves, rejects, suspends or reinstates a location; every administration list is asked again after. */
export function useModerate(id: number, locale: Locale) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ action, reason }: { action: ModerationAction; reason: string }) => {
      const input = { params: { id }, query: { language: locale } };
      switch (action) {
        case 'approve':
          return callApi(adminApi.approve, input);
        case 'reinstate':
          return callApi(adminApi.reinstate, input);
        case 'reject':
          return callApi(adminApi.reject, { ...input, body: { Reason: reason } });
        case 'suspend':
          return callApi(adminApi.suspend, { ...input, body: { Reason: reason } });
      }
    },
    onSuccess: async (detail) => {
      queryClient.setQueryData(keys.location(id, locale), detail);
      await queryClient.invalidateQueries({ queryKey: keys.all });
    },
    onError: () => queryClient.invalidateQueries({ queryKey: keys.location(id, locale) }),
  });
}
