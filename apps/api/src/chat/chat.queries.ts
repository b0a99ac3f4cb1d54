import { type Kysely, sql } from 'kysely';
import type { DB } from '../db/schema.ts';

export interface ChatRow {
  id: number;
  profile_a: number;
  profile_b: number;
  match_id: number | null;
  created_at: string;
  updated_at: string;
  last_message_id: number | null;
  read_a: number;
  read_b: number;
}

export interface MessageRow {
  id: number;
  chat_id: number;
  sender_id: number;
  text: string;
  created_at: string;
}

export interface MemberRow {
  id: number;
  first_name: string;
  last_name: string;
  image_url: string | null;
}

/** The other member of a conversation, and which read column is whose. */
export function sideOf(chat: ChatRow, profileId: number) {
  const isA = chat.profile_a === profileId;
  return {
    otherId: isA ? chat.profile_b : chat.profile_a,
    myRead: isA ? chat.read_a : chat.read_b,
    readColumn: isA ? ('read_a' as const) : ('read_b' as const),
  };
}

/** The chat area's SQL, executor first (so each runs inside a transaction too). */
export const chatQueries = {
  byId(db: Kysely<DB>, id: number): Promise<ChatRow | undefined> {
    return db.selectFrom('chats').selectAll().where('id', '=', id).executeTakeFirst();
  },

  byPair(db: Kysely<DB>, a: number, b: number): Promise<ChatRow | undefined> {
    return db
      .selectFrom('chats')
      .selectAll()
      .where('profile_a', '=', a)
      .where('profile_b', '=', b)
      .executeTakeFirst();
  },

  /** Creates the pair's conversation unless it exists (a burst of starts makes one); returns whether this call made it. */
  async ensurePair(
    db: Kysely<DB>,
    pair: [number, number],
    matchId: number | null,
    now: string,
  ): Promise<boolean> {
    const result = await db
      .insertInto('chats')
      .values({
        profile_a: pair[0],
        profile_b: pair[1],
        match_id: matchId,
        created_at: now,
        updated_at: now,
        last_message_id: null,
        read_a: 0,
        read_b: 0,
      })
      .onConflict((oc) => oc.columns(['profile_a', 'profile_b']).doNothing())
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
  },

  /** Holds the conversation's row for the rest of the transaction (messages of one chat queue). */
  async lock(db: Kysely<DB>, id: number): Promise<void> {
    await sql`update chats set updated_at = updated_at where id = ${id}`.execute(db);
  },

  member(db: Kysely<DB>, id: number) {
    return db
      .selectFrom('profiles')
      .select(['id', 'first_name', 'last_name', 'image_url', 'email', 'language_id', 'is_activated'])
      .where('id', '=', id)
      .executeTakeFirst();
  },

  membersByIds(db: Kysely<DB>, ids: number[]): Promise<MemberRow[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return db
      .selectFrom('profiles')
      .select(['id', 'first_name', 'last_name', 'image_url'])
      .where('id', 'in', ids)
      .execute();
  },

  async insertMessage(db: Kysely<DB>, row: Omit<MessageRow, 'id'>): Promise<MessageRow> {
    const inserted = await db
      .insertInto('chat_messages')
      .values(row)
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .updateTable('chats')
      .set({ last_message_id: inserted.id, updated_at: row.created_at })
      .where('id', '=', row.chat_id)
      .execute();
    return { id: inserted.id, ...row };
  },

  /** The sender's messages in this conversation since `since` (the rate limit, under the chat's lock). */
  async sentSince(db: Kysely<DB>, chatId: number, senderId: number, since: string): Promise<number> {
    const row = await db
      .selectFrom('chat_messages')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('chat_id', '=', chatId)
      .where('sender_id', '=', senderId)
      .where('created_at', '>=', since)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  },

  /** Messages of the other member after `readUpTo` in a conversation. */
  async unreadIn(db: Kysely<DB>, chatId: number, readerId: number, readUpTo: number): Promise<number> {
    const row = await db
      .selectFrom('chat_messages')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('chat_id', '=', chatId)
      .where('sender_id', '<>', readerId)
      .where('id', '>', readUpTo)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  },

  /** The newest `limit` messages (or those before `before`), newest first. */
  messages(db: Kysely<DB>, chatId: number, limit: number, before?: number): Promise<MessageRow[]> {
    let q = db.selectFrom('chat_messages').selectAll().where('chat_id', '=', chatId);
    if (before !== undefined) q = q.where('id', '<', before);
    return q.orderBy('id', 'desc').limit(limit).execute();
  },

  messagesByIds(db: Kysely<DB>, ids: number[]): Promise<MessageRow[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return db.selectFrom('chat_messages').selectAll().where('id', 'in', ids).execute();
  },

  /** Moves the reader's marker forward (never back). */
  async markRead(
    db: Kysely<DB>,
    chatId: number,
    column: 'read_a' | 'read_b',
    upTo: number,
  ): Promise<boolean> {
    const result = await db
      .updateTable('chats')
      .set({ [column]: upTo })
      .where('id', '=', chatId)
      .where(column, '<', upTo)
      .executeTakeFirst();
    return Number(result.numUpdatedRows ?? 0) > 0;
  },

  /** The member's conversations with a message, newest first (one more than the page, for MorePages). */
  listOf(db: Kysely<DB>, profileId: number, offset: number, limit: number): Promise<ChatRow[]> {
    return db
      .selectFrom('chats')
      .selectAll()
      .where((eb) => eb.or([eb('profile_a', '=', profileId), eb('profile_b', '=', profileId)]))
      .where('last_message_id', 'is not', null)
      .orderBy('updated_at', 'desc')
      .orderBy('last_message_id', 'desc')
      .offset(offset)
      .limit(limit)
      .execute();
  },

  /** Unread messages per conversation of the member (only conversations with one). */
  async unreadByChat(db: Kysely<DB>, profileId: number): Promise<Map<number, number>> {
    const rows = await db
      .selectFrom('chat_messages as m')
      .innerJoin('chats as c', 'c.id', 'm.chat_id')
      .select(['c.id', (eb) => eb.fn.countAll<number>().as('n')])
      .where('m.sender_id', '<>', profileId)
      .where((eb) =>
        eb.or([
          eb.and([eb('c.profile_a', '=', profileId), eb('m.id', '>', eb.ref('c.read_a'))]),
          eb.and([eb('c.profile_b', '=', profileId), eb('m.id', '>', eb.ref('c.read_b'))]),
        ]),
      )
      .groupBy('c.id')
      .execute();
    return new Map(rows.map((r) => [r.id, Number(r.n)]));
  },

  /** The blocks between two members, either direction. */
  blocksBetween(db: Kysely<DB>, a: number, b: number) {
    return db
      .selectFrom('chat_blocks')
      .select(['blocker_id', 'blocked_id'])
      .where((eb) =>
        eb.or([
          eb.and([eb('blocker_id', '=', a), eb('blocked_id', '=', b)]),
          eb.and([eb('blocker_id', '=', b), eb('blocked_id', '=', a)]),
        ]),
      )
      .execute();
  },

  /** The blocks the member is part of (either side). */
  blocksOf(db: Kysely<DB>, profileId: number) {
    return db
      .selectFrom('chat_blocks')
      .select(['blocker_id', 'blocked_id'])
      .where((eb) => eb.or([eb('blocker_id', '=', profileId), eb('blocked_id', '=', profileId)]))
      .execute();
  },

  async block(db: Kysely<DB>, blocker: number, blocked: number, now: string): Promise<void> {
    await db
      .insertInto('chat_blocks')
      .values({ blocker_id: blocker, blocked_id: blocked, created_at: now })
      .onConflict((oc) => oc.columns(['blocker_id', 'blocked_id']).doNothing())
      .execute();
  },

  async unblock(db: Kysely<DB>, blocker: number, blocked: number): Promise<void> {
    await db
      .deleteFrom('chat_blocks')
      .where('blocker_id', '=', blocker)
      .where('blocked_id', '=', blocked)
      .execute();
  },
};
