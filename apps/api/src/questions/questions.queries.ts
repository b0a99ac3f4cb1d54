import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import { sql } from 'kysely';
import type { DB } from '../db/schema.ts';
import type { QuestionAnswersTable, QuestionsTable } from './questions.schema.ts';

export type QuestionRow = Selectable<QuestionsTable>;
export type AnswerRow = Selectable<QuestionAnswersTable>;
export interface Named {
  first_name: string | null;
  last_name: string | null;
  image_url: string | null;
}
export type NamedQuestionRow = QuestionRow & Named;
export type NamedAnswerRow = AnswerRow & Named;
export interface AnswerWithQuestion {
  answer: AnswerRow;
  question: QuestionRow;
}

/** What a list is filtered by (the readable groups are the caller's; null group = the channel's). */
export interface QuestionFilter {
  /** Groups whose questions the caller reads; the channel's questions are always in. */
  readableGroups?: readonly number[];
  groupId?: number;
  askedBy?: number;
  answeredBy?: number;
  words?: readonly string[];
  tags?: readonly string[];
  status?: 'open' | 'closed';
}

/** The tags column: the tags between bars. */
export const tagsColumn = (tags: readonly string[]) => (tags.length ? `|${tags.join('|')}|` : '|');
export const tagsOf = (column: string) => column.split('|').filter(Boolean);

/** `like` without its wildcards in what the member typed. */
const literal = (word: string) => word.replace(/[%_\\]/g, '');

export const questionQueries = {
  byId(db: Kysely<DB>, id: number): Promise<QuestionRow | undefined> {
    return db.selectFrom('questions').selectAll().where('id', '=', id).executeTakeFirst();
  },

  namedById(db: Kysely<DB>, id: number): Promise<NamedQuestionRow | undefined> {
    return db
      .selectFrom('questions as q')
      .leftJoin('profiles as p', 'p.id', 'q.profile_id')
      .selectAll('q')
      .select(['p.first_name', 'p.last_name', 'p.image_url'])
      .where('q.id', '=', id)
      .executeTakeFirst();
  },

  answerById(db: Kysely<DB>, id: number): Promise<AnswerRow | undefined> {
    return db.selectFrom('question_answers').selectAll().where('id', '=', id).executeTakeFirst();
  },

  async answerWithQuestion(db: Kysely<DB>, answerId: number): Promise<AnswerWithQuestion | undefined> {
    const answer = await questionQueries.answerById(db, answerId);
    if (!answer) return undefined;
    const question = await questionQueries.byId(db, answer.question_id);
    return question && { answer, question };
  },

  /** The question's answers and replies with their authors, oldest first. */
  answersOf(db: Kysely<DB>, questionId: number): Promise<NamedAnswerRow[]> {
    return db
      .selectFrom('question_answers as a')
      .leftJoin('profiles as p', 'p.id', 'a.profile_id')
      .selectAll('a')
      .select(['p.first_name', 'p.last_name', 'p.image_url'])
      .where('a.question_id', '=', questionId)
      .orderBy('a.created_at')
      .orderBy('a.id')
      .execute();
  },

  /** The member's votes on these answers: answer id → 1 or -1. */
  async votesOf(
    db: Kysely<DB>,
    profileId: number,
    answerIds: readonly number[],
  ): Promise<Map<number, number>> {
    if (answerIds.length === 0) return new Map();
    const rows = await db
      .selectFrom('question_votes')
      .select(['answer_id', 'value'])
      .where('profile_id', '=', profileId)
      .where('answer_id', 'in', [...answerIds])
      .execute();
    return new Map(rows.map((r) => [r.answer_id, r.value]));
  },

  /** A page of questions, newest first, and how many there are in all. */
  async page(
    db: Kysely<DB>,
    filter: QuestionFilter,
    page: number,
    perPage: number,
  ): Promise<{ rows: NamedQuestionRow[]; total: number }> {
    let base = db.selectFrom('questions as q');
    if (filter.groupId !== undefined) base = base.where('q.group_id', '=', filter.groupId);
    else if (filter.readableGroups) {
      const groups = [...filter.readableGroups];
      base = base.where((eb) =>
        groups.length
          ? eb.or([eb('q.group_id', 'is', null), eb('q.group_id', 'in', groups)])
          : eb('q.group_id', 'is', null),
      );
    }
    if (filter.askedBy !== undefined) base = base.where('q.profile_id', '=', filter.askedBy);
    if (filter.answeredBy !== undefined) {
      const by = filter.answeredBy;
      base = base.where('q.id', 'in', (eb) =>
        eb
          .selectFrom('question_answers')
          .select('question_id')
          .where('profile_id', '=', by)
          .where('parent_id', 'is', null),
      );
    }
    for (const word of filter.words ?? []) {
      const pattern = `%${literal(word.toLowerCase())}%`;
      base = base.where((eb) =>
        eb.or([
          eb(eb.fn('lower', ['q.title']), 'like', pattern),
          eb(eb.fn('lower', ['q.text']), 'like', pattern),
        ]),
      );
    }
    for (const tag of filter.tags ?? []) base = base.where('q.tags', 'like', `%|${literal(tag)}|%`);
    if (filter.status) base = base.where('q.status', '=', filter.status);

    const { total } = await base
      .select((eb) => eb.fn.countAll<number | string>().as('total'))
      .executeTakeFirstOrThrow();
    const rows = await base
      .leftJoin('profiles as p', 'p.id', 'q.profile_id')
      .selectAll('q')
      .select(['p.first_name', 'p.last_name', 'p.image_url'])
      .orderBy('q.created_at', 'desc')
      .orderBy('q.id', 'desc')
      .limit(perPage)
      .offset((page - 1) * perPage)
      .execute();
    return { rows, total: Number(total) };
  },

  async insertQuestion(db: Kysely<DB>, row: Insertable<QuestionsTable>): Promise<number> {
    const { id } = await db.insertInto('questions').values(row).returning('id').executeTakeFirstOrThrow();
    return id;
  },

  async updateQuestion(db: Kysely<DB>, id: number, changes: Updateable<QuestionsTable>): Promise<void> {
    await db.updateTable('questions').set(changes).where('id', '=', id).execute();
  },

  /** Holds the question's row for the rest of the transaction (answers queue behind a close). */
  async lockQuestion(db: Kysely<DB>, id: number): Promise<void> {
    await sql`update questions set status = status where id = ${id}`.execute(db);
  },

  /** Holds the answer's row for the rest of the transaction (votes on one answer queue). */
  async lockAnswer(db: Kysely<DB>, id: number): Promise<void> {
    await sql`update question_answers set upvotes = upvotes where id = ${id}`.execute(db);
  },

  async insertAnswer(db: Kysely<DB>, row: Insertable<QuestionAnswersTable>): Promise<number> {
    const { id } = await db
      .insertInto('question_answers')
      .values(row)
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  },

  async updateAnswerText(db: Kysely<DB>, id: number, text: string, at: string): Promise<void> {
    await db.updateTable('question_answers').set({ text, updated_at: at }).where('id', '=', id).execute();
  },

  /** Recounts the question's answers (not replies) into its row. */
  async recountAnswers(db: Kysely<DB>, questionId: number, at: string): Promise<void> {
    await db
      .updateTable('questions')
      .set((eb) => ({
        answer_count: eb
          .selectFrom('question_answers')
          .select(eb.fn.countAll<number>().as('n'))
          .where('question_id', '=', questionId)
          .where('parent_id', 'is', null),
        updated_at: at,
      }))
      .where('id', '=', questionId)
      .execute();
  },

  voteOf(db: Kysely<DB>, answerId: number, profileId: number) {
    return db
      .selectFrom('question_votes')
      .select(['id', 'value'])
      .where('answer_id', '=', answerId)
      .where('profile_id', '=', profileId)
      .executeTakeFirst();
  },

  async insertVote(db: Kysely<DB>, answerId: number, profileId: number, value: number, at: string) {
    await db
      .insertInto('question_votes')
      .values({ answer_id: answerId, profile_id: profileId, value, created_at: at })
      .execute();
  },

  async setVote(db: Kysely<DB>, id: number, value: number) {
    await db.updateTable('question_votes').set({ value }).where('id', '=', id).execute();
  },

  async deleteVote(db: Kysely<DB>, id: number) {
    await db.deleteFrom('question_votes').where('id', '=', id).execute();
  },

  /** Moves the answer's counters by the vote's change (under the answer's row lock). */
  async addToCounters(db: Kysely<DB>, answerId: number, up: number, down: number): Promise<void> {
    await db
      .updateTable('question_answers')
      .set((eb) => ({ upvotes: eb('upvotes', '+', up), downvotes: eb('downvotes', '+', down) }))
      .where('id', '=', answerId)
      .execute();
  },

  /** How many answers (not replies) the member wrote. */
  async countAnswersBy(db: Kysely<DB>, profileId: number): Promise<number> {
    const { n } = await db
      .selectFrom('question_answers')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('profile_id', '=', profileId)
      .where('parent_id', 'is', null)
      .executeTakeFirstOrThrow();
    return Number(n);
  },
};
