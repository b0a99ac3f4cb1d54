// The reviews area's public face: the opening job (the demo and tests run it), and the recount of a
// location's score from its reviews (the demo writes reviews straight and recounts through it).
export { openDueReviews } from './commands/open-reviews.ts';
export { runReviewOpening } from './review-run.ts';
export { type DueReservation, reviewQueries } from './reviews.queries.ts';
