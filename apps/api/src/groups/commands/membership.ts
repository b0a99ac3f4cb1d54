import { type FieldErrorCode, GroupErrorCode, type GroupState } from '@meetspace/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { Actor } from '../../kernel/access/access.ts';
import { isAdmin } from '../../kernel/access/relations.ts';
import { AppError } from '../../kernel/errors.ts';
import { presentState } from '../group.presenter.ts';
import type { GroupDeps } from '../group.reads.ts';
import { managesGroup } from '../groups.access.ts';
import { groupEvents } from '../groups.events.ts';
import { type GroupRow, groupQueries, type MembershipRow } from '../groups.queries.ts';
import { withGroupLock } from './group-lock.ts';

/** A membership that is there now (Joined, Requested or Invited), not one that ended. */
export const isActive = (m: MembershipRow | undefined): m is MembershipRow =>
  m !== undefined && m.status !== 'None';

/** The 409 answers of membership changes, each with the contract's code. */
export const conflict = (field: string, code: FieldErrorCode, message: string) =>
  new AppError(409, message, [{ Field: field, Code: code }]);

/**
 * Writes the member's row: inserts it or changes the one there (one row per group and member;
 * its status says what it is now).
 */
export async function writeMembership(
  trx: Kysely<DB>,
  groupId: number,
  profileId: number,
  existing: MembershipRow | undefined,
  changes: {
    status: string;
    role?: string;
    invited_by?: number | null;
    requested_at?: string | null;
    joined_at?: string | null;
    left_at?: string | null;
  },
  nowIso: string,
): Promise<void> {
  if (existing) {
    await groupQueries.updateMembership(trx, existing.id, { ...changes, updated_at: nowIso });
    return;
  }
  await groupQueries.insertMembership(trx, {
    group_id: groupId,
    profile_id: profileId,
    role: changes.role ?? 'member',
    status: changes.status,
    invited_by: changes.invited_by ?? null,
    requested_at: changes.requested_at ?? null,
    joined_at: changes.joined_at ?? null,
    left_at: changes.left_at ?? null,
    created_at: nowIso,
    updated_at: nowIso,
  });
}

/** The caller's state after a change, read in the same transaction. */
async function stateAfter(trx: Kysely<DB>, group: GroupRow, actor: Actor): Promise<GroupState> {
  const [membership, manages, row] = await Promise.all([
    groupQueries.membership(trx, group.id, actor.profileId),
    managesGroup(trx, actor, group.id),
    groupQueries.byId(trx, group.id),
  ]);
  return presentState(row ?? group, membership, manages);
}

/**
 * A draft is hidden (404) from whoever has no membership in it and is no administrator; those who
 * have one (an invitation, a request from before, its admins) and administrators hear it is not
 * published (409 `group_not_published`).
 */
function refuseDraft(group: GroupRow, actor: Actor, membership: MembershipRow | undefined): void {
  if (group.status === 'published') return;
  if (!isActive(membership) && !isAdmin(actor)) throw AppError.notFound('Group not found');
  throw conflict('id', GroupErrorCode.GroupNotPublished, 'The group is not published: nobody joins it yet');
}

/**
 * `POST /v1/group/{id}/join`, under the group's lock: Joined at once when the group is open or the
 * member was invited (`member_count` + 1), else Requested (the admins are mailed). Already Joined
 * or Requested: 409 `already_member`. Answers the new state.
 */
export async function joinGroup(deps: GroupDeps, actor: Actor, id: number): Promise<GroupState> {
  const nowIso = deps.now.toISOString();
  return withGroupLock(deps.db, id, async (trx, group) => {
    const membership = await groupQueries.membership(trx, id, actor.profileId);
    refuseDraft(group, actor, membership);
    if (membership?.status === 'Joined' || membership?.status === 'Requested')
      throw conflict(
        'id',
        GroupErrorCode.AlreadyMember,
        'You are a member of this group already (or asked to be)',
      );
    if (membership?.status === 'Invited' || group.join_type === 'open') {
      await writeMembership(
        trx,
        id,
        actor.profileId,
        membership,
        { status: 'Joined', role: 'member', requested_at: null, joined_at: nowIso, left_at: null },
        nowIso,
      );
      await groupQueries.addToMemberCount(trx, id, 1, nowIso);
    } else {
      await writeMembership(
        trx,
        id,
        actor.profileId,
        membership,
        { status: 'Requested', role: 'member', requested_at: nowIso, joined_at: null, left_at: null },
        nowIso,
      );
      await groupEvents.joinRequested.emit(
        trx,
        { subjectId: id, actorId: actor.profileId, payload: { ProfileId: actor.profileId } },
        deps.now,
      );
    }
    return stateAfter(trx, group, actor);
  });
}

/**
 * `PUT /v1/group/{id}/leave`, under the group's lock: Joined → None (`left_at`, `member_count` − 1),
 * a request or invitation → None. The last admin cannot leave (409 `group_admin_required`); no
 * membership: 409 `not_a_group_member`. Works on a draft for its members too (they may leave a
 * group that stopped publishing); others get 404 for a draft.
 */
export async function leaveGroup(deps: GroupDeps, actor: Actor, id: number): Promise<GroupState> {
  const nowIso = deps.now.toISOString();
  return withGroupLock(deps.db, id, async (trx, group) => {
    const membership = await groupQueries.membership(trx, id, actor.profileId);
    if (!isActive(membership)) {
      if (group.status !== 'published' && !isAdmin(actor)) throw AppError.notFound('Group not found');
      throw conflict('id', GroupErrorCode.NotAGroupMember, 'You are not a member of this group');
    }
    if (membership.status === 'Joined') {
      if (membership.role === 'admin' && (await groupQueries.adminCount(trx, id)) <= 1)
        throw conflict(
          'id',
          GroupErrorCode.GroupAdminRequired,
          'A group keeps one admin: make another member admin first',
        );
      await groupQueries.addToMemberCount(trx, id, -1, nowIso);
    }
    await writeMembership(
      trx,
      id,
      actor.profileId,
      membership,
      {
        status: 'None',
        role: 'member',
        left_at: membership.status === 'Joined' ? nowIso : membership.left_at,
        requested_at: null,
        invited_by: null,
      },
      nowIso,
    );
    return stateAfter(trx, group, actor);
  });
}
