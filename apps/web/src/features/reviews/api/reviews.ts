import { type EndpointResponse, hostingApi, type ReviewResponseBody, reviewApi } from '@meetspace/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, callApi } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session.tsx';

/** A 4xx will not change by asking again; anything else is asked once more. */
export const retry = (count: number, error: unknown) =>
  !(error instanceof ApiError && error.status < 500) && count < 1;

/** What a location's reviews are filtered by (the address's query). */
export interface ReviewFilters {
  meetingTypeId?: number;
  minScore?: number;
  page: number;
}

export const keys = {
  all: ['reviews'] as const,
  location: (id: number, f: ReviewFilters, member: number | null) =>
    ['reviews', 'location', id, f, member] as const,
  score: (id: number, meetingTypeId: number | undefined) => ['reviews', 'score', id, meetingTypeId] as const,
  latest: (page: number, minScore: number | undefined) => ['reviews', 'latest', page, minScore] as const,
  open: (member: number | null) => ['reviews', 'open', member] as const,
  mine: (member: number | null, page: number) => ['reviews', 'mine', member, page] as const,
  hostLocation: (id: number) => ['reviews', 'host-location', id] as const,
};

export type ReviewListAnswer = EndpointResponse<typeof reviewApi.list>;

/**
 * A location's submitted reviews, 10 a page, filtered (`GET /v1/review`). Keyed by the member: a
 * manager's answer carries the keys to respond with.
 */
export function useLocationReviews(locationId: number, filters: ReviewFilters) {
  const { member } = useSession();
  return useQuery({
    queryKey: keys.location(locationId, filters, member?.Id ?? null),
    queryFn: ({ signal }) =>
      callApi(
        reviewApi.list,
        {
          query: {
            locationId,
            page: filters.page,
            ...(filters.meetingTypeId ? { meetingtypeId: filters.meetingTypeId } : {}),
            ...(filters.minScore ? { minScore: filters.minScore } : {}),
          },
        },
        { signal },
      ),
    enabled: locationId > 0,
    placeholderData: keepPreviousData,
    retry,
  });
}

/** A location's score per aspect (`GET /v1/review/score`), of one meeting type when asked. */
export function useReviewScore(locationId: number, meetingTypeId?: number) {
  return useQuery({
    queryKey: keys.score(locationId, meetingTypeId),
    queryFn: ({ signal }) =>
      callApi(
        reviewApi.score,
        { query: { locationId, ...(meetingTypeId ? { meetingtypeId: meetingTypeId } : {}) } },
        { signal },
      ),
    enabled: locationId > 0,
    placeholderData: keepPreviousData,
    retry,
  });
}

/** The latest reviews of every location (the site's reviews page). */
export function useLatestReviews(page: number, minScore?: number) {
  return useQuery({
    queryKey: keys.latest(page, minScore),
    queryFn: ({ signal }) =>
      callApi(reviewApi.list, { query: { page, ...(minScore ? { minScore } : {}) } }, { signal }),
    placeholderData: keepPreviousData,
    retry,
  });
}

/** The member's open reviews (`GET /v1/review/open`, which opens the due ones first). */
export function useOpenReviews() {
  const { member } = useSession();
  return useQuery({
    queryKey: keys.open(member?.Id ?? null),
    queryFn: ({ signal }) => callApi(reviewApi.open, undefined, { signal }),
    enabled: member !== null,
    staleTime: 0,
    retry,
  });
}

/** The member's written reviews, 50 a page (`GET /v1/profile/review`). */
export function useMyReviews(page: number) {
  const { member } = useSession();
  return useQuery({
    queryKey: keys.mine(member?.Id ?? null, page),
    queryFn: ({ signal }) => callApi(reviewApi.mine, { query: { page } }, { signal }),
    enabled: member !== null,
    placeholderData: keepPreviousData,
    staleTime: 0,
    retry,
  });
}

/** The host's location (its name for the host page's frame; 403/404 for one the member does not manage). */
export function useHostLocation(id: number) {
  return useQuery({
    queryKey: keys.hostLocation(id),
    queryFn: ({ signal }) => callApi(hostingApi.location, { params: { id } }, { signal }),
    enabled: id > 0,
    retry,
  });
}

/** Writes to a review (`POST /v1/review/{key}/response`): the booker submits, a manager answers. */
export function useWriteReview() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ key, body }: { key: string; body: ReviewResponseBody }) =>
      callApi(reviewApi.respond, { params: { key }, body }),
    onSuccess: () => client.invalidateQueries({ queryKey: keys.all }),
  });
}

/** Deletes a review (`DELETE /v1/review/{id}`): the member's own. */
export function useDeleteReview() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callApi(reviewApi.remove, { params: { id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: keys.all }),
  });
}
