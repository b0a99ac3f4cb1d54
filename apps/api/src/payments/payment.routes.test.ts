import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, withKey } from '../../test/app.ts';
import { apiCall, memberHeaders } from '../../test/booking.ts';
import { engines } from '../../test/db.ts';
import { bookAsGuest, mailedLink } from '../../test/guest-booking.ts';
import { decemberBookings, testCheckout } from '../../test/payments.ts';
import { balanceOf, moveCredits, SystemAccount } from '../credits/index.ts';

// Monday 23 November 2026 09:00 in Amsterdam; bookings in December.
const START = new Date('2026-11-23T08:00:00Z');
const cents = (euros: number) => Math.round(euros * 100);

describe.each(engines)('payments through the test provider (%s)', (engine) => {
  let t: TestApp;
  let now = START;
  let booker: Record<string, string>;
  let host: Record<string, string>;
  let call: ReturnType<typeof apiCall>;
  /** A fresh reservation of the booker (another slot each time). */
  const book = decemberBookings(
    () => t,
    () => booker,
  );
  const pay = (id: number, body: object, who = booker) =>
    call('POST', `/v1/payment/reservation/${id}`, who, body);
  const getPayment = async (key: string) => {
    const res = await call('GET', `/v1/payment/${key}`, {});
    expect(res.statusCode).toBe(200);
    return res.json();
  };
  const reservation = async (id: number) => (await call('GET', `/v1/reservation/${id}`, booker)).json();
  /** Sets a location's "pay on invoice" setting (the demo data sets it per location). */
  const allowPayOnInvoice = (locationId: number, allowed: 0 | 1) =>
    t.database.db
      .insertInto('invoice_settings')
      .values({ location_id: locationId, allows_pay_on_invoice: allowed })
      .onConflict((oc) => oc.column('location_id').doUpdateSet({ allows_pay_on_invoice: allowed }))
      .execute();
  const checkout = (key: string, outcome: string) => testCheckout(t, key, outcome);

  beforeAll(async () => {
    t = await createTestApp(engine, { demo: true, now: () => now });
    call = apiCall(t);
    booker = await memberHeaders(t, 'booker@example.com', START);
    host = await memberHeaders(t, 'host@example.com', START);
  });
  afterAll(() => t?.close());

  it('refuses a visitor (401), another member (403), an unknown reservation (404) and bad input (400)', async () => {
    const r = await book();
    expect((await pay(r.Id, { PaymentType: 1 }, {})).statusCode).toBe(401);
    expect((await pay(r.Id, { PaymentType: 1 }, host)).statusCode).toBe(403);
    expect((await pay(999_999, { PaymentType: 1 })).statusCode).toBe(404);
    expect((await pay(r.Id, { PaymentType: 3 })).statusCode).toBe(400);
    expect((await pay(r.Id, { PaymentType: 1, Amount: -1 })).statusCode).toBe(400);
    const tooHigh = await pay(r.Id, { PaymentType: 1, Amount: r.TotalInclTax + 0.01 });
    expect(tooHigh.statusCode).toBe(400);
    expect(tooHigh.json().Errors[0].Code).toBe('amount_too_high');
    expect((await call('GET', '/v1/payment/unknown-key-123', {})).statusCode).toBe(404);
    expect((await call('GET', `/v1/reservation/${r.Id}/payments`, host)).statusCode).toBe(403);
  });

  it('pays online in full: the open amount by default, the checkout page, the webhook, paid once', async () => {
    const r = await book();
    const created = await pay(r.Id, { PaymentType: 1 });
    expect(created.statusCode).toBe(200);
    const p = created.json();
    expect(p.Key).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(p).toMatchObject({ Status: 'open', Result: 'open', Amount: r.TotalInclTax, ReservationId: r.Id });
    expect(p.Description).toContain(r.Key);
    const { location, providerId, page } = await checkout(p.Key, 'paid');
    expect(page.body).toMatch(/<html lang="(nl|en)">/);
    expect(location).toMatch(new RegExp(`/(nl/betaal|en/pay)/${p.Key}/(klaar|done)$`));
    const after = await getPayment(p.Key);
    expect(after).toMatchObject({ Status: 'paid', Result: 'paid', CanRetry: false });
    const paid = await reservation(r.Id);
    expect(paid.TotalPaid).toBe(r.TotalInclTax);
    expect(paid.TotalOpen).toBe(0);
    expect(paid.HasInvoice).toBe(true); // fully paid: the invoice is issued as the receipt

    // The same notice again (and a body claiming anything) changes nothing.
    const replay = await t.app.inject({
      method: 'POST',
      url: '/api/v1/payment/webhook/test',
      payload: { id: providerId, status: 'paid' },
    });
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual({ Ok: true });
    expect((await reservation(r.Id)).TotalPaid).toBe(r.TotalInclTax);
    const started = await call('POST', `/v1/payment/${p.Key}/start`, {});
    expect(started.statusCode).toBe(409);
    expect(started.json().Errors[0].Code).toBe('already_paid');
    const listed = (await call('GET', `/v1/reservation/${r.Id}/payments`, booker)).json();
    expect(listed.Results.map((x: { Key: string }) => x.Key)).toEqual([p.Key]);
  });

  it.each([
    ['failed', 'canceled'],
    ['canceled', 'canceled'],
    ['expired', 'expired'],
  ])('an outcome %s reads %s, offers a retry, and the retry can pay', async (outcome, result) => {
    const r = await book();
    const p = (await pay(r.Id, { PaymentType: 1 })).json();
    await checkout(p.Key, outcome);
    const failed = await getPayment(p.Key);
    expect(failed).toMatchObject({ Status: outcome, Result: result, CanRetry: true });
    expect((await reservation(r.Id)).TotalPaid).toBe(0);
    await checkout(p.Key, 'paid');
    expect(await getPayment(p.Key)).toMatchObject({ Status: 'paid', Result: 'paid' });
    expect((await reservation(r.Id)).TotalPaid).toBe(r.TotalInclTax);
  });

  it('counts an older attempt paid after a retry, and a second paid attempt reads already-paid', async () => {
    const r = await book();
    const p = (await pay(r.Id, { PaymentType: 1 })).json();
    const first = new URL((await call('POST', `/v1/payment/${p.Key}/start`, {})).json().CheckoutUrl).pathname;
    // The first checkout expires unpaid; a retry makes a second attempt.
    now = new Date(START.getTime() + 16 * 60_000);
    const second = await checkout(p.Key, 'paid');
    expect(second.providerId).not.toBe(first.split('/').at(-1));
    expect((await getPayment(p.Key)).Result).toBe('paid');
    now = START;
    const unexpired = await t.app.inject({
      method: 'POST',
      url: first,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'outcome=paid',
    });
    expect(unexpired.statusCode).toBe(303);
    expect(await getPayment(p.Key)).toMatchObject({
      Status: 'paid',
      Result: 'already-paid',
      CanRetry: false,
    });
    expect((await reservation(r.Id)).TotalPaid).toBe(r.TotalInclTax); // counted once on the reservation
  });

  it('pays in part: TotalPaid and TotalOpen on the reservation; nothing open is 409', async () => {
    const r = await book();
    const part = Math.floor(r.TotalInclTax / 3);
    const p = (await pay(r.Id, { PaymentType: 1, Amount: part })).json();
    expect(p.Amount).toBe(part);
    await checkout(p.Key, 'paid');
    const half = await reservation(r.Id);
    expect(half.TotalPaid).toBe(part);
    expect(cents(half.TotalOpen)).toBe(cents(r.TotalInclTax) - cents(part));
    const rest = (await pay(r.Id, { PaymentType: 1 })).json();
    expect(cents(rest.Amount)).toBe(cents(r.TotalInclTax) - cents(part));
    await checkout(rest.Key, 'paid');
    expect((await reservation(r.Id)).TotalOpen).toBe(0);
    const nothing = await pay(r.Id, { PaymentType: 1 });
    expect(nothing.statusCode).toBe(409);
    expect(nothing.json().Errors[0].Code).toBe('nothing_open');
  });

  it('an open payment of a cancelled reservation is no longer valid; paying it is refused', async () => {
    const r = await book();
    const p = (await pay(r.Id, { PaymentType: 1 })).json();
    const cancelled = await call('PUT', `/v1/reservation/${r.Id}/cancel`, booker, {
      ReasonType: 1,
      ApplyCancelFee: true,
    });
    expect(cancelled.statusCode).toBe(200);
    expect((await getPayment(p.Key)).Result).toBe('no-longer-valid');
    const start = await call('POST', `/v1/payment/${p.Key}/start`, {});
    expect(start.statusCode).toBe(409);
    expect(start.json().Errors[0].Code).toBe('no_longer_valid');
    expect((await pay(r.Id, { PaymentType: 1 })).json().Errors[0].Code).toBe('no_longer_valid');
  });

  it('pays with credits at once, refuses without enough, and gives them back on a free cancellation', async () => {
    const r = await book();
    const wallet = (await call('GET', '/v2/credit/wallet', booker)).json().Address;
    // The demo booker's wallet has credits: spend them first, so it starts empty.
    const demoCredits = await balanceOf(t.database.db, wallet);
    if (demoCredits > 0) {
      await t.database.db.transaction().execute((trx) =>
        moveCredits(
          trx,
          {
            from: wallet,
            to: SystemAccount.CreditPayments,
            cents: demoCredits,
            kind: 'payment',
            description: 'Spent before the test',
            idempotencyKey: null,
          },
          START,
        ),
      );
    }
    const short = await pay(r.Id, { PaymentType: 4 });
    expect(short.statusCode).toBe(409);
    expect(short.json().Errors[0].Code).toBe('insufficient_credits');
    expect((await call('GET', `/v1/reservation/${r.Id}/payments`, booker)).json().Results).toEqual([]);
    await t.database.db.transaction().execute((trx) =>
      moveCredits(
        trx,
        {
          from: SystemAccount.CreditsIssued,
          to: wallet,
          cents: cents(r.TotalInclTax) + 1_000,
          kind: 'order',
          description: 'Test',
          idempotencyKey: null,
        },
        START,
      ),
    );
    const paid = await pay(r.Id, { PaymentType: 4 });
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toMatchObject({ Status: 'paid', Result: 'paid', PaymentType: 4 });
    expect((await call('GET', '/v2/credit/wallet', booker)).json().Balance).toBe(10);
    expect((await reservation(r.Id)).TotalPaid).toBe(r.TotalInclTax);
    const history = (await call('GET', `/v2/credit/${wallet}/transactions`, booker)).json();
    expect(history.Results[0]).toMatchObject({ Kind: 'payment', Amount: -r.TotalInclTax });

    const cancelled = await call('PUT', `/v1/reservation/${r.Id}/cancel`, booker, {
      ReasonType: 1,
      ApplyCancelFee: true,
    });
    expect(cancelled.statusCode).toBe(200);
    const fee = cents(cancelled.json().TotalInclTax);
    const back = (await call('GET', '/v2/credit/wallet', booker)).json().Balance;
    expect(cents(back)).toBe(1_000 + cents(r.TotalInclTax) - fee);
    expect(cents((await reservation(r.Id)).TotalPaid)).toBe(fee);
  });

  it('pays on invoice: issues the invoice and answers the bank transfer details', async () => {
    const r = await book();
    await allowPayOnInvoice(r.LocationId, 1);
    const res = await pay(r.Id, { PaymentType: 2 });
    expect(res.statusCode).toBe(200);
    const p = res.json();
    expect(p).toMatchObject({ PaymentType: 2, Status: 'open', Result: 'open', CheckoutUrl: null });
    expect(p.InvoiceId).toEqual(expect.any(Number));
    expect(p.BankTransfer).toMatchObject({
      AccountHolder: 'Meetspace B.V.',
      Iban: expect.stringMatching(/^NL/),
    });
    expect(p.BankTransfer.Reference).not.toBe('');
    expect(p.BankTransfer.DueDate).toEqual(expect.any(String));
    expect((await reservation(r.Id)).HasInvoice).toBe(true);
    expect((await call('POST', `/v1/payment/${p.Key}/start`, {})).statusCode).toBe(409);

    // The issued invoice can be paid online by its member, not by another one.
    const byInvoice = await call('POST', `/v1/payment/invoice/${p.InvoiceId}`, booker, { PaymentType: 1 });
    expect(byInvoice.statusCode).toBe(200);
    expect(byInvoice.json()).toMatchObject({ InvoiceId: p.InvoiceId, Amount: r.TotalInclTax });
    expect(
      (await call('POST', `/v1/payment/invoice/${p.InvoiceId}`, host, { PaymentType: 1 })).statusCode,
    ).toBe(403);
    expect((await call('POST', '/v1/payment/invoice/999999', booker, { PaymentType: 1 })).statusCode).toBe(
      404,
    );
    await checkout(byInvoice.json().Key, 'paid');
    expect((await reservation(r.Id)).TotalOpen).toBe(0);
    expect((await getPayment(byInvoice.json().Key)).Result).toBe('paid');
    // The bank transfer is no longer needed.
    expect((await getPayment(p.Key)).Result).toBe('no-longer-valid');
  });

  it('refuses pay on invoice where the location does not allow it', async () => {
    const r = await book();
    await allowPayOnInvoice(r.LocationId, 0);
    const res = await pay(r.Id, { PaymentType: 2 });
    expect(res.statusCode).toBe(409);
    expect(res.json().Errors[0].Code).toBe('payment_type_not_allowed');
    await allowPayOnInvoice(r.LocationId, 1);
  });

  /** A visitor's booking without an account (22 or 23 December) and the token of its mailed manage link. */
  let guests = 0;
  const bookByLink = async () => {
    guests += 1;
    const r = await bookAsGuest(
      t,
      `payment-guest-${guests}`,
      { day: `2026-12-${21 + (guests % 3)}`, startMinutes: 480 + 60 * Math.floor(guests / 3) },
      { name: `Gast ${guests}`, email: `gast-${guests}@example.org`, meeting: `Guest meeting ${guests}` },
    );
    const { token } = await mailedLink(t, r.Id, 'reservation-confirmation');
    expect(token).not.toBe('');
    const q = `?token=${encodeURIComponent(token)}`;
    return {
      r,
      token,
      pay: (body: object, id = r.Id, query = q) =>
        call('POST', `/v1/reservation/manage/${id}/payment${query}`, {}, body),
      detail: async () => (await call('GET', `/v1/reservation/manage/${r.Id}${q}`, {})).json(),
    };
  };

  it('a visitor pays online by the manage link: the payment has no member, the reservation is paid', async () => {
    const g = await bookByLink();
    expect(g.r.TotalInclTax).toBeGreaterThan(0);
    const created = await g.pay({ PaymentType: 1 });
    expect(created.statusCode).toBe(200);
    const p = created.json();
    expect(p).toMatchObject({
      Status: 'open',
      Result: 'open',
      Amount: g.r.TotalInclTax,
      ReservationId: g.r.Id,
    });
    expect(p.Description).toContain(g.r.Key);
    const row = await t.database.db
      .selectFrom('payments')
      .select(['profile_id', 'payment_type'])
      .where('id', '=', p.Id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ profile_id: null, payment_type: 1 });

    const { location } = await checkout(p.Key, 'paid');
    expect(location).toMatch(new RegExp(`/(nl/betaal|en/pay)/${p.Key}/(klaar|done)$`));
    expect(await getPayment(p.Key)).toMatchObject({ Status: 'paid', Result: 'paid' });
    expect(await g.detail()).toMatchObject({ TotalPaid: g.r.TotalInclTax, TotalOpen: 0 });

    // Paid in full: nothing is open any more.
    const again = await g.pay({ PaymentType: 1 });
    expect(again.statusCode).toBe(409);
    expect(again.json().Errors[0].Code).toBe('nothing_open');
  });

  it('a manage-link payment: 401 bad or expired link, 403 another one, 404 unknown, 400 credits or too much', async () => {
    const g = await bookByLink();
    const other = await bookByLink();
    const [id, sig] = g.token.split('.') as [string, string];
    const flipped = `${id}.${sig.slice(0, -2)}${sig.endsWith('AA') ? 'BB' : 'AA'}`;
    expect((await g.pay({ PaymentType: 1 }, g.r.Id, `?token=${flipped}`)).statusCode).toBe(401);
    expect((await g.pay({ PaymentType: 1 }, g.r.Id, '')).statusCode).toBe(400);
    expect((await g.pay({ PaymentType: 1 }, g.r.Id, `?token=${other.token}`)).statusCode).toBe(403);
    expect((await g.pay({ PaymentType: 1 }, 999_999, `?token=999999.${sig}`)).statusCode).toBe(404);
    // The member call stays members only.
    expect((await pay(g.r.Id, { PaymentType: 1 }, {})).statusCode).toBe(401);

    const credits = await g.pay({ PaymentType: 4 });
    expect(credits.statusCode).toBe(400);
    expect(credits.json().Errors[0].Field).toBe('PaymentType');
    const tooHigh = await g.pay({ PaymentType: 1, Amount: g.r.TotalInclTax + 0.01 });
    expect(tooHigh.statusCode).toBe(400);
    expect(tooHigh.json().Errors[0].Code).toBe('amount_too_high');
    const nothingWritten = await t.database.db
      .selectFrom('payments')
      .select('id')
      .where('reservation_id', 'in', [g.r.Id, other.r.Id])
      .execute();
    expect(nothingWritten).toEqual([]);

    // A part now; after the reservation has ended the link has expired.
    const part = await g.pay({ PaymentType: 1, Amount: 1 });
    expect(part.json()).toMatchObject({ Amount: 1 });
    now = new Date('2027-01-01T00:00:00Z');
    try {
      expect((await g.pay({ PaymentType: 1 })).statusCode).toBe(401);
    } finally {
      now = START;
    }
  });

  it('a visitor pays on invoice by the link where the location allows it; not once cancelled', async () => {
    const g = await bookByLink();
    const { LocationId } = await g.detail();
    await allowPayOnInvoice(LocationId, 0);
    const refused = await g.pay({ PaymentType: 2 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().Errors[0].Code).toBe('payment_type_not_allowed');

    await allowPayOnInvoice(LocationId, 1);
    const res = await g.pay({ PaymentType: 2 });
    expect(res.statusCode).toBe(200);
    const p = res.json();
    expect(p).toMatchObject({ PaymentType: 2, Status: 'open', Amount: g.r.TotalInclTax, CheckoutUrl: null });
    expect(p.InvoiceId).toEqual(expect.any(Number));
    expect(p.BankTransfer).toMatchObject({
      AccountHolder: 'Meetspace B.V.',
      Iban: expect.stringMatching(/^NL/),
    });
    expect(p.BankTransfer.Reference).not.toBe('');

    const c = await bookByLink();
    const cancelled = await call('PUT', `/v1/reservation/manage/${c.r.Id}/cancel?token=${c.token}`, {}, {});
    expect(cancelled.statusCode).toBe(200);
    const late = await c.pay({ PaymentType: 1 });
    expect(late.statusCode).toBe(409);
    expect(late.json().Errors[0].Code).toBe('no_longer_valid');
  });

  it('orders credits: they land in the wallet when the payment is paid, once', async () => {
    const { Address: wallet, Balance: before } = (await call('GET', '/v2/credit/wallet', host)).json();
    const body = { ChannelId: 1, NrOfCredits: 25, Currency: 'EUR', Amount: 25, WalletAddress: wallet };
    expect(
      (await call('POST', '/v2/credit/order', host, { ...body, Amount: 24 })).json().Errors[0].Code,
    ).toBe('amount_mismatch');
    expect((await call('POST', '/v2/credit/order', booker, body)).statusCode).toBe(403);
    expect((await call('POST', '/v2/credit/order', {}, body)).statusCode).toBe(401);
    const order = await call('POST', '/v2/credit/order', host, body);
    expect(order.statusCode).toBe(200);
    const o = order.json();
    expect(o).toMatchObject({
      NrOfCredits: 25,
      Amount: 25,
      Payment: { Status: 'open', CreditOrderId: o.OrderId },
    });
    expect((await call('GET', '/v2/credit/wallet', host)).json().Balance).toBe(before);
    const { providerId } = await checkout(o.Payment.Key, 'paid');
    expect((await call('GET', '/v2/credit/wallet', host)).json().Balance).toBe(before + 25);
    await t.app.inject({ method: 'POST', url: '/api/v1/payment/webhook/test', payload: { id: providerId } });
    expect((await call('GET', '/v2/credit/wallet', host)).json().Balance).toBe(before + 25);
  });

  it('the webhook needs no apiToken, reads form bodies, and tells nothing about unknown ids', async () => {
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/v1/payment/webhook/test',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'id=tp_000000000000000000000000',
    });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual({ Ok: false });
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/v1/payment/webhook/test', payload: {} })).statusCode,
    ).toBe(400);
    expect(
      (await t.app.inject({ method: 'GET', url: '/test-provider/checkout/tp_000000000000000000000000' }))
        .statusCode,
    ).toBe(404);
    expect(withKey.apiToken).toBeTruthy();
  });
});
