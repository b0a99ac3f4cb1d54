import {
  type EventBody,
  type EventUpdateBody,
  eventApi,
  groupApi,
  type Locale,
  locationApi,
  type OrganizerBody,
  type RegistrationStatus,
  uploadApi,
} from '@meetspace/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, callApi } from '../../../lib/api-client.ts';

/** A 4xx will not change by asking again; anything else is asked once more. */
export const retry = (count: number, error: unknown) =>
  !(error instanceof ApiError && error.status < 500) && count < 1;

export const keys = {
  event: (id: number) => ['manage-event', id] as const,
  participants: (id: number) => ['manage-event', id, 'participants'] as const,
  attending: ['my-events', 'attending'] as const,
  organising: ['my-events', 'organising'] as const,
};

/** One event as its organizers see it (drafts too; 403/404 for others). */
export function useManagedEvent(id: number, language: Locale) {
  return useQuery({
    queryKey: [...keys.event(id), language],
    queryFn: ({ signal }) => callApi(eventApi.get, { params: { id }, query: { language } }, { signal }),
    enabled: id > 0,
    staleTime: 0,
    retry,
  });
}

/** What the member may do with the event (organizer, owner). */
export function useEventState(id: number) {
  return useQuery({
    queryKey: [...keys.event(id), 'state'],
    queryFn: ({ signal }) => callApi(eventApi.state, { params: { id } }, { signal }),
    enabled: id > 0,
    retry,
  });
}

/** The event's registrations with counts and revenue (filtered by status and text when asked). */
export function useParticipants(id: number, status?: RegistrationStatus, q?: string) {
  return useQuery({
    queryKey: [...keys.participants(id), status ?? '', q ?? ''],
    queryFn: ({ signal }) =>
      callApi(
        eventApi.participants,
        { params: { id }, query: { ...(status ? { status } : {}), ...(q ? { q } : {}) } },
        { signal },
      ),
    enabled: id > 0,
    staleTime: 0,
    placeholderData: (previous) => previous,
    retry,
  });
}

export const fetchAllParticipants = (id: number) => callApi(eventApi.participants, { params: { id } });

/** The member's registrations (upcoming or past). */
export function useAttending(when: 'upcoming' | 'past', page: number, language: Locale) {
  return useQuery({
    queryKey: [...keys.attending, when, page, language],
    queryFn: ({ signal }) =>
      callApi(eventApi.attending, { query: { when, page, itemsPerPage: 20, language } }, { signal }),
    staleTime: 0,
    placeholderData: (previous) => previous,
    retry,
  });
}

/** The events the member organizes, drafts included. */
export function useOrganising(page: number, language: Locale) {
  return useQuery({
    queryKey: [...keys.organising, page, language],
    queryFn: ({ signal }) =>
      callApi(eventApi.organising, { query: { when: 'all', page, itemsPerPage: 20, language } }, { signal }),
    staleTime: 0,
    placeholderData: (previous) => previous,
    retry,
  });
}

/** The name of the group a new event is created in (the wizard opened from a group), or undefined. */
export function useGroupName(groupId: number | null) {
  return useQuery({
    queryKey: ['event-group-name', groupId],
    queryFn: async ({ signal }) =>
      (await callApi(groupApi.get, { params: { id: groupId ?? 0 } }, { signal })).Name,
    enabled: groupId !== null,
    staleTime: 60_000,
    retry,
  }).data;
}

/** Live locations whose name matches `term` (2 characters or more), for the place picker. */
export function useLocationMatches(term: string) {
  const q = term.trim();
  return useQuery({
    queryKey: ['event-location-matches', q],
    queryFn: async ({ signal }) => {
      const list = await callApi(locationApi.list, { query: { searchTerm: q, itemsPerPage: 8 } }, { signal });
      return list.Results.map((l) => ({ Id: l.Id, Name: l.Name, City: l.City }));
    },
    enabled: q.length >= 2,
    staleTime: 60_000,
    placeholderData: (previous) => previous,
    retry,
  });
}

export const calls = {
  create: (body: EventBody) => callApi(eventApi.create, { body }),
  update: (id: number, body: EventUpdateBody) => callApi(eventApi.update, { params: { id }, body }),
  remove: (id: number) => callApi(eventApi.remove, { params: { id } }),
  upload: (base64: string, itemId?: number) =>
    callApi(uploadApi.uploadImage, {
      body: { Base64Image: base64, Type: 'Event', ...(itemId ? { ItemId: itemId } : {}) },
    }),
  addOrganizer: (id: number, body: OrganizerBody) => callApi(eventApi.addOrganizer, { params: { id }, body }),
  updateOrganizer: (id: number, orgId: number, body: Partial<OrganizerBody>) =>
    callApi(eventApi.updateOrganizer, { params: { id, orgId }, body }),
  removeOrganizer: (id: number, orgId: number) =>
    callApi(eventApi.removeOrganizer, { params: { id, orgId } }),
  cancelRegistration: (registrationId: number) =>
    callApi(eventApi.unregister, { params: { id: registrationId }, query: {} }),
  checkIn: (id: number, code: string) => callApi(eventApi.checkIn, { params: { id }, body: { Code: code } }),
  message: (
    id: number,
    body: { Subject: string; Body: string; To: 'all' | 'confirmed' | 'pending' | 'waitingList' },
  ) => callApi(eventApi.message, { params: { id }, body }),
};

/** A change of the event: refreshes the event, its participants and the member's lists. */
export function useEventChange<T, R>(id: number, act: (input: T) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: act,
    onSuccess: async () => {
      await Promise.all([
        client.invalidateQueries({ queryKey: keys.event(id) }),
        client.invalidateQueries({ queryKey: ['my-events'] }),
      ]);
    },
  });
}
