import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mailedSecrets } from '../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { apiCall, memberHeaders } from '../../test/booking.ts';
import { engines } from '../../test/db.ts';
import { bookAsGuest as bookGuest, mailedLink } from '../../test/guest-booking.ts';
import { signManageToken } from './manage-link.ts';

// Monday 23 November 2026 09:00 in Amsterdam; guests book Thursday 26 November (free to cancel).
const START = new Date('2026-11-23T08:00:00Z');
const DAY = '2026-11-26';

describe.each(engines)('guest bookings managed by their mailed link, on %s', (engine) => {
  let t: TestApp;
  let now = START;
  let slot = 0;
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, headers: object = {}, payload?: object) =>
    apiCall(t)(method, url, headers, payload);

  /** Books a meeting room without an account, as a visitor whose booker contact has `email`. */
  const bookAsGuest = async (email: string, name = 'Gast Gerda') => {
    slot += 1;
    return bookGuest(
      t,
      `guest-${slot}`,
      { day: DAY, startMinutes: 480 + 60 * (slot % 10) },
      { name, email, meeting: `Guest meeting ${slot}` },
    );
  };

  beforeAll(async () => {
    t = await createTestApp(engine, { demo: true, now: () => now });
  });
  afterAll(async () => t.close());
  beforeEach(() => {
    now = START;
  });

  it('mails a signed link that opens that one reservation: 401 tampered or expired, 403 another one', async () => {
    const r = await bookAsGuest('gerda@example.org');
    const link = await mailedLink(t, r.Id, 'reservation-confirmation');
    expect(link.mail?.to_email).toBe('gerda@example.org');
    // In the reservation's language (a cart without one is English); the nl link is tested in the browser.
    expect(link.path).toBe(`/en/manage-booking/${r.Id}`);
    const url = (token: string, id = r.Id) =>
      `/v1/reservation/manage/${id}?token=${encodeURIComponent(token)}`;

    const view = await call('GET', url(link.token));
    expect(view.statusCode).toBe(200);
    expect(view.json()).toMatchObject({ Id: r.Id, StatusId: 2, Cancellation: { IsFree: true } });
    // The member call stays members only.
    expect((await call('GET', `/v1/reservation/${r.Id}`)).statusCode).toBe(401);
    // No token, a malformed one.
    expect((await call('GET', `/v1/reservation/manage/${r.Id}`)).statusCode).toBe(400);
    expect((await call('GET', url('not-a-token'))).statusCode).toBe(400);

    // Tampered: a changed signature or id, a signature with another secret or for another address.
    const [id, sig] = link.token.split('.') as [string, string];
    const flipped = `${sig.slice(0, -2)}${sig.endsWith('AA') ? 'BB' : 'AA'}`;
    expect((await call('GET', url(`${id}.${flipped}`))).statusCode).toBe(401);
    const forged = signManageToken('another-secret', { reservationId: r.Id, email: 'gerda@example.org' });
    expect((await call('GET', url(forged))).statusCode).toBe(401);
    const otherAddress = signManageToken('test-quote-secret', {
      reservationId: r.Id,
      email: 'x@example.org',
    });
    expect((await call('GET', url(otherAddress))).statusCode).toBe(401);
    const genuine = signManageToken('test-quote-secret', { reservationId: r.Id, email: 'GERDA@example.org' });
    expect((await call('GET', url(genuine))).statusCode).toBe(200);

    // Another reservation's link on this reservation: 403 (read and cancel); an unknown one 404.
    const other = await bookAsGuest('otto@example.org', 'Otto');
    const otherLink = await mailedLink(t, other.Id, 'reservation-confirmation');
    expect((await call('GET', url(otherLink.token))).statusCode).toBe(403);
    expect((await call('PUT', `${url(otherLink.token)}`.replace('?', '/cancel?'), {}, {})).statusCode).toBe(
      403,
    );
    expect((await call('GET', url(link.token, 999_999))).statusCode).toBe(403);

    // Another reservation's id in a link signed for this one's address is not this reservation's link.
    const swapped = `${other.Id}.${sig}`;
    expect((await call('GET', url(swapped, other.Id))).statusCode).toBe(401);

    // After the reservation ends (26 November 18:00 at the latest) the link has expired.
    now = new Date('2026-11-27T00:00:00Z');
    expect((await call('GET', url(link.token))).statusCode).toBe(401);
  });

  it('views, downloads, moves and cancels by the link under the member rules, and mails the link again', async () => {
    const r = await bookAsGuest('hanna@example.org', 'Hanna');
    const { token } = await mailedLink(t, r.Id, 'reservation-confirmation');
    const q = `?token=${encodeURIComponent(token)}`;
    const pdf = await call('GET', `/v1/reservation/manage/${r.Id}/pdf${q}`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const ics = await call('GET', `/v1/reservation/manage/${r.Id}/ics${q}`);
    expect(ics.statusCode).toBe(200);
    expect(ics.body).toContain('BEGIN:VCALENDAR');

    const detail = (await call('GET', `/v1/reservation/manage/${r.Id}${q}`)).json();

    // The preview: the day's opening hours and the new total, and nothing changed.
    const preview = (day: string, times = '') =>
      call('GET', `/v1/reservation/manage/${r.Id}/changedate/preview${q}&startDate=${day}${times}`);
    const friday = await preview('2026-11-27');
    expect(friday.statusCode).toBe(200);
    expect(friday.json()).toMatchObject({ Possible: true, Errors: [], TotalInclTax: expect.any(Number) });
    expect(friday.json().OpenMinutes).toBeLessThanOrEqual(detail.StartMinutes);
    expect(friday.json().CloseMinutes).toBeGreaterThanOrEqual(detail.EndMinutes);
    const sunday = (await preview('2026-11-29')).json();
    expect(sunday).toMatchObject({
      OpenMinutes: null,
      CloseMinutes: null,
      Possible: false,
      TotalInclTax: null,
    });
    expect(sunday.Errors.length).toBeGreaterThan(0);
    const early = (await preview('2026-11-27', '&startMinutes=0&endMinutes=60')).json();
    expect(early).toMatchObject({ Possible: false, TotalInclTax: null });
    expect((await call('GET', `/v1/reservation/manage/${r.Id}${q}`)).json()).toMatchObject({
      StartDate: detail.StartDate,
      TotalInclTax: detail.TotalInclTax,
    });
    expect((await mailedLink(t, r.Id, 'reservation-changed')).mail).toBeUndefined();
    const revisions = await t.database.db
      .selectFrom('reservation_revisions')
      .select('id')
      .where('reservation_id', '=', r.Id)
      .execute();
    expect(revisions).toEqual([]);
    // Members only on the member's call; a tampered link is 401 here too.
    expect(
      (await call('GET', `/v2/reservation/${r.Id}/changedate/preview?startDate=2026-11-27`)).statusCode,
    ).toBe(401);
    expect(
      (
        await call(
          'GET',
          `/v1/reservation/manage/${r.Id}/changedate/preview?token=${r.Id}.${'A'.repeat(43)}&startDate=2026-11-27`,
        )
      ).statusCode,
    ).toBe(401);
    const moved = await call(
      'PUT',
      `/v1/reservation/manage/${r.Id}/changedate${q}`,
      {},
      {
        StartDate: '2026-11-27',
        StartMinutes: detail.StartMinutes,
        EndMinutes: detail.EndMinutes,
      },
    );
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({
      StartDate: '2026-11-27T00:00:00',
      TotalInclTax: friday.json().TotalInclTax,
    });
    const changed = await mailedLink(t, r.Id, 'reservation-changed');
    expect(changed.mail?.to_email).toBe('hanna@example.org');
    expect(changed.token).not.toBe('');
    expect(changed.token).toBe(token);

    // Within 24 hours of the start the lock applies to the link as to the member (the link still
    // works: it expires with the reservation as it is booked now).
    now = new Date('2026-11-26T12:00:00Z');
    const late = await call(
      'PUT',
      `/v1/reservation/manage/${r.Id}/changedate${q}`,
      {},
      { StartDate: '2026-11-30' },
    );
    expect(late.statusCode).toBe(409);
    expect(late.json().Errors[0].Code).toBe('locked');
    now = START;

    const cancelled = await call('PUT', `/v1/reservation/manage/${r.Id}/cancel${q}`, {}, { ReasonType: 4 });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ StatusId: 3 });
    expect((await mailedLink(t, r.Id, 'reservation-cancelled')).mail?.to_email).toBe('hanna@example.org');
    const again = await call('PUT', `/v1/reservation/manage/${r.Id}/cancel${q}`, {}, { ReasonType: 4 });
    expect(again.statusCode).toBe(409);
    const revision = await t.database.db
      .selectFrom('reservation_revisions')
      .selectAll()
      .where('reservation_id', '=', r.Id)
      .where('action', '=', 'cancel')
      .executeTakeFirstOrThrow();
    expect(revision.profile_id).toBeNull();
  });

  it('find my booking: the same answer for a match and no match, the link mailed only on a match', async () => {
    const r = await bookAsGuest('ines@example.org', 'Ines');
    const mailsTo = async (email: string) =>
      (
        await t.database.db
          .selectFrom('outbox')
          .select('id')
          .where('to_email', '=', email)
          .where('kind', '=', 'reservation-manage-link')
          .execute()
      ).length;
    const find = (body: object) => call('POST', '/v1/reservation/manage/find', {}, body);
    const match = await find({ ReservationId: r.Id, Email: 'INES@example.org', LocalePrefix: 'en' });
    const wrongAddress = await find({ ReservationId: r.Id, Email: 'ines@example.com', LocalePrefix: 'en' });
    const unknown = await find({ ReservationId: 987_654, Email: 'ines@example.org', LocalePrefix: 'en' });
    for (const res of [match, wrongAddress, unknown]) {
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(match.body);
    }
    expect(match.json()).toEqual({ Sent: true });
    expect(await mailsTo('ines@example.org')).toBe(1);
    expect(await mailsTo('ines@example.com')).toBe(0);
    const mailed = await mailedLink(t, r.Id, 'reservation-manage-link');
    expect(mailed.path).toBe(`/en/manage-booking/${r.Id}`);
    expect((await call('GET', `/v1/reservation/manage/${r.Id}?token=${mailed.token}`)).statusCode).toBe(200);
    // Asked again at once: the same answer, no second mail.
    expect((await find({ ReservationId: r.Id, Email: 'ines@example.org' })).body).toBe(match.body);
    expect(await mailsTo('ines@example.org')).toBe(1);
    // A parallel burst after the window (as many as the throttle lets in at once): one more mail,
    // not one per request.
    const THROTTLE_BURST = 5;
    now = new Date(START.getTime() + 6 * 60_000);
    const burst = await Promise.all(
      Array.from({ length: THROTTLE_BURST }, () => find({ ReservationId: r.Id, Email: 'ines@example.org' })),
    );
    for (const res of burst) expect(res.body).toBe(match.body);
    expect(await mailsTo('ines@example.org')).toBe(2);
    // Bad input is 400 with the fields.
    const bad = await find({ ReservationId: 'x', Email: 'nope' });
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .Errors.map((e: { Field: string }) => e.Field)
        .sort(),
    ).toEqual(['Email', 'ReservationId']);
  });

  it('attaches guest bookings to the account once its e-mail address is verified', async () => {
    const mine = await bookAsGuest('Jasper@Example.org', 'Jasper');
    const someoneElses = await bookAsGuest('kim@example.org', 'Kim');
    const member = await memberHeaders(t, 'booker@example.com', START);
    const booker = (await call('GET', '/v1/profile/state', member)).json().Id as number;
    const register = await call(
      'POST',
      '/v2/profile',
      {},
      {
        FirstName: 'Jasper',
        LastName: 'Jansen',
        Email: 'jasper@example.org',
        Language: 'en',
        HasAgreedToTerms: true,
      },
    );
    expect(register.statusCode).toBe(200);
    const profileId = register.json().Id as number;
    const owner = async (id: number) =>
      (
        await t.database.db
          .selectFrom('reservations')
          .select('profile_id')
          .where('id', '=', id)
          .executeTakeFirstOrThrow()
      ).profile_id;
    // Registering alone proves nothing: still without an account.
    expect(await owner(mine.Id)).toBeNull();
    const { key, pin } = await mailedSecrets(t, 'jasper@example.org');
    const set = await call(
      'PUT',
      '/v2/login/password',
      {},
      { Token: key, Pin: pin, Password: 'Sterk-wachtwoord-1' },
    );
    expect(set.statusCode).toBe(200);
    expect(await owner(mine.Id)).toBe(profileId);
    expect(await owner(someoneElses.Id)).toBeNull();
    expect(booker).not.toBe(profileId);
    const session = await memberHeaders(t, 'jasper@example.org', START);
    const list = (await call('GET', '/v1/profile/reservation?statusId=100', session)).json();
    expect(list.Results.map((r: { Id: number }) => r.Id)).toEqual([mine.Id]);
    expect((await call('GET', `/v1/reservation/${mine.Id}`, session)).statusCode).toBe(200);
  });

  it('attaches a later guest booking when the member proves the address again with a mailed pin', async () => {
    const guest = await bookAsGuest('booker@example.com', 'Bente as a guest');
    const member = await memberHeaders(t, 'booker@example.com', START);
    const booker = (await call('GET', '/v1/profile/state', member)).json().Id as number;
    const owner = async () =>
      (
        await t.database.db
          .selectFrom('reservations')
          .select('profile_id')
          .where('id', '=', guest.Id)
          .executeTakeFirstOrThrow()
      ).profile_id;
    expect(await owner()).toBeNull();
    expect((await call('POST', '/v1/login/pin', {}, { Email: 'booker@example.com' })).statusCode).toBe(200);
    const { pin } = await mailedSecrets(t, 'booker@example.com');
    // A wrong pin proves nothing.
    const wrong = pin === '000000' ? '111111' : '000000';
    expect(
      (await call('POST', '/v1/login/pin', {}, { Email: 'booker@example.com', Pin: wrong })).statusCode,
    ).toBe(400);
    expect(await owner()).toBeNull();
    expect(
      (await call('POST', '/v1/login/pin', {}, { Email: 'booker@example.com', Pin: pin })).statusCode,
    ).toBe(200);
    expect(await owner()).toBe(booker);
  });
});
