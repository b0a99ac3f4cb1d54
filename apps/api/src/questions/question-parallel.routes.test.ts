import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { burst } from '../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { apiCall, memberHeaders, plainMemberEmails } from '../../test/booking.ts';
import { engines } from '../../test/db.ts';

const NOW = new Date('2026-11-23T12:00:00Z');

// A vote holds the answer's row, then reads and writes the member's one vote (unique answer +
// member) and moves the counters in the same transaction: bursts count exactly.
describe.each(engines)('parallel votes on %s', (engine) => {
  let t: TestApp;
  let voters: Record<string, string>[];
  let author: Record<string, string>;
  let answerId: number;
  let questionId: number;

  const counters = async () => {
    const row = await t.database.db
      .selectFrom('question_answers')
      .select(['upvotes', 'downvotes'])
      .where('id', '=', answerId)
      .executeTakeFirstOrThrow();
    const votes = await t.database.db
      .selectFrom('question_votes')
      .select(['profile_id', 'value'])
      .where('answer_id', '=', answerId)
      .execute();
    return { row, votes };
  };

  beforeAll(async () => {
    t = await createTestApp(engine, { demo: true, now: () => NOW });
    const emails = await plainMemberEmails(t, 17);
    author = await memberHeaders(t, emails[0] as string, NOW);
    voters = await Promise.all(emails.slice(1).map((e) => memberHeaders(t, e, NOW)));
    const q = await apiCall(t)('POST', '/v1/question', author, {
      Title: 'Parallel votes',
      Text: 'How many votes does this answer get?',
    });
    questionId = q.json().Id;
    const a = await apiCall(t)('POST', '/v1/question/answer', voters[15] as object, {
      QuestionId: questionId,
      Text: 'Count them all.',
    });
    answerId = a.json().Answers[0].Id;
  });
  afterAll(async () => t?.close());

  it('15 members upvote at once: 15 votes, upvotes 15', async () => {
    const answers = await burst(15, (i) =>
      apiCall(t)('PUT', `/v1/question/answer/${answerId}/upvote`, voters[i] as object),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(15).fill(200));
    const { row, votes } = await counters();
    expect(votes).toHaveLength(15);
    expect(row).toEqual({ upvotes: 15, downvotes: 0 });
  });

  it("one member's burst of 10 votes both ways: one vote row at most, the counters match the rows", async () => {
    const member = voters[0] as object;
    const answers = await burst(10, (i) =>
      apiCall(t)('PUT', `/v1/question/answer/${answerId}/${i % 2 ? 'downvote' : 'upvote'}`, member),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
    const { row, votes } = await counters();
    // The member's vote was up; ten toggles in any order leave it up, down or withdrawn: 14 or 15 rows.
    expect(votes.length).toBeLessThanOrEqual(15);
    expect(votes.length).toBeGreaterThanOrEqual(14);
    expect(votes.filter((v) => v.profile_id === votes[0]?.profile_id).length).toBe(1);
    expect(row.upvotes).toBe(votes.filter((v) => v.value === 1).length);
    expect(row.downvotes).toBe(votes.filter((v) => v.value === -1).length);
  });

  it('answers racing a close: every answer before the close lands, the rest are 409, the count is exact', async () => {
    const asker = author;
    const answers = await burst(21, (i) =>
      i === 10
        ? apiCall(t)('PUT', `/v1/question/${questionId}/close`, asker)
        : apiCall(t)('POST', '/v1/question/answer', voters[i % 15] as object, {
            QuestionId: questionId,
            Text: `Racing answer ${i}`,
          }),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.every((s) => s === 200 || s === 409)).toBe(true);
    const rows = await t.database.db
      .selectFrom('question_answers')
      .select('id')
      .where('question_id', '=', questionId)
      .where('parent_id', 'is', null)
      .execute();
    const q = await t.database.db
      .selectFrom('questions')
      .select(['answer_count', 'status'])
      .where('id', '=', questionId)
      .executeTakeFirstOrThrow();
    expect(q).toEqual({ answer_count: rows.length, status: 'closed' });
    expect(rows.length).toBe(1 + statuses.filter((s, i) => i !== 10 && s === 200).length);
  });
});
