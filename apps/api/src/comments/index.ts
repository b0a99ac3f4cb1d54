// The comments area's public face: what other areas may ask of it.
import { commentQueries } from './comment.queries.ts';

/** Per item id of a type: how many comments it has (not deleted); items without any are left out. */
export const commentCountsOf = commentQueries.countsOf;
