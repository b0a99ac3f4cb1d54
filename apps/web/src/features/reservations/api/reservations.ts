import {
  commentApi,
  creditApi,
  type EndpointInput,
  guestReservationApi,
  invoiceApi,
  paymentApi,
  reservationApi,
  reservationCopyApi,
  reservationEditApi,
  reservationLinesApi,
} from '@meetspace/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, useContext } from 'react';
import { ApiError, callApi, callApiForFile } from '../../../lib/api-client.ts';
import { useLocale } from '../../../lib/hooks/use-locale.ts';
import { saveFile } from '../../../lib/save-file.ts';
import type { ListFilters } from '../list-filters.ts';
import { listQuery } from '../list-filters.ts';

/** A period to move or copy a reservation to: end date and times default to the reservation's. */
type Period = EndpointInput<typeof reservationApi.changeDate>['body'];

/**
 * Query keys: everything about one reservation sits under ['my-reservation', id], so a change
 * refreshes its detail, revisions and mail log at once; the list under ['my-reservations'].
 */
export const keys = {
  list: (filters?: ListFilters) => (filters ? ['my-reservations', filters] : ['my-reservations']),
  /** Everything about reservation `id` (what a change refreshes). */
  reservation: (id: number) => ['my-reservation', id] as const,
  /** Its detail in one page language (catalogue names differ per language). */
  detail: (id: number, language: string) => ['my-reservation', id, 'detail', language] as const,
  part: (id: number, part: string) => ['my-reservation', id, part] as const,
};

/**
 * The token of the manage link the reservation was opened with (`/manage-booking/:id?token=`), for
 * a booker without an account or not logged in; null on the member's own pages. The reads and
 * changes below take it from here, so one set of components serves both.
 */
export const ManageTokenContext = createContext<string | null>(null);
export const useManageToken = () => useContext(ManageTokenContext);

export function useReservationList(filters: ListFilters, enabled: boolean) {
  return useQuery({
    queryKey: keys.list(filters),
    queryFn: ({ signal }) => callApi(reservationApi.list, { query: listQuery(filters) }, { signal }),
    enabled,
    // Always fresh when opened: a booking or cancellation may have happened a moment ago.
    staleTime: 0,
    // The previous page stays on screen (marked busy) while the next one loads.
    placeholderData: (previous) => previous,
  });
}

/** A reservation with its option and room names in the page's language. */
export function useReservation(id: number, enabled: boolean) {
  const language = useLocale();
  const token = useManageToken();
  return useQuery({
    queryKey: keys.detail(id, language),
    queryFn: ({ signal }) =>
      token
        ? callApi(guestReservationApi.detail, { params: { id }, query: { token, language } }, { signal })
        : callApi(reservationApi.detail, { params: { id }, query: { language } }, { signal }),
    enabled,
    staleTime: 0,
    // A 403 or 404 will not change by asking again.
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 1,
  });
}

/**
 * What moving reservation `id` to `period` would do (opening hours that day, possible or why not,
 * the new total), asked again whenever the period changes; by the manage link when there is one.
 */
export function useChangeDatePreview(id: number, period: Period, enabled: boolean) {
  const token = useManageToken();
  const query = {
    startDate: period.StartDate,
    endDate: period.EndDate,
    startMinutes: period.StartMinutes,
    endMinutes: period.EndMinutes,
  };
  return useQuery({
    queryKey: [...keys.part(id, 'preview'), query],
    queryFn: ({ signal }) =>
      token
        ? callApi(
            guestReservationApi.changeDatePreview,
            { params: { id }, query: { ...query, token } },
            { signal },
          )
        : callApi(reservationApi.changeDatePreview, { params: { id }, query }, { signal }),
    enabled,
    staleTime: 0,
    // The last answer stays on screen while the next period is asked about.
    placeholderData: (previous) => previous,
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 1,
  });
}

/** A read about reservation `id` (its revisions, contacts, ...), kept under the reservation's key. */
function usePart<T>(id: number, part: string, read: (signal: AbortSignal) => Promise<T>) {
  return useQuery({
    queryKey: keys.part(id, part),
    queryFn: ({ signal }) => read(signal),
    staleTime: 0,
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 1,
  });
}

export const useRevisions = (id: number) =>
  usePart(id, 'revisions', (signal) => callApi(reservationApi.revisions, { params: { id } }, { signal }));
export const useMailLog = (id: number) =>
  usePart(id, 'mails', (signal) => callApi(reservationApi.mails, { params: { id } }, { signal }));
export const useContacts = (id: number) =>
  usePart(id, 'contacts', (signal) => callApi(reservationEditApi.contacts, { params: { id } }, { signal }));
export const useProgram = (id: number) =>
  usePart(id, 'program', (signal) => callApi(reservationLinesApi.program, { params: { id } }, { signal }));
export const useExternalLinks = (id: number) =>
  usePart(id, 'links', (signal) => callApi(reservationEditApi.externalLinks, { params: { id } }, { signal }));
export const useComments = (id: number) =>
  usePart(id, 'comments', (signal) => callApi(commentApi.list, { params: { id } }, { signal }));
export const useSeries = (id: number) =>
  usePart(id, 'series', (signal) => callApi(reservationCopyApi.series, { params: { id } }, { signal }));
/** The options that can be added, named in the page's language. */
export function useAvailableOptions(id: number) {
  const language = useLocale();
  return usePart(id, `options-${language}`, (signal) =>
    callApi(reservationLinesApi.availableOptions, { params: { id }, query: { language } }, { signal }),
  );
}

/**
 * A write about reservation `id`: on success everything about the reservation and the list is
 * fetched again.
 */
export function useReservationWrite<TInput, TResult>(id: number, write: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    // The answer names things in the reservation's language, not necessarily the page's: the detail
    // is fetched again in the page's (the write stays pending until it is there).
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: keys.reservation(id) }),
        queryClient.invalidateQueries({ queryKey: keys.list() }),
      ]);
    },
  });
}

export const reservationCalls = {
  editDetails: (id: number, body: EndpointInput<typeof reservationEditApi.details>['body']) =>
    callApi(reservationEditApi.details, { params: { id }, body }),
  setTags: (id: number, tags: string[]) =>
    callApi(reservationEditApi.tags, { params: { id }, body: { Tags: tags } }),
  setOptions: (id: number, options: EndpointInput<typeof reservationLinesApi.options>['body']['Options']) =>
    callApi(reservationLinesApi.options, { params: { id }, body: { Options: options } }),
  applyVoucher: (id: number, code: string) =>
    callApi(reservationLinesApi.applyVoucher, { params: { id }, body: { Code: code } }),
  revertVoucher: (id: number) => callApi(reservationLinesApi.revertVoucher, { params: { id } }),
  /** With a manage token: the manage link's call (the same rules), else the member's. */
  changeDate: (id: number, body: Period, token?: string | null) =>
    token
      ? callApi(guestReservationApi.changeDate, { params: { id }, query: { token }, body })
      : callApi(reservationApi.changeDate, { params: { id }, body }),
  cancel: (id: number, body: EndpointInput<typeof reservationApi.cancel>['body'], token?: string | null) =>
    token
      ? callApi(guestReservationApi.cancel, { params: { id }, query: { token }, body })
      : callApi(reservationApi.cancel, { params: { id }, body }),
  /** Pays all that is open by the manage link: online (1) or on invoice (2); no credits without an account. */
  payByManageLink: (id: number, token: string, type: 1 | 2) =>
    callApi(paymentApi.forManagedReservation, {
      params: { id },
      query: { token },
      body: { PaymentType: type },
    }),
  /** "Find my booking": mails the manage link when number and address match (the same answer when not). */
  findBooking: (body: EndpointInput<typeof guestReservationApi.find>['body']) =>
    callApi(guestReservationApi.find, { body }),
  copyCheck: (id: number, period: Period, signal?: AbortSignal) =>
    callApi(
      reservationCopyApi.check,
      {
        query: {
          reservationId: id,
          startDate: period.StartDate,
          endDate: period.EndDate,
          startMinutes: period.StartMinutes,
          endMinutes: period.EndMinutes,
        },
      },
      { signal },
    ),
  copy: (id: number, period: Period, linkToSeries: boolean) =>
    callApi(reservationCopyApi.copy, { body: { ReservationId: id, ...period, LinkToSeries: linkToSeries } }),
  unlink: (id: number) => callApi(reservationCopyApi.unlink, { params: { id } }),
  saveContacts: (
    id: number,
    contacts: EndpointInput<typeof reservationEditApi.replaceContacts>['body']['Contacts'],
  ) => callApi(reservationEditApi.replaceContacts, { params: { id }, body: { Contacts: contacts } }),
  saveProgram: (
    id: number,
    items: EndpointInput<typeof reservationLinesApi.replaceProgram>['body']['ProgramItems'],
  ) => callApi(reservationLinesApi.replaceProgram, { params: { id }, body: { ProgramItems: items } }),
  addLink: (id: number, body: EndpointInput<typeof reservationEditApi.addExternalLink>['body']) =>
    callApi(reservationEditApi.addExternalLink, { params: { id }, body }),
  removeLink: (id: number, linkId: number) =>
    callApi(reservationEditApi.removeExternalLink, { params: { id, linkId } }),
  comment: (id: number, text: string) =>
    callApi(commentApi.addToReservation, { body: { ItemId: id, Comment: text } }),
  reply: (commentId: number, text: string) =>
    callApi(commentApi.reply, { params: { id: commentId }, body: { Comment: text } }),
  editComment: (commentId: number, text: string) =>
    callApi(commentApi.update, { body: { Id: commentId, Comment: text } }),
  deleteComment: (commentId: number) => callApi(commentApi.remove, { params: { id: commentId } }),
};

/**
 * Downloads a member-only file of reservation `id` (the booking confirmation PDF, the calendar
 * file): the token travels in a header, so a plain link cannot do it. With a manage token, the
 * manage link's call for the same file.
 */
export async function download(
  file: typeof reservationApi.pdf | typeof reservationApi.ics,
  id: number,
  filename: string,
  token?: string | null,
) {
  const blob = token
    ? await callApiForFile(file === reservationApi.pdf ? guestReservationApi.pdf : guestReservationApi.ics, {
        params: { id },
        query: { token },
      })
    : await callApiForFile(file, { params: { id } });
  saveFile(blob, filename);
}

/** The member's private calendar feed URL (a new one retires the old one). */
export const createCalendarFeed = () => callApi(reservationApi.renewCalendarFeed);

/** The reservation's payments, newest first (members only). */
export const usePayments = (id: number) =>
  usePart(id, 'payments', (signal) => callApi(paymentApi.ofReservation, { params: { id } }, { signal }));

/** The reservation's invoices (normal, credit and deposit ones; members only). */
export const useReservationInvoices = (id: number) =>
  usePart(id, 'invoices', (signal) =>
    callApi(invoiceApi.list, { query: { reservationId: id, itemsPerPage: 100 } }, { signal }),
  );

/** The member's credits wallet (its balance, for paying with credits). */
export function useCreditWallet(enabled: boolean) {
  return useQuery({
    queryKey: ['my-wallet'],
    queryFn: ({ signal }) => callApi(creditApi.wallet, undefined, { signal }),
    enabled,
    staleTime: 0,
  });
}

/** Pays (part of) what is open on reservation `id`: 1 online, 2 on invoice, 4 with credits. */
export const payReservation = (id: number, type: 1 | 2 | 4, amount?: number) =>
  callApi(paymentApi.forReservation, {
    params: { id },
    body: amount === undefined ? { PaymentType: type } : { PaymentType: type, Amount: amount },
  });

/** Downloads invoice `id` as its PDF. */
export async function downloadInvoicePdf(id: number, filename: string) {
  saveFile(await callApiForFile(invoiceApi.pdf, { params: { id } }), filename);
}
