import { QuestionErrorCode, type QuestionView } from '@meetspace/domain';
import { type Actor, requireAccess } from '../../kernel/access/access.ts';
import { AppError } from '../../kernel/errors.ts';
import { type QuestionDeps, questionFor } from '../question.reads.ts';
import { questionAccess } from '../questions.access.ts';
import { questionQueries } from '../questions.queries.ts';

/** `PUT /v1/question/answer/{id}/best`: the asker makes an answer (not a reply) the best one (idempotent). */
export async function chooseBest(deps: QuestionDeps, actor: Actor, answerId: number): Promise<QuestionView> {
  const { answer, question } = await requireAccess({ db: deps.db }, actor, questionAccess.best, answerId);
  if (answer.parent_id !== null)
    throw AppError.badRequest('A reply cannot be the best answer', [
      { Field: 'Id', Code: QuestionErrorCode.BestAnswerInvalid },
    ]);
  await questionQueries.updateQuestion(deps.db, question.id, {
    best_answer_id: answer.id,
    updated_at: deps.now.toISOString(),
  });
  return questionFor(deps.db, actor, question.id);
}

/** `PUT /v1/question/{id}/close|open`: the asker closes (no new answers) or reopens (idempotent). */
export async function setQuestionStatus(
  deps: QuestionDeps,
  actor: Actor,
  id: number,
  status: 'open' | 'closed',
): Promise<QuestionView> {
  const question = await requireAccess({ db: deps.db }, actor, questionAccess.asker, id);
  if (question.status !== status) {
    const at = deps.now.toISOString();
    await deps.db.transaction().execute(async (trx) => {
      await questionQueries.lockQuestion(trx, id);
      await questionQueries.updateQuestion(trx, id, {
        status,
        closed_at: status === 'closed' ? at : null,
        updated_at: at,
      });
    });
  }
  return questionFor(deps.db, actor, id);
}

/** `PUT /v1/question/setanswer/{id}`: its author changes the text of their answer or reply (votes stay). */
export async function setAnswer(
  deps: QuestionDeps,
  actor: Actor,
  answerId: number,
  text: string,
): Promise<QuestionView> {
  const { question } = await requireAccess({ db: deps.db }, actor, questionAccess.edit, answerId);
  await questionQueries.updateAnswerText(deps.db, answerId, text, deps.now.toISOString());
  return questionFor(deps.db, actor, question.id);
}
