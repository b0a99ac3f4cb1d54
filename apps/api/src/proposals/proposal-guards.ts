import { type ProposalActionName, ProposalErrorCode, proposalActions } from '@meetspace/domain';
import { AppError } from '../kernel/errors.ts';
import { statusOf } from './proposals.presenter.ts';
import type { ProposalRow } from './proposals.queries.ts';

/**
 * 409 unless the applicant may take `action` now: `proposal_expired` past its valid-until day (or
 * closed by another acceptance), `proposal_closed` once accepted or rejected,
 * `proposal_change_pending` while waiting for the host's new version (only cancel is open then).
 */
export function assertActionable(p: ProposalRow, action: ProposalActionName, today: string): void {
  const status = statusOf(p, today);
  if (proposalActions(status).includes(action)) return;
  if (status === 'expired') {
    throw new AppError(409, 'This proposal has expired', [
      { Field: 'id', Code: ProposalErrorCode.ProposalExpired },
    ]);
  }
  if (status === 'changeRequested') {
    throw new AppError(409, 'Changes were requested; the host has not sent a new version yet', [
      { Field: 'id', Code: ProposalErrorCode.ProposalChangePending },
    ]);
  }
  throw new AppError(409, 'This proposal was decided already', [
    { Field: 'id', Code: ProposalErrorCode.ProposalClosed },
  ]);
}
