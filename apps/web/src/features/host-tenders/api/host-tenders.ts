import {
  type HostTenderDetail,
  hostingApi,
  hostProposalApi,
  type SendProposalBody,
  type TenderRequestStatus,
} from '@meetspace/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, callApi } from '../../../lib/api-client.ts';
import { useLocale } from '../../../lib/hooks/use-locale.ts';

/** Query keys of the host's requests: the lists, one request at one location, the host's locations. */
export const keys = {
  lists: ['host-tenders'] as const,
  list: (status: string, locationId: number, page: number) =>
    ['host-tenders', status, locationId, page] as const,
  detail: (tenderId: number, locationId: number, language: string) =>
    ['host-tender', tenderId, locationId, language] as const,
  locations: ['host-tenders', 'locations'] as const,
};

/** A 4xx will not change by asking again; anything else is asked once more. */
const retry = (count: number, error: unknown) =>
  !(error instanceof ApiError && error.status < 500) && count < 1;

export type StatusFilter = TenderRequestStatus | 'all';

/** A page of the requests sent to the host's locations (0 = every location). */
export function useHostTenders(status: StatusFilter, locationId: number, page: number) {
  return useQuery({
    queryKey: keys.list(status, locationId, page),
    queryFn: ({ signal }) =>
      callApi(
        hostProposalApi.requests,
        { query: { status, page, itemsPerPage: 20, ...(locationId ? { locationId } : {}) } },
        { signal },
      ),
    staleTime: 0,
    placeholderData: keepPreviousData,
    retry,
  });
}

/** The locations the member manages (for the list's location filter). */
export function useMyLocations() {
  return useQuery({
    queryKey: keys.locations,
    queryFn: ({ signal }) => callApi(hostingApi.locations, undefined, { signal }),
    staleTime: 60_000,
    retry,
  });
}

/** One request at one location: the meeting, the candidate spaces and options, the current proposal. */
export function useHostTender(tenderId: number, locationId: number, enabled: boolean) {
  const language = useLocale();
  return useQuery({
    queryKey: keys.detail(tenderId, locationId, language),
    queryFn: ({ signal }) =>
      callApi(hostProposalApi.request, { params: { tenderId, locationId }, query: { language } }, { signal }),
    enabled,
    staleTime: 0,
    retry,
  });
}

/** Sends the proposal (or a new version); the request then shows it, and the lists are read again. */
export function useSendProposal(tenderId: number, locationId: number) {
  const queryClient = useQueryClient();
  const language = useLocale();
  return useMutation({
    mutationFn: (body: SendProposalBody) =>
      callApi(hostProposalApi.send, { params: { tenderId, locationId }, body }),
    onSuccess: (proposal) => {
      queryClient.setQueryData<HostTenderDetail>(keys.detail(tenderId, locationId, language), (detail) =>
        detail
          ? { ...detail, Request: { ...detail.Request, Status: 'answered' }, Proposal: proposal }
          : detail,
      );
      void queryClient.invalidateQueries({ queryKey: keys.lists });
      return queryClient.invalidateQueries({ queryKey: ['host-tender', tenderId, locationId] });
    },
  });
}

/** Declines the request with a reason. */
export function useDeclineTender(tenderId: number, locationId: number) {
  const queryClient = useQueryClient();
  const language = useLocale();
  return useMutation({
    mutationFn: (reason: string) =>
      callApi(hostProposalApi.decline, { params: { tenderId, locationId }, body: { Reason: reason } }),
    onSuccess: (detail) => {
      queryClient.setQueryData(keys.detail(tenderId, locationId, language), detail);
      return queryClient.invalidateQueries({ queryKey: keys.lists });
    },
  });
}
