import type { CancelProposalBody, ProposalActionName, ProposalStatus } from '@meetspace/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { type Actor, requireAccess } from '../../kernel/access/access.ts';
import { type ProposalDeps, todayOf } from '../proposal-deps.ts';
import { assertActionable } from '../proposal-guards.ts';
import { proposalAccess } from '../proposals.access.ts';
import { proposalEvents } from '../proposals.events.ts';
import { type ProposalRow, proposalQueries } from '../proposals.queries.ts';

/**
 * Moves the applicant's proposal on under a conditional update (of two parallel decisions only one
 * finds it in the state it needs); on losing, the guard names what it found. Returns the new row.
 */
async function decide(
  deps: ProposalDeps,
  actor: Actor,
  key: string,
  action: Exclude<ProposalActionName, 'accept'>,
  move: { from: readonly ProposalStatus[]; to: Parameters<typeof proposalQueries.moveProposal>[4] },
  record: (trx: Kysely<DB>, p: ProposalRow, nowIso: string) => Promise<void>,
): Promise<ProposalRow> {
  const { db, now } = deps;
  const today = todayOf(now);
  const p = await requireAccess({ db }, actor, proposalAccess.decide, key);
  assertActionable(p, action, today);
  return db.transaction().execute(async (trx) => {
    const nowIso = now.toISOString();
    if (
      !(await proposalQueries.moveProposal(trx, p.id, move.from, today, { ...move.to, updated_at: nowIso }))
    ) {
      // Another decision came first: say which.
      assertActionable((await proposalQueries.proposal(trx, p.id)) ?? p, action, today);
      throw new Error(`proposal ${p.id} could not move from ${move.from.join(', ')}`);
    }
    // The row as moved (its version is the one decided about).
    const moved = (await proposalQueries.proposal(trx, p.id)) ?? p;
    await record(trx, moved, nowIso);
    return moved;
  });
}

/**
 * `PUT /v2/proposal/{key}/change`: the applicant asks for changes while it is open; it waits
 * (changeRequested) until the host's new version. History with the comment; the managers are mailed.
 */
export function requestProposalChange(deps: ProposalDeps, actor: Actor, key: string, comment: string) {
  const move = { from: ['open'] as const, to: { status: 'changeRequested' } };
  return decide(deps, actor, key, 'change', move, async (trx, p, nowIso) => {
    await proposalQueries.insertHistory(trx, {
      proposal_id: p.id,
      kind: 'changeRequested',
      version: p.version,
      profile_id: actor.profileId,
      comment,
      snapshot: null,
      created_at: nowIso,
    });
    await proposalEvents.changeRequested.emit(
      trx,
      {
        subjectId: p.id,
        actorId: actor.profileId,
        payload: { TenderId: p.tender_id, LocationId: p.location_id, Version: p.version, Comment: comment },
      },
      deps.now,
    );
  });
}

/**
 * `PUT /v2/proposal/{key}/cancel`: the applicant rejects it (open or waiting for changes) with a
 * reason as a reservation's cancellation has; history; the managers are mailed.
 */
export function rejectProposal(deps: ProposalDeps, actor: Actor, key: string, body: CancelProposalBody) {
  const reason = body.Reason?.trim() || null;
  const move = {
    from: ['open', 'changeRequested'] as const,
    to: { status: 'rejected', cancel_reason_type: body.CancelReason ?? 0, cancel_reason: reason },
  };
  return decide(deps, actor, key, 'cancel', move, async (trx, p, nowIso) => {
    await proposalQueries.insertHistory(trx, {
      proposal_id: p.id,
      kind: 'rejected',
      version: p.version,
      profile_id: actor.profileId,
      comment: reason,
      snapshot: null,
      created_at: nowIso,
    });
    await proposalEvents.rejected.emit(
      trx,
      {
        subjectId: p.id,
        actorId: actor.profileId,
        payload: { TenderId: p.tender_id, LocationId: p.location_id, Version: p.version, Comment: reason },
      },
      deps.now,
    );
  });
}
