import { PAGE_SIZES } from '../constants/limits.ts';

// Reviews (document 2 sections 2, 6, 7, 9): after a reservation has ended its booker reviews the
// location on five aspects and in words; a manager of the location answers publicly.

/** The aspects a review scores, 1 to 5 each (catering only when it was booked, else optional). */
export const REVIEW_ASPECTS = ['Location', 'Room', 'Catering', 'Service', 'Value'] as const;
export type ReviewAspect = (typeof REVIEW_ASPECTS)[number];

/** Open: waiting for its booker; Submitted: public; Deleted: gone (its author or an administrator). */
export const REVIEW_STATUSES = ['Open', 'Submitted', 'Deleted'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

/** The score scale: whole stars per aspect; the overall and a location's score have one decimal. */
export const REVIEW_SCORE_MIN = 1;
export const REVIEW_SCORE_MAX = 5;

/** The review's text, in the reviewer's language. */
export const REVIEW_TEXT_MIN = 20;
export const REVIEW_TEXT_MAX = 2000;
/** The host's public response. */
export const REVIEW_RESPONSE_MIN = 2;
export const REVIEW_RESPONSE_MAX = 2000;
/** An administrator's reason to delete someone else's review. */
export const REVIEW_REASON_MAX = 1000;

/** Page sizes: the public lists 10; a member's own reviews 50 (document 2 section 9). */
export const REVIEWS_PER_PAGE = 10;
export const PROFILE_REVIEWS_PER_PAGE = PAGE_SIZES.profileReviews;

/**
 * A review opens for a reservation that ended within this many days (older ones are not asked
 * about any more: nobody remembers a meeting of last year well enough, and a first run of the job
 * must not mail every booker of the past).
 */
export const REVIEW_OPEN_WINDOW_DAYS = 60;
