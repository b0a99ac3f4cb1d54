import { type Actor, requireAccess } from '../../kernel/access/access.ts';
import { isSelf } from '../../kernel/access/relations.ts';
import type { ProposalDeps } from '../proposal-deps.ts';
import { proposalAccess } from '../proposals.access.ts';
import { proposalQueries } from '../proposals.queries.ts';

/** An applicant's views closer together than this are one entry in the history. */
export const VIEW_LOG_MINUTES = 10;

/**
 * `POST /v1/log/proposal/{key}/view`: whoever may read the proposal may call it; only its applicant's
 * view is logged (`viewed` in the history, at most one per 10 minutes). Returns whether it logged.
 */
export async function logProposalView(deps: ProposalDeps, actor: Actor, key: string): Promise<boolean> {
  const { db, now } = deps;
  const p = await requireAccess({ db }, actor, proposalAccess.read, key);
  if (!isSelf(actor, p.profile_id)) return false;
  const last = await proposalQueries.lastView(db, p.id, actor.profileId);
  if (last && now.getTime() - Date.parse(last.created_at) < VIEW_LOG_MINUTES * 60_000) return true;
  await proposalQueries.insertHistory(db, {
    proposal_id: p.id,
    kind: 'viewed',
    version: p.version,
    profile_id: actor.profileId,
    comment: null,
    snapshot: null,
    created_at: now.toISOString(),
  });
  return true;
}
