import { VOUCHER_TRIES } from '@meetspace/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { apiCall, bookMeetingRoom, memberHeaders } from '../../test/booking.ts';
import { engines } from '../../test/db.ts';

// Monday 23 November 2026 09:00 in Amsterdam; the reservations are on Friday 27 November.
const START = new Date('2026-11-23T08:00:00Z');
const DAY = '2026-11-27';
const guess = (n: number) => `RGUESS${String(n).padStart(4, '0')}`;

// A booked reservation takes voucher codes too (issue 13): its guesses count like a cart's, per
// reservation and per member (one count with the member's carts), before the code is looked up.
describe.each(engines)('voucher codes on a reservation are throttled on %s', (engine) => {
  let t: TestApp;
  let booker: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp(engine, { demo: true, now: () => START });
    booker = await memberHeaders(t, 'booker@example.com', START);
  });
  afterAll(async () => t.close());

  it('answers -1 to the first guesses and 429 after, in a parallel burst, and a valid code then too', async () => {
    const r = await bookMeetingRoom(t, booker, { day: DAY, startMinutes: 600 });
    const answers = await Promise.all(
      Array.from({ length: 25 }, (_, n) =>
        apiCall(t)('PUT', `/v1/voucher/reservation/${r.Id}/apply`, booker, { Code: guess(n) }),
      ),
    );
    const notFound = answers.filter((a) => a.statusCode === 200 && a.json().StatusCode === -1).length;
    const tooMany = answers.filter((a) => a.statusCode === 429).length;
    expect({ notFound, tooMany }).toEqual({
      notFound: VOUCHER_TRIES.perCart,
      tooMany: 25 - VOUCHER_TRIES.perCart,
    });
    const valid = await apiCall(t)('PUT', `/v1/voucher/reservation/${r.Id}/apply`, booker, {
      Code: 'WELKOM10',
    });
    expect(valid.statusCode).toBe(429);
  });

  it('does not count a code that applies', async () => {
    const r = await bookMeetingRoom(t, booker, { day: DAY, startMinutes: 720 });
    for (let n = 0; n < VOUCHER_TRIES.perCart + 2; n += 1) {
      const applied = await apiCall(t)('PUT', `/v1/voucher/reservation/${r.Id}/apply`, booker, {
        Code: 'WELKOM10',
      });
      expect(applied.statusCode).toBe(200);
      expect(applied.json().StatusCode).toBe(1);
    }
  });
});
