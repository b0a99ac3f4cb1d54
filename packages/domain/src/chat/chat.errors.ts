/** Why a chat call refuses (field error codes; the web maps each to a sentence in nl and en). */
export const ChatErrorCode = {
  /** Starting a chat needs the other member (`ProfileId` 0 or missing does nothing: 400). */
  ChatProfileRequired: 'chat_profile_required',
  /** A message needs text (empty or only spaces: 400). */
  ChatMessageRequired: 'chat_message_required',
  /** A message is at most 2000 characters. */
  ChatMessageTooLong: 'chat_message_too_long',
  /** A member does not chat with themselves. */
  ChatWithSelf: 'chat_with_self',
  /** One of the two blocked the other: no new chat, no new message (403). */
  ChatBlocked: 'chat_blocked',
} as const;
