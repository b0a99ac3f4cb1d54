import type { ValueOf } from '../constants/enum.ts';

/**
 * A location's status. Only `live` is public (lists, detail, availability, suggestions, opening
 * hours); `pending` waits for an administrator, `rejected` was refused, `suspended` was taken off
 * the site after being live.
 */
export const LocationStatus = {
  Pending: 'pending',
  Live: 'live',
  Rejected: 'rejected',
  Suspended: 'suspended',
} as const;
export type LocationStatus = ValueOf<typeof LocationStatus>;
export const LOCATION_STATUSES = [
  'pending',
  'live',
  'rejected',
  'suspended',
] as const satisfies readonly LocationStatus[];

/** What an administrator does to a location's status. */
export const ModerationAction = {
  Approve: 'approve',
  Reject: 'reject',
  Suspend: 'suspend',
  Reinstate: 'reinstate',
} as const;
export type ModerationAction = ValueOf<typeof ModerationAction>;

/** Each action: the statuses it starts from, the status it leaves, and whether it needs a reason. */
export const MODERATION_TRANSITIONS: Record<
  ModerationAction,
  { from: readonly LocationStatus[]; to: LocationStatus; needsReason: boolean }
> = {
  approve: { from: ['pending', 'rejected'], to: 'live', needsReason: false },
  reject: { from: ['pending'], to: 'rejected', needsReason: true },
  suspend: { from: ['live'], to: 'suspended', needsReason: true },
  reinstate: { from: ['suspended'], to: 'live', needsReason: false },
};

/** The actions an administrator can take on a location in this status (the buttons the page shows). */
export function moderationActionsFor(status: LocationStatus): ModerationAction[] {
  return (Object.keys(MODERATION_TRANSITIONS) as ModerationAction[]).filter((action) =>
    MODERATION_TRANSITIONS[action].from.includes(status),
  );
}

/** Roles of a member. */
export const ProfileRole = { Member: 'member', Host: 'host', Admin: 'admin' } as const;
export type ProfileRole = ValueOf<typeof ProfileRole>;
export const PROFILE_ROLES = ['member', 'host', 'admin'] as const satisfies readonly ProfileRole[];

/** The longest reason an administrator may give for a rejection or suspension. */
export const MODERATION_REASON_MAX = 1000;
