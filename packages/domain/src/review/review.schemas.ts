import { z } from 'zod';
import {
  channelFilterParam,
  featuredCountParam,
  idParam,
  itemsPerPageParam,
  listOf,
  optionalIdParam,
  pageParam,
  zeroMeansNone,
} from '../common/common.schemas.ts';
import {
  PROFILE_REVIEWS_PER_PAGE,
  REVIEW_REASON_MAX,
  REVIEW_RESPONSE_MAX,
  REVIEW_RESPONSE_MIN,
  REVIEW_SCORE_MAX,
  REVIEW_SCORE_MIN,
  REVIEW_STATUSES,
  REVIEW_TEXT_MAX,
  REVIEW_TEXT_MIN,
  REVIEWS_PER_PAGE,
} from './review.constants.ts';

// Reviews: one per finished reservation, created Open for its booker (by the opening job, or when
// the booker asks for their open reviews), Submitted with scores and a text (public from then on),
// answered once by a manager of the location (the answer can be edited), deleted by its author or
// by an administrator with a reason.

/** One aspect's score: whole stars, 1 to 5. */
export const aspectScore = z.number().int().min(REVIEW_SCORE_MIN).max(REVIEW_SCORE_MAX);

/** The scores a booker gives (each checked by the call: catering is required only when it was booked). */
export const reviewScoresBody = z.object({
  Location: aspectScore.optional(),
  Room: aspectScore.optional(),
  Catering: aspectScore.nullish(),
  Service: aspectScore.optional(),
  Value: aspectScore.optional(),
});

/**
 * `POST /v1/review/{key}/response`, one call for both sides of a review. The booker of an Open
 * review sends `Scores` and `Text` (optionally the text's `Language`, else the member's): the review
 * is Submitted. A manager of the location (or an administrator) sends `Response` to a Submitted one:
 * the public answer (again: edited).
 */
export const reviewResponseBody = z.object({
  Scores: reviewScoresBody.optional(),
  Text: z.string().trim().min(REVIEW_TEXT_MIN).max(REVIEW_TEXT_MAX).optional(),
  Language: z.enum(['nl', 'en']).optional(),
  Response: z.string().trim().min(REVIEW_RESPONSE_MIN).max(REVIEW_RESPONSE_MAX).optional(),
});
export type ReviewResponseBody = z.input<typeof reviewResponseBody>;

/** `DELETE /v1/review/{id}`: an administrator removing someone else's review says why. */
export const reviewDeleteBody = z
  .object({ Reason: z.string().trim().max(REVIEW_REASON_MAX).optional() })
  .nullish();

/** The scores of a submitted review (catering null when it was not scored). */
export const reviewScores = z.object({
  Location: z.number().int(),
  Room: z.number().int(),
  Catering: z.number().int().nullable(),
  Service: z.number().int(),
  Value: z.number().int(),
});
export type ReviewScores = z.infer<typeof reviewScores>;

/** The host's public answer. */
export const reviewAnswer = z.object({
  Text: z.string(),
  /** When it was first given, and last changed (ISO instants). */
  RespondedAt: z.string(),
  UpdatedAt: z.string(),
});
export type ReviewAnswer = z.infer<typeof reviewAnswer>;

/** A review as its reader may see it. */
export const review = z.object({
  Id: z.number().int(),
  /** The key of `POST /v1/review/{key}/response`: for its booker, the location's managers and administrators; else null. */
  Key: z.string().nullable(),
  Status: z.enum(REVIEW_STATUSES),
  LocationId: z.number().int(),
  LocationName: z.string(),
  /** The location's `UrlName` for links. */
  LocationSlug: z.string(),
  City: z.string(),
  MeetingtypeId: z.number().int(),
  /** The reservation reviewed and its name: for its booker, the location's managers and administrators; else null. */
  ReservationId: z.number().int().nullable(),
  ReservationName: z.string().nullable(),
  /** The day the reservation ended (yyyy-MM-dd). */
  MeetingDate: z.string(),
  /** The reviewer as shown in public: first name and the initial of the last name. */
  ReviewerName: z.string(),
  /** The text's language. */
  Language: z.enum(['nl', 'en']),
  /** Whether catering was booked (then its score is required; else optional). */
  CateringBooked: z.boolean(),
  /** Null while Open. */
  Scores: reviewScores.nullable(),
  /** The mean of the aspects scored, one decimal; null while Open. */
  Overall: z.number().nullable(),
  Text: z.string().nullable(),
  OpenedAt: z.string(),
  SubmittedAt: z.string().nullable(),
  Response: reviewAnswer.nullable(),
  /** The caller may answer it (a manager of the location or an administrator, once it is submitted). */
  CanRespond: z.boolean(),
  /** The caller may delete it (its author; an administrator with a reason). */
  CanDelete: z.boolean(),
});
export type Review = z.infer<typeof review>;

export const reviewList = listOf(review).extend({ TotalCount: z.number().int() });
export type ReviewList = z.infer<typeof reviewList>;

const meetingTypeFilter = zeroMeansNone(z.coerce.number().int().min(1).max(3).optional(), 'absent');

/**
 * `GET /v1/review`: submitted reviews, newest first; at a location, of a meeting type, with at
 * least `minScore` overall (1 to 5).
 */
export const reviewListQuery = z.object({
  channelId: channelFilterParam,
  locationId: optionalIdParam,
  meetingtypeId: meetingTypeFilter,
  minScore: zeroMeansNone(z.coerce.number().min(REVIEW_SCORE_MIN).max(REVIEW_SCORE_MAX).optional(), 'absent'),
  page: pageParam,
  itemsPerPage: itemsPerPageParam(REVIEWS_PER_PAGE),
});
export type ReviewListQuery = z.input<typeof reviewListQuery>;

/** `GET /v1/profile/review`: the member's own submitted reviews, 50 a page. */
export const profileReviewQuery = z.object({
  page: pageParam,
  itemsPerPage: itemsPerPageParam(PROFILE_REVIEWS_PER_PAGE),
});

/** `GET /v1/review/score`: the average per aspect of the submitted reviews asked for. */
export const reviewScoreQuery = z.object({
  channelId: channelFilterParam,
  locationId: optionalIdParam,
  meetingtypeId: meetingTypeFilter,
});

/** The averages (one decimal; null for an aspect nobody scored), the count and how many per star. */
export const reviewScore = z.object({
  LocationId: z.number().int().nullable(),
  MeetingtypeId: z.number().int().nullable(),
  Count: z.number().int(),
  /** The mean of the reviews' overall scores, one decimal; 0 without reviews (as a location's `ReviewScore`). */
  Overall: z.number(),
  Aspects: z.object({
    Location: z.number().nullable(),
    Room: z.number().nullable(),
    Catering: z.number().nullable(),
    Service: z.number().nullable(),
    Value: z.number().nullable(),
  }),
  /** How many reviews have an overall score that rounds to 5, 4, 3, 2 and 1 stars (in that order). */
  Distribution: z.array(z.object({ Stars: z.number().int(), Count: z.number().int() })),
});
export type ReviewScore = z.infer<typeof reviewScore>;

/** `GET /v2/featured/reviews`: good recent reviews to feature (at a location when asked). */
export const featuredReviewsQuery = z.object({
  channelId: channelFilterParam,
  locationId: optionalIdParam,
  /** How many (the spec's nrOf...; `nrOfReviews` is read too). */
  nrOf: featuredCountParam,
});

export const reviewIdParams = z.object({ id: idParam });
export const reviewKeyParams = z.object({ key: z.string().trim().min(1).max(40) });
