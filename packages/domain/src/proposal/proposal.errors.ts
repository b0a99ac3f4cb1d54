/** Why a tender or proposal call refuses (field error codes; the web maps each to a sentence). */
export const ProposalErrorCode = {
  /** A tender names no location, or more than TENDER_LOCATIONS.max (field `LocationIds`). */
  TenderLocationCount: 'tender_location_count',
  /** A location of a tender cannot be asked: unknown or not live (field `LocationIds[i]`). */
  TenderLocationUnavailable: 'tender_location_unavailable',
  /** The proposal's valid-until date has passed: it refuses every action. */
  ProposalExpired: 'proposal_expired',
  /** The proposal was accepted or rejected already (or the tender went to another location). */
  ProposalClosed: 'proposal_closed',
  /** Changes were requested; the proposal waits for the host's new version. */
  ProposalChangePending: 'proposal_change_pending',
  /** Only the applicant (who sent the tender) may accept, request changes or reject. */
  NotApplicant: 'not_applicant',
  /** A proposal's valid-until date lies before today or after the meeting's first day. */
  ValidUntilOutOfRange: 'valid_until_out_of_range',
  /** The location already answered (or declined) this tender. */
  TenderAnswered: 'tender_answered',
} as const;
