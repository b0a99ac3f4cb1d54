import {
  type myQuestionsQuery,
  parseTagFilter,
  type QuestionList,
  type QuestionView,
  type questionListQuery,
} from '@meetspace/domain';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { DB } from '../db/schema.ts';
import { groupFactsOf, groupsWhereMemberReadsQuestions } from '../groups/index.ts';
import { type Actor, requireAccess } from '../kernel/access/access.ts';
import { AppError } from '../kernel/errors.ts';
import { presentQuestion, presentSummary } from './question.presenter.ts';
import { QUESTION_NOT_FOUND, questionAccess } from './questions.access.ts';
import { type QuestionFilter, questionQueries } from './questions.queries.ts';

export interface QuestionDeps {
  db: Kysely<DB>;
  now: Date;
  /** The site's address, for the links in the notices' mails. */
  publicUrl: string;
}

type ListQuery = z.output<typeof questionListQuery>;
type MineQuery = z.output<typeof myQuestionsQuery>;

/** The question as the actor sees it (after the access check). */
export async function questionFor(db: Kysely<DB>, actor: Actor, id: number): Promise<QuestionView> {
  const row = await questionQueries.namedById(db, id);
  if (!row) throw AppError.notFound(QUESTION_NOT_FOUND);
  const answers = await questionQueries.answersOf(db, id);
  const votes = await questionQueries.votesOf(
    db,
    actor.profileId,
    answers.map((a) => a.id),
  );
  const groupName =
    row.group_id === null ? null : ((await groupFactsOf(db, [row.group_id])).get(row.group_id)?.name ?? null);
  return presentQuestion(actor, row, groupName, answers, votes);
}

/** `GET /v1/question/{id}`. */
export async function readQuestion(deps: QuestionDeps, actor: Actor, id: number): Promise<QuestionView> {
  await requireAccess({ db: deps.db }, actor, questionAccess.read, id);
  return questionFor(deps.db, actor, id);
}

async function listPage(
  db: Kysely<DB>,
  filter: QuestionFilter,
  page: number,
  perPage: number,
): Promise<QuestionList> {
  const { rows, total } = await questionQueries.page(db, filter, page, perPage);
  const groups = await groupFactsOf(db, [
    ...new Set(rows.map((r) => r.group_id).filter((g): g is number => g !== null)),
  ]);
  return {
    Results: rows.map((r) =>
      presentSummary(r, r.group_id === null ? null : (groups.get(r.group_id)?.name ?? null)),
    ),
    MorePages: page * perPage < total,
    TotalCount: total,
  };
}

const wordsOf = (q: string | undefined) => (q ?? '').toLowerCase().split(/\s+/).filter(Boolean).slice(0, 8);

/** `GET /v1/question`: the readable questions (a group's when `groupId`: 403 for a non-reader). */
export async function listQuestions(
  deps: QuestionDeps,
  actor: Actor,
  query: ListQuery,
): Promise<QuestionList> {
  if (query.groupId !== undefined)
    await requireAccess({ db: deps.db }, actor, questionAccess.group, query.groupId);
  const readableGroups = await groupsWhereMemberReadsQuestions(deps.db, actor.profileId);
  return listPage(
    deps.db,
    {
      groupId: query.groupId,
      readableGroups,
      words: wordsOf(query.q),
      tags: parseTagFilter(query.tags),
      status: query.status,
    },
    query.page,
    query.itemsPerPage,
  );
}

/** `GET /v1/group/{id}/questions`. */
export async function groupQuestions(
  deps: QuestionDeps,
  actor: Actor,
  groupId: number,
  query: Omit<ListQuery, 'groupId'>,
): Promise<QuestionList> {
  return listQuestions(deps, actor, { ...query, groupId });
}

/** `GET /v1/profile/question`: the caller's own questions (all: they asked them). */
export function myQuestions(deps: QuestionDeps, actor: Actor, query: MineQuery): Promise<QuestionList> {
  return listPage(deps.db, { askedBy: actor.profileId }, query.page, query.itemsPerPage);
}

/** `GET /v1/question/answeredon`: the readable questions the caller answered. */
export async function answeredOn(deps: QuestionDeps, actor: Actor, query: MineQuery): Promise<QuestionList> {
  const readableGroups = await groupsWhereMemberReadsQuestions(deps.db, actor.profileId);
  return listPage(deps.db, { answeredBy: actor.profileId, readableGroups }, query.page, query.itemsPerPage);
}
