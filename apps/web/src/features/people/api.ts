import { type CheckinBody, peopleApi, profileApi } from '@meetspace/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, callApi } from '../../lib/api-client.ts';
import { useSession } from '../../lib/session.tsx';

/** A 4xx will not change by asking again; anything else is asked once more. */
const retry = (count: number, error: unknown) =>
  !(error instanceof ApiError && error.status < 500) && count < 1;

/** What the people search is filtered by (the address's query). */
export interface PeopleFilters {
  q: string;
  tags: string;
  city: string;
  workingOn: string;
  page: number;
}

export function usePeople(f: PeopleFilters) {
  const { member } = useSession();
  return useQuery({
    queryKey: ['people', 'search', f, member?.Id ?? null],
    queryFn: ({ signal }) =>
      callApi(
        peopleApi.search,
        {
          query: {
            q: f.q || undefined,
            tags: f.tags || undefined,
            city: f.city || undefined,
            workingOn: f.workingOn || undefined,
            page: f.page,
          },
        },
        { signal },
      ),
    enabled: member !== null,
    placeholderData: keepPreviousData,
    retry,
  });
}

export function usePublicProfile(id: number | null) {
  return useQuery({
    queryKey: ['people', 'public', id],
    queryFn: ({ signal }) => callApi(profileApi.publicProfile, { params: { id: id as number } }, { signal }),
    enabled: id !== null,
    retry,
  });
}

/** The member's own check-ins (to find today's at this location). */
export function useMyCheckins() {
  const { member } = useSession();
  return useQuery({
    queryKey: ['people', 'checkins', member?.Id ?? null],
    queryFn: ({ signal }) => callApi(peopleApi.checkins, { query: {} }, { signal }),
    enabled: member !== null,
    retry,
  });
}

export function useCheckIn() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CheckinBody) => callApi(peopleApi.checkIn, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['people'] }),
  });
}

/** The people to meet: at the place and day of one of my check-ins, or at an event I am registered for. */
export type MatchesOf = { checkinId: number } | { eventId: number };

export function useMatches(of: MatchesOf | undefined) {
  return useQuery({
    queryKey: ['people', 'matches', of ?? null],
    queryFn: ({ signal }) => callApi(peopleApi.matches, { query: of ?? {} }, { signal }),
    enabled: of !== undefined,
    retry,
  });
}

export function useKnowledge(locationId: number, date: string | undefined, page: number) {
  return useQuery({
    queryKey: ['people', 'knowledge', locationId, date, page],
    queryFn: ({ signal }) => callApi(peopleApi.knowledge, { query: { locationId, date, page } }, { signal }),
    enabled: date !== undefined,
    retry,
  });
}

export function useSocialCapital(language: string, page: number) {
  return useQuery({
    queryKey: ['people', 'social-capital', language, page],
    queryFn: ({ signal }) => callApi(peopleApi.socialCapital, { query: { language, page } }, { signal }),
    placeholderData: keepPreviousData,
    retry,
  });
}
