import { defineEvent } from '../kernel/events/events.ts';

/** A member asked to join a group that takes requests (subject: the group); its admins are mailed. */
export interface GroupJoinRequested {
  ProfileId: number;
}

/** An admin approved a member's request (subject: the group); the member is mailed. */
export interface GroupMemberApproved {
  ProfileId: number;
  ByProfileId: number;
}

/** An admin invited a member by e-mail (subject: the group); the member is mailed a link. */
export interface GroupMemberInvited {
  ProfileId: number;
  ByProfileId: number;
}

/**
 * The groups area's domain events, written in the transaction of the change. Mails react today;
 * notifications (issue 21) will subscribe later.
 */
export const groupEvents = {
  joinRequested: defineEvent<GroupJoinRequested>('group.join-requested', 'group'),
  memberApproved: defineEvent<GroupMemberApproved>('group.member-approved', 'group'),
  memberInvited: defineEvent<GroupMemberInvited>('group.member-invited', 'group'),
};
