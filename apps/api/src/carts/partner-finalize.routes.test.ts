import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_API_KEY, type TestApp } from '../../test/app.ts';
import { apiCall, browserHeaders, holdMeetingRoom, memberHeaders, profileIdOf } from '../../test/booking.ts';
import { engines } from '../../test/db.ts';
import { apiKeyFingerprint } from './partner-channel.ts';

// Monday 23 November 2026 09:00 in Amsterdam; the holds are for Tuesday 1 December.
const NOW = new Date('2026-11-23T08:00:00Z');
const DAY = '2026-12-01';
/** The test app's second key is the partner app's; its first (TEST_API_KEY) is the website's. */
const PARTNER_KEY = 'second-key';
const partnerApp = { apiToken: PARTNER_KEY };

// Issue 13: a partner app that books for its logged-in members finalizes with no body and no
// contact or terms step: its members agreed to the booking terms in that app.
describe.each(engines)('finalize through a partner channel on %s', (engine) => {
  let t: TestApp;
  let booker: Record<string, string>;
  let bookerId: number;
  let slot = 0;
  /** A new hold of `who` in an hour of DAY nobody else in this file holds. */
  const hold = async (who: Record<string, string>) => {
    slot += 1;
    return (await holdMeetingRoom(t, who, { day: DAY, startMinutes: 480 + 60 * slot })).cart;
  };
  /** `POST /v1/cart/{key}/finalize` as a mobile client sends it: a JSON content type and no body. */
  const finalizeV1 = (key: string, who: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/cart/${key}/finalize`,
      headers: { apiToken: TEST_API_KEY, ...who, 'content-type': 'application/json' },
      payload: '',
    });
  const termsProblem = (res: { json(): { Errors: { Field: string }[] } }) =>
    res.json().Errors.map((e) => e.Field);

  beforeAll(async () => {
    t = await createTestApp(engine, { demo: true, now: () => NOW, partnerApiKeys: [PARTNER_KEY] });
    booker = await memberHeaders(t, 'booker@example.com', NOW);
    bookerId = await profileIdOf(t, 'booker@example.com');
  });
  afterAll(async () => t.close());

  it('books a member’s cart with no contacts and no terms step, and records the acceptance through the app', async () => {
    const member = { ...partnerApp, ...booker };
    const cart = await hold(member);
    expect(cart).toMatchObject({ ProfileId: bookerId, Contacts: [], CartTerms: { Accepted: false } });
    const res = await finalizeV1(cart.CartKey, member);
    expect(res.statusCode, res.body).toBe(200);
    const booked = res.json();
    // The booker is the logged-in member.
    expect(booked).toMatchObject({ ProfileId: bookerId, StatusId: 2 });
    expect(booked.Contacts[0]).toMatchObject({ TypeId: 1, Email: 'booker@example.com' });
    const row = await t.database.db
      .selectFrom('reservations')
      .select(['terms_accepted_by', 'terms_id'])
      .where('id', '=', booked.Id)
      .executeTakeFirstOrThrow();
    expect(row.terms_accepted_by).toBe(bookerId);
    expect(row.terms_id).not.toBeNull();
    const revisions = await apiCall(t)('GET', `/v1/reservation/${booked.Id}/revisions`, booker);
    expect(revisions.json()).toEqual([
      expect.objectContaining({
        ProfileId: bookerId,
        Action: 'terms-accepted',
        CreatedAt: expect.any(String),
        Changes: [
          {
            Field: 'CartTerms',
            From: null,
            To: {
              Accepted: true,
              AcceptedBy: bookerId,
              AcceptedAt: NOW.toISOString(),
              Via: 'partner',
              ApiClient: apiKeyFingerprint(PARTNER_KEY),
            },
          },
        ],
      }),
    ]);
    expect(JSON.stringify(revisions.json())).not.toContain(PARTNER_KEY);
    const mails = await t.database.db
      .selectFrom('outbox')
      .select('to_email')
      .where('reservation_id', '=', booked.Id)
      .execute();
    expect(mails.map((m) => m.to_email)).toEqual(['booker@example.com']);
    // Again: the same reservation, one acceptance.
    expect((await finalizeV1(cart.CartKey, member)).json().Id).toBe(booked.Id);
  });

  it('keeps the terms step for the website’s key', async () => {
    const cart = await hold(booker);
    const res = await finalizeV1(cart.CartKey, booker);
    expect(res.statusCode).toBe(400);
    expect(termsProblem(res)).toEqual(['CartTerms']);
    const v2 = await apiCall(t)('POST', `/v2/cart/${cart.CartKey}/finalize`, booker);
    expect(v2.statusCode).toBe(400);
  });

  it('keeps the terms step for an anonymous cart, also through the partner app', async () => {
    const browser = { ...partnerApp, ...browserHeaders('partner-visitor') };
    const cart = await hold(browser);
    await apiCall(t)('PUT', `/v1/cart/${cart.CartKey}`, browser, {
      Contacts: [{ TypeId: 1, Name: 'Vera Visser', Email: 'vera@example.org' }],
    });
    const res = await finalizeV1(cart.CartKey, browser);
    expect(res.statusCode).toBe(400);
    expect(termsProblem(res)).toEqual(['CartTerms']);
  });

  it('lets only the member agree through the app, not an administrator who helps', async () => {
    const cart = await hold({ ...partnerApp, ...booker });
    const admin = await memberHeaders(t, 'admin@example.com', NOW);
    const res = await finalizeV1(cart.CartKey, { ...partnerApp, ...admin });
    expect(res.statusCode).toBe(400);
    expect(termsProblem(res)).toEqual(['CartTerms']);
  });
});
