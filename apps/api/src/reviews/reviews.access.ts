import { type AccessContext, type Actor, definePermission } from '../kernel/access/access.ts';
import { isAdmin, isSelf, managesLocation } from '../kernel/access/relations.ts';
import { AppError } from '../kernel/errors.ts';
import { type ReviewRow, reviewQueries } from './reviews.queries.ts';

const NOT_FOUND = 'Review not found';

/**
 * Whether the actor may read this review. Its author and administrators always; a submitted one of
 * a live location anyone, of another location its managers; otherwise it is not there (404: an open
 * review is nobody else's business, and is not discovered).
 */
export async function canReadReview(
  actor: Actor | undefined,
  row: ReviewRow,
  ctx: AccessContext,
): Promise<boolean> {
  if (isSelf(actor, row.profile_id) || isAdmin(actor)) return true;
  if (row.status === 'Submitted') {
    const location = await reviewQueries.location(ctx.db, row.location_id);
    if (location?.status === 'live') return true;
    if (await managesLocation(ctx.db, actor, row.location_id)) return true;
  }
  throw AppError.notFound(NOT_FOUND);
}

/**
 * Who may do what with a review: read it (above); write to it (`POST /v1/review/{key}/response`:
 * its booker submits it, a manager of its location or an administrator answers it; which one is
 * decided by the review's state); delete it (its author, or an administrator with a reason).
 */
export const reviewAccess = {
  read: definePermission<ReviewRow>({
    name: 'review.read',
    member: 'per-row',
    needsMember: () => false,
    load: reviewQueries.byId,
    allow: canReadReview,
    messages: { notFound: NOT_FOUND, forbidden: 'This review is not yours to read' },
  }),

  write: definePermission<ReviewRow, string>({
    name: 'review.write',
    member: 'always',
    load: reviewQueries.byKey,
    allow: async (actor, row, ctx) =>
      isSelf(actor, row.profile_id) ||
      isAdmin(actor) ||
      (await managesLocation(ctx.db, actor, row.location_id)),
    messages: {
      notFound: NOT_FOUND,
      forbidden: "Only the reservation's booker reviews it, and only the location's managers answer",
    },
  }),

  remove: definePermission<ReviewRow>({
    name: 'review.delete',
    member: 'always',
    load: reviewQueries.byId,
    allow: (actor, row) => isSelf(actor, row.profile_id) || isAdmin(actor),
    messages: { notFound: NOT_FOUND, forbidden: 'Only its author or an administrator deletes a review' },
  }),
};
