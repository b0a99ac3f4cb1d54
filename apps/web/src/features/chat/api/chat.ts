import { CHAT_MESSAGES_DEFAULT, type ChatThread, chatApi } from '@meetspace/domain';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { callApi } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session.tsx';

/** Every chat query starts with `chat` (the header's unread count too), so one invalidation refreshes all. */
export const keys = {
  all: ['chat'] as const,
  list: (member: number | null) => ['chat', 'list', member] as const,
  thread: (member: number | null, chatId: number) => ['chat', 'thread', member, chatId] as const,
};

/** The member's conversations, newest first (`GET /v1/profile/chat`). */
export function useChats() {
  const member = useSession().member?.Id ?? null;
  return useQuery({
    queryKey: keys.list(member),
    queryFn: () => callApi(chatApi.mine, { query: { page: 1, itemsPerPage: 100 } }),
    enabled: member !== null,
  });
}

/**
 * A conversation's messages (`GET /v1/chat/{id}`): the newest page first, older pages on request
 * (`before` = the oldest message shown). Reading the newest page marks them read on the server.
 */
export function useThread(chatId: number | null) {
  const member = useSession().member?.Id ?? null;
  const client = useQueryClient();
  return useInfiniteQuery({
    queryKey: keys.thread(member, chatId ?? 0),
    queryFn: async ({ pageParam }) => {
      const thread = await callApi(chatApi.get, {
        params: { id: chatId as number },
        query: pageParam ? { before: pageParam, limit: CHAT_MESSAGES_DEFAULT } : {},
      });
      // The newest page read marks the conversation read: the list and the header follow.
      if (!pageParam) {
        void client.invalidateQueries({ queryKey: keys.list(member) });
        void client.invalidateQueries({ queryKey: ['chat', 'unread'] });
      }
      return thread;
    },
    initialPageParam: 0,
    getNextPageParam: (last: ChatThread) => (last.MorePages ? last.Messages[0]?.Id : undefined),
    enabled: member !== null && chatId !== null,
  });
}

/** Start a conversation (`POST /v1/chat`), send in one (`POST /v1/chat/message`), block and unblock. */
export function useChatActions() {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: keys.all });
  return {
    start: useMutation({
      mutationFn: (body: { ProfileId: number; Message: string }) => callApi(chatApi.start, { body }),
      onSuccess: refresh,
    }),
    send: useMutation({
      mutationFn: (body: { ChatId: number; Message: string }) => callApi(chatApi.send, { body }),
      onSuccess: refresh,
    }),
    block: useMutation({
      mutationFn: ({ profileId, blocked }: { profileId: number; blocked: boolean }) =>
        callApi(blocked ? chatApi.block : chatApi.unblock, { params: { profileId } }),
      onSuccess: refresh,
    }),
  };
}

/** The live stream's state, for the page to say when it is reconnecting. */
export type StreamState = 'connecting' | 'open' | 'reconnecting';

/**
 * The member's live stream (`GET /v1/chat/stream`, server-sent events): a new message, a read in
 * another tab or a block refreshes the chat queries. EventSource sends no headers, so a ticket
 * (`POST /v1/chat/stream/ticket`) opens it; when the stream closes for good (the ticket expired
 * while the browser was reconnecting, the server restarted), a new ticket opens a new one, after
 * 1, 2, 4 … up to 30 seconds.
 */
export function useChatStream(): StreamState {
  const member = useSession().member?.Id ?? null;
  const client = useQueryClient();
  const [state, setState] = useState<StreamState>('connecting');
  useEffect(() => {
    if (member === null || typeof EventSource === 'undefined') return;
    let source: EventSource | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    let failures = 0;
    const refresh = () => void client.invalidateQueries({ queryKey: keys.all });
    const retry = () => {
      if (stopped) return;
      setState('reconnecting');
      const delay = Math.min(30_000, 1000 * 2 ** failures);
      failures += 1;
      timer = setTimeout(() => void open(), delay);
    };
    async function open() {
      try {
        const { Ticket } = await callApi(chatApi.ticket);
        if (stopped) return;
        source = new EventSource(`/api/v1/chat/stream?ticket=${encodeURIComponent(Ticket)}`);
        source.addEventListener('ready', () => {
          failures = 0;
          setState('open');
          // What arrived while the stream was down.
          refresh();
        });
        for (const type of ['message', 'read', 'block']) source.addEventListener(type, refresh);
        source.onerror = () => {
          if (source?.readyState === EventSource.CLOSED) {
            source.close();
            retry();
          } else setState('reconnecting');
        };
      } catch {
        retry();
      }
    }
    void open();
    return () => {
      stopped = true;
      clearTimeout(timer);
      source?.close();
    };
  }, [member, client]);
  return state;
}
