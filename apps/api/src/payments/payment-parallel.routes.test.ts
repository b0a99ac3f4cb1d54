import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { apiCall, bookMeetingRoom, memberHeaders } from '../../test/booking.ts';
import { engines } from '../../test/db.ts';
import { testCheckout } from '../../test/payments.ts';
import { testProvider } from './providers/test-provider.ts';
import { requestRefund, sendDueRefunds } from './refunds.ts';

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

  it('parallel refund requests of one payment never ask back more than was paid; one key is one request', async () => {
    const call = apiCall(t);
    const booker = await memberHeaders(t, 'booker@example.com', START);
    const r = await bookMeetingRoom(t, booker, { day: '2026-12-03', startMinutes: 600 });
    const p = (await call('POST', `/v1/payment/reservation/${r.Id}`, booker, { PaymentType: 1 })).json();
    const { providerId } = await testCheckout(t, p.Key, 'paid');
    const db = t.database.db;
    const { id } = await db
      .selectFrom('payments')
      .select('id')
      .where('key', '=', p.Key)
      .executeTakeFirstOrThrow();
    const paid = Math.round(p.Amount * 100);
    const part = Math.ceil(paid * 0.3);
    // 12 decisions at once, each asking 30%: three get it whole, one the rest, the others nothing.
    const asked = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        db
          .transaction()
          .execute((trx) =>
            requestRefund(
              trx,
              { paymentId: id, reason: 'paid-twice', key: `burst:${i}`, cents: part },
              START,
            ),
          ),
      ),
    );
    const total = asked.reduce((n, a) => n + a.cents, 0);
    expect(total).toBe(paid);
    expect(asked.filter((a) => a.cents === part)).toHaveLength(3);
    // 8 copies of a decision that got its refund (which of the 12 did is up to the race): one request.
    const key = `burst:${asked.findIndex((a) => a.cents > 0)}`;
    const same = await Promise.all(
      Array.from({ length: 8 }, () =>
        db
          .transaction()
          .execute((trx) =>
            requestRefund(trx, { paymentId: id, reason: 'paid-twice', key, cents: part }, START),
          ),
      ),
    );
    expect(same.every((a) => a.replayed && a.cents === 0)).toBe(true);
    // Two senders at once: each refund reaches the provider once.
    const test = testProvider({ db, now: () => START, publicUrl: () => 'http://localhost' });
    const deps = { db, providers: { byName: () => test }, now: () => START };
    const [a, b] = await Promise.all([sendDueRefunds(deps), sendDueRefunds(deps)]);
    expect((a?.length ?? 0) + (b?.length ?? 0)).toBe(4);
    const there = await db
      .selectFrom('test_provider_refunds')
      .selectAll()
      .where('payment_id', '=', providerId)
      .execute();
    expect(there.reduce((n, x) => n + x.amount_cents, 0)).toBe(paid);
    expect(there).toHaveLength(4);
  });
});
