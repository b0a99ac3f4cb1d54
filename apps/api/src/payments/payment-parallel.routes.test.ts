import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { apiCall, bookMeetingRoom, memberHeaders } from '../../test/booking.ts';
import { engines } from '../../test/db.ts';

// PostgreSQL runs the notices really in parallel (SQLite has one writer at a time): the payment's
// row lock makes them queue, and only the first one finds the payment open.
const START = new Date('2026-11-23T08:00:00Z');

describe.runIf(engines.includes('postgres'))('a burst of the same webhook notice (postgres)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp('postgres', { demo: true, now: () => START });
  });
  afterAll(() => t?.close());

  it('15 parallel notices of one paid payment add it to the reservation once', async () => {
    const call = apiCall(t);
    const booker = await memberHeaders(t, 'booker@example.com', START);
    const r = await bookMeetingRoom(t, booker, { day: '2026-12-02', startMinutes: 600 });
    const p = (await call('POST', `/v1/payment/reservation/${r.Id}`, booker, { PaymentType: 1 })).json();
    const checkout = new URL((await call('POST', `/v1/payment/${p.Key}/start`, {})).json().CheckoutUrl);
    const id = checkout.pathname.split('/').at(-1) as string;
    // Settle it at the provider without the page's own notice, then notify many times at once.
    await t.database.db
      .updateTable('test_provider_payments')
      .set({ status: 'paid' })
      .where('id', '=', id)
      .execute();
    const answers = await Promise.all(
      Array.from({ length: 15 }, () =>
        t.app.inject({ method: 'POST', url: '/api/v1/payment/webhook/test', payload: { id } }),
      ),
    );
    expect(answers.every((a) => a.statusCode === 200 && a.json().Ok === true)).toBe(true);
    const after = (await call('GET', `/v1/reservation/${r.Id}`, booker)).json();
    expect(after.TotalPaid).toBe(r.TotalInclTax);
    expect(after.TotalOpen).toBe(0);
    expect((await call('GET', `/v1/payment/${p.Key}`, {})).json().Result).toBe('paid');
  });
});
