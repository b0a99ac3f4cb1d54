import type { ChatList, ChatSummary, ChatThread, ChatUnread } from '@meetspace/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import { type Actor, requireAccess } from '../kernel/access/access.ts';
import { chatAccess } from './chat.access.ts';
import { presentMember, presentMessage } from './chat.presenter.ts';
import { chatQueries, sideOf } from './chat.queries.ts';
import type { ChatHub } from './chat-hub.ts';

export interface ChatDeps {
  db: Kysely<DB>;
  now: Date;
  hub: ChatHub;
  publicUrl: string;
}

/** Whether the caller blocked `other`, and whether either blocked the other. */
export async function blockState(db: Kysely<DB>, me: number, other: number) {
  const blocks = await chatQueries.blocksBetween(db, me, other);
  return {
    isBlocked: blocks.some((b) => b.blocker_id === me),
    canSend: blocks.length === 0,
  };
}

/** `GET /v1/profile/chat`: the caller's conversations with a message, newest first. */
export async function myChats(
  deps: ChatDeps,
  actor: Actor,
  query: { page: number; itemsPerPage: number },
): Promise<ChatList> {
  const me = actor.profileId;
  const rows = await chatQueries.listOf(
    deps.db,
    me,
    (query.page - 1) * query.itemsPerPage,
    query.itemsPerPage + 1,
  );
  const page = rows.slice(0, query.itemsPerPage);
  const others = page.map((c) => sideOf(c, me).otherId);
  const [members, lastMessages, unread, blocks] = await Promise.all([
    chatQueries.membersByIds(deps.db, others),
    chatQueries.messagesByIds(
      deps.db,
      page.map((c) => c.last_message_id).filter((id): id is number => id !== null),
    ),
    chatQueries.unreadByChat(deps.db, me),
    chatQueries.blocksOf(deps.db, me),
  ]);
  const memberById = new Map(members.map((m) => [m.id, m]));
  const messageById = new Map(lastMessages.map((m) => [m.id, m]));
  const results: ChatSummary[] = page.map((chat) => {
    const other = sideOf(chat, me).otherId;
    const last = chat.last_message_id ? messageById.get(chat.last_message_id) : undefined;
    const between = blocks.filter((b) => b.blocker_id === other || b.blocked_id === other);
    return {
      ChatId: chat.id,
      With: presentMember(memberById.get(other), other),
      LastMessage: last ? presentMessage(last) : null,
      UnreadCount: unread.get(chat.id) ?? 0,
      IsBlocked: between.some((b) => b.blocker_id === me),
      CanSend: between.length === 0,
    };
  });
  let total = 0;
  for (const n of unread.values()) total += n;
  return { Results: results, MorePages: rows.length > query.itemsPerPage, UnreadTotal: total };
}

/** `GET /v1/chat/unread`. */
export async function unreadChats(deps: ChatDeps, actor: Actor): Promise<ChatUnread> {
  const unread = await chatQueries.unreadByChat(deps.db, actor.profileId);
  let total = 0;
  for (const n of unread.values()) total += n;
  return { UnreadCount: total, Chats: unread.size };
}

/**
 * `GET /v1/chat/{id}`: a page of messages, oldest first. Reading the newest page marks the other
 * member's messages read (the stream tells the caller's other tabs); an older page marks nothing.
 */
export async function readChat(
  deps: ChatDeps,
  actor: Actor,
  id: number,
  query: { before?: number; limit: number },
): Promise<ChatThread> {
  const chat = await requireAccess(deps, actor, chatAccess.read, id);
  const me = actor.profileId;
  const side = sideOf(chat, me);
  const rows = await chatQueries.messages(deps.db, chat.id, query.limit + 1, query.before);
  const page = rows.slice(0, query.limit).reverse();
  const [member, blocks] = await Promise.all([
    chatQueries.member(deps.db, side.otherId),
    blockState(deps.db, me, side.otherId),
  ]);
  if (query.before === undefined && chat.last_message_id && chat.last_message_id > side.myRead) {
    const moved = await chatQueries.markRead(deps.db, chat.id, side.readColumn, chat.last_message_id);
    if (moved) deps.hub.publish([me], { type: 'read', data: { ChatId: chat.id, ProfileId: me } });
  }
  return {
    ChatId: chat.id,
    With: presentMember(member, side.otherId),
    Messages: page.map(presentMessage),
    MorePages: rows.length > query.limit,
    IsBlocked: blocks.isBlocked,
    CanSend: blocks.canSend,
  };
}
