// The comments area's public face: what other areas may ask of it.
import { commentQueries } from './comment.queries.ts';

/** Per item id of a type: how many comments it has (not deleted); items without any are left out. */
export const commentCountsOf = commentQueries.countsOf;

/** Its events: `comment.added` (the item's area tells its people). */
export { type CommentAdded, commentEvents } from './comment.events.ts';

/** One comment with its author's name (for a notice about it). */
export const commentById = commentQueries.namedById;
