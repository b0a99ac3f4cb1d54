/** Why a review call refuses (field error codes; the web maps each to a sentence in nl and en). */
export const ReviewErrorCode = {
  /** The review was submitted already (one review per reservation; it is not edited). */
  ReviewAlreadySubmitted: 'review_already_submitted',
  /** The host answers a submitted review only (this one still waits for its booker). */
  ReviewNotSubmitted: 'review_not_submitted',
  /** Submitting needs a score for every aspect (catering only when catering was booked). */
  ReviewScoreRequired: 'review_score_required',
  /** Submitting needs the text (20 to 2000 characters). */
  ReviewTextRequired: 'review_text_required',
  /** Answering a review needs the response's text. */
  ReviewResponseRequired: 'review_response_required',
  /** An administrator deleting someone else's review gives a reason. */
  ReviewReasonRequired: 'review_reason_required',
} as const;
