import { type Kysely, sql } from 'kysely';
import { addIndexes, tableWithId } from '../../db/migrations/helpers.ts';

/** Questions, their answers and replies, and one vote per member and answer. */
// biome-ignore lint/suspicious/noExplicitAny: migrations run against an untyped Kysely by design
export async function up(db: Kysely<any>): Promise<void> {
  await tableWithId(db, 'questions')
    .addColumn('profile_id', 'integer', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('item_id', 'integer', (c) => c.notNull())
    .addColumn('group_id', 'integer')
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('tags', 'text', (c) => c.notNull().defaultTo('|'))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('open'))
    .addColumn('best_answer_id', 'integer')
    .addColumn('answer_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('closed_at', 'text')
    .execute();
  await addIndexes(db, 'questions', [
    ['created_at'],
    ['group_id', 'created_at'],
    ['profile_id', 'created_at'],
  ]);

  await tableWithId(db, 'question_answers')
    .addColumn('question_id', 'integer', (c) => c.notNull())
    .addColumn('parent_id', 'integer')
    .addColumn('profile_id', 'integer', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('upvotes', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('downvotes', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await addIndexes(db, 'question_answers', [['question_id'], ['profile_id', 'parent_id']]);

  await tableWithId(db, 'question_votes')
    .addColumn('answer_id', 'integer', (c) => c.notNull())
    .addColumn('profile_id', 'integer', (c) => c.notNull())
    .addColumn('value', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  // One vote per member and answer, whatever the number of parallel requests.
  await sql`create unique index question_votes_answer_profile_key on question_votes (answer_id, profile_id)`.execute(
    db,
  );
}
