import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { apiCall, bookMeetingRoom, memberHeaders } from '../../test/booking.ts';
import { engines } from '../../test/db.ts';

// Monday 23 November 2026 09:00 in Amsterdam; the reservations are on Wednesday 25 November.
const START = new Date('2026-11-23T08:00:00Z');
const DAY = '2026-11-25';

type Headers = Record<string, string>;
interface Comment {
  Id: number;
  ParentId: number | null;
  ProfileId: number;
  AuthorName: string;
  Comment: string;
  CreatedAt: string;
  UpdatedAt: string;
  IsDeleted: boolean;
  Replies: Comment[];
}

describe.each(engines)('comments on reservations on %s', (engine) => {
  let t: TestApp;
  let now = START;
  let booker: Headers;
  let host: Headers;
  let admin: Headers;
  let bookerId: number;
  let slot = 0;
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: object, payload?: object) =>
    apiCall(t)(method, url, headers, payload);
  const book = async () => {
    slot += 1;
    return bookMeetingRoom(t, booker, {
      day: DAY,
      startMinutes: 540 + 60 * (slot % 8),
      name: `Talk ${slot}`,
    });
  };
  const post = (itemId: number, text: string, who: Headers = booker) =>
    call('POST', '/v1/comment/reservation', who, { ItemId: itemId, Comment: text });
  const reply = (id: number, text: string, who: Headers = booker) =>
    call('POST', `/v1/comment/${id}/reply`, who, { Comment: text });
  const list = async (reservationId: number, who: Headers = booker) =>
    (await call('GET', `/v1/comment/reservation/${reservationId}`, who)).json() as Comment[];

  beforeAll(async () => {
    t = await createTestApp(engine, { demo: true, now: () => now });
    booker = await memberHeaders(t, 'booker@example.com', START);
    host = await memberHeaders(t, 'host@example.com', START);
    // The admin may see every reservation (policies.reservation), but changes only their own comments.
    admin = await memberHeaders(t, 'admin@example.com', START);
    bookerId = (await call('GET', '/v1/profile/state', booker)).json().Id;
  });
  afterAll(async () => t.close());
  beforeEach(() => {
    now = START;
  });

  it('writes, answers and lists comments oldest first, one level of replies', async () => {
    const r = await book();
    expect(await list(r.Id)).toEqual([]);
    const first = await post(r.Id, '  Can we have the room 15 minutes earlier?  ');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      Id: expect.any(Number),
      ParentId: null,
      ProfileId: bookerId,
      AuthorName: 'Bente Boeker',
      Comment: 'Can we have the room 15 minutes earlier?',
      CreatedAt: START.toISOString(),
      UpdatedAt: START.toISOString(),
      IsDeleted: false,
      Replies: [],
    });
    now = new Date(START.getTime() + 60_000);
    const second = (
      await call('POST', '/v1/comment/Reservation', booker, { ItemId: r.Id, Comment: 'Also: a flipover' })
    ).json();
    const answer = (await reply(first.json().Id, 'Yes, that is arranged', admin)).json();
    expect(answer).toMatchObject({ ParentId: first.json().Id, AuthorName: 'Arie Admin', Replies: [] });
    // A reply to a reply joins the same thread.
    const thanks = (await reply(answer.Id, 'Thanks!')).json();
    expect(thanks.ParentId).toBe(first.json().Id);

    const threads = await list(r.Id);
    expect(threads.map((c) => c.Id)).toEqual([first.json().Id, second.Id]);
    expect(threads[0]?.Replies.map((c) => c.Comment)).toEqual(['Yes, that is arranged', 'Thanks!']);
    expect(threads[1]?.Replies).toEqual([]);
    // The author changes their text; UpdatedAt moves, CreatedAt stays.
    now = new Date(START.getTime() + 120_000);
    const edited = await call('PUT', '/v1/comment', booker, {
      Id: first.json().Id,
      Comment: 'Room 20 minutes earlier?',
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      Comment: 'Room 20 minutes earlier?',
      CreatedAt: START.toISOString(),
      UpdatedAt: now.toISOString(),
    });
    expect(edited.json().Replies).toHaveLength(2);
    // Another reservation has its own comments.
    expect(await list((await book()).Id)).toEqual([]);
  });

  it('keeps a deleted comment with replies as an empty placeholder, and drops it when nothing is left', async () => {
    const r = await book();
    const lone = (await post(r.Id, 'Typo')).json();
    const root = (await post(r.Id, 'Where do we park?')).json();
    const answer = (await reply(root.Id, 'Garage next door', admin)).json();
    const del = (id: number, who: Headers = booker) => call('DELETE', `/v1/comment/${id}`, who);

    const gone = await del(lone.Id);
    expect(gone.statusCode).toBe(200);
    expect(gone.json()).toBe(true);
    expect((await list(r.Id)).map((c) => c.Id)).toEqual([root.Id]);

    expect((await del(root.Id)).statusCode).toBe(200);
    const [placeholder] = await list(r.Id);
    expect(placeholder).toMatchObject({ Id: root.Id, Comment: '', IsDeleted: true });
    expect(placeholder?.Replies.map((c) => c.Id)).toEqual([answer.Id]);
    const stored = await t.database.db
      .selectFrom('comments')
      .select(['body', 'deleted_at'])
      .where('id', '=', root.Id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ body: '', deleted_at: START.toISOString() });
    // A deleted comment can no longer be changed, deleted or answered; its thread still can.
    expect((await call('PUT', '/v1/comment', booker, { Id: root.Id, Comment: 'Back' })).statusCode).toBe(404);
    expect((await del(root.Id)).statusCode).toBe(404);
    expect((await reply(root.Id, 'Hello?')).statusCode).toBe(404);
    const late = (await reply(answer.Id, 'And bikes?')).json();
    expect(late.ParentId).toBe(root.Id);
    // When the last replies go, the placeholder goes too.
    expect((await del(late.Id)).statusCode).toBe(200);
    expect((await list(r.Id))[0]?.Replies).toHaveLength(1);
    expect((await del(answer.Id, admin)).statusCode).toBe(200);
    expect(await list(r.Id)).toEqual([]);
  });

  it('lets only the reservation member in, and only the author change or delete: 401, 403, 404', async () => {
    const r = await book();
    const c = (await post(r.Id, 'Mine')).json();
    const theirs = (await reply(c.Id, 'The admin answers', admin)).json();

    expect((await post(r.Id, 'x', {})).statusCode).toBe(401);
    expect((await call('GET', `/v1/comment/reservation/${r.Id}`, {})).statusCode).toBe(401);
    expect((await reply(c.Id, 'x', {})).statusCode).toBe(401);
    expect((await call('PUT', '/v1/comment', {}, { Id: c.Id, Comment: 'x' })).statusCode).toBe(401);
    expect((await call('DELETE', `/v1/comment/${c.Id}`, {})).statusCode).toBe(401);

    expect((await post(r.Id, 'x', host)).statusCode).toBe(403);
    expect((await call('GET', `/v1/comment/reservation/${r.Id}`, host)).statusCode).toBe(403);
    expect((await reply(c.Id, 'x', host)).statusCode).toBe(403);
    expect((await call('PUT', '/v1/comment', host, { Id: c.Id, Comment: 'x' })).statusCode).toBe(403);
    expect((await call('DELETE', `/v1/comment/${c.Id}`, host)).statusCode).toBe(403);
    // Someone who may read the reservation still cannot change another's comment.
    expect((await call('PUT', '/v1/comment', admin, { Id: c.Id, Comment: 'x' })).statusCode).toBe(403);
    expect((await call('DELETE', `/v1/comment/${c.Id}`, admin)).statusCode).toBe(403);
    expect((await call('PUT', '/v1/comment', booker, { Id: theirs.Id, Comment: 'x' })).statusCode).toBe(403);
    expect((await call('DELETE', `/v1/comment/${theirs.Id}`, booker)).statusCode).toBe(403);

    expect((await post(99999999, 'x')).statusCode).toBe(404);
    expect((await call('GET', '/v1/comment/reservation/99999999', booker)).statusCode).toBe(404);
    expect((await reply(99999999, 'x')).statusCode).toBe(404);
    expect((await call('PUT', '/v1/comment', booker, { Id: 99999999, Comment: 'x' })).statusCode).toBe(404);
    expect((await call('DELETE', '/v1/comment/99999999', booker)).statusCode).toBe(404);

    // Nothing changed by the refused calls.
    const [thread] = await list(r.Id);
    expect(thread).toMatchObject({ Comment: 'Mine', Replies: [{ Comment: 'The admin answers' }] });
    expect(await list(r.Id)).toHaveLength(1);
  });

  it('refuses empty, too long and malformed comments, and unknown item types (400)', async () => {
    const r = await book();
    expect((await post(r.Id, 'x'.repeat(4000))).statusCode).toBe(200);
    // Trimmed before counting.
    expect((await post(r.Id, ` ${'y'.repeat(4000)}\n`)).statusCode).toBe(200);
    for (const text of ['', '   \n ', 'x'.repeat(4001)]) {
      const res = await post(r.Id, text);
      expect(res.statusCode).toBe(400);
      expect(res.json().Errors[0].Field).toBe('Comment');
    }
    for (const body of [
      {},
      { ItemId: r.Id },
      { ItemId: 'abc', Comment: 'x' },
      { ItemId: 0, Comment: 'x' },
      { ItemId: r.Id, Comment: 42 },
    ]) {
      expect((await call('POST', '/v1/comment/reservation', booker, body)).statusCode).toBe(400);
    }
    const c = (await post(r.Id, 'ok')).json();
    expect((await reply(c.Id, '  ')).statusCode).toBe(400);
    expect((await call('PUT', '/v1/comment', booker, { Id: c.Id, Comment: '' })).statusCode).toBe(400);
    expect((await call('PUT', '/v1/comment', booker, { Comment: 'no id' })).statusCode).toBe(400);
    expect((await call('DELETE', '/v1/comment/abc', booker)).statusCode).toBe(400);
    expect((await call('GET', '/v1/comment/reservation/abc', booker)).statusCode).toBe(400);
    const unknown = await call('POST', '/v1/comment/question', booker, { ItemId: r.Id, Comment: 'x' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({
      Message: 'Unknown comment type',
      Errors: [{ Field: 'type', Code: 'unknown_type' }],
    });
    expect((await list(r.Id)).map((x) => x.Comment.length)).toEqual([4000, 4000, 2]);
  });

  it('allows comments on locked and cancelled reservations, without a revision; only comment mails go', async () => {
    const cancelled = await book();
    await call('PUT', `/v1/reservation/${cancelled.Id}/cancel`, booker, { ReasonType: 5 });
    const mailsBefore = await t.database.db
      .selectFrom('outbox')
      .select('id')
      .where('reservation_id', '=', cancelled.Id)
      .execute();
    const revisionsBefore = (await call('GET', `/v1/reservation/${cancelled.Id}/revisions`, booker)).json();
    const c = await post(cancelled.Id, 'Why was this cancelled?');
    expect(c.statusCode).toBe(200);
    await reply(c.json().Id, 'Team moved', admin);
    await call('PUT', '/v1/comment', booker, { Id: c.json().Id, Comment: 'Noted' });
    await call('DELETE', `/v1/comment/${c.json().Id}`, booker);
    // The others hear of a comment (notifications, issue 22); nothing else is mailed.
    const mailsAfter = await t.database.db
      .selectFrom('outbox')
      .select(['id', 'kind'])
      .where('reservation_id', '=', cancelled.Id)
      .where(
        'id',
        'not in',
        mailsBefore.map((m) => m.id),
      )
      .execute();
    expect(mailsAfter.length).toBeGreaterThan(0);
    expect(new Set(mailsAfter.map((m) => m.kind))).toEqual(new Set(['reservation-comment']));
    expect((await call('GET', `/v1/reservation/${cancelled.Id}/revisions`, booker)).json()).toEqual(
      revisionsBefore,
    );

    // Within 24 hours of the start (locked) and afterwards, still fine.
    const soon = await book();
    now = new Date('2026-11-25T07:00:00Z');
    const late = await memberHeaders(t, 'booker@example.com', now);
    expect((await call('GET', `/v1/reservation/${soon.Id}`, late)).json().IsLocked).toBe(true);
    expect((await post(soon.Id, 'On our way', late)).statusCode).toBe(200);
    now = new Date('2026-11-30T07:00:00Z');
    const after = await memberHeaders(t, 'booker@example.com', now);
    expect((await post(soon.Id, 'Thanks for hosting', after)).statusCode).toBe(200);
    expect((await list(soon.Id, after)).map((x) => x.Comment)).toEqual(['On our way', 'Thanks for hosting']);
  });

  it('documents its calls in the OpenAPI document', async () => {
    const doc = await t.app.inject({ url: '/api/docs/json' });
    expect(doc.statusCode).toBe(200);
    expect(Object.keys(doc.json().paths)).toEqual(
      expect.arrayContaining([
        '/api/v1/comment/reservation',
        '/api/v1/comment/reservation/{id}',
        '/api/v1/comment/{id}/reply',
        '/api/v1/comment/{type}',
        '/api/v1/comment',
        '/api/v1/comment/{id}',
      ]),
    );
  });
});
