import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALLERS, type Caller, callerHeaders } from '../../test/access.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { apiCall, profileIdOf } from '../../test/booking.ts';
import { engines } from '../../test/db.ts';
import { hostLocationId, insertEndedReservation, openReviewOf, submission } from '../../test/reviews.ts';

// The owner is the reservations' booker (booker@), the host (host@) a manager of their location, the
// other member neither. `fresh`: each caller writes to a review of its own (submit, delete).
const NOW = new Date('2026-11-23T12:00:00Z');

type Method = 'GET' | 'POST' | 'DELETE';
type Call = [Method, string, object?];

const TABLE: {
  permission: string;
  calls: Call[];
  fresh?: 'open' | 'submitted';
  expected: Record<Caller, number>;
}[] = [
  {
    permission: 'a submitted review (read)',
    calls: [['GET', '/v1/review/{submitted}']],
    expected: { owner: 200, host: 200, other: 200, anonymous: 200, admin: 200 },
  },
  {
    permission: 'an open review (read: not discovered)',
    calls: [['GET', '/v1/review/{open}']],
    expected: { owner: 200, host: 404, other: 404, anonymous: 404, admin: 200 },
  },
  {
    permission: 'review.write on an open review (submit: its booker; the host waits)',
    calls: [['POST', '/v1/review/{openKey}/response', submission()]],
    fresh: 'open',
    expected: { owner: 200, host: 409, other: 403, anonymous: 401, admin: 409 },
  },
  {
    permission: 'review.write on a submitted review (answer: managers and administrators)',
    calls: [['POST', '/v1/review/{submittedKey}/response', { Response: 'Thank you for coming!' }]],
    expected: { owner: 409, host: 200, other: 403, anonymous: 401, admin: 200 },
  },
  {
    permission: 'review.delete (its author; an administrator with a reason)',
    calls: [['DELETE', '/v1/review/{submitted}', { Reason: 'Off topic' }]],
    fresh: 'submitted',
    expected: { owner: 200, host: 403, other: 403, anonymous: 401, admin: 200 },
  },
  {
    permission: "a member's own reviews",
    calls: [
      ['GET', '/v1/review/open'],
      ['GET', '/v1/profile/review'],
    ],
    expected: { owner: 200, host: 200, other: 200, anonymous: 401, admin: 200 },
  },
  {
    permission: 'the public lists and score',
    calls: [
      ['GET', '/v1/review?locationId={location}'],
      ['GET', '/v1/review/score?locationId={location}'],
      ['GET', '/v2/featured/reviews'],
    ],
    expected: { owner: 200, host: 200, other: 200, anonymous: 200, admin: 200 },
  },
  {
    permission: 'a review that is not there',
    calls: [
      ['GET', '/v1/review/2000000000'],
      ['DELETE', '/v1/review/2000000000'],
      ['POST', '/v1/review/nosuchkey00/response', { Response: 'Hello there' }],
    ],
    expected: { owner: 404, host: 404, other: 404, anonymous: 404, admin: 404 },
  },
];

describe.each(engines)('who may do what with a review on %s', (engine) => {
  let t: TestApp;
  let headers: Record<Caller, Record<string, string>>;
  const ids: Record<string, number | string> = {};
  let bookerId: number;

  const newReview = async (state: 'open' | 'submitted') => {
    const reservationId = await insertEndedReservation(t, {
      profileId: bookerId,
      locationId: ids.location as number,
      endDate: '2026-11-20',
    });
    const review = await openReviewOf(t, headers.owner, reservationId);
    if (state === 'submitted') {
      const res = await apiCall(t)('POST', `/v1/review/${review.Key}/response`, headers.owner, submission());
      expect(res.statusCode).toBe(200);
      return { submitted: review.Id, submittedKey: review.Key };
    }
    return { open: review.Id, openKey: review.Key };
  };

  beforeAll(async () => {
    t = await createTestApp(engine, { demo: true, now: () => NOW });
    headers = await callerHeaders(t, NOW);
    bookerId = await profileIdOf(t, 'booker@example.com');
    ids.location = await hostLocationId(t);
    Object.assign(ids, await newReview('open'), await newReview('submitted'));
  });
  afterAll(async () => t?.close());

  for (const { permission, calls, fresh, expected } of TABLE) {
    it(`${permission}: owner ${expected.owner}, host ${expected.host}, other ${expected.other}, anonymous ${expected.anonymous}, admin ${expected.admin}`, async () => {
      for (const [method, path, payload] of calls) {
        for (const caller of CALLERS) {
          // A 404 for the anonymous caller of a members-only call is a 401 first.
          const want =
            caller === 'anonymous' && expected.anonymous === 404 && method !== 'GET' ? 401 : expected[caller];
          const own: Record<string, number | string | undefined> = fresh
            ? { ...ids, ...(await newReview(fresh)) }
            : ids;
          const fill = (s: string) => s.replace(/\{(\w+)\}/g, (_, k: string) => String(own[k]));
          const res = await apiCall(t)(method, fill(path), headers[caller], payload);
          expect({ call: `${method} ${path}`, caller, status: res.statusCode }).toEqual({
            call: `${method} ${path}`,
            caller,
            status: want,
          });
        }
      }
    });
  }
});
