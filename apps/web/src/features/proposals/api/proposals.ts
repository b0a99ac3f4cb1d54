import { type CancelProposalBody, type Locale, proposalApi } from '@meetspace/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, callApi } from '../../../lib/api-client.ts';

/** Query keys: the member's tenders, and one proposal per page language. */
export const keys = {
  tenders: (page: number) => ['my-tenders', page] as const,
  allTenders: ['my-tenders'] as const,
  proposal: (key: string) => ['proposal', key] as const,
  proposalIn: (key: string, language: Locale) => ['proposal', key, language] as const,
};

/** A 4xx will not change by asking again; anything else is asked once more. */
export const retry = (count: number, error: unknown) =>
  !(error instanceof ApiError && error.status < 500) && count < 1;

/** The member's tenders, newest first, each with its locations' answers (`GET /v1/profile/tender`). */
export function useMyTenders(page: number, language: Locale) {
  return useQuery({
    queryKey: [...keys.tenders(page), language],
    queryFn: ({ signal }) =>
      callApi(proposalApi.myTenders, { query: { page, itemsPerPage: 20 } }, { signal }),
    staleTime: 0,
    placeholderData: (previous) => previous,
    retry,
  });
}

/** One proposal by its key, in the page's language (`GET /v2/proposal/{key}`). */
export function useProposal(key: string, language: Locale) {
  return useQuery({
    queryKey: keys.proposalIn(key, language),
    queryFn: ({ signal }) =>
      callApi(proposalApi.proposal, { params: { id: key }, query: { language } }, { signal }),
    staleTime: 0,
    retry,
  });
}

/** Logs that the proposal was opened (the host sees it in its history); a failure is not shown. */
export const logProposalView = (key: string) =>
  callApi(proposalApi.logView, { params: { id: key } }).catch(() => undefined);

/** The applicant's three actions; each refreshes the proposal and the tenders list when done. */
export function useProposalAction<T>(key: string, act: (input: T) => ReturnType<typeof calls.accept>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: act,
    onSuccess: async () => {
      await Promise.all([
        client.invalidateQueries({ queryKey: keys.proposal(key) }),
        client.invalidateQueries({ queryKey: keys.allTenders }),
      ]);
    },
  });
}

export const calls = {
  accept: (key: string, comment?: string) =>
    callApi(proposalApi.accept, { params: { id: key }, body: comment ? { Comment: comment } : {} }),
  change: (key: string, comment: string) =>
    callApi(proposalApi.change, { params: { id: key }, body: { Comment: comment } }),
  cancel: (key: string, body: CancelProposalBody) =>
    callApi(proposalApi.cancel, { params: { id: key }, body }),
};
