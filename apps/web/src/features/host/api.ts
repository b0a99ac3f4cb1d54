import {
  type HostLocationInput,
  type HostOpeningHoursSet,
  hostingApi,
  hostProposalApi,
} from '@meetspace/domain';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, callApi } from '../../lib/api-client.ts';

/** Query keys of the host pages. */
export const keys = {
  locations: ['host', 'locations'] as const,
  location: (id: number) => ['host', 'location', id] as const,
  hours: (id: number) => ['host', 'location', id, 'hours'] as const,
  closedDays: (id: number) => ['host', 'location', id, 'closed-days'] as const,
  images: (id: number) => ['host', 'location', id, 'images'] as const,
  managers: (id: number) => ['host', 'location', id, 'managers'] as const,
  changes: (id: number) => ['host', 'location', id, 'changes'] as const,
};

/** A 4xx will not change by asking again; anything else is asked once more. */
const retry = (count: number, error: unknown) =>
  !(error instanceof ApiError && error.status < 500) && count < 1;

export function useMyLocations() {
  return useQuery({
    queryKey: keys.locations,
    queryFn: ({ signal }) => callApi(hostingApi.locations, undefined, { signal }),
    staleTime: 0,
    retry,
  });
}

/**
 * The requests for proposals waiting for the member's answer: up to 20 of them (the dashboard
 * says how many, "20+" beyond), only once the member manages a location.
 */
export function useWaitingRequests(enabled: boolean) {
  return useQuery({
    queryKey: ['host', 'waiting-requests'] as const,
    queryFn: ({ signal }) =>
      callApi(hostProposalApi.requests, { query: { status: 'waiting', itemsPerPage: 20 } }, { signal }),
    enabled,
    staleTime: 0,
    retry,
  });
}

export function useHostLocation(id: number) {
  return useQuery({
    queryKey: keys.location(id),
    queryFn: ({ signal }) => callApi(hostingApi.location, { params: { id } }, { signal }),
    enabled: id > 0,
    staleTime: 0,
    retry,
  });
}

/** Every write changes the change log; the list of locations shows names and photos. */
function useInvalidateLocation(id: number) {
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: keys.changes(id) });
    void client.invalidateQueries({ queryKey: keys.locations });
  };
}

export function useSaveLocation(id: number) {
  const client = useQueryClient();
  const invalidate = useInvalidateLocation(id);
  return useMutation({
    mutationFn: (body: HostLocationInput) => callApi(hostingApi.updateLocation, { params: { id }, body }),
    onSuccess: (location) => {
      client.setQueryData(keys.location(id), location);
      invalidate();
    },
  });
}

export function useOpeningHours(id: number) {
  return useQuery({
    queryKey: keys.hours(id),
    queryFn: ({ signal }) => callApi(hostingApi.openingHours, { params: { id } }, { signal }),
    staleTime: 0,
    retry,
  });
}

export function useSaveOpeningHours(id: number) {
  const client = useQueryClient();
  const invalidate = useInvalidateLocation(id);
  return useMutation({
    mutationFn: (body: HostOpeningHoursSet) => callApi(hostingApi.setOpeningHours, { params: { id }, body }),
    onSuccess: (hours) => {
      client.setQueryData(keys.hours(id), hours);
      invalidate();
    },
  });
}

export function useClosedDays(id: number) {
  return useQuery({
    queryKey: keys.closedDays(id),
    queryFn: ({ signal }) => callApi(hostingApi.closedDays, { params: { id } }, { signal }),
    staleTime: 0,
    retry,
  });
}

export function useAddClosedDay(id: number) {
  const client = useQueryClient();
  const invalidate = useInvalidateLocation(id);
  return useMutation({
    mutationFn: (body: { Date: string; Reason: string }) =>
      callApi(hostingApi.addClosedDay, { params: { id }, body }),
    onSuccess: (days) => {
      client.setQueryData(keys.closedDays(id), days);
      invalidate();
    },
  });
}

export function useRemoveClosedDay(id: number) {
  const client = useQueryClient();
  const invalidate = useInvalidateLocation(id);
  return useMutation({
    mutationFn: (date: string) => callApi(hostingApi.removeClosedDay, { params: { id, date } }),
    onSuccess: (days) => {
      client.setQueryData(keys.closedDays(id), days);
      invalidate();
    },
  });
}

export function useImages(id: number) {
  return useQuery({
    queryKey: keys.images(id),
    queryFn: ({ signal }) => callApi(hostingApi.images, { params: { id } }, { signal }),
    staleTime: 0,
    retry,
  });
}

export function useAddImage(id: number) {
  const client = useQueryClient();
  const invalidate = useInvalidateLocation(id);
  return useMutation({
    mutationFn: (body: { Base64Image: string; AltNl: string; AltEn: string }) =>
      callApi(hostingApi.addImage, { params: { id }, body }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: keys.images(id) });
      invalidate();
    },
  });
}

export function useRemoveImage(id: number) {
  const client = useQueryClient();
  const invalidate = useInvalidateLocation(id);
  return useMutation({
    mutationFn: (imageId: number) => callApi(hostingApi.removeImage, { params: { id, imageId } }),
    onSuccess: (images) => {
      client.setQueryData(keys.images(id), images);
      invalidate();
    },
  });
}

export function useOrderImages(id: number) {
  const client = useQueryClient();
  const invalidate = useInvalidateLocation(id);
  return useMutation({
    mutationFn: (imageIds: number[]) =>
      callApi(hostingApi.orderImages, { params: { id }, body: { ImageIds: imageIds } }),
    onSuccess: (images) => {
      client.setQueryData(keys.images(id), images);
      invalidate();
    },
  });
}

export function useManagers(id: number) {
  return useQuery({
    queryKey: keys.managers(id),
    queryFn: ({ signal }) => callApi(hostingApi.managers, { params: { id } }, { signal }),
    staleTime: 0,
    retry,
  });
}

export function useAddManager(id: number) {
  const client = useQueryClient();
  const invalidate = useInvalidateLocation(id);
  return useMutation({
    mutationFn: (email: string) => callApi(hostingApi.addManager, { params: { id }, body: { Email: email } }),
    onSuccess: ({ Managers, Invites }) => {
      client.setQueryData(keys.managers(id), { Managers, Invites });
      invalidate();
    },
  });
}

export function useRemoveManager(id: number) {
  const client = useQueryClient();
  const invalidate = useInvalidateLocation(id);
  return useMutation({
    mutationFn: (profileId: number) => callApi(hostingApi.removeManager, { params: { id, profileId } }),
    onSuccess: (managers) => {
      client.setQueryData(keys.managers(id), managers);
      invalidate();
    },
  });
}

/** Changes on one page of the log. */
export const CHANGES_PER_PAGE = 50;

/** The change log, newest first, a page at a time (each page starts before the last one's oldest). */
export function useChanges(id: number) {
  return useInfiniteQuery({
    queryKey: keys.changes(id),
    queryFn: ({ signal, pageParam }) =>
      callApi(
        hostingApi.changes,
        { params: { id }, query: { limit: CHANGES_PER_PAGE, before: pageParam } },
        { signal },
      ),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => (last.MorePages ? last.Results.at(-1)?.Id : undefined),
    staleTime: 0,
    retry,
  });
}
