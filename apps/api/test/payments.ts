import { expect } from 'vitest';
import type { TestApp } from './app.ts';
import { apiCall } from './booking.ts';

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
