import { isoWeekdayOf } from '@meetspace/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { apiCall, bookMeetingRoom, issueSession, memberHeaders } from '../../test/booking.ts';
import { engines } from '../../test/db.ts';

// Monday 23 November 2026 09:00 in Amsterdam; bookings start Wednesday 25 November at 09:00 (48 h later).
const START = new Date('2026-11-23T08:00:00Z');
const DAY = '2026-11-25';

describe.each(engines)('my reservations on %s', (engine) => {
  let t: TestApp;
  let now = START;
  let booker: Record<string, string>;
  let host: Record<string, string>;
  let slot = 0;
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, headers: object, payload?: object) =>
    apiCall(t)(method, url, headers, payload);

  /** Books a meeting room as the booker through the real sequence; returns the reservation. */
  const book = async (seats = 2) => {
    slot += 1;
    return bookMeetingRoom(t, booker, {
      day: DAY,
      startMinutes: 540 + 60 * (slot % 8),
      seats,
      name: `Meeting ${slot}`,
    });
  };

  beforeAll(async () => {
    t = await createTestApp(engine, { demo: true, now: () => now });
    booker = await memberHeaders(t, 'booker@example.com', START);
    host = await memberHeaders(t, 'host@example.com', START);
  });
  afterAll(async () => t.close());
  beforeEach(() => {
    now = START;
  });

  it('lists only the member own reservations, with filters and paging', async () => {
    const mine = await book();
    expect((await call('GET', '/v1/profile/reservation', {})).statusCode).toBe(401);
    const list = (await call('GET', '/v1/profile/reservation?statusId=100&itemsPerPage=100', booker)).json();
    expect(list.Results.map((r: { Id: number }) => r.Id)).toContain(mine.Id);
    const bookerId = (await call('GET', '/v1/profile/state', booker)).json().Id;
    const foreign = await t.database.db
      .selectFrom('reservations')
      .select('id')
      .where('profile_id', '!=', bookerId)
      .execute();
    const ids = new Set(list.Results.map((r: { Id: number }) => r.Id));
    for (const f of foreign) expect(ids.has(f.id)).toBe(false);
    const filtered = (
      await call(
        'GET',
        `/v1/profile/reservation?startDate=${DAY}&endDate=${DAY}&q=${encodeURIComponent(mine.Name)}`,
        booker,
      )
    ).json();
    expect(filtered.Results.map((r: { Id: number }) => r.Id)).toEqual([mine.Id]);
    const page = (
      await call('GET', '/v1/profile/reservation?statusId=100&itemsPerPage=1&sortDirection=desc', booker)
    ).json();
    expect(page.Results).toHaveLength(1);
    expect(page.MorePages).toBe(true);
    expect((await call('GET', '/v1/profile/reservation?statusId=7', booker)).statusCode).toBe(400);
  });

  it('shows a reservation to its member only: 401, 403, 404', async () => {
    const r = await book();
    const res = await call('GET', `/v1/reservation/${r.Id}`, booker);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      Id: r.Id,
      StatusId: 2,
      IsLocked: false,
      Cancellation: { IsFree: true, Percentage: 0 },
    });
    expect((await call('GET', `/v1/reservation/${r.Id}`, {})).statusCode).toBe(401);
    expect((await call('GET', `/v1/reservation/${r.Id}`, host)).statusCode).toBe(403);
    expect((await call('GET', `/v1/reservation/${r.Id}/pdf`, host)).statusCode).toBe(403);
    expect((await call('PUT', `/v1/reservation/${r.Id}/cancel`, host, {})).statusCode).toBe(403);
    expect((await call('GET', '/v1/reservation/99999999', booker)).statusCode).toBe(404);
  });

  it('cancels free until 24 hours before the start, then only with the fee (exact boundary)', async () => {
    const r = await book();
    const row = await t.database.db
      .selectFrom('reservations')
      .select('starts_at')
      .where('id', '=', r.Id)
      .executeTakeFirstOrThrow();
    const startsAt = Date.parse(row.starts_at);
    now = new Date(startsAt - 24 * 3_600_000); // exactly 24 hours before
    // A day later the morning's token has expired: log in again.
    const bookerId = (
      await t.database.db
        .selectFrom('profiles')
        .select('id')
        .where('email', '=', 'booker@example.com')
        .executeTakeFirstOrThrow()
    ).id;
    booker = { profileToken: await issueSession(t, bookerId, now) };
    const exact = (await call('GET', `/v1/reservation/${r.Id}`, booker)).json();
    expect(exact).toMatchObject({ IsLocked: false, Cancellation: { IsFree: true, Percentage: 0 } });
    now = new Date(startsAt - 24 * 3_600_000 + 1000); // a second later
    const later = (await call('GET', `/v1/reservation/${r.Id}`, booker)).json();
    expect(later.IsLocked).toBe(true);
    expect(later.Cancellation).toMatchObject({
      IsFree: false,
      Percentage: 50,
      CancelRuleId: expect.any(Number),
    });
    expect(Math.round(later.Cancellation.FeeInclTax * 100)).toBe(Math.round((later.TotalInclTax * 100) / 2));
    const refused = await call('PUT', `/v1/reservation/${r.Id}/cancel`, booker, { ReasonType: 4 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().Errors[0].Code).toBe('fee_applies');
    const stale = await call('PUT', `/v1/reservation/${r.Id}/cancel`, booker, {
      ReasonType: 4,
      ApplyCancelFee: true,
      Percentage: 0,
    });
    expect(stale.json().Errors[0].Code).toBe('fee_changed');
    const done = await call('PUT', `/v1/reservation/${r.Id}/cancel`, booker, {
      ReasonType: 4,
      ApplyCancelFee: true,
      Percentage: 50,
    });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({
      StatusId: 3,
      Cancellation: { NotPossibleReason: 'Reservation cancelled' },
    });
    const mail = await t.database.db
      .selectFrom('outbox')
      .selectAll()
      .where('reservation_id', '=', r.Id)
      .where('kind', '=', 'reservation-cancelled')
      .executeTakeFirstOrThrow();
    expect(mail.text_body).toContain('50%');
    const again = await call('PUT', `/v1/reservation/${r.Id}/cancel`, booker, {
      ReasonType: 4,
      ApplyCancelFee: true,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().Message).toBe('Reservation cancelled');
  });

  it('frees the space when cancelled, and cancels an invoiced reservation too (its other changes stay locked)', async () => {
    const r = await book();
    const before = (await call('GET', `/v2/availability?${r.query}`, {})).json();
    expect(
      before.Locations[0].Spaces.filter((s: { SpaceId: number }) => s.SpaceId === r.spaceId).every(
        (s: { Warnings: string[] }) => s.Warnings.includes('AlreadyBooked'),
      ),
    ).toBe(true);
    const res = await call('PUT', `/v1/reservation/${r.Id}/cancel`, booker, {
      ReasonType: 6,
      Reason: 'Team moved the day',
    });
    expect(res.statusCode).toBe(200);
    const after = (await call('GET', `/v2/availability?${r.query}`, {})).json();
    expect(
      after.Locations[0].Spaces.some(
        (s: { SpaceId: number; SpaceAvailable: boolean }) => s.SpaceId === r.spaceId && s.SpaceAvailable,
      ),
    ).toBe(true);
    expect((await call('PUT', `/v1/reservation/${r.Id}/cancel`, booker, { ReasonType: 6 })).statusCode).toBe(
      400,
    );
    const invoiced = await book();
    await t.database.db
      .updateTable('reservations')
      .set({ has_invoice: 1 })
      .where('id', '=', invoiced.Id)
      .execute();
    const detail = (await call('GET', `/v1/reservation/${invoiced.Id}`, booker)).json();
    expect(detail).toMatchObject({ IsLocked: true, Cancellation: { NotPossibleReason: null } });
    const renamed = await call('PUT', `/v2/reservation/${invoiced.Id}`, booker, { Name: 'Other name' });
    expect(renamed.statusCode).toBe(409);
    expect(renamed.json().Errors[0].Code).toBe('locked');
    const cancelled = await call('PUT', `/v1/reservation/${invoiced.Id}/cancel`, booker, {
      ReasonType: 1,
      ApplyCancelFee: true,
    });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().StatusId).toBe(3);
  });

  it('gives a PDF confirmation and a calendar file', async () => {
    const r = await book();
    const pdf = await call('GET', `/v1/reservation/${r.Id}/pdf`, booker);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.rawPayload.length).toBeGreaterThan(1000);
    const ics = await call('GET', `/v1/reservation/${r.Id}/ics`, booker);
    expect(ics.headers['content-type']).toContain('text/calendar');
    expect(ics.body).toContain('BEGIN:VEVENT');
    expect(ics.body).toContain('DTSTART:20261125T');
    expect((await call('GET', `/v1/reservation/${r.Id}/ics`, {})).statusCode).toBe(401);
  });

  it('moves a reservation to another date when the same space is free, and refuses otherwise', async () => {
    const r = await book();
    const row = await t.database.db
      .selectFrom('reservations')
      .select(['start_minutes', 'end_minutes'])
      .where('id', '=', r.Id)
      .executeTakeFirstOrThrow();
    expect(
      (await call('PUT', `/v2/reservation/${r.Id}/changedate`, host, { StartDate: '2026-12-09' })).statusCode,
    ).toBe(403);
    expect(
      (await call('PUT', `/v2/reservation/${r.Id}/changedate`, booker, { StartDate: '2026-13-01' }))
        .statusCode,
    ).toBe(400);
    const moved = await call('PUT', `/v2/reservation/${r.Id}/changedate`, booker, {
      StartDate: '2026-12-09',
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({
      StartDate: '2026-12-09T00:00:00',
      StartMinutes: row.start_minutes,
      EndMinutes: row.end_minutes,
    });
    expect(moved.json().Spaces[0]).toMatchObject({ SpaceId: r.spaceId, StartDate: '2026-12-09T00:00:00' });
    // The old slot is free again, the new one taken.
    const old = (await call('GET', `/v2/availability?${r.query}`, {})).json();
    expect(
      old.Locations[0].Spaces.some(
        (s: { SpaceId: number; SpaceAvailable: boolean }) => s.SpaceId === r.spaceId && s.SpaceAvailable,
      ),
    ).toBe(true);
    // Someone books the same space and hours on the 10th: a move there is refused.
    const search = (
      await call('GET', `/v2/availability?${r.query.replace(DAY, '2026-12-10')}&space=${r.spaceId}`, host)
    ).json();
    const entry = search.Locations[0].Spaces.find((s: { SpaceAvailable: boolean }) => s.SpaceAvailable);
    const cart = (
      await call('POST', '/v1/availability/select', host, {
        SearchId: search.SearchId,
        LocationId: search.Locations[0].LocationId,
        Hash: entry.Hash,
      })
    ).json();
    await call('PUT', `/v1/cart/${cart.CartKey}`, host, { CartTerms: { Accepted: true } });
    expect((await call('POST', `/v2/cart/${cart.CartKey}/finalize`, host)).statusCode).toBe(200);
    const clash = await call('PUT', `/v2/reservation/${r.Id}/changedate`, booker, {
      StartDate: '2026-12-10',
    });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().Errors[0].Code).toBe('AlreadyBooked');
    const tooSoon = await call('PUT', `/v2/reservation/${r.Id}/changedate`, booker, {
      StartDate: '2026-11-23',
    });
    expect(tooSoon.statusCode).toBe(409);
    expect(tooSoon.json().Errors[0].Code).toBe('too_late');
    const mail = await t.database.db
      .selectFrom('outbox')
      .select('kind')
      .where('reservation_id', '=', r.Id)
      .where('kind', '=', 'reservation-changed')
      .execute();
    expect(mail.length).toBeGreaterThan(0);
  });

  it('refuses a move to a closed day or outside the opening hours, as a copy would, and re-prices inside them', async () => {
    const r = await book();
    const original = (await call('GET', `/v1/reservation/${r.Id}`, booker)).json();
    const hoursOn = async (date: string) =>
      t.database.db
        .selectFrom('opening_hours')
        .select(['open_minutes', 'close_minutes'])
        .where('location_id', '=', r.locationId)
        .where('meeting_type_id', '=', original.MeetingtypeId)
        .where('weekday', '=', isoWeekdayOf(date))
        .executeTakeFirstOrThrow();
    const unchanged = async () => {
      const now = (await call('GET', `/v1/reservation/${r.Id}`, booker)).json();
      expect(now).toMatchObject({
        StartDate: original.StartDate,
        StartMinutes: original.StartMinutes,
        EndMinutes: original.EndMinutes,
        TotalInclTax: original.TotalInclTax,
      });
      const revisions = (await call('GET', `/v1/reservation/${r.Id}/revisions`, booker)).json();
      expect(revisions.map((v: { Action: string }) => v.Action)).not.toContain('changedate');
    };

    // Thursday 3 December: the location is open on Thursdays, but closed that day.
    const closedDay = '2026-12-03';
    await hoursOn(closedDay);
    await t.database.db
      .insertInto('closed_days')
      .values({ location_id: r.locationId, date: closedDay, reason: 'Test' })
      .execute();
    t.app.catalogue.invalidate();
    const closed = await call('PUT', `/v2/reservation/${r.Id}/changedate`, booker, { StartDate: closedDay });
    expect(closed.statusCode).toBe(409);
    expect(closed.json()).toMatchObject({
      StatusCode: 409,
      Message: 'The location is closed on this date.',
      Errors: [
        { Field: 'StartDate', Code: 'LocationClosed', Message: 'The location is closed on this date.' },
      ],
    });
    // A period that runs into the closed day is refused too.
    const into = await call('PUT', `/v2/reservation/${r.Id}/changedate`, booker, {
      StartDate: '2026-12-02',
      EndDate: closedDay,
    });
    expect(into.statusCode).toBe(409);
    expect(into.json().Errors).toEqual([
      { Field: 'StartDate', Code: 'LocationClosed', Message: 'The location is closed on this date.' },
    ]);
    // The copy check decides that day the same way.
    const copyCheck = (
      await call('GET', `/v1/availability/copy/check?reservationId=${r.Id}&startDate=${closedDay}`, booker)
    ).json();
    expect(copyCheck.Spaces[0].Warnings).toEqual(['LocationClosed']);
    await unchanged();

    // Friday 4 December: an hour before opening, and past closing, are refused.
    const friday = '2026-12-04';
    const { open_minutes: open, close_minutes: close } = await hoursOn(friday);
    for (const [startMinutes, endMinutes] of [
      [open - 60, open + 60],
      [close - 60, close + 30],
    ]) {
      const outside = await call('PUT', `/v2/reservation/${r.Id}/changedate`, booker, {
        StartDate: friday,
        StartMinutes: startMinutes,
        EndMinutes: endMinutes,
      });
      expect(outside.statusCode, `${startMinutes}-${endMinutes}`).toBe(409);
      expect(outside.json()).toMatchObject({
        Message: 'The chosen time is outside the opening hours.',
        Errors: [
          {
            Field: 'StartDate',
            Code: 'OutsideOpeningHours',
            Message: 'The chosen time is outside the opening hours.',
          },
        ],
      });
    }
    await unchanged();

    // Monday 14 to Tuesday 15 December from opening time for four hours a day fits: moved, and
    // priced as the search prices that period (two days instead of one: more than before).
    const [monday, tuesday] = ['2026-12-14', '2026-12-15'];
    const [mondayHours, tuesdayHours] = [await hoursOn(monday), await hoursOn(tuesday)];
    const from = Math.max(mondayHours.open_minutes, tuesdayHours.open_minutes);
    const until = from + 240;
    expect(until).toBeLessThanOrEqual(Math.min(mondayHours.close_minutes, tuesdayHours.close_minutes));
    const slot = `startDate=${monday}&endDate=${tuesday}&startTime=${from}&endTime=${until}&seats=${original.TotalSeats}`;
    const search = (
      await call('GET', `/v2/availability?location=${r.locationId}&space=${r.spaceId}&${slot}`, booker)
    ).json();
    const entry = search.Locations[0].Spaces.find(
      (s: { SpaceId: number; SettingId: number }) =>
        s.SpaceId === r.spaceId && s.SettingId === original.Spaces[0].SettingId,
    );
    expect(entry.SpaceAvailable).toBe(true);
    const moved = await call('PUT', `/v2/reservation/${r.Id}/changedate`, booker, {
      StartDate: monday,
      EndDate: tuesday,
      StartMinutes: from,
      EndMinutes: until,
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({
      StartDate: `${monday}T00:00:00`,
      EndDate: `${tuesday}T00:00:00`,
      StartMinutes: from,
      EndMinutes: until,
    });
    expect(moved.json().Spaces[0]).toMatchObject({
      SpaceId: r.spaceId,
      StartDate: `${monday}T00:00:00`,
      EndDate: `${tuesday}T00:00:00`,
      PriceTotal: entry.PriceTotal,
    });
    expect(moved.json().TotalInclTax).toBeGreaterThan(original.TotalInclTax);
    const revisions = (await call('GET', `/v1/reservation/${r.Id}/revisions`, booker)).json();
    expect(revisions.map((v: { Action: string }) => v.Action)).toEqual(['changedate']);
    // Moving again across its own new period is not refused by its own booking.
    const shifted = await call('PUT', `/v2/reservation/${r.Id}/changedate`, booker, {
      StartDate: monday,
      EndDate: tuesday,
      StartMinutes: from + 60,
      EndMinutes: until - 60,
    });
    expect(shifted.statusCode).toBe(200);
    expect(shifted.json()).toMatchObject({ StartMinutes: from + 60, EndMinutes: until - 60 });
  });

  it('keeps the voucher discount in the totals when the date changes', async () => {
    const r = await book();
    const applied = await call('POST', `/v1/voucher/reservation/${r.Id}/apply`, booker, { Code: 'WELKOM10' });
    expect(applied.json().StatusCode).toBe(1);
    const discounted = (await call('GET', `/v1/reservation/${r.Id}`, booker)).json();
    expect(discounted.TotalInclTax).toBeLessThan(r.TotalInclTax);
    const moved = await call('PUT', `/v2/reservation/${r.Id}/changedate`, booker, {
      StartDate: '2026-12-02',
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().TotalInclTax).toBe(discounted.TotalInclTax);
  });

  it('records every change as a revision and shows the mail log, to the member only', async () => {
    const r = await book();
    const bookerId = (await call('GET', '/v1/profile/state', booker)).json().Id;
    expect((await call('GET', `/v1/reservation/${r.Id}/revisions`, booker)).json()).toEqual([]);
    await call('PUT', `/v2/reservation/${r.Id}/changedate`, booker, { StartDate: '2026-12-16' });
    await call('PUT', `/v1/reservation/${r.Id}/cancel`, booker, { ReasonType: 5 });
    const revisions = (await call('GET', `/v1/reservation/${r.Id}/revisions`, booker)).json();
    expect(revisions.map((v: { Action: string }) => v.Action)).toEqual(['changedate', 'cancel']);
    expect(revisions[0]).toMatchObject({ ProfileId: bookerId, CreatedAt: START.toISOString() });
    expect(revisions[0].ProfileName).toEqual(expect.any(String));
    expect(revisions[0].Changes).toContainEqual({ Field: 'StartDate', From: DAY, To: '2026-12-16' });
    expect(revisions[0].Changes.map((c: { Field: string }) => c.Field)).not.toContain('StartMinutes');
    expect(revisions[1].Changes).toContainEqual({ Field: 'StatusId', From: 2, To: 3 });
    const mails = (await call('GET', `/v1/reservation/${r.Id}/mails`, booker)).json();
    expect(mails.map((m: { Kind: string }) => m.Kind)).toEqual([
      'reservation-cancelled',
      'reservation-changed',
      'reservation-confirmation',
    ]);
    expect(mails[0]).toMatchObject({ Status: 'queued', SentAt: null, ToEmail: 'booker@example.com' });
    for (const path of ['revisions', 'mails']) {
      expect((await call('GET', `/v1/reservation/${r.Id}/${path}`, {})).statusCode).toBe(401);
      expect((await call('GET', `/v1/reservation/${r.Id}/${path}`, host)).statusCode).toBe(403);
      expect((await call('GET', `/v1/reservation/99999999/${path}`, booker)).statusCode).toBe(404);
    }
  });
});
