import { z } from 'zod';
import { endpoint } from '../api/endpoint.ts';
import {
  featuredReviewsQuery,
  profileReviewQuery,
  review,
  reviewDeleteBody,
  reviewIdParams,
  reviewKeyParams,
  reviewList,
  reviewListQuery,
  reviewResponseBody,
  reviewScore,
  reviewScoreQuery,
} from './review.schemas.ts';

const tags = ['Reviews'];

/** Reviews: the public lists and scores, the booker's open and own reviews, answering, deleting. */
export const reviewApi = {
  list: endpoint({
    method: 'GET',
    path: '/v1/review',
    summary:
      "Submitted reviews, newest first, 10 per page: at a location (a live one; its managers also see their own location's when it is not live), of a meeting type, with at least minScore overall",
    tags,
    auth: 'public',
    query: reviewListQuery,
    queryAliases: { meetingtype: 'meetingtypeId', minimumscore: 'minScore' },
    response: reviewList,
    errors: [400, 404],
  }),
  open: endpoint({
    method: 'GET',
    path: '/v1/review/open',
    summary:
      "The caller's open reviews: one per reservation they booked that ended (not cancelled) in the last 60 days; missing ones are opened by this call",
    tags,
    auth: 'member',
    response: reviewList,
    errors: [401],
  }),
  score: endpoint({
    method: 'GET',
    path: '/v1/review/score',
    summary:
      'The review score: the average per aspect and overall (one decimal, 1 to 5) and the number of submitted reviews, of a location and/or meeting type, or of the channel',
    tags,
    auth: 'public',
    query: reviewScoreQuery,
    queryAliases: { meetingtype: 'meetingtypeId' },
    response: reviewScore,
    errors: [400, 404],
  }),
  get: endpoint({
    method: 'GET',
    path: '/v1/review/:id',
    summary:
      'One review: a submitted one for anyone; an open one for its booker (and administrators); 404 otherwise and once deleted',
    tags,
    auth: 'public',
    params: reviewIdParams,
    response: review,
    errors: [400, 401, 403, 404],
  }),
  mine: endpoint({
    method: 'GET',
    path: '/v1/profile/review',
    summary: "The caller's submitted reviews, newest first, 50 per page",
    tags,
    auth: 'member',
    query: profileReviewQuery,
    response: reviewList,
    errors: [400, 401],
  }),
  respond: endpoint({
    method: 'POST',
    path: '/v1/review/:key/response',
    summary:
      'Writes to the review with this key. Its booker, while it is Open: Scores (Location, Room, Catering, Service, Value, 1 to 5; Catering required only when catering was booked) and Text (20 to 2000 characters): the review is Submitted (409 review_already_submitted after). A manager of the location or an administrator, once it is Submitted: Response, the public answer (again: it is edited; 409 review_not_submitted before). Anyone else 403',
    tags,
    auth: 'member',
    params: reviewKeyParams,
    body: reviewResponseBody,
    response: review,
    errors: [400, 401, 403, 404, 409],
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/v1/review/:id',
    summary:
      "Deletes a review: its author, or an administrator with a Reason (400 review_reason_required without). It is gone from every list and from the location's score",
    tags,
    auth: 'member',
    params: reviewIdParams,
    body: reviewDeleteBody,
    response: z.object({ Id: z.number().int() }),
    errors: [400, 401, 403, 404],
  }),
  featured: endpoint({
    method: 'GET',
    path: '/v2/featured/reviews',
    summary:
      'Good recent reviews to feature (4 stars or more overall, newest first), of live locations; at one location when asked',
    tags,
    auth: 'public',
    query: featuredReviewsQuery,
    queryAliases: { nrofreviews: 'nrOf' },
    response: z.array(review),
    errors: [400],
  }),
};
