import { randomBytes } from 'node:crypto';
import { localeOfLanguageId, REVIEW_OPEN_WINDOW_DAYS } from '@meetspace/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { addDays, localNow, PLATFORM_TIME_ZONE } from '../../kernel/local-time.ts';
import { reviewEvents } from '../reviews.events.ts';
import { type DueReservation, reviewQueries } from '../reviews.queries.ts';

/** How many reservations one pass opens reviews for (passes repeat until none are left). */
const BATCH = 200;

/** A review's key: 8 random bytes, URL-safe (11 characters). */
export function newReviewKey(): string {
  return randomBytes(8).toString('base64url');
}

/**
 * Opens a review for every reservation that has ended (the platform's clock at `now`) within the
 * last REVIEW_OPEN_WINDOW_DAYS days, was not cancelled and was booked by a member, and has none
 * yet: all of them (the opening job), or one member's (`profileId`: their open reviews are read).
 * A reservation gets one review whoever opens it first: the insert skips one that has its review
 * already (`reservation_id` is unique). With `announce` (the job) each review's `review.opened`
 * event is written with it, and the booker is mailed; a member who reads their open reviews needs
 * no mail. Returns the ids of the reviews opened.
 */
export async function openDueReviews(
  db: Kysely<DB>,
  now: Date,
  options: { profileId?: number; announce: boolean },
): Promise<number[]> {
  const local = localNow(now, PLATFORM_TIME_ZONE);
  const at = {
    today: local.date,
    nowMinutes: local.minutes,
    fromDate: addDays(local.date, -REVIEW_OPEN_WINDOW_DAYS),
    profileId: options.profileId,
    limit: BATCH,
  };
  const opened: number[] = [];
  for (;;) {
    const due = await reviewQueries.due(db, at);
    for (const reservation of due) {
      const id = await openReview(db, reservation, now, options.announce);
      if (id !== undefined) opened.push(id);
    }
    if (due.length < BATCH) return opened;
  }
}

/** Opens one reservation's review (none if it has one already); with `announce`, and its event. */
async function openReview(
  db: Kysely<DB>,
  r: DueReservation,
  now: Date,
  announce: boolean,
): Promise<number | undefined> {
  let key = newReviewKey();
  while (await reviewQueries.keyExists(db, key)) key = newReviewKey();
  const at = now.toISOString();
  return db.transaction().execute(async (trx) => {
    const id = await reviewQueries.insertOpen(trx, {
      key,
      reservation_id: r.id,
      location_id: r.location_id,
      meeting_type_id: r.meeting_type_id,
      profile_id: r.profile_id,
      meeting_date: r.end_date,
      language: localeOfLanguageId(r.language_id),
      status: 'Open',
      catering_booked: Number(r.catering_booked) === 1 ? 1 : 0,
      score_location: null,
      score_room: null,
      score_catering: null,
      score_service: null,
      score_value: null,
      overall: null,
      text: null,
      opened_at: at,
      submitted_at: null,
      response_text: null,
      response_by: null,
      responded_at: null,
      response_updated_at: null,
      updated_at: at,
      deleted_at: null,
      deleted_by: null,
      deletion_reason: null,
    });
    if (id !== undefined && announce)
      await reviewEvents.opened.emit(
        trx,
        { subjectId: id, actorId: null, payload: { ProfileId: r.profile_id, LocationId: r.location_id } },
        now,
      );
    return id;
  });
}
