// The groups area's public face: how another area checks a group and a member's place in it.
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';

export {
  type GroupFacts,
  groupFacts,
  groupFactsOf,
  groupsAdminedAmong,
  groupsWhereMemberReadsQuestions,
  groupsWhereMemberReadsStories,
  joinedMemberIds,
  type MembershipFacts,
  membershipFacts,
} from './group-facts.ts';

/** How many groups a member has joined (the profile checklist). */
export async function joinedGroupCount(db: Kysely<DB>, profileId: number): Promise<number> {
  const row = await db
    .selectFrom('group_memberships')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('profile_id', '=', profileId)
    .where('status', '=', 'Joined')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
