import { type ChatMember, type ChatMessage, reviewerName } from '@meetspace/domain';
import type { MemberRow, MessageRow } from './chat.queries.ts';

/** The other member as a chat shows them: public name (first name, last initial) and photo. */
export function presentMember(row: MemberRow | undefined, id: number): ChatMember {
  return {
    ProfileId: id,
    Name: row ? reviewerName(row.first_name, row.last_name) : '—',
    Photo: row?.image_url ?? null,
  };
}

export function presentMessage(row: MessageRow): ChatMessage {
  return {
    Id: row.id,
    ChatId: row.chat_id,
    SenderId: row.sender_id,
    Text: row.text,
    SentAt: row.created_at,
  };
}
