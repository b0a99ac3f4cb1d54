import { type answerBody, QuestionErrorCode, type QuestionView } from '@meetspace/domain';
import type { z } from 'zod';
import { type Actor, requireAccess } from '../../kernel/access/access.ts';
import { AppError } from '../../kernel/errors.ts';
import { type QuestionDeps, questionFor } from '../question.reads.ts';
import { questionAccess } from '../questions.access.ts';
import { questionQueries } from '../questions.queries.ts';
import { nameOf, noticeOfQuestion } from './notices.ts';

type Body = z.output<typeof answerBody>;

export const closedConflict = () =>
  new AppError(409, 'The question is closed', [
    { Field: 'QuestionId', Code: QuestionErrorCode.QuestionClosed },
  ]);

/**
 * `POST /v1/question/answer`. An answer (the asker is notified: questionAnswer), or with AnswerId a
 * reply to an answer of the same question (its author is notified: answerComment). Under the
 * question's row lock, so an answer racing a close either lands before it or is refused (409).
 */
export async function answerQuestion(deps: QuestionDeps, actor: Actor, body: Body): Promise<QuestionView> {
  const question = await requireAccess({ db: deps.db }, actor, questionAccess.read, body.QuestionId);
  const at = deps.now.toISOString();
  await deps.db.transaction().execute(async (trx) => {
    await questionQueries.lockQuestion(trx, question.id);
    const current = await questionQueries.byId(trx, question.id);
    if (!current || current.status === 'closed') throw closedConflict();
    let parentAuthor: number | null = null;
    if (body.AnswerId != null) {
      const parent = await questionQueries.answerById(trx, body.AnswerId);
      if (!parent || parent.question_id !== question.id || parent.parent_id !== null)
        throw AppError.badRequest('Reply to an answer of this question', [
          { Field: 'AnswerId', Code: QuestionErrorCode.AnswerNotReplyable },
        ]);
      parentAuthor = parent.profile_id;
    }
    await questionQueries.insertAnswer(trx, {
      question_id: question.id,
      parent_id: body.AnswerId ?? null,
      profile_id: actor.profileId,
      text: body.Text,
      upvotes: 0,
      downvotes: 0,
      created_at: at,
      updated_at: at,
    });
    await questionQueries.recountAnswers(trx, question.id, at);
    const by = await nameOf(trx, actor.profileId);
    const to = parentAuthor ?? current.profile_id;
    if (to !== actor.profileId)
      await noticeOfQuestion(
        trx,
        to,
        parentAuthor === null ? 'questionAnswer' : 'answerComment',
        current,
        by,
        body.Text,
        deps,
      );
  });
  return questionFor(deps.db, actor, question.id);
}
