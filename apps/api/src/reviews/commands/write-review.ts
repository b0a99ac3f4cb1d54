import {
  overallScore,
  type Review,
  ReviewErrorCode,
  type reviewResponseBody,
  submissionProblems,
} from '@meetspace/domain';
import type { z } from 'zod';
import { type Actor, requireAccess } from '../../kernel/access/access.ts';
import { isSelf } from '../../kernel/access/relations.ts';
import { AppError, type FieldError } from '../../kernel/errors.ts';
import { type ReviewDeps, reviewFor } from '../review.reads.ts';
import { reviewAccess } from '../reviews.access.ts';
import { reviewEvents } from '../reviews.events.ts';
import { type ReviewRow, reviewQueries } from '../reviews.queries.ts';

type Body = z.output<typeof reviewResponseBody>;

const conflict = (code: string, message: string) =>
  new AppError(409, message, [{ Field: 'Key', Code: code as FieldError['Code'] }]);

/**
 * `POST /v1/review/{key}/response`. The booker of the reservation submits the Open review (scores
 * and text); a manager of the location (or an administrator) answers a Submitted one (the answer is
 * public, one per review; writing again edits it). Anyone else 403; the wrong state 409 with its
 * code. Each change runs under the location's row lock, with the location's score recounted in the
 * same transaction.
 */
export async function writeReview(deps: ReviewDeps, actor: Actor, key: string, body: Body): Promise<Review> {
  const row = await requireAccess({ db: deps.db }, actor, reviewAccess.write, key);
  if (isSelf(actor, row.profile_id)) {
    await submitReview(deps, actor, row, body);
  } else {
    if (row.status !== 'Submitted')
      throw conflict(
        ReviewErrorCode.ReviewNotSubmitted,
        'The review has not been submitted by its booker yet',
      );
    await answerReview(deps, actor, row, body);
  }
  return reviewFor(deps.db, actor, row.id);
}

async function submitReview(deps: ReviewDeps, actor: Actor, row: ReviewRow, body: Body): Promise<void> {
  if (row.status !== 'Open')
    throw conflict(ReviewErrorCode.ReviewAlreadySubmitted, 'This review has been submitted already');
  const cateringBooked = row.catering_booked === 1;
  const problems = submissionProblems({ scores: body.Scores, text: body.Text }, cateringBooked);
  if (problems.length > 0) throw AppError.badRequest('Check the review', problems as FieldError[]);
  const scores = {
    Location: body.Scores?.Location ?? null,
    Room: body.Scores?.Room ?? null,
    Catering: body.Scores?.Catering ?? null,
    Service: body.Scores?.Service ?? null,
    Value: body.Scores?.Value ?? null,
  };
  const at = deps.now.toISOString();
  await deps.db.transaction().execute(async (trx) => {
    await reviewQueries.lockLocation(trx, row.location_id);
    const done = await reviewQueries.updateIn(trx, row.id, 'Open', {
      status: 'Submitted',
      language: body.Language ?? row.language,
      score_location: scores.Location,
      score_room: scores.Room,
      score_catering: scores.Catering,
      score_service: scores.Service,
      score_value: scores.Value,
      overall: overallScore(scores),
      text: body.Text ?? null,
      submitted_at: at,
      updated_at: at,
    });
    // A parallel submission of the same review committed first (or it was deleted meanwhile).
    if (!done)
      throw conflict(ReviewErrorCode.ReviewAlreadySubmitted, 'This review has been submitted already');
    await reviewQueries.recountLocation(trx, row.location_id);
    await reviewEvents.submitted.emit(
      trx,
      {
        subjectId: row.id,
        actorId: actor.profileId,
        payload: { ProfileId: row.profile_id, LocationId: row.location_id },
      },
      deps.now,
    );
  });
}

async function answerReview(deps: ReviewDeps, actor: Actor, row: ReviewRow, body: Body): Promise<void> {
  if (body.Response === undefined || body.Response.trim() === '')
    throw AppError.badRequest('Write the response', [
      { Field: 'Response', Code: ReviewErrorCode.ReviewResponseRequired },
    ]);
  const at = deps.now.toISOString();
  await deps.db.transaction().execute(async (trx) => {
    await reviewQueries.lockLocation(trx, row.location_id);
    const current = await reviewQueries.byId(trx, row.id);
    if (!current) throw AppError.notFound('Review not found');
    const first = current.responded_at === null;
    const done = await reviewQueries.updateIn(trx, row.id, 'Submitted', {
      response_text: body.Response,
      response_by: actor.profileId,
      responded_at: current.responded_at ?? at,
      response_updated_at: at,
      updated_at: at,
    });
    if (!done) throw AppError.notFound('Review not found');
    await reviewEvents.responded.emit(
      trx,
      { subjectId: row.id, actorId: actor.profileId, payload: { LocationId: row.location_id, First: first } },
      deps.now,
    );
  });
}
