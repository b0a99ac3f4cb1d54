import { defineEvent } from '../kernel/events/events.ts';

/** A review was opened by the opening job (subject: the review): its booker is invited by mail. */
export interface ReviewOpened {
  ProfileId: number;
  LocationId: number;
}

/** A booker submitted a review (subject: the review): the location's managers hear of it. */
export interface ReviewSubmitted {
  ProfileId: number;
  LocationId: number;
}

/** A manager answered a review (subject: the review): its author hears of the first answer. */
export interface ReviewResponded {
  LocationId: number;
  /** The first answer (an edit is not announced again). */
  First: boolean;
}

/** A review was deleted (subject: the review); by an administrator: its author is told why. */
export interface ReviewDeleted {
  ProfileId: number;
  LocationId: number;
  ByAdministrator: boolean;
}

/**
 * The reviews area's domain events, written in the transaction of the change. Mails and in-app
 * notifications react (`subscribers/`); statistics may subscribe later.
 */
export const reviewEvents = {
  opened: defineEvent<ReviewOpened>('review.opened', 'review'),
  submitted: defineEvent<ReviewSubmitted>('review.submitted', 'review'),
  responded: defineEvent<ReviewResponded>('review.responded', 'review'),
  deleted: defineEvent<ReviewDeleted>('review.deleted', 'review'),
};
