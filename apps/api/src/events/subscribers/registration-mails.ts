import type { Subscriber } from '../../kernel/events/events.ts';

/** Mails on registrations, the waiting list, payments paid (owned by the registration helper). */
export const REGISTRATION_SUBSCRIBERS: readonly Subscriber[] = [];
