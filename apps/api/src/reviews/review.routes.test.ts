import { roundScore } from '@meetspace/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { apiCall, memberHeaders, profileIdOf } from '../../test/booking.ts';
import { engines } from '../../test/db.ts';
import {
  hostLocationId,
  insertEndedReservation,
  mailsTo,
  openReviewOf,
  reviewOf,
  submission,
} from '../../test/reviews.ts';
import { runReviewOpening } from './review-run.ts';

// 13:00 in Amsterdam on Monday 23 November 2026.
const NOW = new Date('2026-11-23T12:00:00Z');
const TODAY = '2026-11-23';
const YESTERDAY = '2026-11-22';

describe.each(engines)('reviews on %s', (engine) => {
  let t: TestApp;
  let call: ReturnType<typeof apiCall>;
  let booker: Record<string, string>;
  let host: Record<string, string>;
  let admin: Record<string, string>;
  let bookerId: number;
  let locationId: number;

  /** The location's score columns, and what its submitted reviews say they should be. */
  async function scoreOf(id: number) {
    const db = t.database.db;
    const location = await db
      .selectFrom('locations')
      .select(['review_count', 'review_score'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const reviews = await db
      .selectFrom('reviews')
      .select('overall')
      .where('location_id', '=', id)
      .where('status', '=', 'Submitted')
      .execute();
    const mean = reviews.length ? reviews.reduce((s, r) => s + (r.overall ?? 0), 0) / reviews.length : 0;
    return { columns: location, expected: { review_count: reviews.length, review_score: roundScore(mean) } };
  }

  async function submitted(extra: { catering?: boolean; endDate?: string } = {}) {
    const reservationId = await insertEndedReservation(t, {
      profileId: bookerId,
      locationId,
      endDate: extra.endDate ?? YESTERDAY,
      catering: extra.catering,
    });
    const review = await openReviewOf(t, booker, reservationId);
    const res = await call('POST', `/v1/review/${review.Key}/response`, booker, submission());
    expect(res.statusCode).toBe(200);
    return { ...review, reservationId };
  }

  beforeAll(async () => {
    t = await createTestApp(engine, { demo: true, now: () => NOW });
    call = apiCall(t);
    booker = await memberHeaders(t, 'booker@example.com', NOW);
    host = await memberHeaders(t, 'host@example.com', NOW);
    admin = await memberHeaders(t, 'admin@example.com', NOW);
    bookerId = await profileIdOf(t, 'booker@example.com');
    locationId = await hostLocationId(t);
  });
  afterAll(async () => t?.close());

  it('opens a review only for the booker of a reservation that has ended and was not cancelled, in the last 60 days', async () => {
    const other = await profileIdOf(t, 'host@example.com');
    const ids = {
      yesterday: await insertEndedReservation(t, { profileId: bookerId, locationId, endDate: YESTERDAY }),
      earlierToday: await insertEndedReservation(t, {
        profileId: bookerId,
        locationId,
        endDate: TODAY,
        endMinutes: 720,
      }),
      laterToday: await insertEndedReservation(t, {
        profileId: bookerId,
        locationId,
        endDate: TODAY,
        endMinutes: 780 + 1,
      }),
      cancelled: await insertEndedReservation(t, {
        profileId: bookerId,
        locationId,
        endDate: YESTERDAY,
        cancelled: true,
      }),
      tooOld: await insertEndedReservation(t, { profileId: bookerId, locationId, endDate: '2026-09-20' }),
      lastInWindow: await insertEndedReservation(t, {
        profileId: bookerId,
        locationId,
        endDate: '2026-09-24',
      }),
      someoneElses: await insertEndedReservation(t, { profileId: other, locationId, endDate: YESTERDAY }),
    };
    const res = await call('GET', '/v1/review/open', booker);
    expect(res.statusCode).toBe(200);
    const open = res.json().Results as { ReservationId: number; Status: string; Key: string; Scores: null }[];
    const mine = new Set(open.map((r) => r.ReservationId));
    expect(mine.has(ids.yesterday)).toBe(true);
    expect(mine.has(ids.earlierToday)).toBe(true);
    expect(mine.has(ids.lastInWindow)).toBe(true);
    for (const not of [ids.laterToday, ids.cancelled, ids.tooOld, ids.someoneElses])
      expect(mine.has(not)).toBe(false);
    expect(await reviewOf(t, ids.someoneElses)).toBeUndefined();
    const review = open.find((r) => r.ReservationId === ids.yesterday);
    expect(review).toMatchObject({
      Status: 'Open',
      Scores: null,
      Overall: null,
      Text: null,
      MeetingDate: YESTERDAY,
    });
    expect(review?.Key).toMatch(/^[\w-]{11}$/);
    // Reading again opens nothing twice (one review per reservation).
    const again = (await call('GET', '/v1/review/open', booker)).json().Results as {
      ReservationId: number;
    }[];
    expect(again.filter((r) => r.ReservationId === ids.yesterday)).toHaveLength(1);
  });

  it('lets the booker submit once, with every aspect and a text; the location score follows in the same call', async () => {
    const reservationId = await insertEndedReservation(t, {
      profileId: bookerId,
      locationId,
      endDate: YESTERDAY,
    });
    const { Key } = await openReviewOf(t, booker, reservationId);
    const before = await scoreOf(locationId);

    const missing = await call('POST', `/v1/review/${Key}/response`, booker, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().Errors.map((e: { Field: string; Code: string }) => `${e.Field}:${e.Code}`)).toEqual(
      [
        'Scores.Location:review_score_required',
        'Scores.Room:review_score_required',
        'Scores.Service:review_score_required',
        'Scores.Value:review_score_required',
        'Text:review_text_required',
      ],
    );
    const short = await call('POST', `/v1/review/${Key}/response`, booker, submission({ Text: 'Fine.' }));
    expect(short.statusCode).toBe(400);
    expect(short.json().Errors[0]).toMatchObject({ Field: 'Text', Code: 'too_small' });
    const outOfRange = await call('POST', `/v1/review/${Key}/response`, booker, {
      ...submission(),
      Scores: { Location: 6, Room: 0, Service: 3, Value: 3 },
    });
    expect(outOfRange.statusCode).toBe(400);

    const res = await call('POST', `/v1/review/${Key}/response`, booker, {
      Scores: { Location: 5, Room: 4, Service: 5, Value: 3 },
      Text: '  Great daylight, quiet room and fast wifi all day long.  ',
      Language: 'en',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      Status: 'Submitted',
      Scores: { Location: 5, Room: 4, Catering: null, Service: 5, Value: 3 },
      Overall: 4.3,
      Text: 'Great daylight, quiet room and fast wifi all day long.',
      Language: 'en',
      SubmittedAt: NOW.toISOString(),
      CanDelete: true,
      CanRespond: false,
    });
    const after = await scoreOf(locationId);
    expect(after.columns).toEqual(after.expected);
    expect(after.columns.review_count).toBe(before.expected.review_count + 1);

    const twice = await call('POST', `/v1/review/${Key}/response`, booker, submission());
    expect(twice.statusCode).toBe(409);
    expect(twice.json().Errors[0]).toMatchObject({ Code: 'review_already_submitted' });
  });

  it('asks for the catering score only when catering was booked', async () => {
    const reservationId = await insertEndedReservation(t, {
      profileId: bookerId,
      locationId,
      endDate: YESTERDAY,
      catering: true,
    });
    const { Key } = await openReviewOf(t, booker, reservationId);
    const open = (await call('GET', '/v1/review/open', booker))
      .json()
      .Results.find((r: { Key: string }) => r.Key === Key);
    expect(open.CateringBooked).toBe(true);
    const { Catering: _, ...withoutCatering } = submission().Scores;
    const res = await call('POST', `/v1/review/${Key}/response`, booker, {
      ...submission(),
      Scores: withoutCatering,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().Errors).toEqual([
      expect.objectContaining({ Field: 'Scores.Catering', Code: 'review_score_required' }),
    ]);
    const ok = await call('POST', `/v1/review/${Key}/response`, booker, submission());
    expect(ok.json()).toMatchObject({ Overall: 4.2, Scores: { Catering: 3 } });
  });

  it('lets a manager answer a submitted review once, editing it after; the author hears of the first answer', async () => {
    const reservationId = await insertEndedReservation(t, {
      profileId: bookerId,
      locationId,
      endDate: YESTERDAY,
    });
    const { Key, Id } = await openReviewOf(t, booker, reservationId);
    const early = await call('POST', `/v1/review/${Key}/response`, host, { Response: 'Thank you!' });
    expect(early.statusCode).toBe(409);
    expect(early.json().Errors[0]).toMatchObject({ Code: 'review_not_submitted' });

    const managersMailed = (await mailsTo(t, 'host@example.com', 'review-received')).length;
    await call('POST', `/v1/review/${Key}/response`, booker, submission());
    const received = await mailsTo(t, 'host@example.com', 'review-received');
    expect(received).toHaveLength(managersMailed + 1);
    expect(received.at(-1)?.text_body).toContain('Light room, good coffee');
    expect(received.at(-1)?.text_body).toMatch(new RegExp(`/host/(locaties|locations)/${locationId}/`));

    const empty = await call('POST', `/v1/review/${Key}/response`, host, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().Errors[0]).toMatchObject({ Field: 'Response', Code: 'review_response_required' });

    const answered = (await mailsTo(t, 'booker@example.com', 'review-answered')).length;
    const first = await call('POST', `/v1/review/${Key}/response`, host, {
      Response: 'Thank you, come again!',
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      Response: { Text: 'Thank you, come again!', RespondedAt: NOW.toISOString() },
      CanRespond: true,
      CanDelete: false,
    });
    const edit = await call('POST', `/v1/review/${Key}/response`, host, {
      Response: 'Thank you, see you soon!',
    });
    expect(edit.json().Response).toMatchObject({
      Text: 'Thank you, see you soon!',
      RespondedAt: NOW.toISOString(),
    });
    const mails = await mailsTo(t, 'booker@example.com', 'review-answered');
    expect(mails).toHaveLength(answered + 1);
    expect(mails.at(-1)?.text_body).toContain('Thank you, come again!');

    const author = await call('POST', `/v1/review/${Key}/response`, booker, { Response: 'Me too' });
    expect(author.statusCode).toBe(409);
    const publicView = (await call('GET', `/v1/review/${Id}`, {})).json();
    expect(publicView).toMatchObject({
      Key: null,
      ReservationId: null,
      Response: { Text: 'Thank you, see you soon!' },
      CanRespond: false,
    });
    expect(publicView.ReviewerName).toMatch(/^\S+ [A-Z]\.$/);
  });

  it('lists submitted reviews of a location with filters, paging and the score per aspect', async () => {
    await submitted();
    const list = await call('GET', `/v1/review?locationId=${locationId}&itemsPerPage=2`, {});
    expect(list.statusCode).toBe(200);
    const body = list.json();
    expect(body.Results).toHaveLength(2);
    expect(body.MorePages).toBe(body.TotalCount > 2);
    const { expected } = await scoreOf(locationId);
    expect(body.TotalCount).toBe(expected.review_count);
    for (const r of body.Results)
      expect(r).toMatchObject({ Status: 'Submitted', LocationId: locationId, Key: null });

    const hostView = (await call('GET', `/v1/review?locationId=${locationId}`, host)).json();
    expect(hostView.Results[0].Key).toEqual(expect.any(String));
    expect(hostView.Results[0].CanRespond).toBe(true);

    const high = (
      await call('GET', `/v1/review?locationId=${locationId}&minScore=4.5&itemsPerPage=100`, {})
    ).json();
    for (const r of high.Results) expect(r.Overall).toBeGreaterThanOrEqual(4.5);
    const rooms = (await call('GET', `/v1/review?locationId=${locationId}&meetingtype=2`, {})).json();
    for (const r of rooms.Results) expect(r.MeetingtypeId).toBe(2);

    const score = await call('GET', `/v1/review/score?locationId=${locationId}`, {});
    expect(score.statusCode).toBe(200);
    expect(score.json()).toMatchObject({
      LocationId: locationId,
      Count: expected.review_count,
      Overall: expected.review_score,
    });
    expect(score.json().Aspects.Location).toBeGreaterThanOrEqual(1);
    expect(score.json().Distribution.map((d: { Stars: number }) => d.Stars)).toEqual([5, 4, 3, 2, 1]);
    expect(score.json().Distribution.reduce((s: number, d: { Count: number }) => s + d.Count, 0)).toBe(
      expected.review_count,
    );
    expect((await call('GET', '/v1/review/score?meetingtypeId=1&channelId=1', {})).statusCode).toBe(200);
    expect((await call('GET', '/v1/review?minScore=9', {})).statusCode).toBe(400);
    expect((await call('GET', '/v1/review?locationId=999999', {})).statusCode).toBe(404);

    const featured = await call('GET', `/v2/featured/reviews?locationId=${locationId}&nrOfReviews=2`, {});
    expect(featured.statusCode).toBe(200);
    expect(featured.json().length).toBeLessThanOrEqual(2);
    for (const r of featured.json()) expect(r.Overall).toBeGreaterThanOrEqual(4);

    const mine = (await call('GET', '/v1/profile/review', booker)).json();
    expect(mine.Results.length).toBeGreaterThan(0);
    for (const r of mine.Results) expect(r.Key).toEqual(expect.any(String));
  });

  it("hides a location's reviews that is not live, but not from its managers", async () => {
    await t.database.db
      .updateTable('locations')
      .set({ status: 'suspended' })
      .where('id', '=', locationId)
      .execute();
    try {
      expect((await call('GET', `/v1/review?locationId=${locationId}`, {})).statusCode).toBe(404);
      expect((await call('GET', `/v1/review/score?locationId=${locationId}`, booker)).statusCode).toBe(404);
      expect((await call('GET', `/v1/review?locationId=${locationId}`, host)).statusCode).toBe(200);
      const latest = (await call('GET', '/v1/review?itemsPerPage=100', {})).json();
      expect(latest.Results.some((r: { LocationId: number }) => r.LocationId === locationId)).toBe(false);
    } finally {
      await t.database.db
        .updateTable('locations')
        .set({ status: 'live' })
        .where('id', '=', locationId)
        .execute();
    }
  });

  it('is deleted by its author or by an administrator with a reason, and leaves the score', async () => {
    const own = await submitted();
    const del = await call('DELETE', `/v1/review/${own.Id}`, booker);
    expect(del.statusCode).toBe(200);
    expect((await call('GET', `/v1/review/${own.Id}`, booker)).statusCode).toBe(404);
    expect(
      (await call('POST', `/v1/review/${own.Key}/response`, host, { Response: 'Thanks' })).statusCode,
    ).toBe(404);
    const afterOwn = await scoreOf(locationId);
    expect(afterOwn.columns).toEqual(afterOwn.expected);
    const list = (await call('GET', `/v1/review?locationId=${locationId}&itemsPerPage=100`, {})).json();
    expect(list.Results.some((r: { Id: number }) => r.Id === own.Id)).toBe(false);
    // The reservation is not asked about again.
    const open = (await call('GET', '/v1/review/open', booker)).json().Results;
    expect(open.some((r: { ReservationId: number }) => r.ReservationId === own.reservationId)).toBe(false);

    const other = await submitted();
    const noReason = await call('DELETE', `/v1/review/${other.Id}`, admin, {});
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().Errors[0]).toMatchObject({ Field: 'Reason', Code: 'review_reason_required' });
    expect((await call('DELETE', `/v1/review/${other.Id}`, host, { Reason: 'No' })).statusCode).toBe(403);
    const removed = (await mailsTo(t, 'booker@example.com', 'review-removed')).length;
    const byAdmin = await call('DELETE', `/v1/review/${other.Id}`, admin, {
      Reason: 'Names a staff member.',
    });
    expect(byAdmin.statusCode).toBe(200);
    const mails = await mailsTo(t, 'booker@example.com', 'review-removed');
    expect(mails).toHaveLength(removed + 1);
    expect(mails.at(-1)?.text_body).toContain('Names a staff member.');
    const afterAdmin = await scoreOf(locationId);
    expect(afterAdmin.columns).toEqual(afterAdmin.expected);
  });

  it('opens due reviews with the job and invites each booker once, in their language', async () => {
    const reservationId = await insertEndedReservation(t, {
      profileId: bookerId,
      locationId,
      endDate: YESTERDAY,
    });
    const invited = (await mailsTo(t, 'booker@example.com', 'review-invitation')).length;
    const opened = await runReviewOpening(t.database.db, NOW, () => t.app.events.drain());
    expect(opened).toBeGreaterThanOrEqual(1);
    expect((await reviewOf(t, reservationId))?.status).toBe('Open');
    const mails = await mailsTo(t, 'booker@example.com', 'review-invitation');
    expect(mails.length).toBeGreaterThan(invited);
    const language = (
      await t.database.db
        .selectFrom('profiles')
        .select('language_id')
        .where('id', '=', bookerId)
        .executeTakeFirstOrThrow()
    ).language_id;
    const path = language === 65 ? '/en/my/reservations/reviews' : '/nl/mijn/reserveringen/beoordelingen';
    expect(mails.at(-1)?.text_body).toContain(path);
    // And in the inbox, leading to the reviews to write.
    const inbox = await t.database.db
      .selectFrom('notifications')
      .select(['kind_id', 'link_route'])
      .where('profile_id', '=', bookerId)
      .where('link_route', '=', 'my-reservations-reviews')
      .execute();
    expect(inbox.length).toBeGreaterThanOrEqual(1);
    expect(inbox.every((n) => n.kind_id === 4)).toBe(true);
    expect(await runReviewOpening(t.database.db, NOW, () => t.app.events.drain())).toBe(0);
    expect(await mailsTo(t, 'booker@example.com', 'review-invitation')).toHaveLength(mails.length);
  });

  it('answers 400 for bad input, never 500', async () => {
    expect((await call('GET', '/v1/review/0', {})).statusCode).toBe(400);
    expect((await call('GET', '/v1/review/99999999999', {})).statusCode).toBe(400);
    expect((await call('GET', '/v1/review?page=0', {})).statusCode).toBe(400);
    const { Key } = await openReviewOf(
      t,
      booker,
      await insertEndedReservation(t, { profileId: bookerId, locationId, endDate: YESTERDAY }),
    );
    for (const body of [
      { Scores: 'five' },
      { Text: 12 },
      { Scores: { Location: 4.5 } },
      { Language: 'de' },
      [],
    ])
      expect((await call('POST', `/v1/review/${Key}/response`, booker, body as object)).statusCode).toBe(400);
  });
});
