import type { Subscriber } from '../../kernel/events/events.ts';

/** Mails on an event's changes (date, time, location) and deletion (owned by the event helper). */
export const EVENT_MAIL_SUBSCRIBERS: readonly Subscriber[] = [];
