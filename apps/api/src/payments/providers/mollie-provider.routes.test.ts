import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { apiCall, bookMeetingRoom, memberHeaders } from '../../../test/booking.ts';
import { engines } from '../../../test/db.ts';
import { type MollieStandIn, startMollieStandIn } from '../../../test/mollie-stand-in.ts';
import { sendDueRefunds } from '../refunds.ts';
import { fromMollieRefundStatus, fromMollieStatus, mollieProvider } from './mollie-provider.ts';
import { RefundRefused } from './provider.ts';

const START = new Date('2026-11-23T08:00:00Z');
const API_KEY = 'test_standinstandinstandinstandin';

describe('Mollie states in ours', () => {
  it.each([
    ['open', 'open'],
    ['pending', 'open'],
    ['authorized', 'open'],
    ['paid', 'paid'],
    ['failed', 'failed'],
    ['canceled', 'canceled'],
    ['expired', 'expired'],
  ])('%s → %s', (mollie, ours) => {
    expect(fromMollieStatus(mollie)).toBe(ours);
  });
});

describe('Mollie refund states in ours', () => {
  it.each([
    ['queued', 'sent'],
    ['pending', 'sent'],
    ['processing', 'sent'],
    ['refunded', 'sent'],
    ['failed', 'failed'],
    ['canceled', 'failed'],
  ])('%s → %s', (mollie, ours) => {
    expect(fromMollieRefundStatus(mollie)).toBe(ours);
  });
});

describe.each(engines)('online payments through Mollie (a local stand-in of its API) on %s', (engine) => {
  let t: TestApp;
  let mollie: MollieStandIn;
  let booker: Record<string, string>;
  let call: ReturnType<typeof apiCall>;
  const tlsCheck = process.env.NODE_TLS_REJECT_UNAUTHORIZED;

  beforeAll(async () => {
    // The stand-in's certificate is self-signed (see test/mollie-stand-in.ts).
    process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0';
    mollie = await startMollieStandIn();
    t = await createTestApp(engine, {
      demo: true,
      now: () => START,
      mollie: { apiKey: API_KEY, apiEndpoint: mollie.apiEndpoint },
    });
    call = apiCall(t);
    booker = await memberHeaders(t, 'booker@example.com', START);
  });
  afterAll(async () => {
    await t?.close();
    await mollie?.close();
    if (tlsCheck === undefined) delete process.env.NODE_TLS_REJECT_UNAUTHORIZED;
    else process.env.NODE_TLS_REJECT_UNAUTHORIZED = tlsCheck;
  });

  it('creates the payment at Mollie with redirect and webhook URLs and answers its checkout link', async () => {
    const provider = mollieProvider({ apiKey: API_KEY, apiEndpoint: mollie.apiEndpoint });
    const created = await provider.createPayment({
      amountCents: 12_345,
      currency: 'EUR',
      description: 'Direct',
      redirectUrl: 'http://localhost:3000/en/pay/k/done',
      webhookUrl: 'http://localhost:3000/api/v1/payment/webhook/mollie',
      metadata: { paymentKey: 'k' },
    });
    expect(created).toMatchObject({ status: 'open', amountCents: 12_345 });
    expect(created.checkoutUrl).toBe(`https://pay.stand-in.test/checkout/select-method/${created.id}`);
    const sent = mollie.requests.at(-1);
    expect(sent).toMatchObject({ method: 'POST', url: '/v2/payments', authorization: `Bearer ${API_KEY}` });
    expect(sent?.body).toMatchObject({
      amount: { currency: 'EUR', value: '123.45' },
      metadata: { paymentKey: 'k' },
    });
    expect(await provider.getPayment('tr_unknown')).toBeUndefined();
  });

  it('the webhook reads only the id and asks Mollie: a body claiming paid is not believed', async () => {
    const r = await bookMeetingRoom(t, booker, { day: '2026-12-01', startMinutes: 600 });
    const p = (await call('POST', `/v1/payment/reservation/${r.Id}`, booker, { PaymentType: 1 })).json();
    const started = await call('POST', `/v1/payment/${p.Key}/start`, {});
    expect(started.statusCode).toBe(200);
    const [id, atMollie] = [...mollie.payments.entries()].at(-1) ?? [];
    expect(started.json().CheckoutUrl).toBe(`https://pay.stand-in.test/checkout/select-method/${id}`);
    expect(atMollie?.webhookUrl).toBe('http://localhost:3000/api/v1/payment/webhook/mollie');
    expect(atMollie?.redirectUrl).toMatch(new RegExp(`/(nl/betaal|en/pay)/${p.Key}/(klaar|done)$`));
    expect(atMollie?.amount).toEqual({ currency: 'EUR', value: r.TotalInclTax.toFixed(2) });

    // Mollie posts form-encoded `id=tr_...`, without our apiToken.
    const notice = (body: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/payment/webhook/mollie',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: body,
      });
    const lie = await notice(`id=${id}&status=paid`);
    expect(lie.statusCode).toBe(200);
    expect(mollie.requests.at(-1)).toMatchObject({ method: 'GET', url: `/v2/payments/${id}` });
    expect((await call('GET', `/v1/payment/${p.Key}`, {})).json()).toMatchObject({
      Status: 'open',
      Result: 'open',
    });
    expect((await call('GET', `/v1/reservation/${r.Id}`, booker)).json().TotalPaid).toBe(0);

    if (atMollie) atMollie.status = 'paid';
    expect((await notice(`id=${id}`)).json()).toEqual({ Ok: true });
    expect((await call('GET', `/v1/payment/${p.Key}`, {})).json()).toMatchObject({
      Status: 'paid',
      Result: 'paid',
    });
    expect((await notice(`id=${id}`)).statusCode).toBe(200); // Mollie retries: nothing changes
    expect((await call('GET', `/v1/reservation/${r.Id}`, booker)).json().TotalPaid).toBe(r.TotalInclTax);

    const unknown = await notice('id=tr_doesnotexist');
    expect(unknown.json()).toEqual({ Ok: false });
  });

  it('a cancelled reservation paid at Mollie is refunded there: amount, words, idempotency key; too much is refused', async () => {
    const r = await bookMeetingRoom(t, booker, { day: '2026-12-02', startMinutes: 600 });
    const p = (await call('POST', `/v1/payment/reservation/${r.Id}`, booker, { PaymentType: 1 })).json();
    expect((await call('POST', `/v1/payment/${p.Key}/start`, {})).statusCode).toBe(200);
    const [id, atMollie] = [...mollie.payments.entries()].at(-1) ?? [];
    if (!id || !atMollie) throw new Error('no payment at the stand-in');
    atMollie.status = 'paid';
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/payment/webhook/mollie',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `id=${id}`,
    });
    const cancelled = await call('PUT', `/v1/reservation/${r.Id}/cancel`, booker, {
      ReasonType: 1,
      ApplyCancelFee: true,
    });
    expect(cancelled.statusCode).toBe(200);
    const back = Math.round(r.TotalInclTax * 100) - Math.round(cancelled.json().TotalInclTax * 100);
    const providers = { byName: () => mollieProvider({ apiKey: API_KEY, apiEndpoint: mollie.apiEndpoint }) };
    const settled = await sendDueRefunds({ db: t.database.db, providers, now: () => START });
    expect(settled).toMatchObject([{ status: 'sent', amount_cents: back }]);
    const sent = mollie.requests.at(-1);
    expect(sent).toMatchObject({ method: 'POST', url: `/v2/payments/${id}/refunds` });
    expect(sent?.idempotencyKey).toBe(settled[0]?.idempotency_key);
    expect(sent?.body).toMatchObject({ amount: { currency: 'EUR', value: (back / 100).toFixed(2) } });
    expect(mollie.refunds).toMatchObject([{ paymentId: id, idempotencyKey: settled[0]?.idempotency_key }]);
    expect(settled[0]?.provider_refund_id).toBe(mollie.refunds[0]?.id);

    // The same key again is the same refund; more than is left is refused for good.
    const provider = providers.byName();
    const again = await provider.createRefund({
      paymentId: id,
      amountCents: back,
      currency: 'EUR',
      description: 'again',
      idempotencyKey: settled[0]?.idempotency_key ?? '',
    });
    expect(again.id).toBe(mollie.refunds[0]?.id);
    await expect(
      provider.createRefund({
        paymentId: id,
        amountCents: Math.round(r.TotalInclTax * 100),
        currency: 'EUR',
        description: 'too much',
        idempotencyKey: 'another',
      }),
    ).rejects.toBeInstanceOf(RefundRefused);
  });
});
