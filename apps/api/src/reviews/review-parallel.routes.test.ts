import { roundScore } from '@meetspace/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { burst } from '../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { apiCall, memberHeaders, profileIdOf } from '../../test/booking.ts';
import { engines } from '../../test/db.ts';
import { hostLocationId, insertEndedReservation, openReviewOf, submission } from '../../test/reviews.ts';

const NOW = new Date('2026-11-23T12:00:00Z');

// Submissions hold the location's row (lockRow) and change a review only while it is Open
// (`update … where status = 'Open'`): a burst of one review's submissions submits it once, and
// bursts of different reviews at one location leave the exact count and mean in its columns.
describe.each(engines)('parallel review submissions on %s', (engine) => {
  let t: TestApp;
  let headers: Record<string, string>;
  let bookerId: number;
  let locationId: number;

  const openReview = async () =>
    openReviewOf(
      t,
      headers,
      await insertEndedReservation(t, { profileId: bookerId, locationId, endDate: '2026-11-21' }),
    );

  beforeAll(async () => {
    t = await createTestApp(engine, { demo: true, now: () => NOW });
    headers = await memberHeaders(t, 'booker@example.com', NOW);
    bookerId = await profileIdOf(t, 'booker@example.com');
    locationId = await hostLocationId(t);
  });
  afterAll(async () => t?.close());

  it('a burst of 20 submissions of one key: one submitted review, the rest 409', async () => {
    const { Id, Key } = await openReview();
    const managerMails = async () =>
      (
        await t.database.db
          .selectFrom('outbox')
          .select('id')
          .where('kind', '=', 'review-received')
          .where('text_body', 'like', `%Parallel%`)
          .execute()
      ).length;
    const answers = await burst(20, (i) =>
      apiCall(t)(
        'POST',
        `/v1/review/${Key}/response`,
        headers,
        submission({ Text: `Parallel submission number ${i} of the same review.` }),
      ),
    );
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses).toEqual([200, ...Array(19).fill(409)]);
    for (const a of answers.filter((x) => x.statusCode === 409))
      expect(a.json().Errors[0].Code).toBe('review_already_submitted');
    const rows = await t.database.db
      .selectFrom('reviews')
      .select(['status', 'text'])
      .where('id', '=', Id)
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.status).toBe('Submitted');
    const winner = answers.find((a) => a.statusCode === 200)?.json();
    expect(rows[0]?.text).toBe(winner.Text);
    // One event, one notice per manager: not twenty.
    const events = await t.database.db
      .selectFrom('events')
      .select('id')
      .where('type', '=', 'review.submitted')
      .where('subject_id', '=', Id)
      .execute();
    expect(events).toHaveLength(1);
    expect(await managerMails()).toBeLessThanOrEqual(
      (
        await t.database.db
          .selectFrom('location_managers')
          .select('profile_id')
          .where('location_id', '=', locationId)
          .execute()
      ).length,
    );
  });

  it('bursts of different reviews at one location keep its count and score exact', async () => {
    const reviews = await Promise.all(Array.from({ length: 12 }, () => openReview()));
    const answers = await burst(12, (i) =>
      apiCall(t)('POST', `/v1/review/${reviews[i]?.Key}/response`, headers, {
        Scores: { Location: (i % 5) + 1, Room: 3, Service: 4, Value: (i % 3) + 2 },
        Text: `One of twelve reviews written at the same time (${i}).`,
      }),
    );
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    const db = t.database.db;
    const submitted = await db
      .selectFrom('reviews')
      .select('overall')
      .where('location_id', '=', locationId)
      .where('status', '=', 'Submitted')
      .execute();
    const location = await db
      .selectFrom('locations')
      .select(['review_count', 'review_score'])
      .where('id', '=', locationId)
      .executeTakeFirstOrThrow();
    expect(location.review_count).toBe(submitted.length);
    expect(location.review_score).toBe(
      roundScore(submitted.reduce((s, r) => s + (r.overall ?? 0), 0) / submitted.length),
    );
  });
});
