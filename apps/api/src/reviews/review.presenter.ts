import { type Review, type ReviewStatus, reviewerName } from '@meetspace/domain';
import type { NamedReviewRow } from './reviews.queries.ts';

/** What the reader is to this review: its author, a manager of its location, an administrator. */
export interface ReviewReader {
  isAuthor: boolean;
  managesLocation: boolean;
  isAdmin: boolean;
}

/** A review row as its reader sees it: keys and the reservation only for the parties to it. */
export function presentReview(row: NamedReviewRow, reader: ReviewReader): Review {
  const party = reader.isAuthor || reader.managesLocation || reader.isAdmin;
  const isSubmitted = row.status === 'Submitted';
  const scored = isSubmitted && row.score_location !== null;
  return {
    Id: row.id,
    Key: party ? row.key : null,
    Status: row.status as ReviewStatus,
    LocationId: row.location_id,
    LocationName: row.location_name,
    LocationSlug: row.location_slug,
    City: row.location_city,
    MeetingtypeId: row.meeting_type_id,
    ReservationId: party ? row.reservation_id : null,
    ReservationName: party ? row.reservation_name : null,
    MeetingDate: row.meeting_date,
    ReviewerName: reviewerName(row.first_name, row.last_name),
    Language: row.language === 'en' ? 'en' : 'nl',
    CateringBooked: row.catering_booked === 1,
    Scores: scored
      ? {
          Location: row.score_location ?? 0,
          Room: row.score_room ?? 0,
          Catering: row.score_catering,
          Service: row.score_service ?? 0,
          Value: row.score_value ?? 0,
        }
      : null,
    Overall: isSubmitted ? row.overall : null,
    Text: isSubmitted ? row.text : null,
    OpenedAt: row.opened_at,
    SubmittedAt: row.submitted_at,
    Response:
      row.response_text && row.responded_at
        ? {
            Text: row.response_text,
            RespondedAt: row.responded_at,
            UpdatedAt: row.response_updated_at ?? row.responded_at,
          }
        : null,
    CanRespond: isSubmitted && !reader.isAuthor && (reader.managesLocation || reader.isAdmin),
    CanDelete: reader.isAuthor || reader.isAdmin,
  };
}
