import { eventApi, type Locale, type RegistrationBody } from '@meetspace/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, type CallQuery, callApi } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session.tsx';

/** Whether a failed read means "there is no such event, ticket or payment" (400 and 404). */
export const isNotFound = (error: unknown) => error instanceof ApiError && [400, 404].includes(error.status);

/** A 4xx will not change by asking again; anything else is asked once more. */
const retry = (count: number, error: unknown) =>
  !(error instanceof ApiError && error.status < 500) && count < 1;

/**
 * The public list: `GET /v1/event` with the page's filters. Events of every language are listed
 * (the call's `language` would keep only the events in that language); the locale keys the cache.
 */
export const eventListQueryOptions = (query: CallQuery<typeof eventApi.list>, locale: Locale) =>
  queryOptions({
    queryKey: ['events', query, locale],
    queryFn: ({ signal }) => callApi(eventApi.list, { query }, { signal }),
    retry,
  });

export function useEventList(query: CallQuery<typeof eventApi.list>, locale: Locale) {
  return useQuery({ ...eventListQueryOptions(query, locale), placeholderData: (previous) => previous });
}

/** One event in full: `GET /v1/event/{id}`. */
export const eventQueryOptions = (id: number, locale: Locale) =>
  queryOptions({
    queryKey: ['event', id, locale],
    queryFn: ({ signal }) =>
      callApi(eventApi.get, { params: { id }, query: { language: locale } }, { signal }),
    retry,
  });

export function useEvent(id: number, locale: Locale) {
  return useQuery(eventQueryOptions(id, locale));
}

/**
 * What the caller may do with the event (`GET /v1/event/{id}/state`): asked in the browser only,
 * as a member's registration is never part of the server-rendered page.
 */
export function useEventState(id: number) {
  const { member } = useSession();
  return useQuery({
    queryKey: ['event-state', id, member?.Id ?? null],
    queryFn: ({ signal }) => callApi(eventApi.state, { params: { id } }, { signal }),
    enabled: typeof window !== 'undefined',
    staleTime: 0,
    retry,
  });
}

/** A ticket by its key: `GET /v1/event/ticket/{key}`. */
export function useTicket(key: string, locale: Locale) {
  return useQuery({
    queryKey: ['event-ticket', key, locale],
    queryFn: ({ signal }) =>
      callApi(eventApi.ticket, { params: { key }, query: { language: locale } }, { signal }),
    enabled: key.length >= 8,
    staleTime: 0,
    retry,
  });
}

/** Registers the member or visitor: `POST /v1/Event/registration`. */
export function useRegister(eventId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: RegistrationBody) => callApi(eventApi.register, { body }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: ['event-state', eventId] });
      void client.invalidateQueries({ queryKey: ['event', eventId] });
    },
  });
}

/** Cancels a registration by its ticket key: `DELETE /v1/Event/registration/{id}?key=`. */
export function useUnregister() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, key }: { id: number; key: string }) =>
      callApi(eventApi.unregister, { params: { id }, query: { key } }),
    onSuccess: () => void client.invalidateQueries({ queryKey: ['event-ticket'] }),
  });
}

/** The events at a location (its events tab): `GET /v1/event?locationId=`. */
export function useLocationEvents(locationId: number, locale: Locale, page: number) {
  return useQuery({
    ...eventListQueryOptions({ locationId, page }, locale),
    placeholderData: (previous) => previous,
  });
}

/** Upcoming events to feature (the home page's strip): `GET /v2/featured/events`. */
export function useFeaturedEvents(locale: Locale, nrOf = 4) {
  return useQuery({
    queryKey: ['featured-events', nrOf, locale],
    queryFn: ({ signal }) =>
      callApi(eventApi.featuredEvents, { query: { nrOf, language: locale } }, { signal }),
    staleTime: 5 * 60_000,
    retry,
  });
}
