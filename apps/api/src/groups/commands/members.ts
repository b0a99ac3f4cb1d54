import { ErrorCode, GroupErrorCode, type GroupMember, type GroupMemberBody } from '@meetspace/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { Actor } from '../../kernel/access/access.ts';
import { requireAccess } from '../../kernel/access/access.ts';
import { AppError } from '../../kernel/errors.ts';
import { presentMember } from '../group.presenter.ts';
import type { GroupDeps } from '../group.reads.ts';
import { groupAccess, managesGroup } from '../groups.access.ts';
import { groupEvents } from '../groups.events.ts';
import { type GroupRow, groupQueries, type MemberRow } from '../groups.queries.ts';
import { withGroupLock } from './group-lock.ts';
import { conflict, isActive, writeMembership } from './membership.ts';

/** The member's row as the answer shows it, read in the same transaction. */
async function memberAfter(trx: Kysely<DB>, groupId: number, profileId: number): Promise<GroupMember> {
  const row = await groupQueries.member(trx, groupId, profileId);
  if (!row) throw AppError.notFound('Member not found');
  return presentMember(row);
}

const notAMember = () =>
  conflict('ProfileId', GroupErrorCode.NotAGroupMember, 'This member is not in the group');
const adminRequired = () =>
  conflict(
    'ProfileId',
    GroupErrorCode.GroupAdminRequired,
    'A group keeps one admin: make another member admin first',
  );

/**
 * An admin's change of one member, under the group's lock: the permission first (404/403), then,
 * holding the group, whether the caller still manages it (an admin demoted meanwhile gets 403) and
 * the member's row as it is now.
 */
async function asGroupAdmin<T>(
  deps: GroupDeps,
  actor: Actor,
  body: GroupMemberBody,
  work: (trx: Kysely<DB>, group: GroupRow, member: MemberRow | undefined) => Promise<T>,
): Promise<T> {
  await requireAccess(deps, actor, groupAccess.manage, body.GroupId);
  return withGroupLock(deps.db, body.GroupId, async (trx, group) => {
    if (!(await managesGroup(trx, actor, group.id)))
      throw AppError.forbidden("Only the group's admins may do this");
    return work(trx, group, await groupQueries.member(trx, group.id, body.ProfileId));
  });
}

/**
 * `POST /v1/group/{id}/invite`: the member with that address (any case) is Invited and mailed the
 * group's link in their language. An unknown address is a field error (400 `not_found` on Email,
 * so the form can say so); a member already Joined, Requested or Invited is 409 `already_member`.
 * A draft may invite (its invitees join once it is published).
 */
export async function inviteMember(
  deps: GroupDeps,
  actor: Actor,
  id: number,
  email: string,
): Promise<GroupMember> {
  await requireAccess(deps, actor, groupAccess.manage, id);
  const invitee = await groupQueries.profileByEmail(deps.db, email);
  if (!invitee)
    throw AppError.badRequest('No member has this e-mail address', [
      { Field: 'Email', Code: ErrorCode.NotFound, Message: 'No member has this e-mail address' },
    ]);
  const nowIso = deps.now.toISOString();
  return withGroupLock(deps.db, id, async (trx) => {
    if (!(await managesGroup(trx, actor, id)))
      throw AppError.forbidden("Only the group's admins may do this");
    const membership = await groupQueries.membership(trx, id, invitee.id);
    if (isActive(membership))
      throw conflict(
        'Email',
        GroupErrorCode.AlreadyMember,
        'This member is in the group already (or invited, or asked)',
      );
    await writeMembership(
      trx,
      id,
      invitee.id,
      membership,
      { status: 'Invited', role: 'member', invited_by: actor.profileId, requested_at: null, joined_at: null },
      nowIso,
    );
    await groupEvents.memberInvited.emit(
      trx,
      {
        subjectId: id,
        actorId: actor.profileId,
        payload: { ProfileId: invitee.id, ByProfileId: actor.profileId },
      },
      deps.now,
    );
    return memberAfter(trx, id, invitee.id);
  });
}

/** `PUT /v1/group/member/promote`: a Joined member becomes an admin (an admin stays one). */
export function promoteMember(deps: GroupDeps, actor: Actor, body: GroupMemberBody): Promise<GroupMember> {
  return asGroupAdmin(deps, actor, body, async (trx, group, member) => {
    if (member?.status !== 'Joined') throw notAMember();
    if (member.role !== 'admin')
      await groupQueries.updateMembership(trx, member.id, {
        role: 'admin',
        updated_at: deps.now.toISOString(),
      });
    return memberAfter(trx, group.id, body.ProfileId);
  });
}

/** `PUT /v1/group/member/demote`: an admin becomes a member again; never the last one (409). */
export function demoteMember(deps: GroupDeps, actor: Actor, body: GroupMemberBody): Promise<GroupMember> {
  return asGroupAdmin(deps, actor, body, async (trx, group, member) => {
    if (member?.status !== 'Joined') throw notAMember();
    if (member.role === 'admin') {
      if ((await groupQueries.adminCount(trx, group.id)) <= 1) throw adminRequired();
      await groupQueries.updateMembership(trx, member.id, {
        role: 'member',
        updated_at: deps.now.toISOString(),
      });
    }
    return memberAfter(trx, group.id, body.ProfileId);
  });
}

/**
 * `PUT /v1/group/member/approve`: a request becomes Joined (`member_count` + 1) and the member is
 * mailed. Joined already: 409 `already_member`; no request: 409 `not_a_group_member`.
 */
export function approveMember(deps: GroupDeps, actor: Actor, body: GroupMemberBody): Promise<GroupMember> {
  return asGroupAdmin(deps, actor, body, async (trx, group, member) => {
    if (member?.status === 'Joined')
      throw conflict('ProfileId', GroupErrorCode.AlreadyMember, 'This member is in the group already');
    if (member?.status !== 'Requested') throw notAMember();
    const nowIso = deps.now.toISOString();
    await groupQueries.updateMembership(trx, member.id, {
      status: 'Joined',
      role: 'member',
      joined_at: nowIso,
      left_at: null,
      updated_at: nowIso,
    });
    await groupQueries.addToMemberCount(trx, group.id, 1, nowIso);
    await groupEvents.memberApproved.emit(
      trx,
      {
        subjectId: group.id,
        actorId: actor.profileId,
        payload: { ProfileId: member.profile_id, ByProfileId: actor.profileId },
      },
      deps.now,
    );
    return memberAfter(trx, group.id, body.ProfileId);
  });
}

/**
 * `PUT /v1/group/member/decline`: declines a request, withdraws an invitation, or removes a Joined
 * member (`left_at`, `member_count` − 1): each becomes None. An admin is not removed (409
 * `group_admin_required`: demote first); no membership: 409 `not_a_group_member`.
 */
export function declineMember(deps: GroupDeps, actor: Actor, body: GroupMemberBody): Promise<GroupMember> {
  return asGroupAdmin(deps, actor, body, async (trx, group, member) => {
    if (!isActive(member)) throw notAMember();
    const nowIso = deps.now.toISOString();
    if (member.status === 'Joined') {
      if (member.role === 'admin')
        throw conflict(
          'ProfileId',
          GroupErrorCode.GroupAdminRequired,
          'An admin is not removed: demote them first',
        );
      await groupQueries.addToMemberCount(trx, group.id, -1, nowIso);
    }
    await groupQueries.updateMembership(trx, member.id, {
      status: 'None',
      role: 'member',
      left_at: member.status === 'Joined' ? nowIso : member.left_at,
      requested_at: null,
      invited_by: null,
      updated_at: nowIso,
    });
    return memberAfter(trx, group.id, body.ProfileId);
  });
}
