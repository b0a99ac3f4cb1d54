import {
  GROUP_TAB_FEATURE,
  GROUP_TABS,
  type GroupFeature,
  type GroupState,
  type GroupTab,
  type RouteName,
} from '@meetspace/domain';

// Which parts of a group page the caller sees, and what their join button does: pure rules from the
// group's state (`GET /v1/group/{id}/state`), tested apart from the pages.

export type { GroupTab };

/** The route of each tab (the questions tab is the questions feature's panel). */
export const TAB_ROUTE = {
  overview: 'network-group',
  articles: 'network-group-articles',
  questions: 'network-group-questions',
  events: 'network-group-events',
  members: 'network-group-members',
} as const satisfies Record<GroupTab, RouteName>;

type Flags = Pick<GroupState, 'IsAdmin' | GroupFeature> & {
  Membership: Pick<GroupState['Membership'], 'Status'>;
};

/** Whether the caller is in the group's inner circle: a Joined member, or an admin. */
export const isInside = (state: Flags) => state.IsAdmin || state.Membership.Status === 'Joined';

/**
 * The tabs the caller sees: the overview always; a feature's tab when the group has it switched on
 * and the caller is a member (or an admin). Admins always see the members tab: they answer requests
 * and invitations there, also when the member list is switched off for the members.
 */
export function visibleTabs(state: Flags): GroupTab[] {
  return GROUP_TABS.filter(
    (tab) =>
      tab === 'overview' ||
      (tab === 'members' && state.IsAdmin) ||
      (state[GROUP_TAB_FEATURE[tab]] && isInside(state)),
  );
}

/** The features switched on that joining opens (for the explanation a non-member reads). */
export function unlockedByJoining(state: Flags): Exclude<GroupTab, 'overview'>[] {
  return (['articles', 'questions', 'events', 'members'] as const).filter(
    (tab) => state[GROUP_TAB_FEATURE[tab]],
  );
}

/** What the caller's membership button does (none: a draft group, where nobody joins). */
export type JoinAction = 'join' | 'request' | 'accept' | 'withdraw' | 'leave' | 'none';

/** The membership button for the caller's state and the group's join type. */
export function joinActionOf(
  state: Pick<GroupState, 'Status'> & { Membership: Pick<GroupState['Membership'], 'Status'> },
  joinType: 'open' | 'request',
): JoinAction {
  switch (state.Membership.Status) {
    case 'Joined':
      return 'leave';
    case 'Requested':
      return 'withdraw';
    case 'Invited':
      return state.Status === 'published' ? 'accept' : 'none';
    default:
      if (state.Status !== 'published') return 'none';
      return joinType === 'open' ? 'join' : 'request';
  }
}
