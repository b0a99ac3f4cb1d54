import { z } from 'zod';
import {
  bodyId,
  idParam,
  itemsPerPageParam,
  listOf,
  optionalIdParam,
  pageParam,
} from '../common/common.schemas.ts';
import {
  ANSWER_TEXT_MAX,
  ANSWER_TEXT_MIN,
  QUESTION_STATUSES,
  QUESTION_TAG_MAX,
  QUESTION_TAGS_MAX,
  QUESTION_TEXT_MAX,
  QUESTION_TEXT_MIN,
  QUESTION_TITLE_MAX,
  QUESTION_TITLE_MIN,
  QUESTION_TYPES,
  QUESTIONS_PER_PAGE,
} from './question.constants.ts';

// Questions of the member network: asked in the channel (every member reads them) or in a group (its
// Joined members with the questions feature on, and its admins); answered by members, an answer
// replied to (the "answer comment"), voted up or down once per member, one answer chosen best by the
// asker, who also closes and reopens the question.

/** `POST /v1/question` (the spec's Question: Type, ItemId, Text, Tags, plus a Title). */
export const questionBody = z.object({
  /** channel (ItemId 1 or absent) or group (ItemId the group's id). */
  Type: z.enum(QUESTION_TYPES).default('channel'),
  ItemId: bodyId.optional(),
  Title: z.string().trim().min(QUESTION_TITLE_MIN).max(QUESTION_TITLE_MAX),
  Text: z.string().trim().min(QUESTION_TEXT_MIN).max(QUESTION_TEXT_MAX),
  Tags: z.array(z.string().trim().min(1).max(QUESTION_TAG_MAX)).max(QUESTION_TAGS_MAX).default([]),
});
export type QuestionBody = z.input<typeof questionBody>;

/** `POST /v1/question/answer` (the spec's Answer): an answer, or with `AnswerId` a reply to that answer. */
export const answerBody = z.object({
  QuestionId: bodyId,
  Text: z.string().trim().min(ANSWER_TEXT_MIN).max(ANSWER_TEXT_MAX),
  AnswerId: bodyId.nullish(),
});
export type AnswerBody = z.input<typeof answerBody>;

/** `PUT /v1/question/setanswer/{id}`: the new text of the caller's own answer or reply. */
export const setAnswerBody = z.object({
  Text: z.string().trim().min(ANSWER_TEXT_MIN).max(ANSWER_TEXT_MAX),
});
export type SetAnswerBody = z.input<typeof setAnswerBody>;

/** A member as a question shows them. */
export const questionPerson = z.object({
  ProfileId: z.number().int(),
  Name: z.string(),
  Photo: z.string().nullable(),
});
export type QuestionPerson = z.infer<typeof questionPerson>;

/** A reply to an answer. */
export const answerReply = z.object({
  Id: z.number().int(),
  Text: z.string(),
  Author: questionPerson,
  CreatedOn: z.string(),
  UpdatedOn: z.string(),
  /** The caller wrote it (and may edit it with setanswer). */
  IsMine: z.boolean(),
});
export type AnswerReply = z.infer<typeof answerReply>;

/** An answer with its votes and replies. */
export const answerView = z.object({
  Id: z.number().int(),
  QuestionId: z.number().int(),
  Text: z.string(),
  Author: questionPerson,
  CreatedOn: z.string(),
  UpdatedOn: z.string(),
  Upvotes: z.number().int(),
  Downvotes: z.number().int(),
  /** Upvotes minus downvotes. */
  Score: z.number().int(),
  IsBest: z.boolean(),
  /** The caller's own vote, or null. */
  MyVote: z.enum(['up', 'down']).nullable(),
  IsMine: z.boolean(),
  Replies: z.array(answerReply),
});
export type AnswerView = z.infer<typeof answerView>;

/** A question in a list. */
export const questionSummary = z.object({
  Id: z.number().int(),
  Type: z.enum(QUESTION_TYPES),
  /** The channel's id (1) or the group's. */
  ItemId: z.number().int(),
  GroupId: z.number().int().nullable(),
  GroupName: z.string().nullable(),
  Title: z.string(),
  Text: z.string(),
  Tags: z.array(z.string()),
  Status: z.enum(QUESTION_STATUSES),
  Author: questionPerson,
  /** Answers (replies not counted). */
  AnswerCount: z.number().int(),
  BestAnswerId: z.number().int().nullable(),
  CreatedOn: z.string(),
  UpdatedOn: z.string(),
  ClosedOn: z.string().nullable(),
});
export type QuestionSummary = z.infer<typeof questionSummary>;

/** One question with its answers: the best first, then by score, then oldest first. */
export const questionView = questionSummary.extend({
  Answers: z.array(answerView),
  /** The caller asked it: chooses the best answer, closes and reopens. */
  IsAsker: z.boolean(),
  /** The caller may answer now (the question is open). */
  CanAnswer: z.boolean(),
});
export type QuestionView = z.infer<typeof questionView>;

export const questionList = listOf(questionSummary).extend({ TotalCount: z.number().int() });
export type QuestionList = z.infer<typeof questionList>;

/**
 * `GET /v1/question`: newest first, 25 a page; `q` matches every word in the title or text, `tags`
 * (comma-separated) every tag, `groupId` one group's, `status` open or closed ones.
 */
export const questionListQuery = z.object({
  page: pageParam,
  itemsPerPage: itemsPerPageParam(QUESTIONS_PER_PAGE),
  q: z.string().trim().max(100).optional(),
  tags: z.string().trim().max(300).optional(),
  groupId: optionalIdParam,
  status: z.enum(QUESTION_STATUSES).optional(),
});
export type QuestionListQuery = z.input<typeof questionListQuery>;

/** The member's own questions, or those they answered: newest first, 25 a page. */
export const myQuestionsQuery = z.object({
  page: pageParam,
  itemsPerPage: itemsPerPageParam(QUESTIONS_PER_PAGE),
});

/** `GET /v1/group/{id}/questions`: the group's questions, filtered like the list. */
export const groupQuestionsQuery = questionListQuery.omit({ groupId: true });

export const questionIdParams = z.object({ id: idParam });
