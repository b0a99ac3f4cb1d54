import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, engines } from '../../test/db.ts';
import type { Database } from '../db/connect.ts';
import { type DemoSummary, generateDemoData } from './generate.ts';

const NOW = new Date('2026-11-26T10:00:00.000Z');
const OPTIONS = { password: 'Demo-test-2026!', seed: 20261121, now: NOW };

describe.each(engines)('the demo chats on %s', (engine) => {
  let database: Database;
  let summary: DemoSummary;
  const db = () => database.db;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    summary = await generateDemoData(db(), OPTIONS);
  });
  afterAll(async () => database?.destroy());

  it('gives the booker four conversations, three with unread messages (4 in all), and others between members', async () => {
    const booker = await db()
      .selectFrom('profiles')
      .select('id')
      .where('email', '=', 'booker@example.com')
      .executeTakeFirstOrThrow();
    const chats = await db()
      .selectFrom('chats')
      .selectAll()
      .where((eb) => eb.or([eb('profile_a', '=', booker.id), eb('profile_b', '=', booker.id)]))
      .execute();
    expect(chats).toHaveLength(4);
    let unread = 0;
    let withUnread = 0;
    for (const chat of chats) {
      const read = chat.profile_a === booker.id ? chat.read_a : chat.read_b;
      const rows = await db()
        .selectFrom('chat_messages')
        .select('id')
        .where('chat_id', '=', chat.id)
        .where('sender_id', '<>', booker.id)
        .where('id', '>', read)
        .execute();
      unread += rows.length;
      if (rows.length > 0) withUnread += 1;
      // Every message is older than now, and the last one is the chat's.
      const last = await db()
        .selectFrom('chat_messages')
        .select(['id', 'created_at'])
        .where('chat_id', '=', chat.id)
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      expect(chat.last_message_id).toBe(last.id);
      expect(last.created_at < NOW.toISOString()).toBe(true);
    }
    expect(unread).toBe(4);
    expect(withUnread).toBe(3);
    expect(summary.chats).toBeGreaterThan(10);
    const count = await db()
      .selectFrom('chat_messages')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(summary.chatMessages);
  });

  it('is the same for the same seed', async () => {
    const again = await createTestDatabase(engine);
    try {
      await generateDemoData(again.db, OPTIONS);
      const rows = (d: Database) =>
        d.db
          .selectFrom('chat_messages')
          .select(['chat_id', 'sender_id', 'text', 'created_at'])
          .orderBy('id')
          .execute();
      expect(await rows(again)).toEqual(await rows(database));
    } finally {
      await again.destroy();
    }
  });
});
