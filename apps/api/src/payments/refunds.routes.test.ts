import { formatMoney, LanguageId } from '@meetspace/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { apiCall, memberHeaders, profileIdOf } from '../../test/booking.ts';
import { engines } from '../../test/db.ts';
import { insertTestEvent, visitorBody } from '../../test/events.ts';
import { completeTestCheckout, decemberBookings, testCheckout } from '../../test/payments.ts';
import { balanceOf, moveCredits, SystemAccount } from '../credits/index.ts';
import type { PaymentProvider } from './providers/provider.ts';
import { testProvider } from './providers/test-provider.ts';
import { REFUND_MAX_TRIES, REFUND_STALE_MS, requestRefund, sendDueRefunds } from './refunds.ts';
import { refundBeyondOwed } from './subscribers/refund-on-cancel.ts';

// Monday 23 November 2026 09:00 in Amsterdam; bookings in December.
const START = new Date('2026-11-23T08:00:00Z');
const cents = (euros: number) => Math.round(euros * 100);

// biome-ignore lint/suspicious/noExplicitAny: API answers are read loosely in tests
type Json = Record<string, any>;

describe.each(engines)('refunds of online payments (%s)', (engine) => {
  let t: TestApp;
  let now = START;
  let booker: Record<string, string>;
  let host: Record<string, string>;
  let call: ReturnType<typeof apiCall>;
  const db = () => t.database.db;
  /** A fresh reservation of the booker (another slot each time). */
  const book: () => Promise<Json> = decemberBookings(
    () => t,
    () => booker,
  );
  const pay = async (id: number, body: object): Promise<Json> => {
    const res = await call('POST', `/v1/payment/reservation/${id}`, booker, body);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const reservation = async (id: number): Promise<Json> =>
    (await call('GET', `/v1/reservation/${id}`, booker)).json();
  const cancel = async (id: number): Promise<Json> => {
    const res = await call('PUT', `/v1/reservation/${id}/cancel`, booker, {
      ReasonType: 1,
      ApplyCancelFee: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const providers = () => {
    const test = testProvider({ db: db(), now: () => now, publicUrl: () => 'http://localhost' });
    return { byName: (name: string) => (name === 'test' ? test : undefined) };
  };
  const send = () => sendDueRefunds({ db: db(), providers: providers(), now: () => now });
  const refundsOf = (paymentKey: string) =>
    db()
      .selectFrom('payment_refunds')
      .innerJoin('payments', 'payments.id', 'payment_refunds.payment_id')
      .selectAll('payment_refunds')
      .where('payments.key', '=', paymentKey)
      .orderBy('payment_refunds.id')
      .execute();
  const atProvider = (providerPaymentId: string) =>
    db()
      .selectFrom('test_provider_refunds')
      .selectAll()
      .where('payment_id', '=', providerPaymentId)
      .execute();
  const paymentId = async (key: string) =>
    (await db().selectFrom('payments').select('id').where('key', '=', key).executeTakeFirstOrThrow()).id;
  /** A new reservation paid online in full: it, its payment, the provider's id and ours. */
  const paidOnline = async () => {
    const r = await book();
    const p = await pay(r.Id, { PaymentType: 1 });
    const { providerId } = await testCheckout(t, p.Key, 'paid');
    return { r, p, providerId, id: await paymentId(p.Key) };
  };
  /** `requestRefund` in a transaction of its own. */
  const ask = (request: Parameters<typeof requestRefund>[1]) =>
    db()
      .transaction()
      .execute((trx) => requestRefund(trx, request, now));

  beforeAll(async () => {
    t = await createTestApp(engine, { demo: true, now: () => now });
    call = apiCall(t);
    booker = await memberHeaders(t, 'booker@example.com', START);
    host = await memberHeaders(t, 'host@example.com', START);
  });
  afterAll(() => t?.close());

  it('a cancelled reservation paid online gives back all but the fee through the provider, once', async () => {
    now = START;
    const r = await book();
    const p = await pay(r.Id, { PaymentType: 1 });
    const { providerId } = await testCheckout(t, p.Key, 'paid');
    expect((await reservation(r.Id)).TotalPaid).toBe(r.TotalInclTax);

    const fee = cents((await cancel(r.Id)).TotalInclTax);
    const back = cents(r.TotalInclTax) - fee;
    expect(back).toBeGreaterThan(0);
    const asked = await refundsOf(p.Key);
    expect(asked).toMatchObject([
      { amount_cents: back, status: 'pending', reason: 'reservation-cancelled', provider_refund_id: null },
    ]);
    // The books follow at once: what the reservation holds is the fee.
    expect(cents((await reservation(r.Id)).TotalPaid)).toBe(fee);
    // The cancellation mail says what goes back.
    await t.app.events.drain();
    const [mail] = await db()
      .selectFrom('outbox')
      .select(['text_body', 'language_id'])
      .where('kind', '=', 'reservation-cancelled')
      .orderBy('id', 'desc')
      .limit(1)
      .execute();
    const locale = mail?.language_id === LanguageId.en ? 'en' : 'nl';
    expect(mail?.text_body).toContain(
      locale === 'en'
        ? `You get ${formatMoney(back, 'en')} back`
        : `Je krijgt ${formatMoney(back, 'nl')} terug`,
    );

    // The job sends it; the provider has one refund of that amount under the refund's key.
    const settled = await send();
    expect(settled.map((s) => [s.id, s.status])).toEqual([[asked[0]?.id, 'sent']]);
    const there = await atProvider(providerId);
    expect(there).toMatchObject([{ amount_cents: back, idempotency_key: asked[0]?.idempotency_key }]);
    expect(there[0]?.description).toMatch(/^(Refund|Terugbetaling): Reserv/);
    expect((await refundsOf(p.Key))[0]).toMatchObject({
      status: 'sent',
      provider_refund_id: there[0]?.id,
      tries: 1,
    });
    expect(await send()).toEqual([]);
    // The reservation's payments list shows what went back.
    const listed = (await call('GET', `/v1/reservation/${r.Id}/payments`, booker)).json().Results;
    expect(listed).toMatchObject([{ Key: p.Key, Status: 'paid', Refunded: back / 100 }]);
    expect((await call('GET', `/v1/payment/${p.Key}`, {})).json().Refunded).toBe(back / 100);

    // The cancellation's subscriber run again (a replayed event) asks nothing more.
    const again = await db()
      .transaction()
      .execute((trx) => refundBeyondOwed(trx, r.Id, now));
    expect(again).toEqual({ creditsCents: 0, onlineCents: 0 });
    expect(await refundsOf(p.Key)).toHaveLength(1);
  });

  it('credits go back first, then the online part', async () => {
    now = START;
    const r = await book();
    const wallet = (await call('GET', '/v2/credit/wallet', booker)).json().Address;
    const total = cents(r.TotalInclTax);
    const third = Math.floor(total / 3);
    await db()
      .transaction()
      .execute((trx) =>
        moveCredits(
          trx,
          {
            from: SystemAccount.CreditsIssued,
            to: wallet,
            cents: third,
            kind: 'order',
            description: 'Test',
            idempotencyKey: null,
          },
          now,
        ),
      );
    const before = await balanceOf(db(), wallet);
    await pay(r.Id, { PaymentType: 4, Amount: third / 100 });
    const online = await pay(r.Id, { PaymentType: 1 });
    expect(cents(online.Amount)).toBe(total - third);
    await testCheckout(t, online.Key, 'paid');
    expect(cents((await reservation(r.Id)).TotalPaid)).toBe(total);

    const fee = cents((await cancel(r.Id)).TotalInclTax);
    const credits = Math.min(third, total - fee);
    expect(await balanceOf(db(), wallet)).toBe(before - third + credits);
    const asked = await refundsOf(online.Key);
    expect(asked.reduce((n, a) => n + a.amount_cents, 0)).toBe(total - fee - credits);
    expect(cents((await reservation(r.Id)).TotalPaid)).toBe(fee);
  });

  it('a second paid attempt goes back whole; the reservation counts the payment once', async () => {
    now = START;
    const r = await book();
    const p = await pay(r.Id, { PaymentType: 1 });
    const firstPath = new URL((await call('POST', `/v1/payment/${p.Key}/start`, {})).json().CheckoutUrl)
      .pathname;
    now = new Date(START.getTime() + 16 * 60_000); // the first checkout expired unpaid
    await testCheckout(t, p.Key, 'paid');
    now = START; // ... but it is paid after all
    await completeTestCheckout(t, firstPath, 'paid');
    const firstId = firstPath.split('/').at(-1) as string;
    const asked = await refundsOf(p.Key);
    expect(asked).toMatchObject([{ amount_cents: cents(p.Amount), reason: 'paid-twice', status: 'pending' }]);
    const attempt = await db()
      .selectFrom('payment_attempts')
      .select('id')
      .where('provider_payment_id', '=', firstId)
      .executeTakeFirstOrThrow();
    expect(asked[0]?.attempt_id).toBe(attempt.id);
    expect((await reservation(r.Id)).TotalPaid).toBe(r.TotalInclTax);
    await send();
    expect(await atProvider(firstId)).toMatchObject([{ amount_cents: cents(p.Amount) }]);
  });

  it('a payment completed after its reservation was cancelled goes back beyond the fee', async () => {
    now = START;
    const r = await book();
    const p = await pay(r.Id, { PaymentType: 1 });
    const path = new URL((await call('POST', `/v1/payment/${p.Key}/start`, {})).json().CheckoutUrl).pathname;
    const fee = cents((await cancel(r.Id)).TotalInclTax);
    expect(await refundsOf(p.Key)).toEqual([]);
    await completeTestCheckout(t, path, 'paid');
    const asked = await refundsOf(p.Key);
    expect(asked.reduce((n, a) => n + a.amount_cents, 0)).toBe(cents(r.TotalInclTax) - fee);
    expect(cents((await reservation(r.Id)).TotalPaid)).toBe(fee);
  });

  it('a refused refund fails for good; a provider that does not answer is tried again, then given up', async () => {
    now = START;
    await send(); // what the tests before asked for
    const { p, providerId, id } = await paidOnline();
    // Someone refunded it all at the provider's dashboard already: the provider refuses more.
    await db()
      .insertInto('test_provider_refunds')
      .values({
        id: 're_by_hand',
        payment_id: providerId,
        amount_cents: cents(p.Amount),
        description: 'By hand',
        idempotency_key: 'dashboard',
        created_at: now.toISOString(),
      })
      .execute();
    await ask({ paymentId: id, reason: 'paid-twice', key: 'test:refused', cents: 100 });
    const errors: object[] = [];
    const log = { warn: () => {}, error: (o: object) => errors.push(o) };
    const settled = await sendDueRefunds({ db: db(), providers: providers(), now: () => now, log });
    expect(settled).toMatchObject([{ status: 'failed' }]);
    expect((await refundsOf(p.Key))[0]?.last_error).toMatch(/higher than the 0 cents left/);
    expect(errors).toHaveLength(1);

    // A provider that times out: pending again after each try, failed after the last.
    const down: PaymentProvider = {
      name: 'test',
      createPayment: () => Promise.reject(new Error('down')),
      getPayment: () => Promise.reject(new Error('down')),
      createRefund: () => Promise.reject(new Error('timeout')),
    };
    await ask({ paymentId: id, reason: 'paid-twice', key: 'test:down', cents: 50 });
    const downDeps = { db: db(), providers: { byName: () => down }, now: () => now, log };
    for (let i = 1; i < REFUND_MAX_TRIES; i++) {
      expect(await sendDueRefunds(downDeps)).toEqual([]);
      expect((await refundsOf(p.Key))[1]).toMatchObject({
        status: 'pending',
        tries: i,
        last_error: 'timeout',
      });
    }
    expect(await sendDueRefunds(downDeps)).toMatchObject([{ status: 'failed', tries: REFUND_MAX_TRIES }]);
  });

  it('a sender that stopped mid-way: the stale claim is sent again under the same key, one refund there', async () => {
    now = START;
    await send(); // what the tests before asked for
    const { p, providerId, id } = await paidOnline();
    await ask({ paymentId: id, reason: 'paid-twice', key: 'test:stale', cents: 500 });
    // The provider took it, but the sender stopped before writing that down.
    const [asked] = await refundsOf(p.Key);
    const provider = providers().byName('test');
    if (!asked || !provider) throw new Error('no refund or provider');
    await provider.createRefund({
      paymentId: providerId,
      amountCents: 500,
      currency: 'EUR',
      description: 'x',
      idempotencyKey: asked.idempotency_key,
    });
    await db()
      .updateTable('payment_refunds')
      .set({ status: 'sending', tries: 1, updated_at: now.toISOString() })
      .where('id', '=', asked.id)
      .execute();
    expect(await send()).toEqual([]); // claimed a moment ago: not touched
    now = new Date(START.getTime() + REFUND_STALE_MS + 1_000);
    expect(await send()).toMatchObject([{ id: asked.id, status: 'sent', tries: 2 }]);
    expect(await atProvider(providerId)).toHaveLength(1);
  });

  it('never asks back more than was paid, and one key is one request', async () => {
    now = START;
    const { p, id } = await paidOnline();
    const paid = cents(p.Amount);
    const askOf = (key: string, amount?: number) =>
      ask({ paymentId: id, reason: 'paid-twice', key, ...(amount ? { cents: amount } : {}) });
    expect(await askOf('test:a', 100)).toEqual({ cents: 100, replayed: false });
    expect(await askOf('test:a', 100)).toEqual({ cents: 0, replayed: true });
    expect(await askOf('test:b')).toEqual({ cents: paid - 100, replayed: false });
    expect(await askOf('test:c', 1)).toEqual({ cents: 0, replayed: false });
    // Unpaid, credits or unknown payments: nothing.
    const open = await pay((await book()).Id, { PaymentType: 1 });
    expect(await ask({ paymentId: 0, reason: 'paid-twice', key: 'test:none' })).toEqual({
      cents: 0,
      replayed: false,
    });
    const openId = await paymentId(open.Key);
    expect(await ask({ paymentId: openId, reason: 'paid-twice', key: 'test:open' })).toEqual({
      cents: 0,
      replayed: false,
    });
  });

  it('a deleted event gives paid tickets back and says so; one paid after cancelling is given back too', async () => {
    now = START;
    const hostId = await profileIdOf(t, 'host@example.com');
    const eventId = await insertTestEvent(t, {
      ownerProfileId: hostId,
      capacity: 10,
      prices: [{ cents: 2500 }],
    });
    const register = async (who: string): Promise<Json> => {
      const res = await call('POST', '/v1/Event/registration', {}, visitorBody(eventId, who));
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    };
    const paid = await register('refund-a');
    const { providerId } = await testCheckout(t, paid.PaymentKey, 'paid');
    await t.app.events.drain();
    const late = await register('refund-b');
    const latePath = new URL(
      (await call('POST', `/v1/payment/${late.PaymentKey}/start`, {})).json().CheckoutUrl,
    ).pathname;
    const cancelled = await call('DELETE', `/v1/Event/registration/${late.Id}?key=${late.Key}`, {});
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    await completeTestCheckout(t, latePath, 'paid');
    await t.app.events.drain();
    expect(await refundsOf(late.PaymentKey)).toMatchObject([
      { amount_cents: 2500, reason: 'paid-after-cancel', status: 'pending' },
    ]);

    expect((await call('DELETE', `/v1/Event/${eventId}`, host)).statusCode).toBe(200);
    await t.app.events.drain();
    expect(await refundsOf(paid.PaymentKey)).toMatchObject([
      { amount_cents: 2500, reason: 'event-deleted', status: 'pending' },
    ]);
    const [mail] = await db()
      .selectFrom('outbox')
      .select('text_body')
      .where('to_email', '=', 'visitor-refund-a@example.org')
      .where('kind', '=', 'event-registration-cancelled')
      .execute();
    expect(mail?.text_body).toMatch(/Je betaling van (€|EUR) 25,00 gaat terug naar de rekening of kaart/);
    await send();
    expect(await atProvider(providerId)).toMatchObject([{ amount_cents: 2500 }]);
  });
});
