// The words and limits of tenders and proposals, apart from their schemas: pages import these
// without bringing zod into their chunk (the browser build leaves schemas out of declarations only).

/** A tender's status as its applicant sees it. */
export const TENDER_STATUSES = ['open', 'accepted', 'closed'] as const;
export type TenderStatus = (typeof TENDER_STATUSES)[number];

/**
 * Where one asked location stands with a tender: waiting for the host's answer, answered (a
 * proposal exists; its own status says more), declined by the host, or closed (the applicant
 * accepted another location's proposal, or the meeting's day passed unanswered).
 */
export const TENDER_REQUEST_STATUSES = ['waiting', 'answered', 'declined', 'closed'] as const;
export type TenderRequestStatus = (typeof TENDER_REQUEST_STATUSES)[number];

/**
 * A proposal's status. `changeRequested` is pending until the host sends a new version (then
 * `open` again); `expired` once its valid-until day has passed (or the applicant accepted another
 * proposal of the same tender); `rejected` is the applicant's cancel with a reason.
 */
export const PROPOSAL_STATUSES = ['open', 'changeRequested', 'accepted', 'rejected', 'expired'] as const;
export type ProposalStatus = (typeof PROPOSAL_STATUSES)[number];

/** What happened to a proposal, oldest first (its history). */
export const PROPOSAL_HISTORY_KINDS = [
  'sent',
  'changeRequested',
  'accepted',
  'rejected',
  'expired',
  'viewed',
] as const;
export type ProposalHistoryKind = (typeof PROPOSAL_HISTORY_KINDS)[number];

/** The longest free text of a tender, a proposal or a change request. */
export const PROPOSAL_TEXT_MAX = 4000;
/** A tender's meeting spans at most this many days (as a search). */
export const TENDER_MAX_DAYS = 31;
/** A proposal offers at most this many spaces and options. */
export const PROPOSAL_MAX_SPACES = 10;
export const PROPOSAL_MAX_OPTIONS = 30;
