import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { apiCall, issueSession } from '../../test/booking.ts';
import { engines } from '../../test/db.ts';
import { listenLocally, openEventStream } from '../../test/event-stream.ts';
import { issueTicket } from './chat-stream.ts';

const NOW = new Date('2026-12-01T10:00:00Z');
const redisUrl = process.env.TEST_REDIS_URL;

describe.each(engines)('chat on %s', (engine) => {
  let t: TestApp;
  let call: ReturnType<typeof apiCall>;
  let seq = 0;

  /** A new activated member (nl unless told), with a session. */
  async function member(first: string, last: string, languageId = 52) {
    seq += 1;
    const row = await t.database.db
      .insertInto('profiles')
      .values({
        email: `chat-${seq}-${first.toLowerCase()}@test.example`,
        first_name: first,
        last_name: last,
        language_id: languageId,
        is_activated: 1,
        created_at: NOW.toISOString(),
        updated_at: NOW.toISOString(),
      } as never)
      .returning('id')
      .executeTakeFirstOrThrow();
    const headers = { profileToken: await issueSession(t, row.id, NOW) };
    return { id: row.id, headers };
  }

  const notificationsOf = async (profileId: number) =>
    t.database.db
      .selectFrom('notifications')
      .select(['data', 'link_route'])
      .where('profile_id', '=', profileId)
      .where('kind_id', '=', 13)
      .execute();

  const mailsTo = async (profileId: number) =>
    t.database.db
      .selectFrom('outbox')
      .select(['subject', 'text_body', 'kind'])
      .where('profile_id', '=', profileId)
      .where('kind', '=', 'chat-message')
      .execute();

  beforeAll(async () => {
    t = await createTestApp(engine, { now: () => NOW });
    call = apiCall(t);
  });
  afterAll(async () => t?.close());

  it('answers 401 to every call without a member', async () => {
    const calls: [Parameters<typeof call>[0], string, object?][] = [
      ['GET', '/v1/profile/chat'],
      ['GET', '/v1/chat/unread'],
      ['GET', '/v1/chat/1'],
      ['POST', '/v1/chat', { ProfileId: 1, Message: 'hoi' }],
      ['POST', '/v1/chat/message', { ChatId: 1, Message: 'hoi' }],
      ['POST', '/v1/chat/block/1'],
      ['DELETE', '/v1/chat/block/1'],
      ['POST', '/v1/chat/stream/ticket'],
      ['GET', '/v1/chat/stream'],
    ];
    for (const [method, url, body] of calls) {
      const res = await call(method, url, {}, body);
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
    const wrong = await call(
      'GET',
      '/v1/chat/stream?ticket=1.99999999999.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
      {},
    );
    expect(wrong.statusCode).toBe(401);
  });

  it('creates nothing for ProfileId 0 or an empty message (400 with the field errors), refuses too long, self and unknown', async () => {
    const a = await member('Anna', 'de Vries');
    const b = await member('Bram', 'Jansen');
    const cases: [object, string, string][] = [
      [{ ProfileId: 0, Message: 'Hallo' }, 'ProfileId', 'chat_profile_required'],
      [{ ProfileId: b.id, Message: '   ' }, 'Message', 'chat_message_required'],
      [{ ProfileId: b.id }, 'Message', 'chat_message_required'],
      [{ ProfileId: b.id, Message: 'x'.repeat(2001) }, 'Message', 'chat_message_too_long'],
      [{ ProfileId: a.id, Message: 'Hallo' }, 'ProfileId', 'chat_with_self'],
    ];
    for (const [body, field, code] of cases) {
      const res = await call('POST', '/v1/chat', a.headers, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().Errors).toContainEqual({ Field: field, Code: code });
    }
    expect(
      (await call('POST', '/v1/chat', a.headers, { ProfileId: 999999, Message: 'Hallo' })).statusCode,
    ).toBe(404);
    const chats = await t.database.db
      .selectFrom('chats')
      .select('id')
      .where((eb) => eb.or([eb('profile_a', '=', a.id), eb('profile_b', '=', a.id)]))
      .execute();
    expect(chats).toEqual([]);
    const tooLong = await call('POST', '/v1/chat', a.headers, { ProfileId: b.id, Message: 'x'.repeat(2000) });
    expect(tooLong.statusCode).toBe(200);
  });

  it('starts a conversation once, lists it for both, counts unread, and reading marks read', async () => {
    const a = await member('Anna', 'de Vries');
    const b = await member('Bram', 'Jansen', 65);
    const first = await call('POST', '/v1/chat', a.headers, {
      ChatId: 0,
      ProfileId: b.id,
      Message: ' Hoi Bram! ',
      MatchId: 0,
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ Created: true, Message: { Text: 'Hoi Bram!', SenderId: a.id } });
    const chatId = first.json().ChatId;
    // From the other side it is the same conversation.
    const back = await call('POST', '/v1/chat', b.headers, { ProfileId: a.id, Message: 'Hi Anna' });
    expect(back.json()).toMatchObject({ ChatId: chatId, Created: false });
    const more = await call('POST', '/v1/chat/message', a.headers, { ChatId: chatId, Message: 'Koffie?' });
    expect(more.statusCode).toBe(200);
    await call('POST', '/v1/chat/message', a.headers, { ChatId: chatId, Message: 'Om 10 uur?' });

    const list = (await call('GET', '/v1/profile/chat', b.headers)).json();
    expect(list.UnreadTotal).toBe(2);
    expect(list.Results).toHaveLength(1);
    expect(list.Results[0]).toMatchObject({
      ChatId: chatId,
      With: { ProfileId: a.id, Name: 'Anna V.', Photo: null },
      LastMessage: { Text: 'Om 10 uur?', SenderId: a.id },
      UnreadCount: 2,
      IsBlocked: false,
      CanSend: true,
    });
    expect((await call('GET', '/v1/chat/unread', b.headers)).json()).toEqual({ UnreadCount: 2, Chats: 1 });
    // The sender has nothing unread in it (their own messages).
    expect((await call('GET', '/v1/chat/unread', a.headers)).json()).toEqual({ UnreadCount: 0, Chats: 0 });

    // An older page marks nothing read; the newest does.
    const older = (
      await call('GET', `/v1/chat/${chatId}?limit=2&before=${more.json().Message.Id}`, b.headers)
    ).json();
    expect(older.Messages.map((m: { Text: string }) => m.Text)).toEqual(['Hoi Bram!', 'Hi Anna']);
    expect(older.MorePages).toBe(false);
    expect((await call('GET', '/v1/chat/unread', b.headers)).json().UnreadCount).toBe(2);
    const latest = (await call('GET', `/v1/chat/${chatId}?limit=2`, b.headers)).json();
    expect(latest).toMatchObject({ ChatId: chatId, MorePages: true, With: { Name: 'Anna V.' } });
    expect(latest.Messages.map((m: { Text: string }) => m.Text)).toEqual(['Koffie?', 'Om 10 uur?']);
    expect((await call('GET', '/v1/chat/unread', b.headers)).json()).toEqual({ UnreadCount: 0, Chats: 0 });
    expect((await call('GET', `/v1/chat/${chatId}?limit=101`, b.headers)).statusCode).toBe(400);
  });

  it('lists the conversations by their newest message first', async () => {
    const a = await member('Anna', 'Volgorde');
    const b = await member('Bram', 'Volgorde');
    const c = await member('Cees', 'Volgorde');
    const withB = (await call('POST', '/v1/chat', a.headers, { ProfileId: b.id, Message: 'Eerst' })).json()
      .ChatId;
    const withC = (await call('POST', '/v1/chat', a.headers, { ProfileId: c.id, Message: 'Dan' })).json()
      .ChatId;
    const order = async () =>
      (await call('GET', '/v1/profile/chat', a.headers))
        .json()
        .Results.map((r: { ChatId: number }) => r.ChatId);
    // At the same instant the later message comes first; otherwise the time of the last message decides.
    expect(await order()).toEqual([withC, withB]);
    const later = new Date(NOW.getTime() + 60_000).toISOString();
    await t.database.db.updateTable('chats').set({ updated_at: later }).where('id', '=', withB).execute();
    expect(await order()).toEqual([withB, withC]);
  });

  it('lets only the two members read or write a conversation (403), 404 for an unknown one', async () => {
    const a = await member('Anna', 'Smit');
    const b = await member('Bram', 'Smit');
    const c = await member('Cees', 'Smit');
    const chatId = (await call('POST', '/v1/chat', a.headers, { ProfileId: b.id, Message: 'Privé' })).json()
      .ChatId;
    expect((await call('GET', `/v1/chat/${chatId}`, c.headers)).statusCode).toBe(403);
    expect(
      (await call('POST', '/v1/chat/message', c.headers, { ChatId: chatId, Message: 'Ik ook' })).statusCode,
    ).toBe(403);
    expect((await call('GET', '/v1/chat/99999', a.headers)).statusCode).toBe(404);
    expect(
      (await call('POST', '/v1/chat/message', a.headers, { ChatId: 99999, Message: 'x' })).statusCode,
    ).toBe(404);
    expect(
      (await call('POST', '/v1/chat/message', a.headers, { ChatId: chatId, Message: '' })).statusCode,
    ).toBe(400);
    expect((await call('GET', '/v1/profile/chat', c.headers)).json().Results).toEqual([]);
  });

  it('notifies the recipient once per run of unread messages, in their language, and again after they read', async () => {
    const a = await member('Anna', 'Bakker');
    const b = await member('Bram', 'Visser', 65);
    const chatId = (await call('POST', '/v1/chat', a.headers, { ProfileId: b.id, Message: 'Eén' })).json()
      .ChatId;
    await call('POST', '/v1/chat/message', a.headers, { ChatId: chatId, Message: 'Twee' });
    await call('POST', '/v1/chat/message', a.headers, { ChatId: chatId, Message: 'Drie' });
    let notes = await notificationsOf(b.id);
    expect(notes).toHaveLength(1);
    expect(JSON.parse(notes[0]?.data ?? '{}')).toEqual({ title: 'Anna B.', text: 'Eén' });
    expect(notes[0]?.link_route).toBe('my-messages');
    const mails = await mailsTo(b.id);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('New message from Anna B.');
    expect(mails[0]?.text_body).toContain('/en/my/messages?with=');
    // The sender is not notified of their own messages.
    expect(await notificationsOf(a.id)).toHaveLength(0);
    await call('GET', `/v1/chat/${chatId}`, b.headers);
    await call('POST', '/v1/chat/message', a.headers, { ChatId: chatId, Message: 'Vier' });
    notes = await notificationsOf(b.id);
    expect(notes).toHaveLength(2);
    // The member's rule decides: the chat message's inbox switched off, nothing more in the inbox.
    expect(
      (await call('PUT', '/v1/notification/rules/13', b.headers, { Notification: false, Email: false }))
        .statusCode,
    ).toBe(200);
    await call('GET', `/v1/chat/${chatId}`, b.headers);
    await call('POST', '/v1/chat/message', a.headers, { ChatId: chatId, Message: 'Vijf' });
    expect(await notificationsOf(b.id)).toHaveLength(2);
    expect(await mailsTo(b.id)).toHaveLength(2);
  });

  it('blocks: the blocked member cannot start or write, the blocker sees no new messages; unblocking reopens', async () => {
    const a = await member('Anna', 'Mulder');
    const b = await member('Bram', 'Mulder');
    const chatId = (await call('POST', '/v1/chat', a.headers, { ProfileId: b.id, Message: 'Hoi' })).json()
      .ChatId;
    const blocked = await call('POST', `/v1/chat/block/${a.id}`, b.headers);
    expect(blocked.json()).toEqual({ ProfileId: a.id, Blocked: true });
    expect((await call('POST', `/v1/chat/block/${a.id}`, b.headers)).statusCode).toBe(200);
    const start = await call('POST', '/v1/chat', a.headers, { ProfileId: b.id, Message: 'Nog een keer' });
    expect(start.statusCode).toBe(403);
    expect(start.json().Errors).toContainEqual({ Field: 'ProfileId', Code: 'chat_blocked' });
    const send = await call('POST', '/v1/chat/message', a.headers, { ChatId: chatId, Message: 'Hallo?' });
    expect(send.statusCode).toBe(403);
    expect(send.json().Errors).toContainEqual({ Field: 'ChatId', Code: 'chat_blocked' });
    // Nor does the blocker write while the block stands.
    expect(
      (await call('POST', '/v1/chat/message', b.headers, { ChatId: chatId, Message: 'x' })).statusCode,
    ).toBe(403);
    const mine = (await call('GET', '/v1/profile/chat', b.headers)).json().Results[0];
    expect(mine).toMatchObject({ IsBlocked: true, CanSend: false, LastMessage: { Text: 'Hoi' } });
    const theirs = (await call('GET', `/v1/chat/${chatId}`, a.headers)).json();
    expect(theirs).toMatchObject({ IsBlocked: false, CanSend: false });
    expect((await call('POST', `/v1/chat/block/${b.id}`, b.headers)).statusCode).toBe(400);
    expect((await call('POST', '/v1/chat/block/999999', b.headers)).statusCode).toBe(404);
    expect((await call('DELETE', `/v1/chat/block/${a.id}`, b.headers)).json()).toEqual({
      ProfileId: a.id,
      Blocked: false,
    });
    expect(
      (await call('POST', '/v1/chat/message', a.headers, { ChatId: chatId, Message: 'Weer goed?' }))
        .statusCode,
    ).toBe(200);
  });

  it('answers 429 after 30 messages a minute in a conversation', async () => {
    const a = await member('Anna', 'Dekker');
    const b = await member('Bram', 'Dekker');
    const chatId = (await call('POST', '/v1/chat', a.headers, { ProfileId: b.id, Message: '1' })).json()
      .ChatId;
    for (let i = 2; i <= 30; i++) {
      const res = await call('POST', '/v1/chat/message', a.headers, { ChatId: chatId, Message: String(i) });
      expect(res.statusCode).toBe(200);
    }
    expect(
      (await call('POST', '/v1/chat/message', a.headers, { ChatId: chatId, Message: '31' })).statusCode,
    ).toBe(429);
    // The other member still answers.
    expect(
      (await call('POST', '/v1/chat/message', b.headers, { ChatId: chatId, Message: 'Rustig!' })).statusCode,
    ).toBe(200);
  });

  it('a parallel burst of starts makes one conversation, every message, one notification; the limit holds exactly', async () => {
    const a = await member('Anna', 'Burst');
    const b = await member('Bram', 'Burst');
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        call('POST', '/v1/chat', a.headers, { ProfileId: b.id, Message: `m${i}` }),
      ),
    );
    const codes = answers.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 200)).toHaveLength(30);
    expect(codes.filter((c) => c === 429)).toHaveLength(10);
    const ids = new Set(answers.filter((r) => r.statusCode === 200).map((r) => r.json().ChatId));
    expect(ids.size).toBe(1);
    expect(answers.filter((r) => r.statusCode === 200 && r.json().Created)).toHaveLength(1);
    const [chatId] = [...ids];
    const count = await t.database.db
      .selectFrom('chat_messages')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('chat_id', '=', chatId)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(30);
    expect(await notificationsOf(b.id)).toHaveLength(1);
    expect((await call('GET', '/v1/chat/unread', b.headers)).json()).toEqual({ UnreadCount: 30, Chats: 1 });
  });

  it('streams messages live to both members (every tab), with a ticket or the profileToken header', async () => {
    const a = await member('Anna', 'Stroom');
    const b = await member('Bram', 'Stroom');
    const base = await listenLocally(t.app);
    const ticket = (await call('POST', '/v1/chat/stream/ticket', b.headers)).json();
    expect(ticket.ExpiresIn).toBe(60);
    const bTab = await openEventStream(`${base}/v1/chat/stream?ticket=${encodeURIComponent(ticket.Ticket)}`);
    const aTab = await openEventStream(`${base}/v1/chat/stream`, { profileToken: a.headers.profileToken });
    await bTab.until('event: ready');
    await aTab.until('event: ready');
    const sent = (await call('POST', '/v1/chat', a.headers, { ProfileId: b.id, Message: 'Live!' })).json();
    const got = await bTab.until('Live!');
    expect(got).toContain('event: message');
    expect(got).toContain(`"ChatId":${sent.ChatId}`);
    await aTab.until('Live!');
    // Reading in one tab tells the member's other tabs.
    await call('GET', `/v1/chat/${sent.ChatId}`, b.headers);
    await bTab.until('event: read');
    bTab.close();
    aTab.close();
    // An expired or forged ticket opens nothing.
    const old = issueTicket('test-quote-secret', b.id, new Date(NOW.getTime() - 61_000));
    expect((await fetch(`${base}/v1/chat/stream?ticket=${encodeURIComponent(old)}`)).status).toBe(401);
    const forged = issueTicket('another-secret', b.id, NOW);
    expect((await fetch(`${base}/v1/chat/stream?ticket=${encodeURIComponent(forged)}`)).status).toBe(401);
  });

  // Behind a load balancer a member's stream may be held by another process than the one the
  // message went through: the events go through Redis to every process.
  describe.skipIf(!redisUrl)('with two processes sharing Redis', () => {
    let one: TestApp;
    let two: TestApp;
    beforeAll(async () => {
      const shared = {
        redisUrl,
        redisPrefix: `test-${randomBytes(6).toString('hex')}`,
        sharing: t.database,
        now: () => NOW,
      };
      one = await createTestApp(engine, shared);
      two = await createTestApp(engine, shared);
    });
    afterAll(async () => {
      await one?.close();
      await two?.close();
    });

    it('a message and a read through one process reach the streams held by the other', async () => {
      const a = await member('Ada', 'Twee');
      const b = await member('Bas', 'Twee');
      const base = await listenLocally(two.app);
      const bTab = await openEventStream(`${base}/v1/chat/stream`, { profileToken: b.headers.profileToken });
      const aTab = await openEventStream(`${base}/v1/chat/stream`, { profileToken: a.headers.profileToken });
      await bTab.until('event: ready');
      await aTab.until('event: ready');
      const throughOne = apiCall(one);
      const sent = (
        await throughOne('POST', '/v1/chat', a.headers, { ProfileId: b.id, Message: 'Over de brug' })
      ).json();
      expect(await bTab.until('Over de brug')).toContain(`"ChatId":${sent.ChatId}`);
      await aTab.until('Over de brug');
      await throughOne('GET', `/v1/chat/${sent.ChatId}`, b.headers);
      await bTab.until('event: read');
      bTab.close();
      aTab.close();
    });
  });
});
