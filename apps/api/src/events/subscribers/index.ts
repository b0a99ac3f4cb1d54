import type { Subscriber } from '../../kernel/events/events.ts';
import { EVENT_MAIL_SUBSCRIBERS } from './event-mails.ts';
import { REGISTRATION_SUBSCRIBERS } from './registration-mails.ts';

/** Every reaction of the events area to domain events (mails; payment paid confirms a registration). */
export const EVENT_SUBSCRIBERS: readonly Subscriber[] = [
  ...EVENT_MAIL_SUBSCRIBERS,
  ...REGISTRATION_SUBSCRIBERS,
];
