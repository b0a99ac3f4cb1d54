import type { LocationStatus, ModerationAction } from '@meetspace/domain';
import { defineEvent } from '../kernel/events/events.ts';

/** An administrator changed a location's status: its managers are mailed (the subscriber's). */
export interface LocationModerated {
  Action: ModerationAction;
  From: LocationStatus;
  To: LocationStatus;
  /** Why (a rejection or suspension), else null. */
  Reason: string | null;
}

/** The administration's events (written in the transaction that changes the status). */
export const adminEvents = {
  moderated: defineEvent<LocationModerated>('location.moderated', 'location'),
};
