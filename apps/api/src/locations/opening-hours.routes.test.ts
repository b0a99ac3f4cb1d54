import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, withKey } from '../../test/app.ts';
import { engines } from '../../test/db.ts';

const closedResult = { MinMinutes: 0, MaxMinutes: 0, IsClosed: true };
const MONDAY = '2026-11-23';
const SATURDAY = '2026-11-28';
const CHRISTMAS = '2026-12-25'; // a Friday; some demo locations are closed

describe.each(engines)('opening hours on %s', (engine) => {
  let t: TestApp;
  /** A live location with meeting-room hours and a closed day on CHRISTMAS. */
  let closedId: number;
  let pendingId: number;
  const get = (url: string) => t.app.inject({ url: `/api${url}`, headers: withKey });

  /** The widest hours on a weekday computed straight from the rows, skipping locations closed on the date. */
  async function expectedWidest(meetingTypeId: number, weekday: number, date: string) {
    const db = t.database.db;
    const rows = await db
      .selectFrom('opening_hours as oh')
      .innerJoin('locations as l', 'l.id', 'oh.location_id')
      .select(['oh.location_id', 'oh.open_minutes', 'oh.close_minutes'])
      .where('l.status', '=', 'live')
      .where('oh.meeting_type_id', '=', meetingTypeId)
      .where('oh.weekday', '=', weekday)
      .execute();
    const closed = new Set(
      (await db.selectFrom('closed_days').select('location_id').where('date', '=', date).execute()).map(
        (r) => r.location_id,
      ),
    );
    const open = rows.filter((r) => !closed.has(r.location_id));
    return {
      MinMinutes: Math.min(...open.map((r) => r.open_minutes)),
      MaxMinutes: Math.max(...open.map((r) => r.close_minutes)),
      IsClosed: false,
    };
  }

  beforeAll(async () => {
    t = await createTestApp(engine, { demo: true });
    const db = t.database.db;
    const closed = await db
      .selectFrom('closed_days as cd')
      .innerJoin('locations as l', 'l.id', 'cd.location_id')
      .innerJoin('opening_hours as oh', 'oh.location_id', 'cd.location_id')
      .select('cd.location_id')
      .where('cd.date', '=', CHRISTMAS)
      .where('l.status', '=', 'live')
      .where('oh.meeting_type_id', '=', 1)
      .where('oh.weekday', '=', 5)
      .orderBy('cd.location_id')
      .executeTakeFirstOrThrow();
    closedId = closed.location_id;
    pendingId = (
      await db.selectFrom('locations').select('id').where('status', '=', 'pending').executeTakeFirstOrThrow()
    ).id;
  });
  afterAll(async () => t.close());

  describe('GET /v1/openinghour', () => {
    it("gives a location's hours on the date's weekday for the meeting type (default 1)", async () => {
      const row = await t.database.db
        .selectFrom('opening_hours')
        .select(['open_minutes', 'close_minutes'])
        .where('location_id', '=', closedId)
        .where('meeting_type_id', '=', 1)
        .where('weekday', '=', 1)
        .executeTakeFirstOrThrow();
      const res = await get(`/v1/openinghour?date=${MONDAY}&locationId=${closedId}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        MinMinutes: row.open_minutes,
        MaxMinutes: row.close_minutes,
        IsClosed: false,
      });
      expect(
        (await get(`/v1/openinghour?date=${MONDAY}&LOCATIONID=${closedId}&meetingTypeId=1`)).json(),
      ).toEqual(res.json());
    });

    it('is closed on a closed day of the location, open the day before', async () => {
      expect((await get(`/v1/openinghour?date=${CHRISTMAS}&locationId=${closedId}`)).json()).toEqual(
        closedResult,
      );
      expect((await get(`/v1/openinghour?date=2026-12-24&locationId=${closedId}`)).json().IsClosed).toBe(
        false,
      );
    });

    it('is closed on a weekday without hours for the meeting type', async () => {
      const saturday = await t.database.db
        .selectFrom('locations')
        .select('id')
        .where('status', '=', 'live')
        .where(
          'id',
          'not in',
          t.database.db.selectFrom('opening_hours').select('location_id').where('weekday', '=', 6),
        )
        .executeTakeFirstOrThrow();
      expect((await get(`/v1/openinghour?date=${SATURDAY}&locationId=${saturday.id}`)).json()).toEqual(
        closedResult,
      );
    });

    it('without a location spans the earliest open to the latest close of the live locations', async () => {
      expect((await get(`/v1/openinghour?date=${MONDAY}`)).json()).toEqual(
        await expectedWidest(1, 1, MONDAY),
      );
      expect((await get(`/v1/openinghour?date=${CHRISTMAS}&countryId=152`)).json()).toEqual(
        await expectedWidest(1, 5, CHRISTMAS),
      );
      expect((await get(`/v1/openinghour?date=${MONDAY}&meetingtypeId=3`)).json()).toEqual({
        MinMinutes: 480,
        MaxMinutes: 1080,
        IsClosed: false,
      });
      expect((await get(`/v1/openinghour?date=${MONDAY}&countryId=21`)).json()).toEqual(closedResult);
      expect((await get(`/v1/openinghour?date=${MONDAY}&channelId=2`)).json()).toEqual(closedResult);
    });

    it('is a 404 for a pending or unknown location, or one outside the channel asked for', async () => {
      for (const query of [
        `locationId=${pendingId}`,
        'locationId=999999',
        `locationId=${closedId}&channelId=2`,
      ]) {
        const res = await get(`/v1/openinghour?date=${MONDAY}&${query}`);
        expect(res.statusCode).toBe(404);
        expect(res.json().StatusCode).toBe(404);
      }
    });

    it.each([
      ['', 'date'],
      ['?date=2026-02-30', 'date'],
      ['?date=23-11-2026', 'date'],
      ['?date=2026-11-23&meetingtypeId=4', 'meetingtypeId'],
      ['?date=2026-11-23&locationId=x', 'locationId'],
    ])('refuses %j with a 400 naming %s', async (query, field) => {
      const res = await get(`/v1/openinghour${query}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().Errors.map((e: { Field: string }) => e.Field)).toContain(field);
    });
  });

  describe('GET /v1/OpeningHour/location/{id}/period', () => {
    it('gives every date of the period as the single-date call does', async () => {
      const res = await get(
        `/v1/OpeningHour/location/${closedId}/period?startDate=2026-12-20&endDate=2026-12-31`,
      );
      expect(res.statusCode).toBe(200);
      const days = res.json();
      expect(days).toHaveLength(12);
      expect(days[0].Date).toBe('2026-12-20T00:00:00');
      for (const day of days) {
        const date = day.Date.slice(0, 10);
        const single = (await get(`/v1/openinghour?date=${date}&locationId=${closedId}`)).json();
        expect(day).toEqual({ Date: `${date}T00:00:00`, ...single });
      }
      expect(days.find((d: { Date: string }) => d.Date.startsWith(CHRISTMAS)).IsClosed).toBe(true);
    });

    it('takes the meeting type and a one-day period', async () => {
      const res = await get(
        `/v1/openinghour/location/${closedId}/PERIOD?startDate=${MONDAY}&endDate=${MONDAY}&meetingtypeId=1`,
      );
      expect(res.json()).toEqual([
        {
          Date: `${MONDAY}T00:00:00`,
          ...(await get(`/v1/openinghour?date=${MONDAY}&locationId=${closedId}`)).json(),
        },
      ]);
    });

    it('allows 62 days and refuses 63, an end before the start and bad dates', async () => {
      const url = (start: string, end: string) =>
        `/v1/OpeningHour/location/${closedId}/period?startDate=${start}&endDate=${end}`;
      expect((await get(url('2026-11-01', '2027-01-01'))).json()).toHaveLength(62);
      for (const [start, end, field] of [
        ['2026-11-01', '2027-01-02', 'endDate'],
        ['2026-11-02', '2026-11-01', 'endDate'],
        ['2026-11-31', '2026-12-01', 'startDate'],
        ['2026-11-01', '', 'endDate'],
      ] as const) {
        const res = await get(url(start, end));
        expect(res.statusCode).toBe(400);
        expect(res.json().Errors.map((e: { Field: string }) => e.Field)).toContain(field);
      }
    });

    it('is a 404 for a pending or unknown location and a 400 for a bad id', async () => {
      const query = `startDate=${MONDAY}&endDate=${MONDAY}`;
      expect((await get(`/v1/OpeningHour/location/${pendingId}/period?${query}`)).statusCode).toBe(404);
      expect((await get(`/v1/OpeningHour/location/999999/period?${query}`)).statusCode).toBe(404);
      expect((await get(`/v1/OpeningHour/location/abc/period?${query}`)).statusCode).toBe(400);
    });
  });

  it('both calls need a key', async () => {
    expect((await t.app.inject({ url: `/api/v1/openinghour?date=${MONDAY}` })).statusCode).toBe(401);
    const period = `/api/v1/OpeningHour/location/${closedId}/period?startDate=${MONDAY}&endDate=${MONDAY}`;
    expect((await t.app.inject({ url: period })).statusCode).toBe(401);
  });
});
