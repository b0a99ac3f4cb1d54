import type { Generated } from 'kysely';

/** A question: asked in the channel or in a group, open or closed, with its best answer. */
export interface QuestionsTable {
  id: Generated<number>;
  /** The asker. */
  profile_id: number;
  /** channel | group */
  type: string;
  /** The channel's id (1) or the group's. */
  item_id: number;
  /** The group's id for a group's question, else null. */
  group_id: number | null;
  title: string;
  text: string;
  /** The tags between bars, `|coworking|events|` (so a tag filter is a portable `like`); `|` when none. */
  tags: string;
  /** open | closed */
  status: string;
  best_answer_id: number | null;
  /** Answers (not replies), kept in the answering transaction. */
  answer_count: number;
  created_at: string;
  updated_at: string;
  closed_at: string | null;
}

/** An answer (`parent_id` null) or a reply to an answer (`parent_id` the answer). */
export interface QuestionAnswersTable {
  id: Generated<number>;
  question_id: number;
  parent_id: number | null;
  profile_id: number;
  text: string;
  /** Counters of `question_votes`, changed in the voting transaction under the answer's row lock. */
  upvotes: number;
  downvotes: number;
  created_at: string;
  updated_at: string;
}

/** One member's vote on one answer: unique (answer_id, profile_id); value 1 up, -1 down. */
export interface QuestionVotesTable {
  id: Generated<number>;
  answer_id: number;
  profile_id: number;
  value: number;
  created_at: string;
}

/** The questions area's tables (the DB type in db/schema.ts includes them). */
export interface QuestionAreaTables {
  questions: QuestionsTable;
  question_answers: QuestionAnswersTable;
  question_votes: QuestionVotesTable;
}
