import {
  effectiveProposalStatus,
  type ProposalStatus,
  type TenderLocation,
  type TenderRequestStatus,
} from '@meetspace/domain';

/** Where an asked location stands, as the compare table and the proposal page say it. */
export type AnswerStatus =
  | { kind: 'request'; status: Exclude<TenderRequestStatus, 'answered'> }
  | { kind: 'proposal'; status: ProposalStatus; validUntil: string | null };

/**
 * A location's answer as of `today` (yyyy-MM-dd): waiting, declined or closed; or its proposal's
 * status (open or change-requested ones past their valid-until day are expired), with the day it
 * can be accepted until while it is still open for a decision.
 */
export function answerStatus(location: TenderLocation, today: string): AnswerStatus {
  const p = location.Proposal;
  if (location.Status !== 'answered' || !p) {
    return { kind: 'request', status: location.Status === 'answered' ? 'waiting' : location.Status };
  }
  const status = effectiveProposalStatus(p.Status, p.ValidUntil, today);
  return {
    kind: 'proposal',
    status,
    validUntil: status === 'open' || status === 'changeRequested' ? p.ValidUntil : null,
  };
}

/** The catalog key of a status. */
export const statusKey = (s: AnswerStatus) =>
  s.kind === 'request' ? `status.request.${s.status}` : `status.proposal.${s.status}`;
