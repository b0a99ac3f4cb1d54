import { ReviewErrorCode } from '@meetspace/domain';
import { type Actor, requireAccess } from '../../kernel/access/access.ts';
import { isSelf } from '../../kernel/access/relations.ts';
import { AppError } from '../../kernel/errors.ts';
import type { ReviewDeps } from '../review.reads.ts';
import { reviewAccess } from '../reviews.access.ts';
import { reviewEvents } from '../reviews.events.ts';
import { reviewQueries } from '../reviews.queries.ts';

/**
 * `DELETE /v1/review/{id}`: its author deletes a review (an open one too: they would rather not
 * review), or an administrator does with a reason (400 without; the author is told why). It is gone
 * from every list and call (404); a submitted one leaves the location's score, recounted in the same
 * transaction under the location's row lock. The row stays, so the reservation is not asked again.
 */
export async function deleteReview(
  deps: ReviewDeps,
  actor: Actor,
  id: number,
  reason: string | undefined,
): Promise<number> {
  const row = await requireAccess({ db: deps.db }, actor, reviewAccess.remove, id);
  const byAuthor = isSelf(actor, row.profile_id);
  const why = reason?.trim() ?? '';
  if (!byAuthor && why === '')
    throw AppError.badRequest('Give the reason for deleting this review', [
      { Field: 'Reason', Code: ReviewErrorCode.ReviewReasonRequired },
    ]);
  const at = deps.now.toISOString();
  await deps.db.transaction().execute(async (trx) => {
    await reviewQueries.lockLocation(trx, row.location_id);
    const current = await reviewQueries.byId(trx, id);
    if (!current) throw AppError.notFound('Review not found');
    await reviewQueries.updateIn(trx, id, current.status, {
      status: 'Deleted',
      deleted_at: at,
      deleted_by: actor.profileId,
      deletion_reason: byAuthor ? null : why,
      updated_at: at,
    });
    if (current.status === 'Submitted') await reviewQueries.recountLocation(trx, row.location_id);
    await reviewEvents.deleted.emit(
      trx,
      {
        subjectId: id,
        actorId: actor.profileId,
        payload: { ProfileId: row.profile_id, LocationId: row.location_id, ByAdministrator: !byAuthor },
      },
      deps.now,
    );
  });
  return id;
}
