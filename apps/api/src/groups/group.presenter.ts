import {
  type GroupJoinType,
  type GroupMember,
  type GroupRole,
  type GroupState,
  type GroupStatus,
  type GroupSummary,
  type GroupView,
  groupSlug,
  type MembershipStatus,
} from '@meetspace/domain';
import type { GroupRow, MemberRow, MembershipRow } from './groups.queries.ts';

/** The length of a summary's `Summary` (the description's start). */
const SUMMARY_LENGTH = 300;

/** The feature toggles of a row as the wire names them. */
export function togglesOf(row: GroupRow) {
  return {
    ActivateChat: row.activate_chat === 1,
    ActivateEvents: row.activate_events === 1,
    ActivateMemberList: row.activate_member_list === 1,
    ActivatePosts: row.activate_posts === 1,
    ActivateQuestions: row.activate_questions === 1,
  };
}

const nameOf = (m: Pick<MemberRow, 'first_name' | 'last_name' | 'email'>) =>
  `${m.first_name} ${m.last_name}`.trim() || m.email;

/** A group in a list, with the caller's relation to it (None without a row). */
export function presentSummary(row: GroupRow, membershipStatus: string | undefined): GroupSummary {
  return {
    Id: row.id,
    Name: row.name,
    Slug: groupSlug(row.name),
    Summary: row.description.slice(0, SUMMARY_LENGTH),
    Photo: row.photo_url,
    JoinType: row.join_type as GroupJoinType,
    Status: row.status as GroupStatus,
    MemberCount: row.member_count,
    MembershipStatus: (membershipStatus ?? 'None') as MembershipStatus,
    CreatedAt: row.created_at,
  };
}

/** The whole group: the summary, the description, the toggles and the admins' names. */
export function presentView(
  row: GroupRow,
  membershipStatus: string | undefined,
  admins: MemberRow[],
): GroupView {
  return {
    ...presentSummary(row, membershipStatus),
    Description: row.description,
    ...togglesOf(row),
    Admins: admins.map((a) => ({ ProfileId: a.profile_id, Name: nameOf(a) })),
    PublishedAt: row.published_at,
  };
}

/** The caller's membership and the group's flags. `isAdmin`: a group admin or an administrator. */
export function presentState(
  row: GroupRow,
  membership: MembershipRow | undefined,
  isAdmin: boolean,
): GroupState {
  const joined = membership?.status === 'Joined';
  return {
    Membership: {
      Status: (membership?.status ?? 'None') as MembershipStatus,
      Role: joined ? (membership.role as GroupRole) : null,
      JoinedAt: joined ? membership.joined_at : null,
    },
    IsAdmin: isAdmin,
    Status: row.status as GroupStatus,
    ...togglesOf(row),
  };
}

/** One member (or a request or invitation) of the members list. */
export function presentMember(m: MemberRow): GroupMember {
  return {
    ProfileId: m.profile_id,
    Name: nameOf(m),
    Photo: m.image_url,
    Role: m.role as GroupRole,
    Status: m.status as MembershipStatus,
    JoinedAt: m.status === 'Joined' ? m.joined_at : null,
    LeftAt: m.status === 'None' ? m.left_at : null,
  };
}
