import { expect } from 'vitest';
import type { TestApp } from './app.ts';
import { apiCall, bookMeetingRoom } from './booking.ts';

/**
 * A payment through the embedded test provider: start → the checkout page → the chosen outcome
 * (the provider notifies the webhook) → the redirect. Returns the provider's payment id.
 */
export async function testCheckout(
  t: TestApp,
  key: string,
  outcome: string,
): Promise<{ providerId: string; location: string; page: { body: string } }> {
  const started = await apiCall(t)('POST', `/v1/payment/${key}/start`, {});
  expect(started.statusCode, started.body).toBe(200);
  const url = new URL(started.json().CheckoutUrl);
  expect(url.pathname).toMatch(/^\/test-provider\/checkout\/tp_[0-9a-f]{24}$/);
  const page = await t.app.inject({ method: 'GET', url: url.pathname });
  expect(page.statusCode).toBe(200);
  expect(page.headers['content-type']).toContain('text/html');
  expect(page.body).toContain('name="outcome"');
  const done = await completeTestCheckout(t, url.pathname, outcome);
  return { providerId: url.pathname.split('/').at(-1) as string, location: done, page };
}

/** Chooses the outcome on an open test provider checkout page (a path); returns the redirect. */
export async function completeTestCheckout(t: TestApp, path: string, outcome: string): Promise<string> {
  const done = await t.app.inject({
    method: 'POST',
    url: path,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `outcome=${outcome}`,
  });
  expect(done.statusCode).toBe(303);
  return String(done.headers.location);
}

/**
 * A member's bookings on December 2026's weekdays (1 December is a Tuesday): each call books another
 * slot, two a day, so a test file's reservations never collide.
 */
export function decemberBookings(app: () => TestApp, who: () => Record<string, string>) {
  const weekdays = [1, 2, 3, 4, 7, 8, 9, 10, 11, 14, 15, 16, 17, 18];
  let slot = 0;
  return () => {
    slot += 1;
    const day = `2026-12-${String(weekdays[slot % weekdays.length]).padStart(2, '0')}`;
    return bookMeetingRoom(app(), who(), { day, startMinutes: slot < weekdays.length ? 600 : 780 });
  };
}
