import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALLERS, type Caller, callerHeaders } from '../../test/access.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { apiCall, profileIdOf } from '../../test/booking.ts';
import { engines } from '../../test/db.ts';
import { createStory, grantBlogRights, insertStoryTestGroup, storyBody } from '../../test/stories.ts';

// The owner is the stories' author (booker@, with blog rights) and the group's admin; the "host"
// (host@) a Joined member of the group; the other member none of them. `fresh`: each caller gets a
// story of its own (delete, unlink).
const NOW = new Date('2026-11-23T08:00:00Z');

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
type Call = [Method, string, object?];

const TABLE: { permission: string; calls: Call[]; fresh?: boolean; expected: Record<Caller, number> }[] = [
  {
    permission: 'article.edit',
    calls: [
      ['PUT', '/v1/article/{story}', { ShortDescription: 'Changed' }],
      ['PUT', '/v1/article/{story}/publish', { Status: 'Published' }],
      ['POST', '/v1/article/link', { ArticleId: '{story}', Entity: 'group', ItemId: '{group}' }],
    ],
    expected: { owner: 200, host: 403, other: 403, anonymous: 401, admin: 200 },
  },
  {
    permission: 'article.edit (delete, unlink)',
    calls: [
      ['DELETE', '/v1/article/{story}/link/{link}'],
      ['DELETE', '/v1/article/{story}'],
    ],
    fresh: true,
    expected: { owner: 200, host: 403, other: 403, anonymous: 401, admin: 200 },
  },
  {
    permission: 'a public story (read, comments)',
    calls: [
      ['GET', '/v1/article/{storyKey}'],
      ['GET', '/v1/comment/article/{story}'],
    ],
    expected: { owner: 200, host: 200, other: 200, anonymous: 200, admin: 200 },
  },
  {
    permission: "a group's story (read, comments)",
    calls: [
      ['GET', '/v1/article/{groupStoryKey}'],
      ['GET', '/v1/comment/article/{groupStory}'],
    ],
    expected: { owner: 200, host: 200, other: 403, anonymous: 401, admin: 200 },
  },
  {
    permission: 'a draft (read, comments)',
    calls: [
      ['GET', '/v1/article/{draftKey}'],
      ['GET', '/v1/comment/article/{draft}'],
    ],
    expected: { owner: 200, host: 404, other: 404, anonymous: 404, admin: 200 },
  },
  {
    permission: 'group.posts',
    calls: [
      ['GET', '/v1/group/{group}/posts'],
      ['GET', '/v1/article?entity=group&itemId={group}'],
    ],
    expected: { owner: 200, host: 200, other: 403, anonymous: 401, admin: 200 },
  },
  {
    permission: 'own stories',
    calls: [['GET', '/v1/profile/posts']],
    expected: { owner: 200, host: 200, other: 200, anonymous: 401, admin: 200 },
  },
  {
    permission: 'administrators (blog rights)',
    calls: [
      ['GET', '/v1/admin/blog-rights'],
      ['PUT', '/v1/admin/blog-rights/{request}', { Grant: false, Reason: 'Not now' }],
    ],
    expected: { owner: 403, host: 403, other: 403, anonymous: 401, admin: 200 },
  },
];

describe.each(engines)('who may do what with a story on %s', (engine) => {
  let t: TestApp;
  let headers: Record<Caller, Record<string, string>>;
  const ids: Record<string, number | string> = {};

  const newStory = async () => {
    const story = await createStory(
      t,
      headers.owner,
      storyBody({
        Links: [
          { Entity: 'channel', ItemId: 1 },
          { Entity: 'group', ItemId: ids.group },
        ],
      }),
    );
    const link = await t.database.db
      .selectFrom('article_links')
      .select('id')
      .where('article_id', '=', story.Id)
      .where('entity', '=', 'group')
      .executeTakeFirstOrThrow();
    return { story: story.Id, storyKey: story.Key, link: link.id };
  };

  beforeAll(async () => {
    t = await createTestApp(engine, { demo: true, now: () => NOW });
    headers = await callerHeaders(t, NOW);
    const owner = await profileIdOf(t, 'booker@example.com');
    await grantBlogRights(t, owner);
    ids.group = await insertStoryTestGroup(t, {
      ownerProfileId: owner,
      members: [{ profileId: await profileIdOf(t, 'host@example.com') }],
    });
    const story = await createStory(t, headers.owner, storyBody());
    Object.assign(ids, { story: story.Id, storyKey: story.Key });
    const groupStory = await createStory(
      t,
      headers.owner,
      storyBody({ Links: [{ Entity: 'group', ItemId: ids.group }] }),
    );
    Object.assign(ids, { groupStory: groupStory.Id, groupStoryKey: groupStory.Key });
    const draft = await createStory(t, headers.owner, storyBody(), { draft: true });
    Object.assign(ids, { draft: draft.Id, draftKey: draft.Key });
    const request = await t.database.db
      .insertInto('blog_rights_requests')
      .values({
        channel_id: 1,
        profile_id: await profileIdOf(t, 'host@example.com'),
        status: 'pending',
        motivation: 'I write about venues every week.',
        reason: null,
        decided_by: null,
        requested_at: NOW.toISOString(),
        decided_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.request = request.id;
  });
  afterAll(async () => t?.close());

  for (const { permission, calls, fresh, expected } of TABLE) {
    it(`${permission}: owner ${expected.owner}, host ${expected.host}, other ${expected.other}, anonymous ${expected.anonymous}, admin ${expected.admin}`, async () => {
      for (const [method, path, payload] of calls) {
        for (const caller of CALLERS) {
          const own = fresh ? { ...ids, ...(await newStory()) } : ids;
          // A link call adds a place the story is not at yet: another group for each caller.
          const scoped: Record<string, number | string | undefined> = {
            ...own,
            group: path === '/v1/article/link' ? await freshGroup() : own.group,
          };
          const fill = (s: string) => s.replace(/\{(\w+)\}/g, (_, k: string) => String(scoped[k]));
          const body = payload && JSON.parse(fill(JSON.stringify(payload)).replace(/"(\d+)"/g, '$1'));
          const res = await apiCall(t)(method, fill(path), headers[caller], body);
          expect({ call: `${method} ${path}`, caller, status: res.statusCode }).toEqual({
            call: `${method} ${path}`,
            caller,
            status: expected[caller],
          });
        }
      }
    });
  }

  async function freshGroup() {
    return insertStoryTestGroup(t, {
      ownerProfileId: await profileIdOf(t, 'booker@example.com'),
      name: 'Fresh',
    });
  }
});
