import { CHANNEL_ID, normalizeSearchText } from '@meetspace/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../src/db/schema.ts';

/** The feature toggles of a test group (all on unless said otherwise). */
export interface TestGroupToggles {
  chat?: boolean;
  events?: boolean;
  memberList?: boolean;
  posts?: boolean;
  questions?: boolean;
}

/** What a test group differs in (the rest: a published, open group with every feature on). */
export interface TestGroupInput {
  /** The creator: its first admin (Joined). */
  ownerProfileId: number;
  name?: string;
  description?: string;
  status?: 'draft' | 'published';
  joinType?: 'open' | 'request';
  photoUrl?: string | null;
  toggles?: TestGroupToggles;
  /** More members (the owner is an admin already); role member and status Joined unless said. */
  members?: {
    profileId: number;
    role?: 'admin' | 'member';
    status?: 'Joined' | 'Requested' | 'Invited' | 'None';
  }[];
  /** Soft-deleted (gone from every list). */
  deleted?: boolean;
}

const at = '2026-11-20T10:00:00.000Z';

/**
 * Writes a group straight into the tables as the groups calls would: the group (`member_count` =
 * its Joined rows, `search_text` normalized from name and description), the owner as a Joined
 * admin, and any more members. Returns the group's id.
 */
export async function insertTestGroup(db: Kysely<DB>, input: TestGroupInput): Promise<number> {
  const name = input.name ?? 'Data people';
  const description = input.description ?? 'People who like data';
  const status = input.status ?? 'published';
  const toggles = input.toggles ?? {};
  const on = (v: boolean | undefined) => (v === false ? 0 : 1);
  const members = [
    { profileId: input.ownerProfileId, role: 'admin' as const, status: 'Joined' as const },
    ...(input.members ?? []).filter((m) => m.profileId !== input.ownerProfileId),
  ];
  const memberCount = members.filter((m) => (m.status ?? 'Joined') === 'Joined').length;
  const { id } = await db
    .insertInto('network_groups')
    .values({
      channel_id: CHANNEL_ID,
      owner_profile_id: input.ownerProfileId,
      name,
      description,
      photo_url: input.photoUrl ?? null,
      join_type: input.joinType ?? 'open',
      status,
      activate_chat: on(toggles.chat),
      activate_events: on(toggles.events),
      activate_member_list: on(toggles.memberList),
      activate_posts: on(toggles.posts),
      activate_questions: on(toggles.questions),
      search_text: normalizeSearchText(`${name} ${description}`),
      member_count: memberCount,
      created_at: at,
      updated_at: at,
      published_at: status === 'published' ? at : null,
      deleted_at: input.deleted ? at : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const m of members) {
    const memberStatus = m.status ?? 'Joined';
    await db
      .insertInto('group_memberships')
      .values({
        group_id: id,
        profile_id: m.profileId,
        role: memberStatus === 'Joined' ? (m.role ?? 'member') : 'member',
        status: memberStatus,
        invited_by: memberStatus === 'Invited' ? input.ownerProfileId : null,
        requested_at: memberStatus === 'Requested' ? at : null,
        joined_at: memberStatus === 'Joined' ? at : null,
        left_at: memberStatus === 'None' ? at : null,
        created_at: at,
        updated_at: at,
      })
      .execute();
  }
  return id;
}
