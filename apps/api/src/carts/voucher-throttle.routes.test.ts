import { VOUCHER_TRIES } from '@meetspace/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { apiCall, browserHeaders, holdMeetingRoom, memberHeaders } from '../../test/booking.ts';
import { engines } from '../../test/db.ts';

// Monday 23 November 2026 09:00 in Amsterdam; the holds are for Friday 27 November.
const START = new Date('2026-11-23T08:00:00Z');
const DAY = '2026-11-27';

/** A code nobody has (each guess a different one, as a guesser sends them). */
const guess = (n: number) => `GUESS${String(n).padStart(4, '0')}`;

// Issue 13: 100 guesses in 263 ms found five valid codes. Each guess is counted in one statement
// before the lookup, so a parallel burst (on PostgreSQL a real race) cannot outrun the limits.
describe.each(engines)('voucher codes are throttled per cart and per client on %s', (engine) => {
  let t: TestApp;
  let now = START;
  let slot = 0;
  beforeAll(async () => {
    t = await createTestApp(engine, { demo: true, now: () => now });
  });
  afterAll(async () => t.close());
  beforeEach(() => {
    now = START;
  });

  /** A new cart of `who`, in an hour of DAY nobody else in this file holds. */
  const hold = async (who: Record<string, string>) => {
    slot += 1;
    const { cart } = await holdMeetingRoom(t, who, { day: DAY, startMinutes: 480 + 30 * slot, minutes: 30 });
    expect(cart.CartKey).toEqual(expect.any(String));
    return cart.CartKey as string;
  };
  /** Fires the applies all at once and sorts the answers: -1 (not found) or 429. */
  const burst = async (tries: { who: Record<string, string>; key: string; code: string }[]) => {
    const answers = await Promise.all(
      tries.map(({ who, key, code }) =>
        apiCall(t)('PUT', `/v1/voucher/cart/${key}/apply`, who, { Code: code }),
      ),
    );
    const notFound = answers.filter((a) => a.statusCode === 200 && a.json().StatusCode === -1).length;
    const tooMany = answers.filter((a) => a.statusCode === 429).length;
    expect(notFound + tooMany, 'every answer is -1 or 429').toBe(tries.length);
    return { notFound, tooMany, answers };
  };

  it('answers -1 to a cart’s first guesses and 429 after, even to a valid code, in a parallel burst', async () => {
    const browser = browserHeaders('guesser');
    // Ten minutes before the next window, so the hold (20 minutes) is still alive in it.
    now = new Date(START.getTime() + (VOUCHER_TRIES.windowMinutes - 10) * 60_000);
    const key = await hold(browser);
    const result = await burst(Array.from({ length: 30 }, (_, n) => ({ who: browser, key, code: guess(n) })));
    expect(result).toMatchObject({ notFound: VOUCHER_TRIES.perCart, tooMany: 30 - VOUCHER_TRIES.perCart });
    const refused = result.answers.find((a) => a.statusCode === 429);
    expect(refused?.json()).toMatchObject({
      StatusCode: 429,
      Message: expect.stringMatching(/too many voucher/i),
    });
    // Past the limit a valid code is refused as well, so a guesser learns nothing more.
    const valid = await apiCall(t)('PUT', `/v1/voucher/cart/${key}/apply`, browser, { Code: 'WELKOM10' });
    expect(valid.statusCode).toBe(429);
    // The next window starts over.
    now = new Date(START.getTime() + VOUCHER_TRIES.windowMinutes * 60_000);
    expect((await apiCall(t)('GET', `/v1/cart/${key}/option`, browser)).statusCode).toBe(200);
    const later = await apiCall(t)('PUT', `/v1/voucher/cart/${key}/apply`, browser, { Code: guess(99) });
    expect(later.statusCode).toBe(200);
    expect(later.json().StatusCode).toBe(-1);
  });

  it('limits a client over all its carts, and a member in every browser', async () => {
    const browser = browserHeaders('many-carts');
    const keys = [await hold(browser), await hold(browser), await hold(browser), await hold(browser)];
    const tries = keys.flatMap((key, k) =>
      Array.from({ length: VOUCHER_TRIES.perCart }, (_, n) => ({
        who: browser,
        key,
        code: guess(100 * k + n),
      })),
    );
    const result = await burst(tries);
    expect(result).toMatchObject({
      notFound: VOUCHER_TRIES.perClient,
      tooMany: tries.length - VOUCHER_TRIES.perClient,
    });
    // A member is one client in every browser: a new cookie per guess does not reset their count.
    const member = await memberHeaders(t, 'booker@example.com', START);
    const own = [await hold(member), await hold(member), await hold(member), await hold(member)];
    const everywhere = own.flatMap((key, k) =>
      Array.from({ length: VOUCHER_TRIES.perCart }, (_, n) => ({
        who: { ...browserHeaders(`member-browser-${k}-${n}`), ...member },
        key,
        code: guess(1000 + 100 * k + n),
      })),
    );
    expect((await burst(everywhere)).notFound).toBe(VOUCHER_TRIES.perClient);
  });

  it('does not count a code that applies', async () => {
    const browser = browserHeaders('honest');
    const key = await hold(browser);
    for (let n = 0; n < VOUCHER_TRIES.perCart - 1; n++) {
      const miss = await apiCall(t)('PUT', `/v1/voucher/cart/${key}/apply`, browser, {
        Code: guess(3000 + n),
      });
      expect(miss.json().StatusCode).toBe(-1);
    }
    for (const code of ['WELKOM10', 'KORTING25', 'WELKOM10']) {
      const applied = await apiCall(t)('PUT', `/v1/voucher/cart/${key}/apply`, browser, { Code: code });
      expect(applied.statusCode, code).toBe(200);
      expect(applied.json().StatusCode).toBe(1);
    }
    const last = await apiCall(t)('PUT', `/v1/voucher/cart/${key}/apply`, browser, { Code: guess(3999) });
    expect(last.json().StatusCode).toBe(-1);
    expect(
      (await apiCall(t)('PUT', `/v1/voucher/cart/${key}/apply`, browser, { Code: guess(3998) })).statusCode,
    ).toBe(429);
  });
});
