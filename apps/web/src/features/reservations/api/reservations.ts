import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiGet, apiHeaders, apiSend } from '../../../lib/api-client.ts';
import type { ListFilters } from '../list-filters.ts';
import { listQuery } from '../list-filters.ts';
import type {
  AvailableOption,
  ContactInput,
  CopyCheck,
  ExternalLink,
  MailLogEntry,
  OptionAmount,
  PeriodInput,
  ProgramItem,
  ProgramItemInput,
  ReservationComment,
  ReservationContact,
  ReservationDetail,
  ReservationList,
  Revision,
  SeriesMember,
  VoucherAnswer,
} from './types.ts';

/**
 * Query keys: everything about one reservation sits under ['my-reservation', id], so a change
 * refreshes its detail, revisions and mail log at once; the list under ['my-reservations'].
 */
export const keys = {
  list: (filters?: ListFilters) => (filters ? ['my-reservations', filters] : ['my-reservations']),
  detail: (id: number) => ['my-reservation', id] as const,
  part: (id: number, part: string) => ['my-reservation', id, part] as const,
};

export function useReservationList(filters: ListFilters, enabled: boolean) {
  return useQuery({
    queryKey: keys.list(filters),
    queryFn: ({ signal }) => apiGet<ReservationList>('/v1/profile/reservation', listQuery(filters), signal),
    enabled,
    // Always fresh when opened: a booking or cancellation may have happened a moment ago.
    staleTime: 0,
    // The previous page stays on screen (marked busy) while the next one loads.
    placeholderData: (previous) => previous,
  });
}

export function useReservation(id: number, enabled: boolean) {
  return useQuery({
    queryKey: keys.detail(id),
    queryFn: ({ signal }) => apiGet<ReservationDetail>(`/v1/reservation/${id}`, {}, signal),
    enabled,
    staleTime: 0,
    // A 403 or 404 will not change by asking again.
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 1,
  });
}

function usePart<T>(id: number, part: string, path: string) {
  return useQuery({
    queryKey: keys.part(id, part),
    queryFn: ({ signal }) => apiGet<T>(path, {}, signal),
    staleTime: 0,
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 1,
  });
}

export const useRevisions = (id: number) =>
  usePart<Revision[]>(id, 'revisions', `/v1/reservation/${id}/revisions`);
export const useMailLog = (id: number) => usePart<MailLogEntry[]>(id, 'mails', `/v1/reservation/${id}/mails`);
export const useContacts = (id: number) =>
  usePart<ReservationContact[]>(id, 'contacts', `/v2/reservation/${id}/contacts`);
export const useProgram = (id: number) =>
  usePart<ProgramItem[]>(id, 'program', `/v1/reservation/${id}/program`);
export const useExternalLinks = (id: number) =>
  usePart<ExternalLink[]>(id, 'links', `/v2/reservation/${id}/externallinks`);
export const useComments = (id: number) =>
  usePart<ReservationComment[]>(id, 'comments', `/v1/comment/reservation/${id}`);
export const useSeries = (id: number) => usePart<SeriesMember[]>(id, 'series', `/v1/reservation/${id}/link`);
export const useAvailableOptions = (id: number) =>
  usePart<AvailableOption[]>(id, 'options', `/v1/reservation/${id}/available/options`);

/**
 * A write about reservation `id`: on success the answer (when it is the reservation, or a voucher
 * answer holding it) replaces the cached detail, and everything about the reservation and the list
 * is fetched again.
 */
export function useReservationWrite<TInput, TResult>(id: number, write: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: async (result) => {
      const detail = isVoucherAnswer(result) ? result.Reservation : result;
      if (isDetail(detail) && detail.Id === id) queryClient.setQueryData(keys.detail(id), detail);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: keys.detail(id) }),
        queryClient.invalidateQueries({ queryKey: keys.list() }),
      ]);
    },
  });
}

function isDetail(value: unknown): value is ReservationDetail {
  return typeof value === 'object' && value !== null && 'Cancellation' in value && 'Id' in value;
}

function isVoucherAnswer(value: unknown): value is VoucherAnswer {
  return typeof value === 'object' && value !== null && 'StatusCode' in value && 'Reservation' in value;
}

export const reservationCalls = {
  editDetails: (
    id: number,
    body: { Name?: string; Comment?: string | null; LanguageId?: number; ChangeAllInSet?: boolean },
  ) => apiSend<ReservationDetail>('PUT', `/v2/reservation/${id}`, body),
  setTags: (id: number, tags: string[]) =>
    apiSend<ReservationDetail>('PUT', `/v2/reservation/${id}/tags`, { Tags: tags }),
  setOptions: (id: number, options: OptionAmount[]) =>
    apiSend<ReservationDetail>('PUT', `/v2/reservation/${id}/options`, { Options: options }),
  applyVoucher: (id: number, code: string) =>
    apiSend<VoucherAnswer>('POST', `/v1/voucher/reservation/${id}/apply`, { Code: code }),
  revertVoucher: (id: number) => apiSend<VoucherAnswer>('POST', `/v1/voucher/reservation/${id}/revert`),
  changeDate: (id: number, body: PeriodInput) =>
    apiSend<ReservationDetail>('PUT', `/v2/reservation/${id}/changedate`, body),
  cancel: (
    id: number,
    body: { ReasonType: number; Reason?: string; ApplyCancelFee: boolean; Percentage: number },
  ) => apiSend<ReservationDetail>('PUT', `/v1/reservation/${id}/cancel`, body),
  copyCheck: (id: number, period: PeriodInput, signal?: AbortSignal) =>
    apiGet<CopyCheck>(
      '/v1/availability/copy/check',
      {
        reservationId: id,
        startDate: period.StartDate,
        endDate: period.EndDate,
        startMinutes: period.StartMinutes,
        endMinutes: period.EndMinutes,
      },
      signal,
    ),
  copy: (id: number, period: PeriodInput, linkToSeries: boolean) =>
    apiSend<ReservationDetail>('POST', '/v1/reservation/copy', {
      ReservationId: id,
      ...period,
      LinkToSeries: linkToSeries,
    }),
  unlink: (id: number) => apiSend<unknown>('DELETE', `/v1/reservation/${id}/link`),
  saveContacts: (id: number, contacts: ContactInput[]) =>
    apiSend<unknown>('PUT', `/v2/reservation/${id}/contacts`, { Contacts: contacts }),
  saveProgram: (id: number, items: ProgramItemInput[]) =>
    apiSend<unknown>('PUT', `/v1/reservation/${id}/program`, { ProgramItems: items }),
  addLink: (id: number, body: { TypeId: number; Url: string; Title?: string }) =>
    apiSend<ExternalLink>('POST', `/v2/reservation/${id}/externallinks`, body),
  removeLink: (id: number, linkId: number) =>
    apiSend<unknown>('DELETE', `/v2/reservation/${id}/externallinks/${linkId}`),
  comment: (id: number, text: string) =>
    apiSend<ReservationComment>('POST', '/v1/comment/reservation', { ItemId: id, Comment: text }),
  reply: (commentId: number, text: string) =>
    apiSend<ReservationComment>('POST', `/v1/comment/${commentId}/reply`, { Comment: text }),
  editComment: (commentId: number, text: string) =>
    apiSend<ReservationComment>('PUT', '/v1/comment', { Id: commentId, Comment: text }),
  deleteComment: (commentId: number) => apiSend<unknown>('DELETE', `/v1/comment/${commentId}`),
};

/** Downloads a member-only file (the token travels in a header, so a plain link cannot do it). */
export async function download(path: string, filename: string) {
  const response = await fetch(`/api${path}`, { headers: apiHeaders() });
  if (!response.ok) throw new ApiError(response.status, undefined);
  const url = URL.createObjectURL(await response.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** The member's private calendar feed URL (a new one retires the old one). */
export const createCalendarFeed = () => apiSend<{ Url: string }>('POST', '/v1/profile/calendar');
