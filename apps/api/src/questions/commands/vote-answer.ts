import { nextVote, type QuestionView, type Vote } from '@meetspace/domain';
import { type Actor, requireAccess } from '../../kernel/access/access.ts';
import { type QuestionDeps, questionFor } from '../question.reads.ts';
import { questionAccess, refuseOwnAnswerVote } from '../questions.access.ts';
import { questionQueries } from '../questions.queries.ts';

/**
 * `PUT /v1/question/answer/{id}/upvote|downvote`. One vote per member and answer: the same vote
 * again withdraws it, the other one switches it. One transaction holds the answer's row first, then
 * reads the member's vote, writes it (unique key answer + member) and moves the answer's counters,
 * so a burst of votes counts exactly.
 */
export async function voteAnswer(
  deps: QuestionDeps,
  actor: Actor,
  answerId: number,
  asked: Vote,
): Promise<QuestionView> {
  const { answer, question } = await requireAccess({ db: deps.db }, actor, questionAccess.answer, answerId);
  refuseOwnAnswerVote(actor, answer.profile_id);
  const at = deps.now.toISOString();
  await deps.db.transaction().execute(async (trx) => {
    await questionQueries.lockAnswer(trx, answerId);
    const existing = await questionQueries.voteOf(trx, answerId, actor.profileId);
    const current: Vote | null = existing ? (existing.value === 1 ? 'up' : 'down') : null;
    const next = nextVote(current, asked);
    if (next.vote === null) {
      if (existing) await questionQueries.deleteVote(trx, existing.id);
    } else if (existing) await questionQueries.setVote(trx, existing.id, next.vote === 'up' ? 1 : -1);
    else await questionQueries.insertVote(trx, answerId, actor.profileId, next.vote === 'up' ? 1 : -1, at);
    await questionQueries.addToCounters(trx, answerId, next.up, next.down);
  });
  return questionFor(deps.db, actor, question.id);
}
