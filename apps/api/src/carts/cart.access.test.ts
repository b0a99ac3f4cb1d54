import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALLERS, type Caller, callerHeaders, OWNER_OR_ADMIN } from '../../test/access.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { apiCall, browserHeaders, holdMeetingRoom } from '../../test/booking.ts';
import { engines } from '../../test/db.ts';

// Monday 23 November 2026 09:00 in Amsterdam; the holds are for Wednesday.
const NOW = new Date('2026-11-23T08:00:00Z');

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
/** A call on the cart `{key}`. */
type Call = [Method, string, object?];
type Browser = 'same browser' | 'other browser';

/** The calls the cart permission guards (the last ones change nothing a later call needs). */
const CALLS: Call[] = [
  ['GET', '/v1/cart/{key}/option'],
  ['GET', '/v1/cart/{key}/package'],
  ['PUT', '/v1/cart/{key}', { Name: 'Planning' }],
  ['PUT', '/v1/voucher/cart/{key}/apply', { Code: 'NO-SUCH-CODE' }],
];

const EVERYONE = { owner: 200, host: 200, other: 200, anonymous: 200, admin: 200 };
const NOBODY = { owner: 403, host: 403, other: 403, anonymous: 403, admin: 403 };

/**
 * cart.use: a member's cart is that member's or an admin's, in any browser; an anonymous cart is
 * the browser's that selected it (whoever logs in there), nobody's elsewhere.
 */
const TABLE: {
  cart: 'member' | 'anonymous';
  label: string;
  expected: Record<Browser, Record<Caller, number>>;
}[] = [
  {
    cart: 'member',
    label: "a member's cart",
    expected: { 'same browser': OWNER_OR_ADMIN, 'other browser': OWNER_OR_ADMIN },
  },
  {
    cart: 'anonymous',
    label: 'an anonymous cart',
    expected: { 'same browser': EVERYONE, 'other browser': NOBODY },
  },
];

describe.each(engines)('who may use a cart on %s', (engine) => {
  let t: TestApp;
  let headers: Record<Caller, Record<string, string>>;
  const keys: Record<string, string> = {};
  /** The browser each cart was selected in, and another one. */
  const browsers: Record<Browser, Record<string, string>> = {
    'same browser': browserHeaders('cart-maker'),
    'other browser': browserHeaders('stranger'),
  };

  beforeAll(async () => {
    t = await createTestApp(engine, { demo: true, now: () => NOW });
    headers = await callerHeaders(t, NOW);
    const maker = browsers['same browser'];
    keys.member = (
      await holdMeetingRoom(t, { ...maker, ...headers.owner }, { day: '2026-11-25', startMinutes: 600 })
    ).cart.CartKey;
    keys.anonymous = (await holdMeetingRoom(t, maker, { day: '2026-11-25', startMinutes: 780 })).cart.CartKey;
  });
  afterAll(async () => t.close());

  for (const { cart, label, expected } of TABLE) {
    for (const browser of ['same browser', 'other browser'] as const) {
      const row = expected[browser];
      it(`cart.use on ${label} from the ${browser}: owner ${row.owner}, host ${row.host}, other member ${row.other}, anonymous ${row.anonymous}, admin ${row.admin}`, async () => {
        for (const [method, path, payload] of CALLS) {
          for (const caller of CALLERS) {
            const res = await apiCall(t)(
              method,
              path.replace('{key}', keys[cart] ?? ''),
              { ...browsers[browser], ...headers[caller] },
              payload,
            );
            expect({ call: `${method} ${path}`, caller, status: res.statusCode }).toEqual({
              call: `${method} ${path}`,
              caller,
              status: row[caller],
            });
          }
        }
      });
    }
  }

  it('says why another browser may not use an anonymous cart', async () => {
    const res = await apiCall(t)('GET', `/v1/cart/${keys.anonymous}/option`, browsers['other browser']);
    expect(res.statusCode).toBe(403);
    expect(res.json().Message).toMatch(/belongs to the browser or app it was started in/);
  });

  it('answers 404 for a cart key that is not there, to anyone', async () => {
    for (const caller of CALLERS) {
      expect((await apiCall(t)('GET', '/v1/cart/no-such-cart-key/option', headers[caller])).statusCode).toBe(
        404,
      );
    }
  });
});
