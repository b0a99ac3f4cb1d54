import {
  type eventList,
  type GroupList,
  type GroupMember,
  type GroupState,
  type GroupView,
  type groupEventsQuery,
  type groupListQuery,
  type MyGroupList,
  searchWords,
} from '@meetspace/domain';
import type { z } from 'zod';
import { type Actor, requireAccess } from '../kernel/access/access.ts';
import { groupEventList } from '../events/index.ts';
import type { GroupDeps } from './commands/group-deps.ts';
import { presentMember, presentState, presentSummary, presentView } from './group.presenter.ts';
import { administers, featureAccess, groupAccess } from './groups.access.ts';
import { groupQueries } from './groups.queries.ts';

/** `GET /v1/group`: published groups by name, with the caller's membership of each. */
export async function listGroups(
  deps: GroupDeps,
  actor: Actor,
  q: z.output<typeof groupListQuery>,
): Promise<GroupList> {
  const { rows, total } = await groupQueries.listPage(deps.db, searchWords(q.q), q.page, q.itemsPerPage);
  const mine = await groupQueries.membershipsOf(deps.db, actor.profileId, rows.map((r) => r.id));
  return {
    Results: rows.map((r) => presentSummary(r, mine.get(r.id))),
    MorePages: q.page * q.itemsPerPage < total,
    TotalCount: total,
  };
}

/** `GET /v1/profile/group`: the caller's groups (joined, requested, invited; drafts they admin). */
export async function myGroups(deps: GroupDeps, actor: Actor): Promise<MyGroupList> {
  const rows = await groupQueries.myGroups(deps.db, actor.profileId);
  return rows
    .filter((r) => r.status === 'published' || (r.membership_status === 'Joined' && r.membership_role === 'admin'))
    .map((r) => ({
      ...presentSummary(r, { status: r.membership_status } as never),
      Role: r.membership_status === 'Joined' ? (r.membership_role as 'admin' | 'member') : null,
    }));
}

/** `GET /v1/group/{id}`. */
export async function readGroup(deps: GroupDeps, actor: Actor, groupId: number): Promise<GroupView> {
  const row = await requireAccess({ db: deps.db }, actor, groupAccess.see, groupId);
  const [m, admins] = await Promise.all([
    groupQueries.membership(deps.db, groupId, actor.profileId),
    groupQueries.adminsOf(deps.db, [groupId]),
  ]);
  return presentView(row, m, admins.get(groupId) ?? []);
}

/** `GET /v1/group/{id}/state`. */
export async function readState(deps: GroupDeps, actor: Actor, groupId: number): Promise<GroupState> {
  const row = await requireAccess({ db: deps.db }, actor, groupAccess.see, groupId);
  const m = await groupQueries.membership(deps.db, groupId, actor.profileId);
  return presentState(row, m, await administers(deps.db, actor, row));
}

/** `GET /v1/group/{id}/members`: joined members; the admins also see requests and invitations. */
export async function readMembers(deps: GroupDeps, actor: Actor, groupId: number): Promise<GroupMember[]> {
  const row = await requireAccess({ db: deps.db }, actor, featureAccess('ActivateMemberList'), groupId);
  const all = await administers(deps.db, actor, row);
  return (await groupQueries.members(deps.db, groupId, all)).map(presentMember);
}

/** `GET /v1/group/{id}/events`: the group's published events (upcoming, or all with showAll). */
export async function readEvents(
  deps: GroupDeps,
  actor: Actor,
  groupId: number,
  q: z.output<typeof groupEventsQuery>,
): Promise<z.output<typeof eventList>> {
  await requireAccess({ db: deps.db }, actor, featureAccess('ActivateEvents'), groupId);
  return groupEventList(deps.db, deps.now, groupId, q);
}
