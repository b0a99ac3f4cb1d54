import type { Subscriber } from '../../kernel/events/events.ts';
import { GROUP_MAIL_SUBSCRIBERS } from './group-mails.ts';

/** Every reaction of the groups area to domain events (mails today). */
export const GROUP_SUBSCRIBERS: readonly Subscriber[] = [...GROUP_MAIL_SUBSCRIBERS];
