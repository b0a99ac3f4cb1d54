import { defineEvent } from '../kernel/events/events.ts';

/**
 * A member proved they read mail at their address (an activation or reset link with its pin, a pin
 * login), or a social login provider vouched for it (a verified e-mail claim).
 */
export interface EmailVerified {
  Email: string;
}

/** The accounts area's events (subscribed to through `index.ts`). */
export const accountEvents = {
  emailVerified: defineEvent<EmailVerified>('account.email-verified', 'profile'),
};
