import { CHANNEL_ID, normalizeSearchText } from '@meetspace/domain';
import { pngBase64 } from './accounts.ts';
import type { TestApp } from './app.ts';
import { apiCall } from './booking.ts';

const at = '2026-11-20T10:00:00.000Z';

/** A group for the stories' tests (the groups calls are another branch's): published, stories on. */
export interface StoryTestGroup {
  ownerProfileId: number;
  name?: string;
  status?: 'draft' | 'published';
  posts?: boolean;
  /** More members: role member, status Joined unless said. */
  members?: {
    profileId: number;
    role?: 'admin' | 'member';
    status?: 'Joined' | 'Requested' | 'Invited' | 'None';
  }[];
}

/** Writes a group and its memberships straight into the tables (the owner a Joined admin). Returns its id. */
export async function insertStoryTestGroup(t: TestApp, input: StoryTestGroup): Promise<number> {
  const db = t.database.db;
  const name = input.name ?? 'Data people';
  const status = input.status ?? 'published';
  const members = [
    { profileId: input.ownerProfileId, role: 'admin' as const, status: 'Joined' as const },
    ...(input.members ?? []),
  ];
  const { id } = await db
    .insertInto('network_groups')
    .values({
      channel_id: CHANNEL_ID,
      owner_profile_id: input.ownerProfileId,
      name,
      description: 'A group',
      photo_url: null,
      join_type: 'open',
      status,
      activate_chat: 1,
      activate_events: 1,
      activate_member_list: 1,
      activate_posts: input.posts === false ? 0 : 1,
      activate_questions: 1,
      search_text: normalizeSearchText(name),
      member_count: members.filter((m) => (m.status ?? 'Joined') === 'Joined').length,
      created_at: at,
      updated_at: at,
      published_at: status === 'published' ? at : null,
      deleted_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const m of members)
    await db
      .insertInto('group_memberships')
      .values({
        group_id: id,
        profile_id: m.profileId,
        role: m.role ?? 'member',
        status: m.status ?? 'Joined',
        invited_by: null,
        requested_at: null,
        joined_at: (m.status ?? 'Joined') === 'Joined' ? at : null,
        left_at: null,
        created_at: at,
        updated_at: at,
      })
      .execute();
  return id;
}

/** Gives a member granted blog rights on the channel (a decided request row). */
export async function grantBlogRights(t: TestApp, profileId: number): Promise<void> {
  await t.database.db
    .insertInto('blog_rights_requests')
    .values({
      channel_id: CHANNEL_ID,
      profile_id: profileId,
      status: 'granted',
      motivation: 'I write about meeting rooms every week.',
      reason: null,
      decided_by: null,
      requested_at: at,
      decided_at: at,
    })
    .execute();
}

/** Makes the member an active manager of a location (the host side's relation). */
export async function manageLocation(t: TestApp, profileId: number, locationId: number): Promise<void> {
  await t.database.db
    .insertInto('location_managers')
    .values({ location_id: locationId, profile_id: profileId, is_active: 1 })
    .execute();
}

/** A story's body for `POST /v1/article` (a channel story unless `Links` says otherwise). */
export function storyBody(extra: object = {}) {
  return {
    Title: 'Meeting rooms that work',
    ShortDescription: 'What makes a room good',
    Body: '<p>A room with <strong>light</strong>.</p>',
    Tags: ['rooms'],
    Links: [{ Entity: 'channel', ItemId: CHANNEL_ID }],
    ...extra,
  };
}

/** Creates a story through the API (and publishes it unless `draft`); answers its id and key. */
export async function createStory(
  t: TestApp,
  headers: object,
  body: object,
  options: { draft?: boolean } = {},
): Promise<{ Id: number; Key: string }> {
  const call = apiCall(t);
  const res = await call('POST', '/v1/article', headers, body);
  if (res.statusCode !== 200) throw new Error(`create story: ${res.statusCode} ${res.body}`);
  const created = res.json() as { Id: number; Key: string };
  if (!options.draft) {
    const published = await call('PUT', `/v1/article/${created.Id}/publish`, headers, {
      Status: 'Published',
    });
    if (published.statusCode !== 200)
      throw new Error(`publish story: ${published.statusCode} ${published.body}`);
  }
  return created;
}

/** Uploads a story picture (Type Article) as the member; answers its URL. */
export async function uploadStoryImage(t: TestApp, headers: object): Promise<string> {
  const res = await apiCall(t)('POST', '/v1/upload/image', headers, {
    Base64Image: await pngBase64(800, 400),
    Type: 'Article',
  });
  if (res.statusCode !== 200) throw new Error(`upload: ${res.statusCode} ${res.body}`);
  return (res.json() as { Url: string }).Url;
}
