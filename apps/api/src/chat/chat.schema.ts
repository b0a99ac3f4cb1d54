import type { Generated } from 'kysely';

/** A one-to-one conversation: one per pair of members (`profile_a` < `profile_b`, unique). */
export interface ChatsTable {
  id: Generated<number>;
  profile_a: number;
  profile_b: number;
  /** The match it was started from (the spec's MatchId), when one was given. */
  match_id: number | null;
  created_at: string;
  /** Touched by every message (the conversation's row lock) and ordering the list. */
  updated_at: string;
  last_message_id: number | null;
  /** The last message each member has read (0: none). */
  read_a: number;
  read_b: number;
}

export interface ChatMessagesTable {
  id: Generated<number>;
  chat_id: number;
  sender_id: number;
  text: string;
  created_at: string;
}

/** `blocker_id` blocked `blocked_id` (one row per pair and direction). */
export interface ChatBlocksTable {
  blocker_id: number;
  blocked_id: number;
  created_at: string;
}

/** The chat area's tables (the DB type in db/schema.ts includes them). */
export interface ChatAreaTables {
  chats: ChatsTable;
  chat_messages: ChatMessagesTable;
  chat_blocks: ChatBlocksTable;
}
