import { addDays, isoWeekdayOf } from '@meetspace/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../../test/app.ts';
import { apiCall, memberHeaders } from '../../test/booking.ts';
import { createTestDatabase, engines } from '../../test/db.ts';
import { generateDemoData } from './generate.ts';

// Wednesday 25 November 2026: the history covers the 52 weeks up to Sunday 22 November.
const NOW = new Date('2026-11-25T09:00:00.000Z');
const LAST_DAY = '2026-11-22';
const FIRST_DAY = addDays(LAST_DAY, -363);

describe.each(engines)('the demo history on %s', (engine) => {
  let t: TestApp;
  let hostLocations: number[];
  const db = () => t.database.db;

  beforeAll(async () => {
    t = await createTestApp(engine, { demo: true, now: () => NOW });
    const host = await db()
      .selectFrom('profiles')
      .select('id')
      .where('email', '=', 'host@example.com')
      .executeTakeFirstOrThrow();
    hostLocations = (
      await db()
        .selectFrom('location_managers as m')
        .innerJoin('locations as l', 'l.id', 'm.location_id')
        .select('l.id')
        .where('m.profile_id', '=', host.id)
        .where('l.status', '=', 'live')
        .execute()
    ).map((l) => l.id);
  });
  afterAll(async () => t?.close());

  it("gives a year of searches, most of them at the host's locations, with a weekday and season shape", async () => {
    const searches = await db()
      .selectFrom('searches')
      .select(['location_id', 'created_at', 'last_step', 'made_reservation'])
      .execute();
    expect(searches.length).toBeGreaterThan(10_000);
    const days = searches.map((s) => s.created_at.slice(0, 10));
    expect(days.every((d) => d >= addDays(FIRST_DAY, -1) && d <= LAST_DAY)).toBe(true);
    const atHost = searches.filter((s) => s.location_id !== null && hostLocations.includes(s.location_id));
    expect(atHost.length / searches.length).toBeGreaterThan(0.5);
    expect(searches.some((s) => s.location_id === null)).toBe(true);
    const perWeekday = new Array<number>(8).fill(0);
    for (const day of days) perWeekday[isoWeekdayOf(day)] = (perWeekday[isoWeekdayOf(day)] ?? 0) + 1;
    expect(Math.min(...perWeekday.slice(1, 6))).toBeGreaterThan(2.5 * Math.max(...perWeekday.slice(6, 8)));
    const month = (m: string) => days.filter((d) => d.slice(5, 7) === m).length;
    expect(month('08')).toBeLessThan(0.7 * month('10'));
  });

  it('loses visitors at every step of the funnel, and every booked search made a reservation of its own', async () => {
    const searches = await db()
      .selectFrom('searches')
      .select(['id', 'last_step', 'made_reservation', 'created_at', 'location_id'])
      .where('location_id', 'in', hostLocations)
      .execute();
    const chose = searches.filter((s) => s.last_step >= 2 || s.made_reservation === 1).length;
    const space = searches.filter((s) => s.last_step >= 3 || s.made_reservation === 1).length;
    const booked = searches.filter((s) => s.made_reservation === 1);
    expect(chose).toBeLessThan(0.7 * searches.length);
    expect(space).toBeLessThan(0.7 * chose);
    expect(booked.length).toBeLessThan(0.7 * space);
    expect(booked.length).toBeGreaterThan(200);
    const reservations = await db()
      .selectFrom('reservations')
      .select(['search_id', 'location_id', 'created_at', 'starts_at', 'profile_id'])
      .where('search_id', 'is not', null)
      .execute();
    expect(reservations.length).toBeGreaterThanOrEqual(booked.length);
    const bySearch = new Map(reservations.map((r) => [r.search_id, r]));
    for (const s of booked) {
      const r = bySearch.get(s.id);
      expect(r?.location_id).toBe(s.location_id);
      expect(r && r.created_at > s.created_at && r.starts_at > r.created_at).toBe(true);
      expect((r?.starts_at ?? '') < `${LAST_DAY}T23:59`).toBe(true);
    }
    const booker = await db()
      .selectFrom('profiles')
      .select('id')
      .where('email', '=', 'booker@example.com')
      .executeTakeFirstOrThrow();
    expect(reservations.some((r) => r.profile_id === booker.id)).toBe(false);
  });

  it("checks in most of the host's finished bookings, never a cancelled one", async () => {
    const rows = await db()
      .selectFrom('reservations as r')
      .leftJoin('reservation_checkins as c', 'c.reservation_id', 'r.id')
      .select(['r.status_id', 'r.location_id', 'c.is_checked_in'])
      .where('r.search_id', 'is not', null)
      .execute();
    const standing = rows.filter((r) => r.status_id !== 3 && hostLocations.includes(r.location_id));
    const checkedIn = standing.filter((r) => r.is_checked_in === 1).length;
    expect(checkedIn / standing.length).toBeGreaterThan(0.6);
    expect(rows.filter((r) => r.status_id === 3).every((r) => r.is_checked_in === null)).toBe(true);
    expect(rows.filter((r) => r.status_id === 3).length).toBeGreaterThan(10);
  });

  it("draws the host's funnel and revenue by month through the statistics", async () => {
    const headers = await memberHeaders(t, 'host@example.com', NOW);
    const call = (kind: string) =>
      apiCall(t)(
        'GET',
        `/v1/stats/location/${hostLocations[0]}/${kind}?startDate=${FIRST_DAY}&endDate=${LAST_DAY}&groupBy=month`,
        headers,
      );
    const funnel = (await call('searchfunnel')).json();
    expect(funnel.Series.length).toBe(13);
    const total = funnel.Totals;
    expect(total.Searched).toBeGreaterThan(total.ChoseLocation);
    expect(total.ChoseLocation).toBeGreaterThan(total.ChoseSpace);
    expect(total.ChoseSpace).toBeGreaterThan(total.Booked);
    expect(total.Booked).toBeGreaterThan(0);
    const revenue = (await call('revenue')).json();
    const months = revenue.Series.filter((row: { RevenueExclVat: number }) => row.RevenueExclVat > 0);
    expect(months.length).toBeGreaterThanOrEqual(12);
  });
});

describe('the demo history at more locations', () => {
  it('stays the same size: a fixed sample of locations, not a share of them', async () => {
    const count = async (locations: number) => {
      const database = await createTestDatabase('sqlite');
      try {
        const summary = await generateDemoData(database.db, { password: TEST_PASSWORD, now: NOW, locations });
        return summary.historySearches;
      } finally {
        await database.destroy();
      }
    };
    const small = await count(40);
    const large = await count(400);
    expect(large / small).toBeGreaterThan(0.8);
    expect(large / small).toBeLessThan(1.25);
  });
});
