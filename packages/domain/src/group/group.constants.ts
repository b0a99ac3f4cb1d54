/** Groups per page of `GET /v1/group` (document 2, section 9). */
export const GROUPS_PER_PAGE = 50;
export const GROUP_NAME_MAX = 120;
export const GROUP_DESCRIPTION_MAX = 4000;
/** How a member joins: at once (`open`), or on a request an admin approves (`request`). */
export const GROUP_JOIN_TYPES = ['open', 'request'] as const;
export type GroupJoinType = (typeof GROUP_JOIN_TYPES)[number];
/** A group is a draft until published; deactivating (stop publishing) makes it a draft again. */
export const GROUP_STATUSES = ['draft', 'published'] as const;
export type GroupStatus = (typeof GROUP_STATUSES)[number];
/**
 * A member's relation to a group (`Membership.Status`): `Joined` is a member; `Requested` waits for
 * an admin; `Invited` was invited by an admin (joining accepts, whatever the join type); `None`
 * for anyone else (who left, was declined or never asked).
 */
export const MEMBERSHIP_STATUSES = ['None', 'Requested', 'Invited', 'Joined'] as const;
export type MembershipStatus = (typeof MEMBERSHIP_STATUSES)[number];
export const GROUP_ROLES = ['admin', 'member'] as const;
export type GroupRole = (typeof GROUP_ROLES)[number];
/** The feature toggles, as the state's flags name them. */
export const GROUP_FEATURES = [
  'ActivateChat',
  'ActivateEvents',
  'ActivateMemberList',
  'ActivatePosts',
  'ActivateQuestions',
] as const;
export type GroupFeature = (typeof GROUP_FEATURES)[number];
