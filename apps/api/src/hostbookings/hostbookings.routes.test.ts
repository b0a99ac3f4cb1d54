import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALLERS, type Caller, callerHeaders } from '../../test/access.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { apiCall, bookMeetingRoom, profileIdOf } from '../../test/booking.ts';
import { engines } from '../../test/db.ts';

// Monday 23 November 2026 09:00 in Amsterdam; the booking is on Wednesday 25 November, 10:00.
const NOW = new Date('2026-11-23T08:00:00Z');
const DAY = '2026-11-25';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
type Call = [Method, string, object?];

const HOST_ONLY: Record<Caller, number> = { owner: 403, host: 200, other: 403, anonymous: 401, admin: 403 };
const BOOKER_SIDE: Record<Caller, number> = { owner: 200, host: 403, other: 403, anonymous: 401, admin: 200 };
const EITHER_SIDE: Record<Caller, number> = { owner: 200, host: 200, other: 403, anonymous: 401, admin: 200 };

/** Per permission, the calls it guards and what each caller gets (host = a manager of the booked location). */
const TABLE: { permission: string; calls: Call[]; expected: Record<Caller, number> }[] = [
  {
    permission: 'location.bookings',
    calls: [['GET', `/v1/host/reservation?locationId={location}&startDate=2026-11-23&endDate=2026-11-29`]],
    expected: HOST_ONLY,
  },
  {
    permission: 'reservation.checkin',
    calls: [
      ['GET', '/v1/host/reservation/{id}/checkin'],
      ['PUT', '/v1/host/reservation/{id}/checkin', { Arrived: false }],
    ],
    expected: HOST_ONLY,
  },
  { permission: 'reservation.view', calls: [['GET', '/v1/reservation/{id}']], expected: EITHER_SIDE },
  {
    // The host reads the reservation, not the booker's documents nor their changes.
    permission: 'reservation.read / update (unchanged)',
    calls: [
      ['GET', '/v1/reservation/{id}/pdf'],
      ['PUT', '/v2/reservation/{id}', { Comment: 'Coffee at ten' }],
    ],
    expected: BOOKER_SIDE,
  },
  {
    permission: 'reservation.notes (the caller side)',
    calls: [
      ['GET', '/v1/reservation/{id}/note'],
      ['GET', '/v1/reservation/{id}/todo'],
      ['POST', '/v1/reservation/{id}/note', { Text: 'Access table' }],
      ['POST', '/v1/reservation/{id}/todo', { Text: 'Access table' }],
    ],
    expected: EITHER_SIDE,
  },
  {
    permission: 'reservation.notes.booker',
    calls: [
      ['GET', '/v1/reservation/{id}/note?side=booker'],
      ['POST', '/v1/reservation/{id}/todo?side=booker', { Text: 'Access table' }],
    ],
    expected: BOOKER_SIDE,
  },
  {
    permission: 'reservation.notes.host',
    calls: [
      ['GET', '/v1/reservation/{id}/todo?side=host'],
      ['POST', '/v1/reservation/{id}/note?side=host', { Text: 'Access table' }],
    ],
    expected: HOST_ONLY,
  },
];

interface Note {
  Id: number;
  ReservationId: number;
  Side: 'booker' | 'host';
  Text: string;
  AuthorName: string;
  Done?: boolean;
  DueDate?: string | null;
}

describe.each(engines)('bookings at the host locations on %s', (engine) => {
  let t: TestApp;
  let headers: Record<Caller, Record<string, string>>;
  let reservation: { Id: number; LocationId: number; Spaces: { SpaceId: number; Seats: number }[] };
  const call = (method: Method, url: string, who: object, payload?: object) =>
    apiCall(t)(method, url, who, payload);

  beforeAll(async () => {
    t = await createTestApp(engine, { demo: true, now: () => NOW });
    headers = await callerHeaders(t, NOW);
    reservation = await bookMeetingRoom(t, headers.owner, {
      day: DAY,
      startMinutes: 600,
      seats: 3,
      name: 'Quarterly review',
    });
    // The host manages the booked location (the demo gives it others).
    const hostId = await profileIdOf(t, 'host@example.com');
    const db = t.database.db;
    await db
      .deleteFrom('location_managers')
      .where('location_id', '=', reservation.LocationId)
      .where('profile_id', '=', hostId)
      .execute();
    await db
      .insertInto('location_managers')
      .values({ location_id: reservation.LocationId, profile_id: hostId, is_active: 1 })
      .execute();
  });
  afterAll(async () => t?.close());

  const url = (path: string) =>
    path.replaceAll('{id}', String(reservation.Id)).replaceAll('{location}', String(reservation.LocationId));

  for (const { permission, calls, expected } of TABLE) {
    it(`${permission}: owner ${expected.owner}, host ${expected.host}, other ${expected.other}, anonymous ${expected.anonymous}, admin ${expected.admin}`, async () => {
      for (const [method, path, payload] of calls) {
        for (const caller of CALLERS) {
          const res = await call(method, url(path), headers[caller], payload);
          expect({ call: `${method} ${path}`, caller, status: res.statusCode }).toEqual({
            call: `${method} ${path}`,
            caller,
            status: expected[caller],
          });
        }
      }
    });
  }

  it('answers 404 for a location or reservation that is not there', async () => {
    const calendar = await call(
      'GET',
      '/v1/host/reservation?locationId=99999999&startDate=2026-11-23&endDate=2026-11-29',
      headers.host,
    );
    expect(calendar.statusCode).toBe(404);
    for (const path of ['/v1/host/reservation/99999999/checkin', '/v1/reservation/99999999/note']) {
      expect((await call('GET', path, headers.host)).statusCode).toBe(404);
    }
  });

  it("shows the location's spaces and the booking in the week, with booker, seats and meeting", async () => {
    const res = await call(
      'GET',
      `/v1/host/reservation?locationId=${reservation.LocationId}&startDate=2026-11-23&endDate=2026-11-29&language=en`,
      headers.host,
    );
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.Locations.map((l: { Id: number }) => l.Id)).toContain(reservation.LocationId);
    expect(body.Spaces.every((s: { LocationId: number }) => s.LocationId === reservation.LocationId)).toBe(
      true,
    );
    const space = reservation.Spaces[0];
    expect(body.Spaces.map((s: { Id: number }) => s.Id)).toContain(space?.SpaceId);
    const line = body.Bookings.find((b: { ReservationId: number }) => b.ReservationId === reservation.Id);
    expect(line).toMatchObject({
      SpaceId: space?.SpaceId,
      StartDate: DAY,
      StartMinutes: 600,
      EndMinutes: 660,
      Seats: 3,
      StatusId: 2,
      MeetingName: 'Quarterly review',
      IsCheckedIn: false,
    });
    expect(line.BookerName).not.toBe('');
    // Every line lies in the week and at the location.
    for (const b of body.Bookings) {
      expect(b.LocationId).toBe(reservation.LocationId);
      expect(b.StartDate <= '2026-11-29' && b.EndDate >= '2026-11-23').toBe(true);
    }
    // Another week does not show it.
    const later = await call(
      'GET',
      `/v1/host/reservation?locationId=${reservation.LocationId}&startDate=2026-11-30&endDate=2026-12-06`,
      headers.host,
    );
    expect(
      later.json().Bookings.some((b: { ReservationId: number }) => b.ReservationId === reservation.Id),
    ).toBe(false);
  });

  it('without a location shows every location the member manages, and only those', async () => {
    const hostId = await profileIdOf(t, 'host@example.com');
    const managed = await t.database.db
      .selectFrom('location_managers')
      .select('location_id')
      .where('profile_id', '=', hostId)
      .where('is_active', '=', 1)
      .execute();
    const ids = new Set(managed.map((m) => m.location_id));
    const all = (
      await call('GET', '/v1/host/reservation?startDate=2026-11-23&endDate=2026-11-29', headers.host)
    ).json();
    expect(new Set(all.Locations.map((l: { Id: number }) => l.Id))).toEqual(ids);
    expect(all.Spaces.every((s: { LocationId: number }) => ids.has(s.LocationId))).toBe(true);
    expect(all.Bookings.some((b: { ReservationId: number }) => b.ReservationId === reservation.Id)).toBe(
      true,
    );
    // A member who manages nothing sees nothing (no one else's bookings).
    const other = (
      await call('GET', '/v1/host/reservation?startDate=2026-11-23&endDate=2026-11-29', headers.other)
    ).json();
    expect(other).toMatchObject({ Locations: [], Spaces: [], Bookings: [] });
  });

  it('refuses a period backwards, longer than 31 days, or with a malformed date', async () => {
    const base = `/v1/host/reservation?locationId=${reservation.LocationId}`;
    const cases: [string, string][] = [
      [`${base}&startDate=2026-11-29&endDate=2026-11-23`, 'end_before_start'],
      [`${base}&startDate=2026-11-01&endDate=2026-12-02`, 'period_too_long'],
    ];
    for (const [path, code] of cases) {
      const res = await call('GET', path, headers.host);
      expect(res.statusCode).toBe(400);
      expect(res.json().Errors).toEqual([expect.objectContaining({ Field: 'endDate', Code: code })]);
    }
    expect(
      (await call('GET', `${base}&startDate=2026-11-01&endDate=2026-12-01`, headers.host)).statusCode,
    ).toBe(200);
    expect(
      (await call('GET', `${base}&startDate=23-11-2026&endDate=2026-11-29`, headers.host)).statusCode,
    ).toBe(400);
  });

  it('checks the guests in, records who and when, and shows it in the calendar', async () => {
    const res = await call('PUT', `/v1/host/reservation/${reservation.Id}/checkin`, headers.host, {
      Arrived: true,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      ReservationId: reservation.Id,
      IsCheckedIn: true,
      CheckedInBy: 'Hanna Host',
      CheckedInAt: NOW.toISOString(),
    });
    const calendar = (
      await call(
        'GET',
        `/v1/host/reservation?locationId=${reservation.LocationId}&startDate=${DAY}&endDate=${DAY}`,
        headers.host,
      )
    ).json();
    const line = calendar.Bookings.find((b: { ReservationId: number }) => b.ReservationId === reservation.Id);
    expect(line.IsCheckedIn).toBe(true);
    expect(
      (await call('PUT', `/v1/host/reservation/${reservation.Id}/checkin`, headers.host, { Arrived: 'yes' }))
        .statusCode,
    ).toBe(400);
    const undo = await call('PUT', `/v1/host/reservation/${reservation.Id}/checkin`, headers.host, {
      Arrived: false,
    });
    expect(undo.json().IsCheckedIn).toBe(false);
  });

  it("shows the host the reservation with the booker's contacts", async () => {
    const res = await call('GET', `/v1/reservation/${reservation.Id}`, headers.host);
    expect(res.statusCode).toBe(200);
    const contacts = res.json().Contacts as { Email: string | null }[];
    expect(contacts.some((c) => c.Email === 'booker@example.com')).toBe(true);
  });

  it('keeps each side its own notes and to-dos', async () => {
    const base = `/v1/reservation/${reservation.Id}`;
    const bookerNote = (
      await call('POST', `${base}/note`, headers.owner, { Text: '  Bring the slides  ' })
    ).json() as Note;
    expect(bookerNote).toMatchObject({
      Side: 'booker',
      Text: 'Bring the slides',
      AuthorName: 'Bente Boeker',
    });
    const hostTodo = (
      await call('POST', `${base}/todo`, headers.host, { Text: 'Set up the beamer', DueDate: DAY })
    ).json() as Note;
    expect(hostTodo).toMatchObject({ Side: 'host', Done: false, DueDate: DAY });

    const texts = async (path: string, who: Record<string, string>) =>
      ((await call('GET', path, who)).json() as Note[]).map((n) => n.Text);
    expect(await texts(`${base}/note`, headers.owner)).toContain('Bring the slides');
    expect(await texts(`${base}/note`, headers.host)).not.toContain('Bring the slides');
    expect(await texts(`${base}/todo`, headers.host)).toContain('Set up the beamer');
    expect(await texts(`${base}/todo`, headers.owner)).not.toContain('Set up the beamer');
    expect(await texts(`${base}/todo`, headers.admin)).not.toContain('Set up the beamer');

    // The other side cannot reach a note by its id: 404, as if it were not there.
    for (const [method, payload] of [
      ['PUT', { Text: 'Taken over' }],
      ['DELETE', undefined],
    ] as const) {
      expect((await call(method, `${base}/note/${bookerNote.Id}`, headers.host, payload)).statusCode).toBe(
        404,
      );
      expect((await call(method, `${base}/todo/${hostTodo.Id}`, headers.owner, payload)).statusCode).toBe(
        404,
      );
    }
    // A note is not a to-do.
    expect(
      (await call('PUT', `${base}/todo/${bookerNote.Id}`, headers.owner, { Text: 'x' })).statusCode,
    ).toBe(404);

    const done = await call('PUT', `${base}/todo/${hostTodo.Id}`, headers.host, {
      Text: 'Beamer ready',
      Done: true,
    });
    expect(done.json()).toMatchObject({ Text: 'Beamer ready', Done: true, DueDate: DAY });
    const cleared = await call('PUT', `${base}/todo/${hostTodo.Id}`, headers.host, {
      Text: 'Beamer ready',
      DueDate: null,
    });
    expect(cleared.json()).toMatchObject({ Done: true, DueDate: null });
    const edited = await call('PUT', `${base}/note/${bookerNote.Id}`, headers.owner, {
      Text: 'Bring the new slides',
    });
    expect(edited.json().Text).toBe('Bring the new slides');

    expect((await call('DELETE', `${base}/note/${bookerNote.Id}`, headers.owner)).json()).toBe(true);
    expect(await texts(`${base}/note`, headers.owner)).not.toContain('Bring the new slides');
    expect((await call('DELETE', `${base}/note/${bookerNote.Id}`, headers.owner)).statusCode).toBe(404);
  });

  it('orders to-dos open first, by due date', async () => {
    const base = `/v1/reservation/${reservation.Id}/todo?side=host`;
    await call('POST', base, headers.host, { Text: 'Order: late', DueDate: '2026-11-25' });
    await call('POST', base, headers.host, { Text: 'Order: done', DueDate: '2026-11-20', Done: true });
    await call('POST', base, headers.host, { Text: 'Order: early', DueDate: '2026-11-24' });
    await call('POST', base, headers.host, { Text: 'Order: whenever' });
    const list = ((await call('GET', base, headers.host)).json() as Note[])
      .map((n) => n.Text)
      .filter((x) => x.startsWith('Order:'));
    expect(list).toEqual(['Order: early', 'Order: late', 'Order: whenever', 'Order: done']);
  });

  it('refuses an empty or too long text and a malformed due date', async () => {
    const base = `/v1/reservation/${reservation.Id}`;
    const cases: [string, object, string][] = [
      ['note', { Text: '   ' }, 'Text'],
      ['note', { Text: 'x'.repeat(2001) }, 'Text'],
      ['note', {}, 'Text'],
      ['todo', { Text: 'Due', DueDate: '25-11-2026' }, 'DueDate'],
      ['todo', { Text: 'Done', Done: 'yes' }, 'Done'],
    ];
    for (const [kind, payload, field] of cases) {
      const res = await call('POST', `${base}/${kind}`, headers.owner, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().Errors.map((e: { Field: string }) => e.Field)).toContain(field);
    }
    expect((await call('POST', `${base}/note`, headers.owner, { Text: 'x'.repeat(2000) })).statusCode).toBe(
      200,
    );
    expect((await call('GET', `${base}/note?side=guest`, headers.owner)).statusCode).toBe(400);
  });
});
