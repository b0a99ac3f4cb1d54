import { z } from 'zod';
import { endpoint } from '../api/endpoint.ts';
import {
  chatBlockView,
  chatIdParams,
  chatList,
  chatListQuery,
  chatMessageBody,
  chatMessagesQuery,
  chatProfileParams,
  chatSent,
  chatStartBody,
  chatStreamQuery,
  chatThread,
  chatTicket,
  chatUnread,
} from './chat.schemas.ts';

const tags = ['Chat'];

/** One-to-one chat between members: conversations, messages, blocks, the unread count, the live stream. */
export const chatApi = {
  mine: endpoint({
    method: 'GET',
    path: '/v1/profile/chat',
    summary:
      "The caller's conversations, newest message first: the other member's public name and photo, the last message, the unread count; `UnreadTotal` over all",
    tags,
    auth: 'member',
    query: chatListQuery,
    response: chatList,
    errors: [400, 401],
  }),
  unread: endpoint({
    method: 'GET',
    path: '/v1/chat/unread',
    summary: "The caller's unread chat messages in all, and in how many conversations (the header's count)",
    tags,
    auth: 'member',
    response: chatUnread,
    errors: [401],
  }),
  ticket: endpoint({
    method: 'POST',
    path: '/v1/chat/stream/ticket',
    summary:
      'A ticket that opens the live stream for 60 seconds (`GET /v1/chat/stream?ticket=`): a browser EventSource cannot send the profileToken header',
    tags,
    auth: 'member',
    response: chatTicket,
    errors: [401],
  }),
  get: endpoint({
    method: 'GET',
    path: '/v1/chat/:id',
    summary:
      "A conversation's messages, oldest first: the newest `limit` (50, at most 100), or those before the message `before`; reading the newest marks the other member's messages read. Only its two members (403), 404 unknown",
    tags,
    auth: 'member',
    params: chatIdParams,
    query: chatMessagesQuery,
    response: chatThread,
    errors: [400, 401, 403, 404],
  }),
  start: endpoint({
    method: 'POST',
    path: '/v1/chat',
    summary:
      'Starts (or continues) the one-to-one conversation with ProfileId with a Message (at most 2000 characters). ProfileId 0 or an empty Message creates nothing: 400 with the field error. 403 chat_blocked when either blocked the other, 404 unknown member, 429 more than 30 messages a minute',
    tags,
    auth: 'member',
    body: chatStartBody,
    response: chatSent,
    errors: [400, 401, 403, 404, 429],
  }),
  send: endpoint({
    method: 'POST',
    path: '/v1/chat/message',
    summary:
      'Sends a Message (1 to 2000 characters) in the conversation ChatId: its members only (403), 403 chat_blocked when either blocked the other, 429 more than 30 messages a minute',
    tags,
    auth: 'member',
    body: chatMessageBody,
    response: chatSent,
    errors: [400, 401, 403, 404, 429],
  }),
  block: endpoint({
    method: 'POST',
    path: '/v1/chat/block/:profileId',
    summary:
      'Blocks a member: they can no longer start a conversation with the caller or send them messages (nor the caller them, until unblocked)',
    tags,
    auth: 'member',
    params: chatProfileParams,
    response: chatBlockView,
    errors: [400, 401, 404],
  }),
  unblock: endpoint({
    method: 'DELETE',
    path: '/v1/chat/block/:profileId',
    summary: 'Unblocks a member the caller blocked',
    tags,
    auth: 'member',
    params: chatProfileParams,
    response: chatBlockView,
    errors: [400, 401, 404],
  }),
  stream: endpoint({
    method: 'GET',
    path: '/v1/chat/stream',
    summary:
      "Server-sent events of the caller's chats (`message`, `read`, `block`), a heartbeat comment every 25 s. Opened with `?ticket=` (from POST /v1/chat/stream/ticket) or the profileToken header; 401 otherwise",
    tags,
    auth: 'public',
    apiKey: false,
    query: chatStreamQuery,
    response: z.string(),
    produces: 'text/event-stream',
    errors: [401],
  }),
};
