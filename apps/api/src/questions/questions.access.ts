import { type FieldErrorCode, QuestionErrorCode } from '@meetspace/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import { type GroupFacts, groupFacts, groupsWhereMemberReadsQuestions } from '../groups/index.ts';
import { type Actor, definePermission } from '../kernel/access/access.ts';
import { isAdmin, isSelf } from '../kernel/access/relations.ts';
import { AppError } from '../kernel/errors.ts';
import { type AnswerWithQuestion, type QuestionRow, questionQueries } from './questions.queries.ts';

/** The spec's message. */
export const QUESTION_NOT_FOUND = 'Question not found';
const NOT_A_READER = "Only the group's members read its questions";

/**
 * Whether the actor reads the question: a channel's question every member; a group's its Joined
 * members while the group's questions feature is on, its admins, and administrators.
 */
export async function readsQuestion(
  db: Kysely<DB>,
  actor: Actor | undefined,
  row: QuestionRow,
): Promise<boolean> {
  if (!actor) return false;
  if (row.group_id === null || isAdmin(actor)) return true;
  return (await groupsWhereMemberReadsQuestions(db, actor.profileId, [row.group_id])).length > 0;
}

const forbidden = (message: string, code: FieldErrorCode) =>
  new AppError(403, message, [{ Field: 'Id', Code: code }]);

/**
 * Who may do what with a question: read it (and so answer, reply and vote), act as its asker (best
 * answer, close, reopen), edit an answer (its author), read a group's list (its readers).
 */
export const questionAccess = {
  read: definePermission<QuestionRow>({
    name: 'question.read',
    member: 'always',
    load: questionQueries.byId,
    allow: (actor, row, ctx) => readsQuestion(ctx.db, actor, row),
    messages: { notFound: QUESTION_NOT_FOUND, forbidden: NOT_A_READER },
  }),

  asker: definePermission<QuestionRow>({
    name: 'question.asker',
    member: 'always',
    load: questionQueries.byId,
    allow: async (actor, row, ctx) => {
      if (!(await readsQuestion(ctx.db, actor, row))) return false;
      return isSelf(actor, row.profile_id);
    },
    messages: {
      notFound: QUESTION_NOT_FOUND,
      forbidden: 'Only the asker closes, reopens and chooses the best answer',
    },
  }),

  /** An answer of a question the actor reads (to vote on it or reply to it). */
  answer: definePermission<AnswerWithQuestion>({
    name: 'question.answer.read',
    member: 'always',
    load: questionQueries.answerWithQuestion,
    allow: (actor, { question }, ctx) => readsQuestion(ctx.db, actor, question),
    messages: { notFound: 'Answer not found', forbidden: NOT_A_READER },
  }),

  best: definePermission<AnswerWithQuestion>({
    name: 'question.answer.best',
    member: 'always',
    load: questionQueries.answerWithQuestion,
    allow: async (actor, { question }, ctx) =>
      (await readsQuestion(ctx.db, actor, question)) && isSelf(actor, question.profile_id),
    messages: { notFound: 'Answer not found', forbidden: 'Only the asker chooses the best answer' },
  }),

  edit: definePermission<AnswerWithQuestion>({
    name: 'question.answer.edit',
    member: 'always',
    load: questionQueries.answerWithQuestion,
    allow: async (actor, { answer, question }, ctx) =>
      isSelf(actor, answer.profile_id) && (await readsQuestion(ctx.db, actor, question)),
    messages: { notFound: 'Answer not found', forbidden: 'Only its author changes an answer' },
  }),

  /** `GET /v1/group/{id}/questions`: Joined members with questions on, its admins, administrators. */
  group: definePermission<GroupFacts>({
    name: 'group.questions',
    member: 'always',
    load: groupFacts,
    allow: async (actor, group, ctx) =>
      !!actor &&
      (isAdmin(actor) ||
        (await groupsWhereMemberReadsQuestions(ctx.db, actor.profileId, [group.id])).length > 0),
    messages: { notFound: 'Group not found', forbidden: NOT_A_READER },
  }),
};

/** Members do not vote on their own answers (403 own_answer_vote). */
export function refuseOwnAnswerVote(actor: Actor, answerAuthor: number): void {
  if (isSelf(actor, answerAuthor))
    throw forbidden('You cannot vote on your own answer', QuestionErrorCode.OwnAnswerVote);
}
