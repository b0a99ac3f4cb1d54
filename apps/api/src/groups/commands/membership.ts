import {
  GroupErrorCode,
  type GroupMember,
  type GroupMemberBody,
  type GroupState,
} from '@meetspace/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { type Actor, requireAccess } from '../../kernel/access/access.ts';
import { AppError } from '../../kernel/errors.ts';
import { enqueueMail } from '../../kernel/mail/outbox.queries.ts';
import { memberName, presentMember, presentState } from '../group.presenter.ts';
import { administers, groupAccess } from '../groups.access.ts';
import { type GroupRow, groupQueries, type MembershipRow } from '../groups.queries.ts';
import { groupMail } from '../mails/group-mails.ts';
import type { GroupDeps } from './group-deps.ts';

const conflict = (message: string, code: string, field = 'Id') =>
  new AppError(409, message, [{ Field: field, Code: code as GroupErrorCode }]);
type GroupErrorCode = (typeof GroupErrorCode)[keyof typeof GroupErrorCode];
const adminRequired = () =>
  conflict('A group keeps at least one admin: make another member admin first', GroupErrorCode.GroupAdminRequired);

/**
 * Runs a membership change under the group's row lock (so the member count and "at least one
 * admin" hold when changes race), then recounts the joined members in the same transaction.
 */
async function underGroupLock<T>(deps: GroupDeps, groupId: number, change: (trx: Kysely<DB>) => Promise<T>) {
  return deps.db.transaction().execute(async (trx) => {
    await groupQueries.lock(trx, groupId);
    const result = await change(trx);
    await groupQueries.recount(trx, groupId, deps.now.toISOString());
    return result;
  });
}

/** Sets a membership's status (and role), or writes the first row of the pair. */
async function setMembership(
  trx: Kysely<DB>,
  at: string,
  existing: MembershipRow | undefined,
  row: { groupId: number; profileId: number; status: string; role?: string; invitedBy?: number | null },
) {
  const dates = {
    ...(row.status === 'Joined' ? { joined_at: at, left_at: null } : {}),
    ...(row.status === 'Requested' ? { requested_at: at } : {}),
    ...(row.status === 'None' && existing?.status === 'Joined' ? { left_at: at } : {}),
  };
  if (existing) {
    await groupQueries.updateMembership(trx, existing.id, {
      status: row.status,
      ...(row.role ? { role: row.role } : {}),
      ...(row.invitedBy !== undefined ? { invited_by: row.invitedBy } : {}),
      ...dates,
      updated_at: at,
    });
    return;
  }
  await groupQueries.insertMembership(trx, {
    group_id: row.groupId,
    profile_id: row.profileId,
    role: row.role ?? 'member',
    status: row.status,
    invited_by: row.invitedBy ?? null,
    requested_at: null,
    joined_at: null,
    left_at: null,
    created_at: at,
    updated_at: at,
    ...dates,
  });
}

async function stateAfter(deps: GroupDeps, actor: Actor, groupId: number): Promise<GroupState> {
  const row = (await groupQueries.byId(deps.db, groupId)) as GroupRow;
  const m = await groupQueries.membership(deps.db, groupId, actor.profileId);
  return presentState(row, m, await administers(deps.db, actor, row));
}

/**
 * `POST /v1/group/{id}/join`: an open group (or an invitation) joins at once; a request group
 * records a request and mails its admins. A draft cannot be joined; a member or a waiting request is 409.
 */
export async function joinGroup(deps: GroupDeps, actor: Actor, groupId: number): Promise<GroupState> {
  const group = await requireAccess({ db: deps.db }, actor, groupAccess.see, groupId);
  if (group.status !== 'published')
    throw conflict('This group is not published', GroupErrorCode.GroupNotPublished);
  const at = deps.now.toISOString();
  await underGroupLock(deps, groupId, async (trx) => {
    const existing = await groupQueries.membership(trx, groupId, actor.profileId);
    if (existing?.status === 'Joined' || existing?.status === 'Requested')
      throw conflict('You are a member already, or your request waits', GroupErrorCode.AlreadyMember);
    const joins = group.join_type === 'open' || existing?.status === 'Invited';
    await setMembership(trx, at, existing, {
      groupId,
      profileId: actor.profileId,
      status: joins ? 'Joined' : 'Requested',
      ...(existing ? {} : { role: 'member' }),
    });
    if (joins) return;
    const who = await groupQueries.profile(trx, actor.profileId);
    const admins = (await groupQueries.adminsOf(trx, [groupId])).get(groupId) ?? [];
    for (const admin of admins) {
      const profile = await groupQueries.profile(trx, admin.profile_id);
      if (!profile) continue;
      await enqueueMail(
        trx,
        groupMail(
          'requested',
          { profileId: profile.id, email: profile.email, name: memberName(profile), languageId: profile.language_id },
          { groupId, groupName: group.name, who: who ? memberName(who) : '', publicUrl: deps.publicUrl },
        ),
        deps.now,
      );
    }
  });
  return stateAfter(deps, actor, groupId);
}

/** `PUT /v1/group/{id}/leave`: leaves (or withdraws a request, or declines an invitation); never the last admin. */
export async function leaveGroup(deps: GroupDeps, actor: Actor, groupId: number): Promise<GroupState> {
  await requireAccess({ db: deps.db }, actor, groupAccess.see, groupId);
  const at = deps.now.toISOString();
  await underGroupLock(deps, groupId, async (trx) => {
    const existing = await groupQueries.membership(trx, groupId, actor.profileId);
    if (!existing || existing.status === 'None') throw AppError.notFound('You are not a member of this group');
    if (existing.status === 'Joined' && existing.role === 'admin' && (await groupQueries.joinedAdminCount(trx, groupId)) <= 1)
      throw adminRequired();
    await setMembership(trx, at, existing, { groupId, profileId: actor.profileId, status: 'None', role: 'member' });
  });
  return stateAfter(deps, actor, groupId);
}

/** `POST /v1/group/{id}/invite`: the member with that address is invited (and mailed). */
export async function inviteMember(
  deps: GroupDeps,
  actor: Actor,
  groupId: number,
  email: string,
): Promise<GroupMember> {
  const group = await requireAccess({ db: deps.db }, actor, groupAccess.administer, groupId);
  const invitee = await groupQueries.profileByEmail(deps.db, email);
  if (!invitee)
    throw AppError.badRequest('No member has this e-mail address', [{ Field: 'Email', Code: 'not_found' }]);
  const at = deps.now.toISOString();
  await underGroupLock(deps, groupId, async (trx) => {
    const existing = await groupQueries.membership(trx, groupId, invitee.id);
    if (existing && existing.status !== 'None')
      throw conflict('This member is in the group already, or invited, or waiting', GroupErrorCode.AlreadyMember, 'Email');
    await setMembership(trx, at, existing, {
      groupId,
      profileId: invitee.id,
      status: 'Invited',
      role: 'member',
      invitedBy: actor.profileId,
    });
    const who = await groupQueries.profile(trx, actor.profileId);
    await enqueueMail(
      trx,
      groupMail(
        'invited',
        { profileId: invitee.id, email: invitee.email, name: memberName(invitee), languageId: invitee.language_id },
        { groupId, groupName: group.name, who: who ? memberName(who) : '', publicUrl: deps.publicUrl },
      ),
      deps.now,
    );
  });
  return memberView(deps, groupId, invitee.id);
}

async function memberView(deps: GroupDeps, groupId: number, profileId: number): Promise<GroupMember> {
  const rows = await groupQueries.members(deps.db, groupId, true);
  const row = rows.find((r) => r.profile_id === profileId);
  if (row) return presentMember(row);
  // Declined or removed: no longer listed, answered as None.
  const all = await groupQueries.membership(deps.db, groupId, profileId);
  const profile = await groupQueries.profile(deps.db, profileId);
  return {
    ProfileId: profileId,
    Name: profile ? memberName(profile) : '',
    Photo: null,
    Role: (all?.role ?? 'member') as GroupMember['Role'],
    Status: 'None',
    JoinedAt: all?.joined_at ?? null,
    LeftAt: all?.left_at ?? null,
  };
}

type MemberAction = 'promote' | 'demote' | 'approve' | 'decline';

/**
 * `PUT /v1/group/member/promote|demote|approve|decline` (the group's admins): promote a joined
 * member; demote an admin (never the last); approve a request (mailed); decline a request, withdraw
 * an invitation or remove a member (an admin must be demoted first).
 */
export async function changeMember(
  deps: GroupDeps,
  actor: Actor,
  action: MemberAction,
  body: GroupMemberBody,
): Promise<GroupMember> {
  const group = await requireAccess({ db: deps.db }, actor, groupAccess.administer, body.GroupId);
  const at = deps.now.toISOString();
  const notMember = () =>
    new AppError(404, 'This person is not a member of the group', [
      { Field: 'ProfileId', Code: GroupErrorCode.NotAGroupMember },
    ]);
  await underGroupLock(deps, group.id, async (trx) => {
    const m = await groupQueries.membership(trx, group.id, body.ProfileId);
    if (!m || m.status === 'None') throw notMember();
    const set = (status: string, role?: string) =>
      setMembership(trx, at, m, { groupId: group.id, profileId: body.ProfileId, status, ...(role ? { role } : {}) });
    switch (action) {
      case 'promote':
        if (m.status !== 'Joined') throw notMember();
        return set('Joined', 'admin');
      case 'demote':
        if (m.status !== 'Joined') throw notMember();
        if (m.role === 'admin' && (await groupQueries.joinedAdminCount(trx, group.id)) <= 1) throw adminRequired();
        return set('Joined', 'member');
      case 'approve': {
        if (m.status !== 'Requested')
          throw conflict('There is no request of this member waiting', GroupErrorCode.NotAGroupMember, 'ProfileId');
        await set('Joined', 'member');
        const profile = await groupQueries.profile(trx, body.ProfileId);
        if (profile)
          await enqueueMail(
            trx,
            groupMail(
              'approved',
              { profileId: profile.id, email: profile.email, name: memberName(profile), languageId: profile.language_id },
              { groupId: group.id, groupName: group.name, who: '', publicUrl: deps.publicUrl },
            ),
            deps.now,
          );
        return;
      }
      case 'decline':
        if (m.status === 'Joined' && m.role === 'admin') throw adminRequired();
        return set('None', 'member');
    }
  });
  return memberView(deps, group.id, body.ProfileId);
}
