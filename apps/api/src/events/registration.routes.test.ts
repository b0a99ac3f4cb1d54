import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { apiCall, issueSession, memberHeaders, profileIdOf } from '../../test/booking.ts';
import { engines } from '../../test/db.ts';
import { insertTestEvent, visitorBody } from '../../test/events.ts';
import { eventEvents } from './events.events.ts';

// Monday 23 November 2026 09:00 in Amsterdam; the events are on Wednesday 9 December.
const START = new Date('2026-11-23T08:00:00Z');

type Headers = Record<string, string>;
const codesOf = (res: { json(): unknown }) =>
  ((res.json() as { Errors?: { Field: string; Code: string }[] }).Errors ?? []).map(
    (e) => `${e.Field}:${e.Code}`,
  );

describe.each(engines)('event registrations on %s', (engine) => {
  let t: TestApp;
  let now = START;
  let booker: Headers;
  let host: Headers;
  let other: Headers;
  let hostId: number;
  let bookerId: number;
  let call: ReturnType<typeof apiCall>;
  const db = () => t.database.db;
  const register = (body: object, who: Headers = {}) => call('POST', '/v1/Event/registration', who, body);
  const mails = (email: string, kind?: string) => {
    let q = db().selectFrom('outbox').selectAll().where('to_email', '=', email);
    if (kind) q = q.where('kind', '=', kind);
    return q.orderBy('id').execute();
  };
  const event = (extra: Partial<Parameters<typeof insertTestEvent>[1]> = {}) =>
    insertTestEvent(t, { ownerProfileId: hostId, ...extra });

  beforeAll(async () => {
    t = await createTestApp(engine, { demo: true, now: () => now });
    call = apiCall(t);
    booker = await memberHeaders(t, 'booker@example.com', START);
    host = await memberHeaders(t, 'host@example.com', START);
    hostId = await profileIdOf(t, 'host@example.com');
    bookerId = await profileIdOf(t, 'booker@example.com');
    // Another plain member (not an organizer, not an administrator).
    const plain = await db()
      .selectFrom('profiles')
      .select('id')
      .where('role', '=', 'member')
      .where('email', 'not in', ['booker@example.com', 'host@example.com'])
      .orderBy('id')
      .executeTakeFirstOrThrow();
    other = { profileToken: await issueSession(t, plain.id, START) };
  });
  afterAll(async () => t?.close());

  describe('POST /v1/Event/registration', () => {
    it('404 for an unknown or draft event; 400 with every field problem at once', async () => {
      expect((await register(visitorBody(999_999, 'x'))).statusCode).toBe(404);
      const draft = await event({ status: 'draft' });
      expect((await register(visitorBody(draft, 'x'))).statusCode).toBe(404);
      const id = await event();
      const bad = await register({ EventId: id, Tags: ['a', 'A', 'b'] });
      expect(bad.statusCode).toBe(400);
      expect(codesOf(bad).sort()).toEqual(
        [
          'Email:required',
          'FirstName:required',
          'HasAgreedToTerms:terms_not_agreed',
          'LastName:required',
          'Tags:too_few_tags',
        ].sort(),
      );
      expect((await register({ ...visitorBody(id, 'x'), Email: 'not-an-address' })).statusCode).toBe(400);
      const currency = await register(visitorBody(id, 'x', { Currency: 'USD' }));
      expect(currency.statusCode).toBe(200); // a free event ignores the currency
    });

    it('409 registration_closed when inactive, ticketed elsewhere or over', async () => {
      for (const extra of [
        { isActive: false },
        { isTicketLink: true },
        { startDate: '2026-11-01', endDate: '2026-11-02' },
      ]) {
        const id = await event(extra);
        const res = await register(visitorBody(id, 'closed'));
        expect(res.statusCode).toBe(409);
        expect(codesOf(res)).toEqual(['EventId:registration_closed']);
      }
    });

    it('registers a member from the profile and a visitor; the same address twice is 409 duplicate_signup', async () => {
      const id = await event();
      const mine = await register({ EventId: id, HasAgreedToTerms: true, Tags: ['a', 'b', 'c'] }, booker);
      expect(mine.statusCode).toBe(200);
      const r = mine.json();
      expect(r).toMatchObject({ EventId: id, Status: 'confirmed', Email: 'booker@example.com', Amount: 0 });
      expect(r.Key).toMatch(/^[A-Za-z0-9_-]{24}$/);
      const again = await register({ EventId: id, HasAgreedToTerms: true, Tags: ['a', 'b', 'c'] }, booker);
      expect(again.statusCode).toBe(409);
      expect(codesOf(again)).toEqual(['Email:duplicate_signup']);
      const visitor = await register(visitorBody(id, 'dup', { Email: 'Dup@Example.org' }));
      expect(visitor.statusCode).toBe(200);
      const dup = await register(visitorBody(id, 'dup2', { Email: 'dup@example.org' }));
      expect(dup.statusCode).toBe(409);
      expect(codesOf(dup)).toEqual(['Email:duplicate_signup']);
      // The participant and the owner (receives e-mail) are mailed.
      expect((await mails('booker@example.com', 'event-registration-confirmed')).length).toBe(1);
      const toHost = await mails('host@example.com', 'event-registration-organizer');
      expect(toHost.length).toBeGreaterThanOrEqual(2);
      // After cancelling, the address may register again.
      const cancel = await call(
        'DELETE',
        `/v1/Event/registration/${visitor.json().Id}?key=${visitor.json().Key}`,
        {},
      );
      expect(cancel.statusCode).toBe(200);
      expect(cancel.json().Status).toBe('cancelled');
      expect((await register(visitorBody(id, 'dup3', { Email: 'dup@example.org' }))).statusCode).toBe(200);
    });

    it('the unique (event, active e-mail) index refuses a second active row by itself', async () => {
      const id = await event();
      const r = (await register(visitorBody(id, 'idx'))).json();
      const row = await db()
        .selectFrom('event_registrations')
        .selectAll()
        .where('id', '=', r.Id)
        .executeTakeFirstOrThrow();
      const { id: _id, ...copy } = row;
      await expect(
        db()
          .insertInto('event_registrations')
          .values({ ...copy, key: 'another-key-123456789012' })
          .execute(),
      ).rejects.toThrow();
    });
  });

  describe('the waiting list', () => {
    it('fills a full event in order, promotes on cancel, and mails each step', async () => {
      const id = await event({ capacity: 2 });
      const regs = [];
      for (let i = 1; i <= 4; i += 1) {
        now = new Date(START.getTime() + i * 60_000);
        const res = await register(visitorBody(id, `wl${i}`, i === 4 ? { Language: 'en' } : {}));
        expect(res.statusCode).toBe(200);
        regs.push(res.json());
      }
      expect(regs.map((r) => r.Status)).toEqual(['confirmed', 'confirmed', 'waitingList', 'waitingList']);
      expect(regs.map((r) => r.WaitingListPosition)).toEqual([null, null, 1, 2]);
      expect((await mails('visitor-wl3@example.org', 'event-registration-waiting')).length).toBe(1);
      const state = (await call('GET', `/v1/event/${id}/state`, {})).json();
      expect(state).toMatchObject({ IsFull: true, PlacesLeft: 0, CanRegister: true, Registration: null });

      // 401 without member or key, 403 another member or a wrong key with a member, 404 unknown.
      const first = regs[0];
      expect((await call('DELETE', `/v1/Event/registration/${first.Id}`, {})).statusCode).toBe(401);
      expect((await call('DELETE', `/v1/Event/registration/${first.Id}?key=wrong`, {})).statusCode).toBe(401);
      expect((await call('DELETE', `/v1/Event/registration/${first.Id}`, other)).statusCode).toBe(403);
      expect((await call('DELETE', '/v1/Event/registration/999999', other)).statusCode).toBe(404);

      const cancelled = await call('DELETE', `/v1/Event/registration/${first.Id}?key=${first.Key}`, {});
      expect(cancelled.statusCode).toBe(200);
      const promoted = (await call('GET', `/v1/event/ticket/${regs[2].Key}`, {})).json();
      expect(promoted.Status).toBe('confirmed');
      const still = (await call('GET', `/v1/event/ticket/${regs[3].Key}`, {})).json();
      expect(still).toMatchObject({ Status: 'waitingList', WaitingListPosition: 1 });
      const [yours] = await mails('visitor-wl3@example.org', 'event-registration-promoted');
      expect(yours?.text_body).toContain('/nl/evenementen/');
      expect((await mails('visitor-wl1@example.org', 'event-registration-cancelled')).length).toBe(1);

      // Twice is 409 unsubscribe_failed.
      const twice = await call('DELETE', `/v1/Event/registration/${first.Id}?key=${first.Key}`, {});
      expect(twice.statusCode).toBe(409);
      expect(codesOf(twice)).toEqual(['id:unsubscribe_failed']);

      // An organizer cancels another: the last waiting one moves up.
      const byHost = await call('DELETE', `/v1/Event/registration/${regs[1].Id}`, host);
      expect(byHost.statusCode).toBe(200);
      const last = (await call('GET', `/v1/event/ticket/${regs[3].Key}`, {})).json();
      expect(last.Status).toBe('confirmed');
      const [en] = await mails('visitor-wl4@example.org', 'event-registration-promoted');
      expect(en?.subject).toMatch(/^A place is yours/);
      now = START;
    });

    it('a grown capacity fills places; an event over refuses cancelling', async () => {
      const id = await event({ capacity: 1 });
      await register(visitorBody(id, 'cap1'));
      const waiting = (await register(visitorBody(id, 'cap2'))).json();
      expect(waiting.Status).toBe('waitingList');
      await db().updateTable('event_listings').set({ max_capacity: 3 }).where('id', '=', id).execute();
      await eventEvents.updated.emit(
        db(),
        {
          subjectId: id,
          actorId: hostId,
          payload: {
            Changed: ['MaxCapacity'],
            MaxCapacityBefore: 1,
            Before: {
              StartDate: '2026-12-09',
              StartMinutes: 600,
              EndDate: '2026-12-09',
              EndMinutes: 1020,
              LocationName: 'De Werkplaats',
              Address: 'Oudegracht 1',
              City: 'Utrecht',
              IsOnline: 'offline',
            },
          },
        },
        now,
      );
      await t.app.events.drain();
      expect((await call('GET', `/v1/event/ticket/${waiting.Key}`, {})).json().Status).toBe('confirmed');

      now = new Date('2026-12-10T08:00:00Z');
      const over = await call('DELETE', `/v1/Event/registration/${waiting.Id}?key=${waiting.Key}`, {});
      expect(over.statusCode).toBe(409);
      expect(codesOf(over)).toEqual(['id:unsubscribe_failed']);
      now = START;
    });
  });

  describe('state, participants, ticket, check-in, message', () => {
    let id: number;
    let mine: { Id: number; Key: string };
    let waiting: { Id: number; Key: string };
    beforeAll(async () => {
      id = await event({ capacity: 2, isOnline: 'hybrid', onlineUrl: 'https://meet.example.com/x' });
      mine = (await register({ EventId: id, HasAgreedToTerms: true, Tags: ['a', 'b', 'c'] }, booker)).json();
      await register(visitorBody(id, 'p2', { Language: 'en', Organization: 'Acme' }));
      waiting = (await register(visitorBody(id, 'p3'))).json();
    });

    it('state: the member sees their registration; drafts 404 except to organizers', async () => {
      const s = (await call('GET', `/v1/event/${id}/state`, booker)).json();
      expect(s).toMatchObject({
        IsOrganizer: false,
        IsOwner: false,
        IsFull: true,
        Registration: { Id: mine.Id, Status: 'confirmed' },
      });
      const h = (await call('GET', `/v1/event/${id}/state`, host)).json();
      expect(h).toMatchObject({ IsOrganizer: true, IsOwner: true, Registration: null });
      const draft = await event({ status: 'draft' });
      expect((await call('GET', `/v1/event/${draft}/state`, booker)).statusCode).toBe(404);
      expect((await call('GET', `/v1/event/${draft}/state`, host)).statusCode).toBe(200);
      expect((await call('GET', '/v1/event/999999/state', {})).statusCode).toBe(404);
      expect((await call('GET', '/v1/event/abc/state', {})).statusCode).toBe(400);
    });

    it('participants: organizers only, with counts and filters', async () => {
      expect((await call('GET', `/v1/event/${id}/participants`, {})).statusCode).toBe(401);
      expect((await call('GET', `/v1/event/${id}/participants`, booker)).statusCode).toBe(403);
      expect((await call('GET', '/v1/event/999999/participants', host)).statusCode).toBe(404);
      const admin = await memberHeaders(t, 'admin@example.com', START);
      expect((await call('GET', `/v1/event/${id}/participants`, admin)).statusCode).toBe(200);
      expect((await call('GET', `/v1/event/${id}/participants?status=nope`, host)).statusCode).toBe(400);
      const all = (await call('GET', `/v1/event/${id}/participants`, host)).json();
      expect(all).toMatchObject({
        Confirmed: 2,
        Pending: 0,
        WaitingList: 1,
        Cancelled: 0,
        CheckedIn: 0,
        Revenue: [],
      });
      expect(all.Results).toHaveLength(3);
      const acme = (await call('GET', `/v1/event/${id}/participants?q=acme`, host)).json();
      expect(acme.Results.map((p: { Email: string }) => p.Email)).toEqual(['visitor-p2@example.org']);
      const wl = (await call('GET', `/v1/event/${id}/participants?status=waitingList`, host)).json();
      expect(wl.Results).toMatchObject([{ Id: waiting.Id, WaitingListPosition: 1 }]);
    });

    it('ticket: the QR code of the key; the online link only when confirmed', async () => {
      expect((await call('GET', '/v1/event/ticket/unknown-key-1234', {})).statusCode).toBe(404);
      expect((await call('GET', '/v1/event/ticket/short', {})).statusCode).toBe(400);
      const ticket = (await call('GET', `/v1/event/ticket/${mine.Key}`, {})).json();
      expect(ticket.QrSvg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
      expect(ticket).toMatchObject({ Status: 'confirmed', OnlineUrl: 'https://meet.example.com/x' });
      expect(ticket.Event).toMatchObject({
        Id: id,
        Name: 'Data day',
        ParticipantCount: 2,
        WaitingListCount: 1,
      });
      const w = (await call('GET', `/v1/event/ticket/${waiting.Key}`, {})).json();
      expect(w.OnlineUrl).toBeNull();
    });

    it('check-in: organizers only; unknown, not valid, twice', async () => {
      const url = `/v1/event/${id}/checkin`;
      expect((await call('PUT', url, {}, { Code: mine.Key })).statusCode).toBe(401);
      expect((await call('PUT', url, booker, { Code: mine.Key })).statusCode).toBe(403);
      expect((await call('PUT', '/v1/event/999999/checkin', host, { Code: mine.Key })).statusCode).toBe(404);
      expect((await call('PUT', url, host, { Code: '' })).statusCode).toBe(400);
      const elsewhere = await event();
      const foreign = (await register(visitorBody(elsewhere, 'foreign'))).json();
      const unknown = await call('PUT', url, host, { Code: foreign.Key });
      expect(unknown.statusCode).toBe(404);
      expect(codesOf(unknown)).toEqual(['Code:ticket_unknown']);
      const notValid = await call('PUT', url, host, { Code: waiting.Key });
      expect(notValid.statusCode).toBe(409);
      expect(codesOf(notValid)).toEqual(['Code:ticket_not_valid']);
      const ok = await call('PUT', url, host, { Code: mine.Key });
      expect(ok.statusCode).toBe(200);
      expect(ok.json()).toMatchObject({ RegistrationId: mine.Id, CheckedInAt: START.toISOString() });
      const twice = await call('PUT', url, host, { Code: mine.Key });
      expect(twice.statusCode).toBe(409);
      expect(codesOf(twice)).toEqual(['Code:ticket_checked_in']);
      expect((await call('GET', `/v1/event/${id}/participants`, host)).json().CheckedIn).toBe(1);
    });

    it('message: one outbox mail per recipient in their language', async () => {
      const url = `/v1/event/${id}/message`;
      const body = { Subject: 'Parking', Body: 'Use the back entrance.' };
      expect((await call('POST', url, {}, body)).statusCode).toBe(401);
      expect((await call('POST', url, booker, body)).statusCode).toBe(403);
      expect((await call('POST', '/v1/event/999999/message', host, body)).statusCode).toBe(404);
      expect((await call('POST', url, host, { ...body, Subject: '' })).statusCode).toBe(400);
      const sent = await call('POST', url, host, body);
      expect(sent.json()).toEqual({ Recipients: 3 });
      const nl = await mails('visitor-p3@example.org', 'event-participant-message');
      const en = await mails('visitor-p2@example.org', 'event-participant-message');
      expect(nl[0]?.text_body).toMatch(
        /^Beste Visitor,[\s\S]*Use the back entrance\.[\s\S]*Met vriendelijke groet/,
      );
      expect(en[0]?.text_body).toMatch(/^Dear Visitor,[\s\S]*Use the back entrance\.[\s\S]*Kind regards/);
      expect(en[0]?.language_id).toBe(65);
      const few = await call('POST', url, host, { ...body, To: 'waitingList' });
      expect(few.json()).toEqual({ Recipients: 1 });
    });

    it('attending and organising: the member pages, upcoming and past', async () => {
      expect((await call('GET', '/v1/profile/event/attending', {})).statusCode).toBe(401);
      expect((await call('GET', '/v1/profile/event/organising', {})).statusCode).toBe(401);
      expect((await call('GET', '/v1/profile/event/attending?when=later', booker)).statusCode).toBe(400);
      const attending = (await call('GET', '/v1/profile/event/attending', booker)).json();
      expect(attending.Results.some((x: { Event: { Id: number } }) => x.Event.Id === id)).toBe(true);
      const past = (await call('GET', '/v1/profile/event/attending?when=past', booker)).json();
      expect(past.Results).toEqual([]);
      const organising = (await call('GET', '/v1/profile/event/organising?itemsPerPage=1', host)).json();
      expect(organising.Results).toHaveLength(1);
      expect(organising.MorePages).toBe(true);
      const none = (await call('GET', '/v1/profile/event/organising', booker)).json();
      expect(none).toEqual({ Results: [], MorePages: false });
      expect(bookerId).toBeGreaterThan(0);
    });
  });

  describe('moved and deleted events', () => {
    it('a new date mails every active participant from … to … with the ticket link', async () => {
      const id = await event();
      const r = (await register(visitorBody(id, 'moved'))).json();
      await db()
        .updateTable('event_listings')
        .set({ start_date: '2026-12-10', end_date: '2026-12-10' })
        .where('id', '=', id)
        .execute();
      await eventEvents.updated.emit(
        db(),
        {
          subjectId: id,
          actorId: hostId,
          payload: {
            Changed: ['StartDate', 'EndDate'],
            MaxCapacityBefore: null,
            Before: {
              StartDate: '2026-12-09',
              StartMinutes: 600,
              EndDate: '2026-12-09',
              EndMinutes: 1020,
              LocationName: 'De Werkplaats',
              Address: 'Oudegracht 1',
              City: 'Utrecht',
              IsOnline: 'offline',
            },
          },
        },
        now,
      );
      await t.app.events.drain();
      const [moved] = await mails('visitor-moved@example.org', 'event-participant-moved');
      expect(moved?.text_body).toContain('woensdag 9 december 2026');
      expect(moved?.text_body).toContain('donderdag 10 december 2026');
      expect(moved?.text_body).toContain(`/nl/evenementen/${id}/data-day/ticket/${r.Key}`);
    });

    it('a deleted event cancels every registration, voids its payments and mails each', async () => {
      const id = await event({ prices: [{ cents: 2500 }] });
      const r = (await register(visitorBody(id, 'gone'))).json();
      expect(r.Status).toBe('pending');
      await db()
        .updateTable('event_listings')
        .set({ deleted_at: now.toISOString(), status: 'cancelled' })
        .where('id', '=', id)
        .execute();
      await eventEvents.deleted.emit(
        db(),
        { subjectId: id, actorId: hostId, payload: { Name: 'Data day', ByProfileId: hostId } },
        now,
      );
      await t.app.events.drain();
      const row = await db()
        .selectFrom('event_registrations')
        .selectAll()
        .where('id', '=', r.Id)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({ status: 'cancelled', active_email: null });
      expect((await call('GET', `/v1/payment/${r.PaymentKey}`, {})).json().Result).toBe('no-longer-valid');
      await t.app.events.drain();
      expect((await mails('visitor-gone@example.org', 'event-registration-cancelled')).length).toBe(1);
    });
  });

  describe('paid registrations through the test provider', () => {
    const checkout = async (key: string, outcome: string) => {
      const started = await call('POST', `/v1/payment/${key}/start`, {});
      expect(started.statusCode).toBe(200);
      const url = new URL(started.json().CheckoutUrl);
      const done = await t.app.inject({
        method: 'POST',
        url: url.pathname,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: `outcome=${outcome}`,
      });
      expect(done.statusCode).toBe(303);
      return String(done.headers.location);
    };

    it('register paid → pending with a payment → pay → confirmed, mailed, counted as revenue', async () => {
      const id = await event({ prices: [{ cents: 2500 }, { currency: 'USD', cents: 3000 }] });
      const bad = await register(visitorBody(id, 'paid0', { Currency: 'GBP' }));
      expect(codesOf(bad)).toEqual(['Currency:currency_not_offered']);
      const r = (await register(visitorBody(id, 'paid1'))).json();
      expect(r).toMatchObject({ Status: 'pending', Amount: 25, Currency: 'EUR' });
      expect(r.PaymentKey).toMatch(/^[A-Za-z0-9_-]{32}$/);
      const [pendingMail] = await mails('visitor-paid1@example.org', 'event-registration-pending');
      expect(pendingMail?.text_body).toContain(`/nl/evenementen/${id}/data-day/betaal/${r.PaymentKey}`);
      const p = (await call('GET', `/v1/payment/${r.PaymentKey}`, {})).json();
      expect(p).toMatchObject({
        Result: 'open',
        Amount: 25,
        CurrencyIso: 'EUR',
        EventId: id,
        EventRegistrationId: r.Id,
        ReservationId: null,
      });
      const usd = (await register(visitorBody(id, 'paid2', { Currency: 'USD' }))).json();
      expect(usd).toMatchObject({ Status: 'pending', Amount: 30, Currency: 'USD' });

      const location = await checkout(r.PaymentKey, 'paid');
      expect(location).toMatch(new RegExp(`/nl/evenementen/${id}/betaal/${r.PaymentKey}/klaar$`));
      const ticket = (await call('GET', `/v1/event/ticket/${r.Key}`, {})).json();
      expect(ticket).toMatchObject({ Status: 'confirmed', PaymentKey: null });
      expect(ticket.PaidAt).not.toBeNull();
      const [paidMail] = await mails('visitor-paid1@example.org', 'event-registration-paid');
      expect(paidMail?.text_body).toContain(`/api/v1/event/${id}/ics`);
      expect(paidMail?.text_body).toContain(`/ticket/${r.Key}`);
      const list = (await call('GET', `/v1/event/${id}/participants`, host)).json();
      expect(list).toMatchObject({ Confirmed: 1, Pending: 1, Revenue: [{ Currency: 'EUR', Amount: 25 }] });

      // The other cancels: the payment is void, no longer valid, cannot be started.
      expect((await call('DELETE', `/v1/Event/registration/${usd.Id}?key=${usd.Key}`, {})).statusCode).toBe(
        200,
      );
      expect((await call('GET', `/v1/payment/${usd.PaymentKey}`, {})).json().Result).toBe('no-longer-valid');
      const start = await call('POST', `/v1/payment/${usd.PaymentKey}/start`, {});
      expect(start.statusCode).toBe(409);
      expect(codesOf(start)).toEqual(['Id:no_longer_valid']);
    });

    it('a promoted paid registration gets a new payment and the pay link', async () => {
      const id = await event({ capacity: 1, prices: [{ cents: 1000 }] });
      const a = (await register(visitorBody(id, 'pp1'))).json();
      const b = (await register(visitorBody(id, 'pp2'))).json();
      expect(b).toMatchObject({ Status: 'waitingList', PaymentKey: null });
      await call('DELETE', `/v1/Event/registration/${a.Id}?key=${a.Key}`, {});
      const promoted = (await call('GET', `/v1/event/ticket/${b.Key}`, {})).json();
      expect(promoted.Status).toBe('pending');
      expect(promoted.PaymentKey).toMatch(/^[A-Za-z0-9_-]{32}$/);
      const [mail] = await mails('visitor-pp2@example.org', 'event-registration-promoted');
      expect(mail?.text_body).toContain(`/betaal/${promoted.PaymentKey}`);
    });
  });
});
