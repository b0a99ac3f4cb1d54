import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';

/** A group as other areas check it (stories linked to it, events in it). */
export interface GroupFacts {
  id: number;
  name: string;
  status: 'draft' | 'published';
  activatePosts: boolean;
  activateEvents: boolean;
}

/** A member's relation to a group as other areas check it. */
export interface MembershipFacts {
  status: 'None' | 'Requested' | 'Invited' | 'Joined';
  role: 'admin' | 'member';
}

/** The group (not deleted), or undefined. */
export async function groupFacts(db: Kysely<DB>, groupId: number): Promise<GroupFacts | undefined> {
  const row = await db
    .selectFrom('network_groups')
    .select(['id', 'name', 'status', 'activate_posts', 'activate_events'])
    .where('id', '=', groupId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    id: row.id,
    name: row.name,
    status: row.status as GroupFacts['status'],
    activatePosts: row.activate_posts === 1,
    activateEvents: row.activate_events === 1,
  };
}

/** The member's relation to the group, or undefined when there is none. */
export async function membershipFacts(
  db: Kysely<DB>,
  groupId: number,
  profileId: number,
): Promise<MembershipFacts | undefined> {
  const row = await db
    .selectFrom('group_memberships')
    .select(['status', 'role'])
    .where('group_id', '=', groupId)
    .where('profile_id', '=', profileId)
    .executeTakeFirst();
  return row
    ? { status: row.status as MembershipFacts['status'], role: row.role as MembershipFacts['role'] }
    : undefined;
}

/** The ids of the groups the member has joined (for the stories they may read). */
export async function joinedGroupIds(db: Kysely<DB>, profileId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('group_memberships')
    .select('group_id')
    .where('profile_id', '=', profileId)
    .where('status', '=', 'Joined')
    .execute();
  return rows.map((r) => r.group_id);
}
