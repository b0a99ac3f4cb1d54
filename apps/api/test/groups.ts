import type { TestApp } from './app.ts';

/** What a test group differs in (the rest: a published open group with every feature on). */
export interface TestGroupInput {
  ownerProfileId: number;
  name?: string;
  description?: string;
  status?: 'draft' | 'published';
  joinType?: 'open' | 'request';
  toggles?: Partial<Record<'chat' | 'events' | 'memberList' | 'posts' | 'questions', boolean>>;
  /** More members (the owner is a joined admin already). */
  members?: { profileId: number; role?: 'admin' | 'member'; status?: 'Joined' | 'Requested' | 'Invited' | 'None' }[];
}

/** Writes a group and its memberships straight into the tables, as the API would (count included). */
export async function insertTestGroup(t: TestApp, input: TestGroupInput): Promise<number> {
  const db = t.database.db;
  const at = '2026-11-20T10:00:00.000Z';
  const on = (v: boolean | undefined) => (v === false ? 0 : 1);
  const members = [{ profileId: input.ownerProfileId, role: 'admin' as const, status: 'Joined' as const }, ...(input.members ?? [])];
  const name = input.name ?? 'Flexwerkers Utrecht';
  const description = input.description ?? 'Members who work at the Utrecht locations.';
  const { id } = await db
    .insertInto('network_groups')
    .values({
      channel_id: 1,
      owner_profile_id: input.ownerProfileId,
      name,
      description,
      photo_url: null,
      join_type: input.joinType ?? 'open',
      status: input.status ?? 'published',
      activate_chat: on(input.toggles?.chat),
      activate_events: on(input.toggles?.events),
      activate_member_list: on(input.toggles?.memberList),
      activate_posts: on(input.toggles?.posts),
      activate_questions: on(input.toggles?.questions),
      search_text: `${name} ${description}`.toLowerCase(),
      member_count: members.filter((m) => (m.status ?? 'Joined') === 'Joined').length,
      created_at: at,
      updated_at: at,
      published_at: (input.status ?? 'published') === 'published' ? at : null,
      deleted_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const m of members) {
    const status = m.status ?? 'Joined';
    await db
      .insertInto('group_memberships')
      .values({
        group_id: id,
        profile_id: m.profileId,
        role: m.role ?? 'member',
        status,
        invited_by: status === 'Invited' ? input.ownerProfileId : null,
        requested_at: status === 'Requested' ? at : null,
        joined_at: status === 'Joined' ? at : null,
        left_at: null,
        created_at: at,
        updated_at: at,
      })
      .execute();
  }
  return id;
}
