import { z } from 'zod';
import { idParam, MAX_ID, pageParam } from '../common/common.schemas.ts';
import { CHAT_MESSAGES_DEFAULT, CHAT_MESSAGES_MAX, CHATS_PER_PAGE } from './chat.constants.ts';

// Chat: one-to-one conversations between members. A conversation is started with a first message
// (`POST /v1/chat`), continued with `POST /v1/chat/message`, read (and thereby marked read) with
// `GET /v1/chat/{id}`, listed with `GET /v1/profile/chat`; messages also arrive live on the stream.

/** An id in a body where 0 (or null, or leaving it out) means "none", as C# and Java clients send. */
const optionalBodyId = z.preprocess(
  (v) => (v === null || v === undefined ? 0 : v),
  z.number().int().min(0).max(MAX_ID),
);

/**
 * `POST /v1/chat` (the spec's Chat: ChatId, Message, ProfileId, MatchId). `ProfileId` 0 or an empty
 * `Message` creates nothing: a 400 with the field's error (the length and the text are checked by
 * the call, so each gets its own code). `ChatId` is accepted and not used (the conversation is the
 * one of the two members); `MatchId` is kept with a new conversation.
 */
export const chatStartBody = z.object({
  ChatId: optionalBodyId.optional(),
  Message: z.string().nullish(),
  ProfileId: optionalBodyId,
  MatchId: optionalBodyId.optional(),
});
export type ChatStartBody = z.input<typeof chatStartBody>;

/** `POST /v1/chat/message`. */
export const chatMessageBody = z.object({
  ChatId: z.number().int().min(1).max(MAX_ID),
  Message: z.string().nullish(),
});
export type ChatMessageBody = z.input<typeof chatMessageBody>;

export const chatIdParams = z.object({ id: idParam });
export const chatProfileParams = z.object({ profileId: idParam });

/** `GET /v1/profile/chat`: newest conversation first. */
export const chatListQuery = z.object({
  page: pageParam,
  itemsPerPage: z.coerce.number().int().min(1).max(100).default(CHATS_PER_PAGE),
});

/** `GET /v1/chat/{id}`: the newest messages, or those before the message `before` (older pages). */
export const chatMessagesQuery = z.object({
  before: idParam.optional(),
  limit: z.coerce.number().int().min(1).max(CHAT_MESSAGES_MAX).default(CHAT_MESSAGES_DEFAULT),
});

/** The other member as a chat shows them: the public name (first name, last initial) and photo. */
export const chatMember = z.object({
  ProfileId: z.number().int(),
  Name: z.string(),
  Photo: z.string().nullable(),
});
export type ChatMember = z.infer<typeof chatMember>;

export const chatMessage = z.object({
  Id: z.number().int(),
  ChatId: z.number().int(),
  SenderId: z.number().int(),
  Text: z.string(),
  /** ISO instant. */
  SentAt: z.string(),
});
export type ChatMessage = z.infer<typeof chatMessage>;

/** One conversation in the member's list. */
export const chatSummary = z.object({
  ChatId: z.number().int(),
  With: chatMember,
  LastMessage: chatMessage.nullable(),
  /** Messages of the other member the caller has not read. */
  UnreadCount: z.number().int(),
  /** The caller blocked the other member. */
  IsBlocked: z.boolean(),
  /** Neither blocked the other: messages can be sent. */
  CanSend: z.boolean(),
});
export type ChatSummary = z.infer<typeof chatSummary>;

export const chatList = z.object({
  Results: z.array(chatSummary),
  MorePages: z.boolean(),
  /** Unread messages in all the caller's conversations. */
  UnreadTotal: z.number().int(),
});
export type ChatList = z.infer<typeof chatList>;

/** A conversation's page of messages (oldest first) and who it is with. */
export const chatThread = z.object({
  ChatId: z.number().int(),
  With: chatMember,
  Messages: z.array(chatMessage),
  /** Older messages exist: ask with `before` = the first message's id. */
  MorePages: z.boolean(),
  IsBlocked: z.boolean(),
  CanSend: z.boolean(),
});
export type ChatThread = z.infer<typeof chatThread>;

/** `POST /v1/chat` and `POST /v1/chat/message`: the conversation and the message written. */
export const chatSent = z.object({
  ChatId: z.number().int(),
  Message: chatMessage,
  /** Whether this call started the conversation. */
  Created: z.boolean(),
});
export type ChatSent = z.infer<typeof chatSent>;

export const chatUnread = z.object({
  /** Unread messages in all. */
  UnreadCount: z.number().int(),
  /** Conversations with an unread message. */
  Chats: z.number().int(),
});
export type ChatUnread = z.infer<typeof chatUnread>;

export const chatBlockView = z.object({ ProfileId: z.number().int(), Blocked: z.boolean() });

export const chatTicket = z.object({ Ticket: z.string(), ExpiresIn: z.number().int() });

/** `GET /v1/chat/stream`: a ticket (EventSource sends no headers) or the profileToken header. */
export const chatStreamQuery = z.object({ ticket: z.string().max(200).optional() });

/** The events of the stream (`event:` name, JSON `data:`). */
export type ChatStreamEvent =
  | { type: 'message'; data: ChatMessage }
  | { type: 'read'; data: { ChatId: number; ProfileId: number } }
  | { type: 'block'; data: { ProfileId: number; Blocked: boolean } };
