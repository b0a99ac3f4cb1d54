/** The longest chat message (characters, after trimming). */
export const CHAT_MESSAGE_MAX = 2000;
/** Conversations on one page of `GET /v1/profile/chat`. */
export const CHATS_PER_PAGE = 20;
/** Messages one `GET /v1/chat/{id}` returns by default (the newest, or those before `before`), and at most. */
export const CHAT_MESSAGES_DEFAULT = 50;
export const CHAT_MESSAGES_MAX = 100;
/** At most this many messages per member and conversation in `CHAT_RATE_WINDOW_MS` (else 429). */
export const CHAT_RATE_MAX = 30;
export const CHAT_RATE_WINDOW_MS = 60_000;
/** How long a stream ticket (`POST /v1/chat/stream/ticket`) opens the stream. */
export const CHAT_TICKET_SECONDS = 60;
/** The stream's heartbeat (a comment line) keeps proxies from closing a quiet stream. */
export const CHAT_HEARTBEAT_MS = 25_000;
