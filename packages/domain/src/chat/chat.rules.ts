import { CHAT_MESSAGE_MAX } from './chat.constants.ts';
import { ChatErrorCode } from './chat.errors.ts';

/** A conversation's two members in the stored order (the lower id first), so a pair has one conversation. */
export function chatPair(a: number, b: number): [number, number] {
  return a < b ? [a, b] : [b, a];
}

/** The message as stored (trimmed), or the code that refuses it. */
export function checkChatMessage(
  text: string | null | undefined,
): { ok: true; text: string } | { ok: false; code: (typeof ChatErrorCode)[keyof typeof ChatErrorCode] } {
  const trimmed = (text ?? '').trim();
  if (!trimmed) return { ok: false, code: ChatErrorCode.ChatMessageRequired };
  if ([...trimmed].length > CHAT_MESSAGE_MAX) return { ok: false, code: ChatErrorCode.ChatMessageTooLong };
  return { ok: true, text: trimmed };
}
