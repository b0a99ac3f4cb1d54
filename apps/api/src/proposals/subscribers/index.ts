import type { Subscriber } from '../../kernel/events/events.ts';

/** Every reaction of the proposals area to its events (mails today). */
export const PROPOSAL_SUBSCRIBERS: readonly Subscriber[] = [];
