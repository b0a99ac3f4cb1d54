import {
  type GroupMember,
  type GroupState,
  type GroupSummary,
  type GroupView,
  groupSlug,
  type MembershipStatus,
} from '@meetspace/domain';
import type { GroupRow, MemberRow, MembershipRow } from './groups.queries.ts';

const flag = (v: number) => v === 1;
const nameOf = (m: Pick<MemberRow, 'first_name' | 'last_name' | 'email'>) =>
  `${m.first_name} ${m.last_name}`.trim() || m.email.split('@')[0] || '';

/** The caller's status in a group: a membership's, or None. */
export const statusOf = (m: Pick<MembershipRow, 'status'> | undefined): MembershipStatus =>
  (m?.status as MembershipStatus | undefined) ?? 'None';

export function presentToggles(row: GroupRow) {
  return {
    ActivateChat: flag(row.activate_chat),
    ActivateEvents: flag(row.activate_events),
    ActivateMemberList: flag(row.activate_member_list),
    ActivatePosts: flag(row.activate_posts),
    ActivateQuestions: flag(row.activate_questions),
  };
}

export function presentSummary(row: GroupRow, membership: MembershipRow | undefined): GroupSummary {
  const summary = row.description.length > 300 ? `${row.description.slice(0, 297).trimEnd()}…` : row.description;
  return {
    Id: row.id,
    Name: row.name,
    Slug: groupSlug(row.name),
    Summary: summary,
    Photo: row.photo_url,
    JoinType: row.join_type as GroupSummary['JoinType'],
    Status: row.status as GroupSummary['Status'],
    MemberCount: row.member_count,
    MembershipStatus: statusOf(membership),
    CreatedAt: row.created_at,
  };
}

export function presentView(row: GroupRow, membership: MembershipRow | undefined, admins: MemberRow[]): GroupView {
  return {
    ...presentSummary(row, membership),
    Description: row.description,
    ...presentToggles(row),
    Admins: admins.map((a) => ({ ProfileId: a.profile_id, Name: nameOf(a) })),
    PublishedAt: row.published_at,
  };
}

export function presentState(row: GroupRow, membership: MembershipRow | undefined, isAdmin: boolean): GroupState {
  const status = statusOf(membership);
  return {
    Membership: {
      Status: status,
      Role: status === 'None' || !membership ? null : (membership.role as 'admin' | 'member'),
      JoinedAt: status === 'Joined' ? (membership?.joined_at ?? null) : null,
    },
    IsAdmin: isAdmin,
    Status: row.status as GroupState['Status'],
    ...presentToggles(row),
  };
}

export function presentMember(m: MemberRow): GroupMember {
  return {
    ProfileId: m.profile_id,
    Name: nameOf(m),
    Photo: m.image_url,
    Role: m.role as GroupMember['Role'],
    Status: statusOf(m),
    JoinedAt: m.joined_at,
    LeftAt: m.left_at,
  };
}

export { nameOf as memberName };
