import type { ProposalStatus } from './proposal.constants.ts';

/** An applicant's action on a proposal. */
export type ProposalActionName = 'accept' | 'change' | 'cancel';

/**
 * A proposal's status as of `today` (yyyy-MM-dd, the platform's local day): an open or
 * change-requested one whose valid-until day has passed is expired (the stored status is not
 * rewritten; every read and action asks this).
 */
export function effectiveProposalStatus(
  stored: ProposalStatus,
  validUntil: string,
  today: string,
): ProposalStatus {
  if ((stored === 'open' || stored === 'changeRequested') && validUntil < today) return 'expired';
  return stored;
}

/**
 * What the applicant may do with a proposal in a status: accept or request changes while it is
 * open; reject (cancel with a reason) while open or waiting for the host's new version; nothing
 * once accepted, rejected or expired.
 */
export function proposalActions(status: ProposalStatus): ProposalActionName[] {
  if (status === 'open') return ['accept', 'change', 'cancel'];
  if (status === 'changeRequested') return ['cancel'];
  return [];
}
