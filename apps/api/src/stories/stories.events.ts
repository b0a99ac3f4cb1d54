import { defineEvent } from '../kernel/events/events.ts';

/** A member asked for blog rights (subject: the request): the administrators are mailed. */
export interface BlogRightsRequested {
  ProfileId: number;
}

/** An administrator granted or denied a request (subject: the request): the member is mailed. */
export interface BlogRightsDecided {
  ProfileId: number;
  Granted: boolean;
}

/**
 * The stories area's domain events, written in the transaction of the change. Mails react today;
 * in-app notifications (issue 21) will subscribe later.
 */
export const storyEvents = {
  blogRightsRequested: defineEvent<BlogRightsRequested>('blog-rights.requested', 'blog-rights-request'),
  blogRightsDecided: defineEvent<BlogRightsDecided>('blog-rights.decided', 'blog-rights-request'),
};
