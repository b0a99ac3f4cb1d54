import { describe, expect, it } from 'vitest';
import { CHAT_MESSAGE_MAX } from './chat.constants.ts';
import { chatPair, checkChatMessage } from './chat.rules.ts';

describe('chat rules', () => {
  it('orders a pair so both directions are one conversation', () => {
    expect(chatPair(7, 3)).toEqual([3, 7]);
    expect(chatPair(3, 7)).toEqual([3, 7]);
  });
  it('refuses an empty or too long message and trims the rest', () => {
    expect(checkChatMessage('  ')).toEqual({ ok: false, code: 'chat_message_required' });
    expect(checkChatMessage(null)).toEqual({ ok: false, code: 'chat_message_required' });
    expect(checkChatMessage('x'.repeat(CHAT_MESSAGE_MAX + 1))).toEqual({
      ok: false,
      code: 'chat_message_too_long',
    });
    expect(checkChatMessage(` ${'x'.repeat(CHAT_MESSAGE_MAX)} `)).toEqual({
      ok: true,
      text: 'x'.repeat(CHAT_MESSAGE_MAX),
    });
  });
});
