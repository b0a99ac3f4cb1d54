import {
  type GroupList,
  type GroupMember,
  type GroupRole,
  type GroupState,
  type GroupView,
  type groupEventsQuery,
  type groupListQuery,
  type MyGroupList,
  searchWords,
} from '@meetspace/domain';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { DB } from '../db/schema.ts';
import { groupEventList } from '../events/index.ts';
import type { Actor } from '../kernel/access/access.ts';
import { requireAccess } from '../kernel/access/access.ts';
import { presentMember, presentState, presentSummary, presentView } from './group.presenter.ts';
import { groupAccess, managesGroup } from './groups.access.ts';
import { type GroupRow, groupQueries } from './groups.queries.ts';

/** What the area's reads and commands need: the database and the clock. */
export interface GroupDeps {
  db: Kysely<DB>;
  now: Date;
}

/** `GET /v1/group`: published groups, not deleted, by name; `q`: every word in name or description. */
export async function listGroups(
  deps: GroupDeps,
  actor: Actor,
  query: z.output<typeof groupListQuery>,
): Promise<GroupList> {
  const { rows, total } = await groupQueries.listPage(
    deps.db,
    { words: searchWords(query.q) },
    query.page,
    query.itemsPerPage,
  );
  const statuses = await groupQueries.statusesOf(
    deps.db,
    rows.map((r) => r.id),
    actor.profileId,
  );
  return {
    Results: rows.map((r) => presentSummary(r, statuses.get(r.id))),
    MorePages: query.page * query.itemsPerPage < total,
    TotalCount: total,
  };
}

/** `GET /v1/profile/group`: the member's groups (joined, requested, invited) and the drafts they admin. */
export async function myGroups(deps: GroupDeps, actor: Actor): Promise<MyGroupList> {
  const rows = await groupQueries.mine(deps.db, actor.profileId);
  return rows.map((r) => ({
    ...presentSummary(r, r.membership_status),
    Role: r.membership_status === 'Joined' ? (r.membership_role as GroupRole) : null,
  }));
}

/** The whole group as the caller sees it (their membership status, the admins' names). */
export async function groupViewFor(db: Kysely<DB>, row: GroupRow, actor: Actor): Promise<GroupView> {
  const [membership, admins] = await Promise.all([
    groupQueries.membership(db, row.id, actor.profileId),
    groupQueries.adminsOf(db, [row.id]),
  ]);
  return presentView(row, membership?.status, admins);
}

/** `GET /v1/group/{id}`. */
export async function readGroup(deps: GroupDeps, actor: Actor, id: number): Promise<GroupView> {
  const row = await requireAccess(deps, actor, groupAccess.read, id);
  return groupViewFor(deps.db, row, actor);
}

/** The caller's state in a group they may see. */
export async function stateFor(db: Kysely<DB>, row: GroupRow, actor: Actor): Promise<GroupState> {
  const [membership, manages] = await Promise.all([
    groupQueries.membership(db, row.id, actor.profileId),
    managesGroup(db, actor, row.id),
  ]);
  return presentState(row, membership, manages);
}

/** `GET /v1/group/{id}/state`. */
export async function readState(deps: GroupDeps, actor: Actor, id: number): Promise<GroupState> {
  const row = await requireAccess(deps, actor, groupAccess.read, id);
  return stateFor(deps.db, row, actor);
}

/** `GET /v1/group/{id}/members`: Joined members (admins first, by name); admins also see requests and invitations. */
export async function listMembers(deps: GroupDeps, actor: Actor, id: number): Promise<GroupMember[]> {
  const row = await requireAccess(deps, actor, groupAccess.members, id);
  const manages = await managesGroup(deps.db, actor, row.id);
  const rows = await groupQueries.members(
    deps.db,
    row.id,
    manages ? ['Joined', 'Requested', 'Invited'] : ['Joined'],
  );
  return rows.map(presentMember);
}

/** `GET /v1/group/{id}/events`: through the events area's public face. */
export async function listGroupEvents(
  deps: GroupDeps,
  actor: Actor,
  id: number,
  query: z.output<typeof groupEventsQuery>,
) {
  const row = await requireAccess(deps, actor, groupAccess.events, id);
  return groupEventList(deps.db, row.id, query, deps.now);
}
