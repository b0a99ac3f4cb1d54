import type {
  featuredReviewsQuery,
  profileReviewQuery,
  Review,
  ReviewList,
  ReviewScore,
  reviewListQuery,
  reviewScoreQuery,
} from '@meetspace/domain';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { DB } from '../db/schema.ts';
import { type Actor, requireAccess } from '../kernel/access/access.ts';
import { isAdmin, isSelf } from '../kernel/access/relations.ts';
import { AppError } from '../kernel/errors.ts';
import { openDueReviews } from './commands/open-reviews.ts';
import { presentReview } from './review.presenter.ts';
import { reviewAccess } from './reviews.access.ts';
import { type NamedReviewRow, type ReviewFilter, reviewQueries } from './reviews.queries.ts';

/** What the area's reads and commands need: the database and the clock. */
export interface ReviewDeps {
  db: Kysely<DB>;
  now: Date;
}

/** A featured review has at least this overall score. */
const FEATURED_FROM = 4;

/** Rows as this actor reads them (which locations the actor manages: one query for the page). */
async function present(
  db: Kysely<DB>,
  actor: Actor | undefined,
  rows: readonly NamedReviewRow[],
): Promise<Review[]> {
  const managed = actor
    ? await reviewQueries.managedAmong(
        db,
        actor.profileId,
        rows.map((r) => r.location_id),
      )
    : new Set<number>();
  return rows.map((row) =>
    presentReview(row, {
      isAuthor: isSelf(actor, row.profile_id),
      managesLocation: managed.has(row.location_id),
      isAdmin: isAdmin(actor),
    }),
  );
}

/** One review (not deleted) as the actor reads it, after the caller checked access. */
export async function reviewFor(db: Kysely<DB>, actor: Actor | undefined, id: number): Promise<Review> {
  const row = await reviewQueries.namedById(db, id);
  if (!row) throw AppError.notFound('Review not found');
  const [review] = await present(db, actor, [row]);
  return review as Review;
}

/**
 * The location a public list or score is asked about: a live one for anyone; one that is not live
 * (pending, suspended) only for its managers and administrators (404 otherwise). Answers whether
 * the list may show reviews of locations that are not live.
 */
async function requireListedLocation(
  db: Kysely<DB>,
  actor: Actor | undefined,
  locationId: number,
): Promise<boolean> {
  const location = await reviewQueries.location(db, locationId);
  if (location?.status === 'live') return false;
  if (location && actor) {
    if (isAdmin(actor)) return true;
    if ((await reviewQueries.managedAmong(db, actor.profileId, [locationId])).has(locationId)) return true;
  }
  throw AppError.notFound('Location not found');
}

/** `GET /v1/review`: submitted reviews, newest first. */
export async function listReviews(
  deps: ReviewDeps,
  actor: Actor | undefined,
  q: z.output<typeof reviewListQuery>,
): Promise<ReviewList> {
  const anyStatus = q.locationId !== undefined && (await requireListedLocation(deps.db, actor, q.locationId));
  const filter: ReviewFilter = {
    channelId: q.channelId,
    locationId: q.locationId,
    meetingTypeId: q.meetingtypeId,
    minScore: q.minScore,
    liveOnly: !anyStatus,
  };
  const { rows, total } = await reviewQueries.listPage(deps.db, filter, q.page, q.itemsPerPage);
  return {
    Results: await present(deps.db, actor, rows),
    MorePages: q.page * q.itemsPerPage < total,
    TotalCount: total,
  };
}

/** `GET /v1/review/open`: the member's open reviews, opening the ones that are due first. */
export async function openReviews(deps: ReviewDeps, actor: Actor): Promise<ReviewList> {
  await openDueReviews(deps.db, deps.now, { profileId: actor.profileId, announce: false });
  const rows = await reviewQueries.openOf(deps.db, actor.profileId);
  return { Results: await present(deps.db, actor, rows), MorePages: false, TotalCount: rows.length };
}

/** `GET /v1/review/{id}`: see `canReadReview`. */
export async function readReview(deps: ReviewDeps, actor: Actor | undefined, id: number): Promise<Review> {
  await requireAccess({ db: deps.db, now: deps.now }, actor, reviewAccess.read, id);
  return reviewFor(deps.db, actor, id);
}

/** `GET /v1/profile/review`: the member's submitted reviews (of any location), newest first. */
export async function myReviews(
  deps: ReviewDeps,
  actor: Actor,
  q: z.output<typeof profileReviewQuery>,
): Promise<ReviewList> {
  const { rows, total } = await reviewQueries.listPage(
    deps.db,
    { profileId: actor.profileId, liveOnly: false },
    q.page,
    q.itemsPerPage,
  );
  return {
    Results: await present(deps.db, actor, rows),
    MorePages: q.page * q.itemsPerPage < total,
    TotalCount: total,
  };
}

/** `GET /v1/review/score`: averages per aspect and overall, the count and the stars' spread. */
export async function reviewScore(
  deps: ReviewDeps,
  actor: Actor | undefined,
  q: z.output<typeof reviewScoreQuery>,
): Promise<ReviewScore> {
  const anyStatus = q.locationId !== undefined && (await requireListedLocation(deps.db, actor, q.locationId));
  const score = await reviewQueries.score(deps.db, {
    channelId: q.channelId,
    locationId: q.locationId,
    meetingTypeId: q.meetingtypeId,
    liveOnly: !anyStatus,
  });
  return {
    LocationId: q.locationId ?? null,
    MeetingtypeId: q.meetingtypeId ?? null,
    Count: score.count,
    Overall: score.overall,
    Aspects: score.aspects,
    Distribution: score.stars.map((count, i) => ({ Stars: 5 - i, Count: count })),
  };
}

/** `GET /v2/featured/reviews`: good recent reviews of live locations (at one location when asked). */
export async function featuredReviews(
  deps: ReviewDeps,
  actor: Actor | undefined,
  q: z.output<typeof featuredReviewsQuery>,
): Promise<Review[]> {
  const rows = await reviewQueries.latest(
    deps.db,
    { channelId: q.channelId, locationId: q.locationId, liveOnly: true, featuredFrom: FEATURED_FROM },
    q.nrOf,
  );
  return present(deps.db, actor, rows);
}
