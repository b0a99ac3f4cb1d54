import { overallScore, REVIEW_TEXT_MIN, roundScore, submissionProblems } from '@meetspace/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, engines } from '../../test/db.ts';
import type { Database } from '../db/connect.ts';
import { type DemoSummary, generateDemoData } from './generate.ts';

// Thursday 26 November 2026, 11:00 in Amsterdam.
const NOW = new Date('2026-11-26T10:00:00.000Z');
const OPTIONS = { password: 'Demo-test-2026!', seed: 20261121, now: NOW };
const WINDOW_START = '2026-09-27';

describe.each(engines)('the demo reviews on %s', (engine) => {
  let database: Database;
  let summary: DemoSummary;
  const db = () => database.db;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    summary = await generateDemoData(db(), OPTIONS);
  });
  afterAll(async () => database?.destroy());

  const reviewsWithReservations = () =>
    db()
      .selectFrom('reviews as v')
      .innerJoin('reservations as r', 'r.id', 'v.reservation_id')
      .innerJoin('profiles as p', 'p.id', 'v.profile_id')
      .selectAll('v')
      .select([
        'r.status_id',
        'r.profile_id as booker_id',
        'r.end_date',
        'r.end_minutes',
        'p.email',
        'p.language_id',
      ])
      .orderBy('v.id')
      .execute();

  it('reviews about 60% of the finished reservations of members, by their bookers, after they ended', async () => {
    const reviews = await reviewsWithReservations();
    const submitted = reviews.filter((r) => r.status === 'Submitted');
    expect(summary.reviews).toBe(submitted.length);
    expect(summary.openReviews).toBe(reviews.length - submitted.length);
    const finished = await db()
      .selectFrom('reservations')
      .select('id')
      .where('status_id', '!=', 3)
      .where('profile_id', 'is not', null)
      .where('end_date', '<', '2026-11-26')
      .execute();
    expect(submitted.length).toBeGreaterThan(finished.length * 0.5);
    expect(submitted.length).toBeLessThan(finished.length * 0.7);
    for (const r of reviews) {
      expect(r.status_id).not.toBe(3);
      expect(r.profile_id).toBe(r.booker_id);
      expect(r.meeting_date).toBe(r.end_date);
      expect(r.opened_at < NOW.toISOString()).toBe(true);
      expect(r.language).toBe(r.language_id === 65 ? 'en' : 'nl');
    }
    expect(new Set(reviews.map((r) => r.reservation_id)).size).toBe(reviews.length);
    expect(new Set(reviews.map((r) => r.key)).size).toBe(reviews.length);
  });

  it('scores every submitted review by the API rules, with a text and sometimes an answer from the manager', async () => {
    const reviews = (await reviewsWithReservations()).filter((r) => r.status === 'Submitted');
    const managers = await db()
      .selectFrom('location_managers')
      .selectAll()
      .where('is_active', '=', 1)
      .execute();
    for (const r of reviews) {
      const scores = {
        Location: r.score_location,
        Room: r.score_room,
        Catering: r.score_catering,
        Service: r.score_service,
        Value: r.score_value,
      };
      expect(submissionProblems({ scores, text: r.text ?? undefined }, r.catering_booked === 1)).toEqual([]);
      expect(r.overall).toBe(overallScore(scores));
      expect((r.text ?? '').length).toBeGreaterThanOrEqual(REVIEW_TEXT_MIN);
      expect(r.submitted_at && r.submitted_at > r.opened_at && r.submitted_at < NOW.toISOString()).toBe(true);
      if (r.response_text) {
        expect(managers.some((m) => m.location_id === r.location_id && m.profile_id === r.response_by)).toBe(
          true,
        );
        expect(r.responded_at && r.submitted_at && r.responded_at > r.submitted_at).toBe(true);
      }
    }
    expect(reviews.filter((r) => r.response_text).length).toBeGreaterThan(0);
    expect(reviews.filter((r) => r.language === 'en').length).toBeGreaterThan(0);
    expect(new Set(reviews.map((r) => r.overall)).size).toBeGreaterThan(5);
  });

  it('leaves the booker two open reviews at the host’s locations, one answered review, and opens the rest of the last 60 days', async () => {
    const reviews = await reviewsWithReservations();
    const booker = reviews.filter((r) => r.email === 'booker@example.com');
    const open = booker.filter((r) => r.status === 'Open');
    expect(open).toHaveLength(2);
    const hostLocations = (
      await db()
        .selectFrom('location_managers as m')
        .innerJoin('profiles as p', 'p.id', 'm.profile_id')
        .select('m.location_id')
        .where('p.email', '=', 'host@example.com')
        .execute()
    ).map((m) => m.location_id);
    for (const r of open) expect(hostLocations).toContain(r.location_id);
    const newestSubmitted = booker
      .filter((r) => r.status === 'Submitted')
      .sort((a, b) => (a.meeting_date < b.meeting_date ? 1 : -1))[0];
    expect(newestSubmitted?.response_text).toBeTruthy();
    for (const r of open) expect(r.meeting_date > (newestSubmitted?.meeting_date ?? '')).toBe(true);
    for (const r of reviews.filter((v) => v.status === 'Open'))
      expect(r.meeting_date >= WINDOW_START).toBe(true);
  });

  it("makes every location's score and count those of its submitted reviews", async () => {
    const reviews = (await reviewsWithReservations()).filter((r) => r.status === 'Submitted');
    const locations = await db()
      .selectFrom('locations')
      .select(['id', 'review_count', 'review_score'])
      .execute();
    for (const l of locations) {
      const own = reviews.filter((r) => r.location_id === l.id);
      const mean = own.length ? own.reduce((s, r) => s + (r.overall ?? 0), 0) / own.length : 0;
      expect({ id: l.id, count: l.review_count, score: l.review_score }).toEqual({
        id: l.id,
        count: own.length,
        score: roundScore(mean),
      });
    }
  });

  it('is the same for the same seed', async () => {
    const second = await createTestDatabase(engine);
    try {
      await generateDemoData(second.db, OPTIONS);
      const pick = (d: Database['db']) =>
        d
          .selectFrom('reviews')
          .select(['key', 'reservation_id', 'status', 'overall', 'text', 'response_text', 'submitted_at'])
          .orderBy('id')
          .execute();
      expect(await pick(second.db)).toEqual(await pick(db()));
    } finally {
      await second.destroy();
    }
  });
});
