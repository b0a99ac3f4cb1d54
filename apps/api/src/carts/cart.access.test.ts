import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALLERS, type Caller, callerHeaders, OWNER_OR_ADMIN } from '../../test/access.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { apiCall, holdMeetingRoom } from '../../test/booking.ts';
import { engines } from '../../test/db.ts';

// Monday 23 November 2026 09:00 in Amsterdam; the holds are for Wednesday.
const NOW = new Date('2026-11-23T08:00:00Z');

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
/** A call on the cart `{key}`. */
type Call = [Method, string, object?];

/** The calls the cart permission guards (the last ones change nothing a later call needs). */
const CALLS: Call[] = [
  ['GET', '/v1/cart/{key}/option'],
  ['GET', '/v1/cart/{key}/package'],
  ['PUT', '/v1/cart/{key}', { Name: 'Planning' }],
  ['PUT', '/v1/voucher/cart/{key}/apply', { Code: 'NO-SUCH-CODE' }],
];

/** cart.use: a member's cart is that member's or an admin's; an anonymous cart is its key holder's. */
const TABLE: { cart: 'member' | 'anonymous'; label: string; expected: Record<Caller, number> }[] = [
  { cart: 'member', label: "a member's cart", expected: OWNER_OR_ADMIN },
  {
    cart: 'anonymous',
    label: 'an anonymous cart',
    expected: { owner: 200, host: 200, other: 200, anonymous: 200, admin: 200 },
  },
];

describe.each(engines)('who may use a cart on %s', (engine) => {
  let t: TestApp;
  let headers: Record<Caller, Record<string, string>>;
  const keys: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestApp(engine, { demo: true, now: () => NOW });
    headers = await callerHeaders(t, NOW);
    keys.member = (
      await holdMeetingRoom(t, headers.owner, { day: '2026-11-25', startMinutes: 600 })
    ).cart.CartKey;
    keys.anonymous = (await holdMeetingRoom(t, {}, { day: '2026-11-25', startMinutes: 780 })).cart.CartKey;
  });
  afterAll(async () => t.close());

  for (const { cart, label, expected } of TABLE) {
    it(`cart.use on ${label}: owner ${expected.owner}, host ${expected.host}, other member ${expected.other}, anonymous ${expected.anonymous}, admin ${expected.admin}`, async () => {
      for (const [method, path, payload] of CALLS) {
        for (const caller of CALLERS) {
          const res = await apiCall(t)(
            method,
            path.replace('{key}', keys[cart] ?? ''),
            headers[caller],
            payload,
          );
          expect({ call: `${method} ${path}`, caller, status: res.statusCode }).toEqual({
            call: `${method} ${path}`,
            caller,
            status: expected[caller],
          });
        }
      }
    });
  }

  it('answers 404 for a cart key that is not there, to anyone', async () => {
    for (const caller of CALLERS) {
      expect((await apiCall(t)('GET', '/v1/cart/no-such-cart-key/option', headers[caller])).statusCode).toBe(
        404,
      );
    }
  });
});
