import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { apiCall, memberHeaders, plainMemberEmails, profileIdOf } from '../../test/booking.ts';
import { engines } from '../../test/db.ts';
import { createStory, grantBlogRights, insertStoryTestGroup, storyBody } from '../../test/stories.ts';

// Comments on stories (item type `article`, declared by the stories area): whoever may read the
// story reads its comments (a visitor too, for a public story); members write while it allows them.
const NOW = new Date('2026-11-23T08:00:00Z');
type Headers = Record<string, string>;

describe.each(engines)('comments on stories on %s', (engine) => {
  let t: TestApp;
  let author: Headers;
  let reader: Headers;
  let groupMember: Headers;
  const visitor: Headers = {};
  let group = 0;
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: object, payload?: object) =>
    apiCall(t)(method, url, headers, payload);
  const post = (id: number, who: Headers, text = 'Nice story') =>
    call('POST', '/v1/comment/article', who, { ItemId: id, Comment: text });
  const list = (id: number, who: Headers) => call('GET', `/v1/comment/article/${id}`, who);

  beforeAll(async () => {
    t = await createTestApp(engine, { demo: true, now: () => NOW });
    const [readerEmail, memberEmail] = (await plainMemberEmails(t, 2)) as [string, string];
    author = await memberHeaders(t, 'booker@example.com', NOW);
    reader = await memberHeaders(t, readerEmail, NOW);
    groupMember = await memberHeaders(t, memberEmail, NOW);
    const authorId = await profileIdOf(t, 'booker@example.com');
    await grantBlogRights(t, authorId);
    group = await insertStoryTestGroup(t, {
      ownerProfileId: authorId,
      members: [{ profileId: await profileIdOf(t, memberEmail) }],
    });
  });
  afterAll(async () => t?.close());

  it('a public story: members comment and reply, anyone reads; the count is in the lists', async () => {
    const { Id, Key } = await createStory(t, author, storyBody());
    const first = await post(Id, reader);
    expect(first.statusCode).toBe(200);
    const reply = await call('POST', `/v1/comment/${first.json().Id}/reply`, author, { Comment: 'Thanks!' });
    expect(reply.statusCode).toBe(200);
    expect((await post(Id, visitor)).statusCode).toBe(401);
    const read = await list(Id, visitor);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject([{ Comment: 'Nice story', Replies: [{ Comment: 'Thanks!' }] }]);
    expect((await call('GET', `/v1/article/${Key}`, visitor)).json().CommentCount).toBe(2);
    const channel = (await call('GET', '/v1/article/channel/1/published?itemsPerPage=50', visitor)).json();
    expect(channel.Results.find((r: { Id: number }) => r.Id === Id).CommentCount).toBe(2);
  });

  it("a group's story: its members only (a visitor 401, another member 403)", async () => {
    const { Id } = await createStory(t, author, storyBody({ Links: [{ Entity: 'group', ItemId: group }] }));
    expect((await post(Id, groupMember)).statusCode).toBe(200);
    expect((await list(Id, visitor)).statusCode).toBe(401);
    expect((await list(Id, reader)).statusCode).toBe(403);
    expect((await post(Id, reader)).statusCode).toBe(403);
    expect((await list(Id, groupMember)).json()).toHaveLength(1);
  });

  it('a draft: not found for others; unknown types 400', async () => {
    const { Id } = await createStory(t, author, storyBody(), { draft: true });
    expect((await list(Id, reader)).statusCode).toBe(404);
    expect((await list(Id, visitor)).statusCode).toBe(404);
    expect((await post(Id, reader)).statusCode).toBe(404);
    expect((await list(999999, visitor)).statusCode).toBe(404);
    expect((await call('GET', `/v1/comment/nothing/${Id}`, visitor)).statusCode).toBe(400);
  });

  it('closed comments: new comments and replies are refused (comments_closed), reading goes on', async () => {
    const { Id, Key } = await createStory(t, author, storyBody());
    const first = (await post(Id, reader)).json();
    await call('PUT', `/v1/article/${Id}`, author, { AllowComments: false });
    const closed = await post(Id, reader);
    expect(closed.statusCode).toBe(400);
    expect(closed.json().Errors).toEqual([
      expect.objectContaining({ Field: 'ItemId', Code: 'comments_closed' }),
    ]);
    const reply = await call('POST', `/v1/comment/${first.Id}/reply`, author, { Comment: 'Closed?' });
    expect(reply.json().Errors[0].Code).toBe('comments_closed');
    expect((await list(Id, visitor)).json()).toHaveLength(1);
    expect((await call('GET', `/v1/article/${Key}`, reader)).json()).toMatchObject({
      AllowComments: false,
      CanComment: false,
    });
    // Its author still edits their own comment.
    expect((await call('PUT', '/v1/comment', reader, { Id: first.Id, Comment: 'Edited' })).statusCode).toBe(
      200,
    );
  });

  it("a reservation's comments stay members-only through the generic call (401 for a visitor)", async () => {
    const reservation = await t.database.db
      .selectFrom('reservations')
      .select('id')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    expect((await call('GET', `/v1/comment/reservation/${reservation.id}`, visitor)).statusCode).toBe(401);
    expect((await call('GET', `/v1/comment/Reservation/${reservation.id}`, visitor)).statusCode).toBe(401);
  });
});
