import { EVENT_PAYMENT_HOLD_HOURS } from '@meetspace/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { apiCall, profileIdOf } from '../../test/booking.ts';
import { engines } from '../../test/db.ts';
import { insertTestEvent, visitorBody } from '../../test/events.ts';
import { expireUnpaidRegistrations } from './commands/expire-unpaid.ts';

// Monday 23 November 2026 09:00 in Amsterdam; the events are on Wednesday 9 December.
const START = new Date('2026-11-23T08:00:00Z');
const HOUR = 3_600_000;

// biome-ignore lint/suspicious/noExplicitAny: API answers are read loosely in tests
type Json = Record<string, any>;

describe.each(engines)('unpaid event registrations on %s', (engine) => {
  let t: TestApp;
  let now = START;
  let hostId: number;
  let call: ReturnType<typeof apiCall>;
  const db = () => t.database.db;
  const at = (hours: number) => new Date(START.getTime() + hours * HOUR);
  const register = async (eventId: number, who: string): Promise<Json> => {
    const res = await call('POST', '/v1/Event/registration', {}, visitorBody(eventId, who));
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const ticket = async (r: Json): Promise<Json> =>
    (await call('GET', `/v1/event/ticket/${r.Key}`, {})).json();
  /** The job's run at `when`, and the mails and promotions its events cause. */
  const expireAt = async (when: Date) => {
    now = when;
    const expired = await expireUnpaidRegistrations(db(), when);
    await t.app.events.drain();
    return expired;
  };
  const paidEvent = (capacity: number | null) =>
    insertTestEvent(t, { ownerProfileId: hostId, capacity, prices: [{ cents: 2500 }] });

  beforeAll(async () => {
    t = await createTestApp(engine, { demo: true, locations: 3, now: () => now });
    call = apiCall(t);
    hostId = await profileIdOf(t, 'host@example.com');
  });
  afterAll(async () => t?.close());

  it(`gives the place of a registration unpaid after ${EVENT_PAYMENT_HOLD_HOURS} hours to the waiting list, and says so`, async () => {
    now = START;
    const id = await paidEvent(1);
    const a = await register(id, 'exp-a');
    const b = await register(id, 'exp-b');
    expect([a.Status, b.Status]).toEqual(['pending', 'waitingList']);
    const [pendingMail] = await db()
      .selectFrom('outbox')
      .select('text_body')
      .where('to_email', '=', 'visitor-exp-a@example.org')
      .where('kind', '=', 'event-registration-pending')
      .execute();
    expect(pendingMail?.text_body).toContain(`binnen ${EVENT_PAYMENT_HOLD_HOURS} uur`);

    // Within the hold nothing happens.
    expect(await expireAt(at(EVENT_PAYMENT_HOLD_HOURS - 0.1))).toEqual([]);
    expect((await ticket(a)).Status).toBe('pending');

    // Past it: a is cancelled, its payment void; b moves up with a payment of its own.
    expect(await expireAt(at(EVENT_PAYMENT_HOLD_HOURS + 0.1))).toEqual([a.Id]);
    expect((await ticket(a)).Status).toBe('cancelled');
    expect((await call('GET', `/v1/payment/${a.PaymentKey}`, {})).json().Result).toBe('no-longer-valid');
    const promoted = await ticket(b);
    expect(promoted.Status).toBe('pending');
    expect(promoted.PaymentKey).toMatch(/^[A-Za-z0-9_-]{32}$/);
    const [cancelled] = await db()
      .selectFrom('outbox')
      .select('text_body')
      .where('to_email', '=', 'visitor-exp-a@example.org')
      .where('kind', '=', 'event-registration-cancelled')
      .execute();
    expect(cancelled?.text_body).toContain(`niet binnen ${EVENT_PAYMENT_HOLD_HOURS} uur betaald`);
    expect(
      await db()
        .selectFrom('outbox')
        .select('id')
        .where('to_email', '=', 'visitor-exp-b@example.org')
        .where('kind', '=', 'event-registration-promoted')
        .execute(),
    ).toHaveLength(1);

    // b's hold counts from its promotion, not from its registration.
    expect(await expireAt(at(EVENT_PAYMENT_HOLD_HOURS + 1))).toEqual([]);
    expect(await expireAt(at(2 * EVENT_PAYMENT_HOLD_HOURS + 0.2))).toEqual([b.Id]);
    expect((await ticket(b)).Status).toBe('cancelled');
    // Running again changes nothing.
    expect(await expireAt(at(2 * EVENT_PAYMENT_HOLD_HOURS + 1))).toEqual([]);
  });

  it('leaves a registration whose payment was paid, even before its confirmation is written', async () => {
    now = START;
    const id = await paidEvent(null);
    const paid = await register(id, 'exp-paid');
    const racing = await register(id, 'exp-racing');
    // The provider's notice of `racing` arrived (the payment is paid) but its subscriber has not run yet.
    await db()
      .updateTable('payments')
      .set({ status: 'paid', paid_at: at(1).toISOString() } as never)
      .where(
        'id',
        '=',
        (
          await db()
            .selectFrom('event_registrations')
            .select('payment_id')
            .where('id', '=', racing.Id)
            .executeTakeFirstOrThrow()
        ).payment_id as number,
      )
      .execute();
    const started = await call('POST', `/v1/payment/${paid.PaymentKey}/start`, {});
    const url = new URL(started.json().CheckoutUrl);
    await t.app.inject({
      method: 'POST',
      url: url.pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'outcome=paid',
    });
    expect((await ticket(paid)).Status).toBe('confirmed');
    expect(await expireAt(at(EVENT_PAYMENT_HOLD_HOURS + 1))).toEqual([]);
    expect((await ticket(racing)).Status).toBe('pending');
    expect((await ticket(paid)).Status).toBe('confirmed');
  });

  it('expires each registration once and fills each freed place once when runs overlap', async () => {
    now = START;
    const id = await paidEvent(3);
    const holders = [];
    for (let i = 0; i < 3; i++) holders.push(await register(id, `exp-burst-${i}`));
    const waiting = [];
    for (let i = 0; i < 4; i++) waiting.push(await register(id, `exp-wait-${i}`));
    const when = at(EVENT_PAYMENT_HOLD_HOURS + 0.5);
    now = when;
    const runs = await Promise.all(Array.from({ length: 6 }, () => expireUnpaidRegistrations(db(), when)));
    await t.app.events.drain();
    expect(runs.flat().sort((x, y) => x - y)).toEqual(holders.map((h) => h.Id).sort((x, y) => x - y));
    const statuses = await db()
      .selectFrom('event_registrations')
      .select(['id', 'status'])
      .where('event_id', '=', id)
      .orderBy('id')
      .execute();
    const count = (s: string) => statuses.filter((r) => r.status === s).length;
    expect([count('cancelled'), count('pending'), count('waitingList')]).toEqual([3, 3, 1]);
    // The longest waiting moved up, in order.
    expect(statuses.filter((r) => r.status === 'pending').map((r) => r.id)).toEqual(
      waiting.slice(0, 3).map((w) => w.Id),
    );
  });
});
