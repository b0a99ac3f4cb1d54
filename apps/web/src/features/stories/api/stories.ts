import {
  type ArticleBody,
  type ArticleLinkTarget,
  type ArticleStatus,
  type ArticleUpdateBody,
  articleApi,
  CHANNEL_ID,
  channelApi,
  commentApi,
  groupApi,
  type Locale,
  uploadApi,
} from '@meetspace/domain';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, callApi } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session.tsx';

/** Whether a failed read means "there is no such story" (400 and 404; 403 for a group's story). */
export const isNotFound = (error: unknown) =>
  error instanceof ApiError && [400, 403, 404].includes(error.status);

/** A 4xx will not change by asking again; anything else is asked once more. */
export const retry = (count: number, error: unknown) =>
  !(error instanceof ApiError && error.status < 500) && count < 1;

export const keys = {
  all: ['stories'] as const,
  channel: (page: number, locale: Locale) => ['stories', 'channel', page, locale] as const,
  location: (id: number, page: number) => ['stories', 'location', id, page] as const,
  mine: (page: number) => ['stories', 'mine', page] as const,
  story: (key: string, member: number | null) => ['stories', 'story', key, member] as const,
  comments: (id: number) => ['stories', 'comments', id] as const,
  channelRights: (member: number | null) => ['stories', 'channel-rights', member] as const,
  myGroups: ['stories', 'my-groups'] as const,
  requests: (status: string, page: number) => ['stories', 'blog-rights', status, page] as const,
};

/** The channel's published stories, 10 a page: `GET /v1/article/channel/1/published`. */
export const channelStoriesOptions = (page: number, locale: Locale) =>
  queryOptions({
    queryKey: keys.channel(page, locale),
    queryFn: ({ signal }) =>
      callApi(
        articleApi.channelPublished,
        { params: { channelId: CHANNEL_ID }, query: { page } },
        { signal },
      ),
    retry,
  });

export function useChannelStories(page: number, locale: Locale) {
  return useQuery({ ...channelStoriesOptions(page, locale), placeholderData: keepPreviousData });
}

/** A location's published stories (its page's stories tab). */
export function useLocationStories(id: number, page: number) {
  return useQuery({
    queryKey: keys.location(id, page),
    queryFn: ({ signal }) =>
      callApi(articleApi.locationPublished, { params: { id }, query: { page } }, { signal }),
    placeholderData: keepPreviousData,
    retry,
  });
}

/** The member's own stories, every status: `GET /v1/profile/posts`. */
export function useMyStories(page: number) {
  return useQuery({
    queryKey: keys.mine(page),
    queryFn: ({ signal }) => callApi(articleApi.mine, { query: { page } }, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
    retry,
  });
}

/**
 * One story by its key. Keyed by the member too: what they may do (CanEdit, CanComment) is part of
 * the answer, so it is asked again once the session is restored (the previous answer stays shown).
 */
export function useStory(key: string) {
  const { member } = useSession();
  return useQuery({
    queryKey: keys.story(key, member?.Id ?? null),
    queryFn: ({ signal }) => callApi(articleApi.get, { params: { key } }, { signal }),
    enabled: key !== '' && key !== 'new',
    placeholderData: keepPreviousData,
    retry,
  });
}

/** A story's comments with their replies: `GET /v1/comment/article/{id}`. */
export function useStoryComments(id: number) {
  return useQuery({
    queryKey: keys.comments(id),
    queryFn: ({ signal }) => callApi(commentApi.listOfItem, { params: { type: 'article', id } }, { signal }),
    retry,
  });
}

/** A new comment (`POST /v1/comment/article`) or a reply (`POST /v1/comment/{id}/reply`). */
export function useWriteComment(articleId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ text, replyTo }: { text: string; replyTo?: number }) =>
      replyTo
        ? callApi(commentApi.reply, { params: { id: replyTo }, body: { Comment: text } })
        : callApi(commentApi.add, {
            params: { type: 'article' },
            body: { ItemId: articleId, Comment: text },
          }),
    onSuccess: () => client.invalidateQueries({ queryKey: keys.comments(articleId) }),
  });
}

/** The channel with the caller's blog rights (`GET /v1/channel/1`), in the browser only. */
export function useChannelRights() {
  const { member } = useSession();
  return useQuery({
    queryKey: keys.channelRights(member?.Id ?? null),
    queryFn: ({ signal }) => callApi(channelApi.get, { params: { channelId: CHANNEL_ID } }, { signal }),
    enabled: member !== null,
    staleTime: 0,
    retry,
  });
}

/** Asks for blog rights with a motivation. */
export function useRequestBlogRights() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (motivation: string) =>
      callApi(channelApi.requestBlogRights, {
        params: { channelId: CHANNEL_ID },
        body: { Motivation: motivation },
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['stories', 'channel-rights'] }),
  });
}

/** The member's groups (`GET /v1/profile/group`); a story can be shown in the joined ones. */
export function useMyGroups() {
  return useQuery({
    queryKey: keys.myGroups,
    queryFn: ({ signal }) => callApi(groupApi.mine, {}, { signal }),
    staleTime: 60_000,
    retry,
  });
}

/** The administrators' list of blog-rights requests, optionally of one status. */
export function useBlogRightsRequests(status: string, page: number) {
  return useQuery({
    queryKey: keys.requests(status, page),
    queryFn: ({ signal }) =>
      callApi(
        channelApi.requests,
        { query: { page, ...(status ? { status: status as 'pending' } : {}) } },
        { signal },
      ),
    placeholderData: keepPreviousData,
    staleTime: 0,
    retry,
  });
}

/** Grants or denies a request (a reason to deny). */
export function useDecideBlogRights() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, grant, reason }: { id: number; grant: boolean; reason: string }) =>
      callApi(channelApi.decide, { params: { id }, body: { Grant: grant, Reason: reason } }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['stories', 'blog-rights'] }),
  });
}

/** The editor's writes; each refreshes every story list and story afterwards (see `useStoryWrites`). */
export const calls = {
  create: (body: ArticleBody) => callApi(articleApi.create, { body }),
  update: (id: number, body: ArticleUpdateBody) => callApi(articleApi.update, { params: { id }, body }),
  setStatus: (id: number, status: ArticleStatus) =>
    callApi(articleApi.publish, { params: { id }, body: { Status: status } }),
  link: (id: number, target: ArticleLinkTarget) =>
    callApi(articleApi.link, { body: { ArticleId: id, ...target } }),
  unlink: (id: number, linkId: number) => callApi(articleApi.unlink, { params: { id, linkId } }),
  remove: (id: number) => callApi(articleApi.remove, { params: { id } }),
  upload: (base64: string, itemId?: number) =>
    callApi(uploadApi.uploadImage, {
      body: { Base64Image: base64, Type: 'Article', ...(itemId ? { ItemId: itemId } : {}) },
    }),
};

/** Forgets every cached story and list (after a write). */
export function useRefreshStories() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: keys.all });
}
