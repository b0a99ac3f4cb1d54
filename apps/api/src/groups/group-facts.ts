import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import { type GroupRow, groupQueries } from './groups.queries.ts';

/** A group as other areas check it (stories linked to it, events in it). */
export interface GroupFacts {
  id: number;
  name: string;
  status: 'draft' | 'published';
  activatePosts: boolean;
  activateEvents: boolean;
  activateQuestions: boolean;
}

/** A member's relation to a group as other areas check it. */
export interface MembershipFacts {
  status: 'None' | 'Requested' | 'Invited' | 'Joined';
  role: 'admin' | 'member';
}

const factsOf = (row: GroupRow): GroupFacts => ({
  id: row.id,
  name: row.name,
  status: row.status as GroupFacts['status'],
  activatePosts: row.activate_posts === 1,
  activateEvents: row.activate_events === 1,
  activateQuestions: row.activate_questions === 1,
});

/** The group (not deleted), or undefined. */
export async function groupFacts(db: Kysely<DB>, groupId: number): Promise<GroupFacts | undefined> {
  const row = await groupQueries.byId(db, groupId);
  return row && factsOf(row);
}

/** Several groups at once (not deleted), by id. */
export async function groupFactsOf(
  db: Kysely<DB>,
  groupIds: readonly number[],
): Promise<Map<number, GroupFacts>> {
  return new Map((await groupQueries.byIds(db, groupIds)).map((r) => [r.id, factsOf(r)]));
}

/** The member's relation to the group, or undefined when there is none. */
export async function membershipFacts(
  db: Kysely<DB>,
  groupId: number,
  profileId: number,
): Promise<MembershipFacts | undefined> {
  const row = await groupQueries.membership(db, groupId, profileId);
  return row
    ? { status: row.status as MembershipFacts['status'], role: row.role as MembershipFacts['role'] }
    : undefined;
}

/**
 * The groups whose stories the member reads (Joined, published, stories on), among `among` when
 * given: one query, whatever the number of groups.
 */
export function groupsWhereMemberReadsStories(
  db: Kysely<DB>,
  profileId: number,
  among?: readonly number[],
): Promise<number[]> {
  return groupQueries.joinedWithFeature(db, profileId, 'activate_posts', among);
}

/** The groups among `among` of which the member is a Joined admin. */
export function groupsAdminedAmong(
  db: Kysely<DB>,
  profileId: number,
  among: readonly number[],
): Promise<number[]> {
  return groupQueries.adminOfAmong(db, profileId, among);
}

/**
 * The groups whose questions the member reads (Joined, published, questions on) or admins, among
 * `among` when given.
 */
export async function groupsWhereMemberReadsQuestions(
  db: Kysely<DB>,
  profileId: number,
  among?: readonly number[],
): Promise<number[]> {
  const joined = await groupQueries.joinedWithFeature(db, profileId, 'activate_questions', among);
  const admined = await groupQueries.adminOf(db, profileId, among);
  return [...new Set([...joined, ...admined])].sort((a, b) => a - b);
}

/** The Joined members of the group (their profile ids). */
export function joinedMemberIds(db: Kysely<DB>, groupId: number): Promise<number[]> {
  return groupQueries.joinedMemberIds(db, groupId);
}
