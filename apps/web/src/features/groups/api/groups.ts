import {
  articleApi,
  type GroupBody,
  type GroupSettingsBody,
  type GroupUpdateBody,
  groupApi,
  type Locale,
  uploadApi,
} from '@meetspace/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, callApi } from '../../../lib/api-client.ts';

/** The channel's id (document 2: the platform has one channel, `ItemId` 1). */
const CHANNEL_ID = 1;

/** A 4xx will not change by asking again; anything else is asked once more. */
const retry = (count: number, error: unknown) =>
  !(error instanceof ApiError && error.status < 500) && count < 1;

/** Whether a failed read means "no such group (or not for you)": 400 and 404. */
export const isNotFound = (error: unknown) => error instanceof ApiError && [400, 404].includes(error.status);

export const keys = {
  all: ['group'] as const,
  group: (id: number) => ['group', id] as const,
  state: (id: number) => ['group', id, 'state'] as const,
  members: (id: number) => ['group', id, 'members'] as const,
  posts: (id: number, page: number) => ['group', id, 'posts', page] as const,
  events: (id: number, showAll: boolean, page: number, locale: Locale) =>
    ['group', id, 'events', showAll, page, locale] as const,
  list: (q: string, page: number) => ['groups', q, page] as const,
  mine: ['groups', 'mine'] as const,
};

/** Published groups by name, 50 a page, matching `q`: `GET /v1/group`. */
export function useGroupList(q: string, page: number) {
  return useQuery({
    queryKey: keys.list(q, page),
    queryFn: ({ signal }) => callApi(groupApi.list, { query: { ...(q ? { q } : {}), page } }, { signal }),
    placeholderData: (previous) => previous,
    retry,
  });
}

/** The caller's groups (joined, requested, invited, drafts they admin): `GET /v1/profile/group`. */
export function useMyGroups() {
  return useQuery({
    queryKey: keys.mine,
    queryFn: ({ signal }) => callApi(groupApi.mine, undefined, { signal }),
    staleTime: 0,
    retry,
  });
}

/** One group: `GET /v1/group/{id}`. */
export function useGroup(id: number) {
  return useQuery({
    queryKey: keys.group(id),
    queryFn: ({ signal }) => callApi(groupApi.get, { params: { id } }, { signal }),
    enabled: id > 0,
    retry,
  });
}

/** The caller's membership and the group's toggles: `GET /v1/group/{id}/state`. */
export function useGroupState(id: number) {
  return useQuery({
    queryKey: keys.state(id),
    queryFn: ({ signal }) => callApi(groupApi.state, { params: { id } }, { signal }),
    enabled: id > 0,
    staleTime: 0,
    retry,
  });
}

/** The members (admins also see requests and invitations): `GET /v1/group/{id}/members`. */
export function useGroupMembers(id: number, enabled: boolean) {
  return useQuery({
    queryKey: keys.members(id),
    queryFn: ({ signal }) => callApi(groupApi.members, { params: { id } }, { signal }),
    enabled: enabled && id > 0,
    staleTime: 0,
    retry,
  });
}

/** The group's stories, newest first: `GET /v1/group/{id}/posts`. */
export function useGroupPosts(id: number, page: number, enabled: boolean) {
  return useQuery({
    queryKey: keys.posts(id, page),
    queryFn: ({ signal }) => callApi(articleApi.groupPosts, { params: { id }, query: { page } }, { signal }),
    enabled: enabled && id > 0,
    placeholderData: (previous) => previous,
    retry,
  });
}

/** The group's events (upcoming, or past too): `GET /v1/group/{id}/events`. */
export function useGroupEvents(id: number, showAll: boolean, page: number, locale: Locale, enabled: boolean) {
  return useQuery({
    queryKey: keys.events(id, showAll, page, locale),
    queryFn: ({ signal }) =>
      callApi(
        groupApi.events,
        { params: { id }, query: { showAll: showAll ? 'true' : 'false', page } },
        { signal },
      ),
    enabled: enabled && id > 0,
    placeholderData: (previous) => previous,
    retry,
  });
}

/** The channel's latest published stories (the network's start page): a few of them. */
export function useLatestStories(count: number) {
  return useQuery({
    queryKey: ['group-network-stories', count],
    queryFn: ({ signal }) =>
      callApi(
        articleApi.channelPublished,
        { params: { channelId: CHANNEL_ID }, query: { itemsPerPage: count } },
        { signal },
      ),
    retry,
  });
}

export const calls = {
  create: (body: GroupBody) => callApi(groupApi.create, { body }),
  update: (id: number, body: GroupUpdateBody) => callApi(groupApi.update, { params: { id }, body }),
  settings: (id: number, body: GroupSettingsBody) => callApi(groupApi.settings, { params: { id }, body }),
  publish: (id: number) => callApi(groupApi.publish, { params: { id } }),
  deactivate: (id: number) => callApi(groupApi.deactivate, { params: { id } }),
  remove: (id: number) => callApi(groupApi.remove, { params: { id } }),
  join: (id: number) => callApi(groupApi.join, { params: { id } }),
  leave: (id: number) => callApi(groupApi.leave, { params: { id } }),
  invite: (id: number, Email: string) => callApi(groupApi.invite, { params: { id }, body: { Email } }),
  promote: (GroupId: number, ProfileId: number) =>
    callApi(groupApi.promote, { body: { GroupId, ProfileId } }),
  demote: (GroupId: number, ProfileId: number) => callApi(groupApi.demote, { body: { GroupId, ProfileId } }),
  approve: (GroupId: number, ProfileId: number) =>
    callApi(groupApi.approve, { body: { GroupId, ProfileId } }),
  decline: (GroupId: number, ProfileId: number) =>
    callApi(groupApi.decline, { body: { GroupId, ProfileId } }),
  /** A group's photo (`POST /v1/upload/image`, Type Group): the data URL's base64 part. */
  upload: (base64: string, itemId?: number) =>
    callApi(uploadApi.uploadImage, {
      body: { Base64Image: base64, Type: 'Group', ...(itemId ? { ItemId: itemId } : {}) },
    }),
};

/**
 * A change of the group: refreshes everything about it (the group, the caller's state, its
 * members) and the lists it shows in.
 */
export function useGroupChange<T, R>(id: number, act: (input: T) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: act,
    onSuccess: async () => {
      await Promise.all([
        client.invalidateQueries({ queryKey: keys.group(id) }),
        client.invalidateQueries({ queryKey: ['groups'] }),
      ]);
    },
  });
}
