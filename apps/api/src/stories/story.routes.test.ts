import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { apiCall, memberHeaders, plainMemberEmails, profileIdOf } from '../../test/booking.ts';
import { engines } from '../../test/db.ts';
import {
  createStory,
  grantBlogRights,
  insertStoryTestGroup,
  manageLocation,
  storyBody,
  uploadStoryImage,
} from '../../test/stories.ts';

// Monday 23 November 2026 in Amsterdam.
const NOW = new Date('2026-11-23T08:00:00Z');
type Headers = Record<string, string>;
const codes = (res: { json(): unknown }) =>
  (res.json() as { Errors: { Field: string; Code: string }[] }).Errors.map((e) => `${e.Field}:${e.Code}`);

describe.each(engines)('stories on %s', (engine) => {
  let t: TestApp;
  let author: Headers;
  let other: Headers;
  let member: Headers;
  let admin: Headers;
  const visitor: Headers = {};
  const ids = { author: 0, member: 0, other: 0, host: 0, group: 0, quietGroup: 0, location: 0, elsewhere: 0 };
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: object, payload?: object) =>
    apiCall(t)(method, url, headers, payload);
  const get = (key: string, who: Headers) => call('GET', `/v1/article/${key}`, who);
  const groupLink = () => [{ Entity: 'group', ItemId: ids.group }];

  beforeAll(async () => {
    t = await createTestApp(engine, { demo: true, now: () => NOW });
    const [memberEmail, otherEmail] = await plainMemberEmails(t, 2);
    author = await memberHeaders(t, 'booker@example.com', NOW);
    member = await memberHeaders(t, memberEmail as string, NOW);
    other = await memberHeaders(t, otherEmail as string, NOW);
    admin = await memberHeaders(t, 'admin@example.com', NOW);
    ids.author = await profileIdOf(t, 'booker@example.com');
    ids.member = await profileIdOf(t, memberEmail as string);
    ids.other = await profileIdOf(t, otherEmail as string);
    await grantBlogRights(t, ids.author);
    ids.group = await insertStoryTestGroup(t, {
      ownerProfileId: ids.member,
      members: [{ profileId: ids.author }],
    });
    ids.quietGroup = await insertStoryTestGroup(t, {
      ownerProfileId: ids.member,
      name: 'Quiet',
      posts: false,
      members: [{ profileId: ids.author }],
    });
    const live = await t.database.db
      .selectFrom('locations')
      .select('id')
      .where('status', '=', 'live')
      .orderBy('id')
      .limit(2)
      .execute();
    ids.location = live[0]?.id as number;
    ids.elsewhere = live[1]?.id as number;
    await manageLocation(t, ids.author, ids.location);
  });
  afterAll(async () => t?.close());

  it('creates a draft that only its author and administrators read', async () => {
    const { Id, Key } = await createStory(t, author, storyBody({ Title: '  Draft days  ' }), { draft: true });
    expect(Key).toMatch(/^[A-Za-z0-9_-]{10,12}$/);
    const mine = await get(Key, author);
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toMatchObject({
      Id,
      Title: 'Draft days',
      Slug: 'draft-days',
      Status: 'Draft',
      CanEdit: true,
      IsPublic: true,
      Links: [{ Entity: 'channel', ItemId: 1, Name: 'Meetspace', Slug: '' }],
    });
    expect((await get(Key, admin)).json().CanEdit).toBe(true);
    expect((await get(Key, other)).statusCode).toBe(404);
    expect((await get(Key, visitor)).statusCode).toBe(404);
    expect((await get('no-such-key', visitor)).statusCode).toBe(404);
  });

  it('refuses bad input with every problem at once (400) and a visitor (401)', async () => {
    const bad = await call(
      'POST',
      '/v1/article',
      author,
      storyBody({
        PublishFrom: '2026-12-10',
        ExpiresAt: '2026-12-10',
        Image: '/uploads/images/article/1/nope/large.jpg',
        Sources: [
          { Kind: 'video', Title: 'v', Url: 'https://example.com/watch?v=1' },
          { Kind: 'link', Title: 'l', Url: 'javascript:alert(1)' },
          { Kind: 'internal', Title: 'i', Url: '//evil.example.com/x' },
          { Kind: 'link', Title: 'd', Url: 'data:text/html,<script>alert(1)</script>' },
          { Kind: 'internal', Title: 'ok', Url: '/nl/verhalen' },
          { Kind: 'video', Title: 'ok', Url: 'https://youtu.be/dQw4w9WgXcQ' },
        ],
      }),
    );
    expect(bad.statusCode).toBe(400);
    expect(codes(bad).sort()).toEqual(
      [
        'ExpiresAt:article_expiry_before_publish',
        'Image:article_image_invalid',
        'Sources[0].Url:video_url_invalid',
        'Sources[1].Url:invalid_value',
        'Sources[2].Url:invalid_value',
        'Sources[3].Url:invalid_value',
      ].sort(),
    );
    expect((await call('POST', '/v1/article', author, storyBody({ Title: ' ' }))).statusCode).toBe(400);
    expect((await call('POST', '/v1/article', author, storyBody({ Links: [] }))).statusCode).toBe(400);
    const twice = await call(
      'POST',
      '/v1/article',
      author,
      storyBody({ Links: [...groupLink(), ...groupLink()] }),
    );
    expect(codes(twice)).toEqual(['Links[1]:article_link_exists']);
    const nowhere = await call(
      'POST',
      '/v1/article',
      author,
      storyBody({ Links: [{ Entity: 'channel', ItemId: 2 }] }),
    );
    expect(codes(nowhere)).toEqual(['Links[0]:not_found']);
    expect((await call('POST', '/v1/article', visitor, storyBody())).statusCode).toBe(401);
  });

  it('links only where the author may (blog rights, group membership, location manager; administrators anywhere)', async () => {
    const noRights = await call('POST', '/v1/article', other, storyBody());
    expect(noRights.statusCode).toBe(403);
    expect(codes(noRights)).toEqual(['Links[0]:blog_rights_required']);
    const notMember = await call('POST', '/v1/article', other, storyBody({ Links: groupLink() }));
    expect(codes(notMember)).toEqual(['Links[0]:article_link_forbidden']);
    const postsOff = await call(
      'POST',
      '/v1/article',
      author,
      storyBody({ Links: [{ Entity: 'group', ItemId: ids.quietGroup }] }),
    );
    expect(codes(postsOff)).toEqual(['Links[0]:article_link_forbidden']);
    const notManager = await call(
      'POST',
      '/v1/article',
      other,
      storyBody({ Links: [{ Entity: 'location', ItemId: ids.location }] }),
    );
    expect(codes(notManager)).toEqual(['Links[0]:article_link_forbidden']);
    const manager = await call(
      'POST',
      '/v1/article',
      author,
      storyBody({ Links: [{ Entity: 'location', ItemId: ids.location }, ...groupLink()] }),
    );
    expect(manager.statusCode).toBe(200);
    expect((await call('POST', '/v1/article', admin, storyBody())).statusCode).toBe(200);
  });

  it('publishes: published_at the first time, retract and draft again, blog rights checked again', async () => {
    const { Id, Key } = await createStory(t, author, storyBody(), { draft: true });
    const published = await call('PUT', `/v1/article/${Id}/publish`, author, {});
    expect(published.json()).toMatchObject({ Status: 'Published', PublishedAt: NOW.toISOString() });
    expect((await get(Key, visitor)).json()).toMatchObject({
      Status: 'Published',
      CanEdit: false,
      CanComment: false,
    });
    expect((await get(Key, other)).json()).toMatchObject({ CanEdit: false, CanComment: true });
    expect((await call('PUT', `/v1/article/${Id}/publish`, author, { Status: 'Retracted' })).statusCode).toBe(
      200,
    );
    expect((await get(Key, visitor)).statusCode).toBe(404);
    expect((await get(Key, author)).json().Status).toBe('Retracted');
    expect((await call('PUT', `/v1/article/${Id}/publish`, author, { Status: 'Nope' })).statusCode).toBe(400);
    expect((await call('PUT', `/v1/article/${Id}/publish`, other, {})).statusCode).toBe(403);
    // Rights withdrawn (a newer denied row): publishing on the channel again is refused.
    await t.database.db
      .insertInto('blog_rights_requests')
      .values({
        channel_id: 1,
        profile_id: ids.author,
        status: 'denied',
        motivation: 'x'.repeat(20),
        reason: 'No',
        decided_by: null,
        requested_at: NOW.toISOString(),
        decided_at: NOW.toISOString(),
      })
      .execute();
    const refused = await call('PUT', `/v1/article/${Id}/publish`, author, {});
    expect(refused.statusCode).toBe(403);
    expect(codes(refused)).toEqual(['Status:blog_rights_required']);
    await grantBlogRights(t, ids.author);
    const again = await call('PUT', `/v1/article/${Id}/publish`, author, {});
    expect(again.json().PublishedAt).toBe(NOW.toISOString());
  });

  it('shows a published story only from PublishFrom and before ExpiresAt', async () => {
    const future = await createStory(t, author, storyBody({ PublishFrom: '2026-12-01' }));
    const expired = await createStory(
      t,
      author,
      storyBody({ PublishFrom: '2026-11-01', ExpiresAt: '2026-11-23' }),
    );
    const current = await createStory(
      t,
      author,
      storyBody({ PublishFrom: '2026-11-23', ExpiresAt: '2026-11-24' }),
    );
    expect((await get(future.Key, visitor)).statusCode).toBe(404);
    expect((await get(expired.Key, other)).statusCode).toBe(404);
    expect((await get(current.Key, visitor)).statusCode).toBe(200);
    expect((await get(future.Key, author)).statusCode).toBe(200);
    const keysAt = async (at: string) =>
      (
        (await call('GET', `/v1/article?entity=channel&itemId=1&at=${at}&itemsPerPage=50`, visitor)).json()
          .Results as { Key: string }[]
      ).map((r) => r.Key);
    expect(await keysAt('2026-12-01')).toContain(future.Key);
    expect(await keysAt('2026-12-01')).not.toContain(current.Key);
    expect(await keysAt('2026-11-22')).toContain(expired.Key);
    expect(await keysAt('2026-11-23')).toEqual(expect.arrayContaining([current.Key]));
    expect(await keysAt('2026-11-23')).not.toContain(future.Key);
  });

  it("reads a group's story: its members; a visitor 401, another member 403; open ones anyone", async () => {
    const closed = await createStory(t, author, storyBody({ Links: groupLink() }));
    const open = await createStory(t, author, storyBody({ Links: groupLink(), OpenOutsideGroup: true }));
    expect((await get(closed.Key, visitor)).statusCode).toBe(401);
    expect((await get(closed.Key, other)).statusCode).toBe(403);
    expect((await get(closed.Key, member)).json()).toMatchObject({ IsPublic: false, CanComment: true });
    expect((await get(closed.Key, admin)).statusCode).toBe(200);
    expect((await get(open.Key, visitor)).json()).toMatchObject({ IsPublic: true });
    const channel = (await call('GET', '/v1/article/channel/1/published?itemsPerPage=50', visitor)).json();
    const keys = channel.Results.map((r: { Key: string }) => r.Key);
    expect(keys).toContain(open.Key);
    expect(keys).not.toContain(closed.Key);
    expect((await call('GET', '/v1/article/channel/2/published', visitor)).statusCode).toBe(404);
    expect((await call('GET', '/v1/article?entity=channel&itemId=2', visitor)).statusCode).toBe(404);
  });

  it("lists a group's stories for its members; its admins also see drafts linked there", async () => {
    const draft = await createStory(t, author, storyBody({ Links: groupLink(), Title: 'Group draft' }), {
      draft: true,
    });
    const published = await createStory(t, author, storyBody({ Links: groupLink(), Title: 'Group story' }));
    const keys = async (who: Headers) =>
      (
        (await call('GET', `/v1/group/${ids.group}/posts?itemsPerPage=50`, who)).json().Results as {
          Key: string;
        }[]
      ).map((r) => r.Key);
    // The member is the group's admin (its owner); the author a plain member.
    expect(await keys(member)).toEqual(expect.arrayContaining([draft.Key, published.Key]));
    expect(await keys(author)).toContain(published.Key);
    expect(await keys(author)).not.toContain(draft.Key);
    expect((await get(draft.Key, member)).statusCode).toBe(200);
    expect((await call('GET', `/v1/group/${ids.group}/posts`, other)).statusCode).toBe(403);
    expect((await call('GET', `/v1/group/${ids.group}/posts`, visitor)).statusCode).toBe(401);
    expect((await call('GET', `/v1/group/${ids.quietGroup}/posts`, author)).statusCode).toBe(403);
    expect((await call('GET', `/v1/group/${ids.quietGroup}/posts`, member)).statusCode).toBe(200);
    expect((await call('GET', '/v1/group/999999/posts', author)).statusCode).toBe(404);
    const viaList = await call('GET', `/v1/article?entity=group&itemId=${ids.group}&q=group+story`, author);
    expect(viaList.json().Results.map((r: { Key: string }) => r.Key)).toEqual([published.Key]);
    expect((await call('GET', `/v1/article?entity=group&itemId=${ids.group}`, visitor)).statusCode).toBe(401);
    expect((await call('GET', '/v1/article?entity=group', author)).statusCode).toBe(400);
  });

  it("lists a location's stories; a location that is not live is 404", async () => {
    const story = await createStory(
      t,
      author,
      storyBody({ Links: [{ Entity: 'location', ItemId: ids.location }] }),
    );
    const list = (await call('GET', `/v1/article/location/${ids.location}/published`, visitor)).json();
    expect(list.Results.map((r: { Key: string }) => r.Key)).toContain(story.Key);
    expect(list.Results[0]).toMatchObject({ IsPublic: true, CommentCount: 0 });
    const other = (await call('GET', `/v1/article?entity=location&itemId=${ids.elsewhere}`, visitor)).json();
    expect(other.Results.map((r: { Key: string }) => r.Key)).not.toContain(story.Key);
    expect((await call('GET', '/v1/article/location/999999/published', visitor)).statusCode).toBe(404);
    const view = (await get(story.Key, visitor)).json();
    expect(view.Links[0]).toMatchObject({ Entity: 'location', ItemId: ids.location });
    expect(view.Links[0].Name).not.toBe('');
  });

  it("lists the caller's own stories in every status, and a member's as others may see them", async () => {
    const draft = await createStory(t, author, storyBody({ Title: 'Mine only' }), { draft: true });
    const closed = await createStory(t, author, storyBody({ Links: groupLink(), Title: 'Group only' }));
    const mine = (await call('GET', '/v1/profile/posts?itemsPerPage=100', author)).json();
    expect(mine.Results.map((r: { Key: string }) => r.Key)).toEqual(
      expect.arrayContaining([draft.Key, closed.Key]),
    );
    expect(mine.TotalCount).toBe(mine.Results.length);
    expect((await call('GET', '/v1/profile/posts', visitor)).statusCode).toBe(401);
    const keys = async (who: Headers) =>
      (
        (await call('GET', `/v1/article?entity=profile&itemId=${ids.author}&itemsPerPage=100`, who)).json()
          .Results as { Key: string }[]
      ).map((r) => r.Key);
    expect(await keys(author)).toContain(draft.Key);
    expect(await keys(visitor)).not.toContain(draft.Key);
    expect(await keys(visitor)).not.toContain(closed.Key);
    expect(await keys(member)).toContain(closed.Key);
    expect((await call('GET', '/v1/article?entity=profile', visitor)).statusCode).toBe(401);
  });

  it('pages newest first, 10 a page, with MorePages and TotalCount', async () => {
    const group = await insertStoryTestGroup(t, { ownerProfileId: ids.author, name: 'Pages' });
    const made: string[] = [];
    for (let i = 0; i < 12; i += 1) {
      const created = await createStory(
        t,
        author,
        storyBody({ Links: [{ Entity: 'group', ItemId: group }] }),
      );
      // Published one minute apart, the last newest.
      await t.database.db
        .updateTable('articles')
        .set({ published_at: `2026-11-2${i < 10 ? 1 : 2}T10:${String(i).padStart(2, '0')}:00.000Z` })
        .where('id', '=', created.Id)
        .execute();
      made.push(created.Key);
    }
    const first = (await call('GET', `/v1/group/${group}/posts`, author)).json();
    expect(first).toMatchObject({ MorePages: true, TotalCount: 12 });
    expect(first.Results).toHaveLength(10);
    expect(first.Results.map((r: { Key: string }) => r.Key)).toEqual([...made].reverse().slice(0, 10));
    const second = (await call('GET', `/v1/group/${group}/posts?page=2`, author)).json();
    expect(second).toMatchObject({ MorePages: false, TotalCount: 12 });
    expect(second.Results.map((r: { Key: string }) => r.Key)).toEqual([made[1], made[0]]);
  });

  it('updates the fields sent (its author and administrators), with an uploaded story picture only', async () => {
    const { Id, Key } = await createStory(t, author, storyBody());
    const image = await uploadStoryImage(t, author);
    const changed = await call('PUT', `/v1/article/${Id}`, author, {
      ShortDescription: 'Shorter',
      Image: image,
      Tags: ['light', 'air'],
      AllowComments: false,
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({
      Title: 'Meeting rooms that work',
      ShortDescription: 'Shorter',
      Image: image,
      Tags: ['light', 'air'],
      AllowComments: false,
      CanComment: false,
    });
    const othersPicture = await uploadStoryImage(t, other);
    const refused = await call('PUT', `/v1/article/${Id}`, author, { Image: othersPicture });
    expect(codes(refused)).toEqual(['Image:article_image_invalid']);
    const late = await call('PUT', `/v1/article/${Id}`, author, {
      PublishFrom: '2026-12-05',
      ExpiresAt: '2026-12-01',
    });
    expect(codes(late)).toEqual(['ExpiresAt:article_expiry_before_publish']);
    expect((await call('PUT', `/v1/article/${Id}`, other, { Title: 'Mine now' })).statusCode).toBe(403);
    expect((await call('PUT', `/v1/article/${Id}`, visitor, { Title: 'Mine now' })).statusCode).toBe(401);
    expect(
      (await call('PUT', `/v1/article/${Id}`, admin, { Title: 'Edited by an administrator' })).statusCode,
    ).toBe(200);
    expect((await get(Key, visitor)).json().Title).toBe('Edited by an administrator');
    expect((await call('PUT', '/v1/article/999999', author, { Title: 'x' })).statusCode).toBe(404);
  });

  it('links, moves and unlinks: a place once (409), never the last link (409)', async () => {
    const { Id } = await createStory(t, author, storyBody());
    const linked = await call('POST', '/v1/article/link', author, { ArticleId: Id, ...groupLink()[0] });
    expect(linked.json()).toMatchObject({
      Entity: 'group',
      ItemId: ids.group,
      Name: 'Data people',
      Slug: 'data-people',
    });
    const twice = await call('POST', '/v1/article/link', author, { ArticleId: Id, ...groupLink()[0] });
    expect(twice.statusCode).toBe(409);
    expect(codes(twice)).toEqual(['ItemId:article_link_exists']);
    const forbidden = await call('POST', '/v1/article/link', author, {
      ArticleId: Id,
      Entity: 'location',
      ItemId: ids.elsewhere,
    });
    expect(forbidden.statusCode).toBe(403);
    expect(
      (await call('POST', '/v1/article/link', other, { ArticleId: Id, Entity: 'channel', ItemId: 1 }))
        .statusCode,
    ).toBe(403);
    const linkId = linked.json().Id;
    const moved = await call('PUT', `/v1/article/${Id}/link/${linkId}`, author, {
      Entity: 'location',
      ItemId: ids.location,
    });
    expect(moved.json()).toMatchObject({ Id: linkId, Entity: 'location', ItemId: ids.location });
    const onto = await call('PUT', `/v1/article/${Id}/link/${linkId}`, author, {
      Entity: 'channel',
      ItemId: 1,
    });
    expect(onto.statusCode).toBe(409);
    const links = (await call('GET', `/v1/profile/posts?itemsPerPage=100`, author)).json();
    expect(links.Results.length).toBeGreaterThan(0);
    expect((await call('DELETE', `/v1/article/${Id}/link/${linkId}`, author)).json()).toEqual({ Id: linkId });
    const view = (await call('GET', `/v1/profile/posts`, author)).json();
    expect(view.Results.length).toBeGreaterThan(0);
    const lastId = (
      await t.database.db
        .selectFrom('article_links')
        .select('id')
        .where('article_id', '=', Id)
        .executeTakeFirstOrThrow()
    ).id;
    const last = await call('DELETE', `/v1/article/${Id}/link/${lastId}`, author);
    expect(last.statusCode).toBe(409);
    expect(codes(last)).toEqual(['linkId:article_link_required']);
    expect((await call('DELETE', `/v1/article/${Id}/link/999999`, author)).statusCode).toBe(404);
    expect(
      (await call('PUT', `/v1/article/${Id}/link/999999`, author, { Entity: 'channel', ItemId: 1 }))
        .statusCode,
    ).toBe(404);
  });

  it('deletes a story: gone from its page, the lists and its comments (404)', async () => {
    const { Id, Key } = await createStory(t, author, storyBody({ Title: 'Soon gone' }));
    expect((await call('DELETE', `/v1/article/${Id}`, other)).statusCode).toBe(403);
    expect((await call('DELETE', `/v1/article/${Id}`, visitor)).statusCode).toBe(401);
    expect((await call('DELETE', `/v1/article/${Id}`, author)).json()).toEqual({ Id });
    expect((await get(Key, author)).statusCode).toBe(404);
    expect((await call('DELETE', `/v1/article/${Id}`, author)).statusCode).toBe(404);
    const mine = (await call('GET', '/v1/profile/posts?itemsPerPage=100', author)).json();
    expect(mine.Results.map((r: { Key: string }) => r.Key)).not.toContain(Key);
    expect((await call('GET', `/v1/comment/article/${Id}`, author)).statusCode).toBe(404);
  });
});
