import type { Generated } from 'kysely';

/**
 * A review: one per reservation (`reservation_id` unique), opened for its booker once it has ended,
 * submitted with scores and a text, answered by the location's manager; deleted: gone from every
 * list and score (the row stays, so the reservation is never asked about again).
 */
export interface ReviewsTable {
  id: Generated<number>;
  /** The review's key in `POST /v1/review/{key}/response`: random, URL-safe. */
  key: string;
  reservation_id: number;
  location_id: number;
  meeting_type_id: number;
  /** The reviewer: the reservation's booker. */
  profile_id: number;
  /** The day the reservation ended (yyyy-MM-dd). */
  meeting_date: string;
  /** nl | en: the text's language (the member's when opened; the one sent when submitted). */
  language: string;
  /** Open | Submitted | Deleted */
  status: string;
  /** Whether catering was booked (an option of category 1, or in the package): then it is scored. */
  catering_booked: number;
  score_location: number | null;
  score_room: number | null;
  score_catering: number | null;
  score_service: number | null;
  score_value: number | null;
  /** The mean of the scored aspects, one decimal. */
  overall: number | null;
  text: string | null;
  opened_at: string;
  submitted_at: string | null;
  /** The host's public answer: one per review, edited in place. */
  response_text: string | null;
  response_by: number | null;
  responded_at: string | null;
  response_updated_at: string | null;
  updated_at: string;
  deleted_at: string | null;
  deleted_by: number | null;
  /** Why an administrator deleted it (null when its author did). */
  deletion_reason: string | null;
}

/** The reviews area's tables (the DB type in db/schema.ts includes them). */
export interface ReviewAreaTables {
  reviews: ReviewsTable;
}
