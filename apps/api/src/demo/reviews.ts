import {
  overallScore,
  REVIEW_ASPECTS,
  REVIEW_OPEN_WINDOW_DAYS,
  type ReviewAspect,
  roundScore,
} from '@meetspace/domain';
import type { Insertable, Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import { addDays, localNow, PLATFORM_TIME_ZONE } from '../kernel/local-time.ts';
import { type DueReservation, reviewQueries } from '../reviews/index.ts';
import { insertRows } from './insert.ts';
import { DemoRandom, instantAfter, Stream } from './random.ts';
import { type Mood, REVIEW_TEXTS, type ReviewLanguage } from './review-texts.ts';

// The demo's reviews (the reviews area's table, written as its calls would), last, with their own
// random stream (`Stream.Reviews`): of the reservations in the database that have ended (not
// cancelled, booked by a member; whatever the steps before made, so the counts are read, not
// assumed), about 60% are reviewed: scores around a level per location, a text in the booker's
// language, and at locations with a manager about half of them answered. The others of the last 60
// days are open, as if the opening job had invited their bookers. The booker's two newest finished
// reservations stay open (the my-reviews page and the browser tests review them); the newest one
// before those is reviewed and answered. Then every location's score and count are recounted from
// the reviews. The README tells the rest.

/** The share of finished reservations that get a review. */
const REVIEWED_SHARE = 0.6;
/** At most this many reviews (and as many open ones): the bench's 10,000 locations stay quick. */
const MAX_REVIEWS = 4_000;
/** The booker's newest finished reservations left open. */
const BOOKER_OPEN = 2;
/** The share of reviews at a managed location that its manager answered. */
const ANSWERED_SHARE = 0.5;

export interface DemoReviewsSummary {
  submitted: number;
  open: number;
  answered: number;
}

/** A key as the API makes them (11 URL-safe characters), from the demo's stream. */
function keyFrom(random: DemoRandom, taken: Set<string>): string {
  let key = random.faker.string.alphanumeric(11);
  while (taken.has(key)) key = random.faker.string.alphanumeric(11);
  taken.add(key);
  return key;
}

const moodOf = (overall: number): Mood => (overall >= 4 ? 'good' : overall >= 3 ? 'mixed' : 'poor');

/** Writes the demo's reviews and recounts every location's score; see the comment above. */
export async function writeDemoReviews(
  trx: Kysely<DB>,
  seed: number,
  now: Date,
): Promise<DemoReviewsSummary> {
  const random = new DemoRandom(seed, Stream.Reviews);
  const nowIso = now.toISOString();
  const local = localNow(now, PLATFORM_TIME_ZONE);
  const windowStart = addDays(local.date, -REVIEW_OPEN_WINDOW_DAYS);
  const finished = await reviewQueries.due(trx, {
    today: local.date,
    nowMinutes: local.minutes,
    fromDate: '1900-01-01',
    limit: 1_000_000,
  });
  const booker = await trx
    .selectFrom('profiles')
    .select('id')
    .where('email', '=', 'booker@example.com')
    .executeTakeFirst();
  const people = new Map(
    (await trx.selectFrom('profiles').select(['id', 'first_name']).execute()).map((p) => [
      p.id,
      p.first_name,
    ]),
  );
  const managers = new Map<number, number>();
  for (const m of await trx
    .selectFrom('location_managers')
    .select(['location_id', 'profile_id'])
    .where('is_active', '=', 1)
    .orderBy('profile_id')
    .execute())
    if (!managers.has(m.location_id)) managers.set(m.location_id, m.profile_id);

  // The booker's finished reservations, newest first: the first ones stay open, the next is answered.
  const bookersOwn = finished
    .filter((r) => r.profile_id === booker?.id)
    .sort((a, b) => (a.end_date === b.end_date ? b.id - a.id : a.end_date < b.end_date ? 1 : -1));
  const bookerOpen = new Set(
    bookersOwn
      .filter((r) => r.end_date >= windowStart)
      .slice(0, BOOKER_OPEN)
      .map((r) => r.id),
  );
  const bookerAnswered = bookersOwn.find((r) => !bookerOpen.has(r.id))?.id;

  // Which of the others are reviewed: a share, at most MAX_REVIEWS (the rest in the window are open).
  const others = finished.filter((r) => !bookerOpen.has(r.id) && r.id !== bookerAnswered);
  const target = Math.min(MAX_REVIEWS, Math.round(others.length * REVIEWED_SHARE));
  const reviewed = new Set(random.sample(others, target).map((r) => r.id));

  const levels = new Map<number, number>();
  const levelOf = (locationId: number) => {
    let level = levels.get(locationId);
    if (level === undefined) {
      level = random.weighted([
        [6, random.float(4, 4.8, 2)],
        [3, random.float(3.2, 4, 2)],
        [1, random.float(2, 3.2, 2)],
      ]);
      levels.set(locationId, level);
    }
    return level;
  };

  const keys = new Set<string>();
  const rows: Insertable<DB['reviews']>[] = [];
  const summary: DemoReviewsSummary = { submitted: 0, open: 0, answered: 0 };
  const endOf = (r: DueReservation) => `${r.end_date}T16:00:00.000Z`;
  const notAfterNow = (iso: string) => (iso > nowIso ? instantAfter(nowIso, -0.01) : iso);
  /** An instant after `from`, at most `maxDays` later and before now. */
  const later = (from: string, maxDays: number) => {
    const days = Math.min(maxDays, (Date.parse(nowIso) - Date.parse(from)) / 86_400_000);
    return instantAfter(from, days * random.float(0.05, 0.95, 4));
  };

  for (const r of finished) {
    const language: ReviewLanguage = r.language_id === 65 ? 'en' : 'nl';
    const openedAt = notAfterNow(instantAfter(endOf(r), random.float(0.01, 0.2, 4)));
    const base = {
      key: keyFrom(random, keys),
      reservation_id: r.id,
      location_id: r.location_id,
      meeting_type_id: r.meeting_type_id,
      profile_id: r.profile_id,
      meeting_date: r.end_date,
      language,
      catering_booked: Number(r.catering_booked) === 1 ? 1 : 0,
      opened_at: openedAt,
      deleted_at: null,
      deleted_by: null,
      deletion_reason: null,
    };
    const isSubmitted = r.id === bookerAnswered || reviewed.has(r.id);
    if (!isSubmitted) {
      if (r.end_date < windowStart || rows.length >= 2 * MAX_REVIEWS) continue;
      rows.push({ ...base, status: 'Open', updated_at: openedAt, ...EMPTY });
      summary.open += 1;
      continue;
    }
    const level = levelOf(r.location_id);
    const score = (bias = 0) => Math.max(1, Math.min(5, Math.round(level + bias + random.float(-1, 0.8, 2))));
    const scores: Record<ReviewAspect, number | null> = {
      Location: score(0.2),
      Room: score(),
      Catering: base.catering_booked === 1 ? score(-0.1) : null,
      Service: score(0.1),
      Value: score(-0.3),
    };
    const overall = overallScore(scores);
    const submittedAt = later(openedAt, 6);
    const manager = managers.get(r.location_id);
    const answered =
      manager !== undefined &&
      manager !== r.profile_id &&
      (r.id === bookerAnswered || random.chance(overall < 3 ? 0.8 : ANSWERED_SHARE));
    const respondedAt = answered ? later(submittedAt, 3) : null;
    rows.push({
      ...base,
      status: 'Submitted',
      score_location: scores.Location,
      score_room: scores.Room,
      score_catering: scores.Catering,
      score_service: scores.Service,
      score_value: scores.Value,
      overall,
      text: reviewText(random, language, scores, overall),
      submitted_at: submittedAt,
      response_text: answered
        ? random
            .pick(REVIEW_TEXTS[language].responses[moodOf(overall)])
            .replace('{name}', people.get(r.profile_id) ?? '')
        : null,
      response_by: answered ? (manager ?? null) : null,
      responded_at: respondedAt,
      response_updated_at: respondedAt,
      updated_at: respondedAt ?? submittedAt,
    });
    summary.submitted += 1;
    if (answered) summary.answered += 1;
  }
  await insertRows(trx, 'reviews', rows);
  await recountEveryLocation(trx);
  return summary;
}

const EMPTY = {
  score_location: null,
  score_room: null,
  score_catering: null,
  score_service: null,
  score_value: null,
  overall: null,
  text: null,
  submitted_at: null,
  response_text: null,
  response_by: null,
  responded_at: null,
  response_updated_at: null,
} as const;

/** An opening for the mood, a sentence on the best (or, when it went badly, the worst) aspect, a closing. */
function reviewText(
  random: DemoRandom,
  language: ReviewLanguage,
  scores: Record<ReviewAspect, number | null>,
  overall: number,
): string {
  const texts = REVIEW_TEXTS[language];
  const mood = moodOf(overall);
  const scored = REVIEW_ASPECTS.filter((a) => scores[a] !== null);
  const byScore = [...scored].sort((a, b) => (scores[b] ?? 0) - (scores[a] ?? 0));
  const best = byScore[0] ?? 'Room';
  const worst = byScore.at(-1) ?? 'Room';
  const sentences = [random.pick(texts.openings[mood])];
  if (mood !== 'poor') sentences.push(random.pick(texts.aspects[best].high));
  if (mood !== 'good' || (scores[worst] ?? 5) <= 2) sentences.push(random.pick(texts.aspects[worst].low));
  sentences.push(random.pick(texts.closings[mood]));
  return sentences.join(' ');
}

/**
 * Every location's `review_count` and `review_score` from its submitted reviews (the API's rule:
 * the mean of the overall scores, one decimal; 0 without reviews). One statement per distinct
 * pair, not per location, so 10,000 locations take a handful of statements.
 */
export async function recountEveryLocation(trx: Kysely<DB>): Promise<void> {
  await trx.updateTable('locations').set({ review_count: 0, review_score: 0 }).execute();
  const totals = await trx
    .selectFrom('reviews')
    .select((eb) => [
      'location_id',
      eb.fn.countAll<number | string>().as('count'),
      eb.fn.avg<number | string>('overall').as('mean'),
    ])
    .where('status', '=', 'Submitted')
    .groupBy('location_id')
    .execute();
  const byPair = new Map<string, number[]>();
  for (const t of totals) {
    const pair = `${Number(t.count)}|${roundScore(Number(t.mean))}`;
    byPair.set(pair, [...(byPair.get(pair) ?? []), t.location_id]);
  }
  for (const [pair, ids] of byPair) {
    const [count, score] = pair.split('|').map(Number) as [number, number];
    for (let from = 0; from < ids.length; from += 500)
      await trx
        .updateTable('locations')
        .set({ review_count: count, review_score: score })
        .where('id', 'in', ids.slice(from, from + 500))
        .execute();
  }
}
