import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, engines } from '../../test/db.ts';
import type { Database } from '../db/connect.ts';
import { type DemoSummary, generateDemoData } from './generate.ts';

const NOW = new Date('2026-11-26T10:00:00.000Z');
const OPTIONS = { password: 'Demo-test-2026!', seed: 20261121, now: NOW };

describe.each(engines)('the demo questions on %s', (engine) => {
  let database: Database;
  let summary: DemoSummary;
  const db = () => database.db;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    summary = await generateDemoData(db(), OPTIONS);
  });
  afterAll(async () => database?.destroy());

  it('writes about 20 questions in both languages, in the channel and in groups, by their members', async () => {
    expect(summary.questions).toBeGreaterThanOrEqual(18);
    const questions = await db().selectFrom('questions').selectAll().execute();
    expect(questions).toHaveLength(summary.questions);
    expect(questions.filter((q) => q.group_id !== null).length).toBeGreaterThanOrEqual(5);
    expect(questions.filter((q) => q.status === 'closed').length).toBeGreaterThanOrEqual(2);
    expect(questions.filter((q) => q.best_answer_id !== null).length).toBeGreaterThanOrEqual(6);
    const joined = await db()
      .selectFrom('group_memberships')
      .select(['group_id', 'profile_id'])
      .where('status', '=', 'Joined')
      .execute();
    for (const q of questions.filter((x) => x.group_id !== null))
      expect(joined.some((m) => m.group_id === q.group_id && m.profile_id === q.profile_id)).toBe(true);
    for (const q of questions) expect(q.created_at < NOW.toISOString()).toBe(true);
  });

  it('keeps the counters true: answers per question, votes per answer, no vote on your own answer, best among the answers', async () => {
    const questions = await db().selectFrom('questions').selectAll().execute();
    const answers = await db().selectFrom('question_answers').selectAll().execute();
    const votes = await db().selectFrom('question_votes').selectAll().execute();
    expect(answers.filter((a) => a.parent_id === null)).toHaveLength(summary.questionAnswers);
    expect(answers.some((a) => a.parent_id !== null)).toBe(true);
    for (const q of questions) {
      const own = answers.filter((a) => a.question_id === q.id && a.parent_id === null);
      expect(q.answer_count).toBe(own.length);
      if (q.best_answer_id !== null) expect(own.map((a) => a.id)).toContain(q.best_answer_id);
    }
    for (const a of answers) {
      const mine = votes.filter((v) => v.answer_id === a.id);
      expect(a.upvotes).toBe(mine.filter((v) => v.value === 1).length);
      expect(a.downvotes).toBe(mine.filter((v) => v.value === -1).length);
      expect(mine.some((v) => v.profile_id === a.profile_id)).toBe(false);
    }
  });

  it('the booker asked two, answered several, and has notices of the answers to theirs', async () => {
    const booker = await db()
      .selectFrom('profiles')
      .select('id')
      .where('email', '=', 'booker@example.com')
      .executeTakeFirstOrThrow();
    const asked = await db()
      .selectFrom('questions')
      .select('id')
      .where('profile_id', '=', booker.id)
      .execute();
    expect(asked).toHaveLength(2);
    const answered = await db()
      .selectFrom('question_answers')
      .select('id')
      .where('profile_id', '=', booker.id)
      .where('parent_id', 'is', null)
      .execute();
    expect(answered.length).toBeGreaterThanOrEqual(4);
    const notices = await db()
      .selectFrom('notifications')
      .selectAll()
      .where('profile_id', '=', booker.id)
      .where('kind_id', '=', 15)
      .execute();
    expect(notices.length).toBeGreaterThanOrEqual(4);
    expect(notices.some((n) => n.read_at === null)).toBe(true);
  });

  it('is the same for the same seed', async () => {
    const again = await createTestDatabase(engine);
    try {
      await generateDemoData(again.db, OPTIONS);
      const rows = (d: Database) =>
        d.db
          .selectFrom('question_answers')
          .select(['question_id', 'profile_id', 'text', 'upvotes'])
          .orderBy('id')
          .execute();
      expect(await rows(again)).toEqual(await rows(database));
    } finally {
      await again.destroy();
    }
  });
});
