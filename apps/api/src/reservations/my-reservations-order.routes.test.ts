import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { apiCall, bookMeetingRoom, memberHeaders } from '../../test/booking.ts';
import { engines } from '../../test/db.ts';

// Monday 23 November 2026 09:00 in Amsterdam.
const NOW = new Date('2026-11-23T08:00:00Z');
const TODAY = '2026-11-23';

interface Summary {
  Id: number;
  StartDate: string;
  EndDate: string;
  StartMinutes: number;
}

// Issue 14: "my reservations" mixed past and upcoming (the next meeting was fifth).
describe.each(engines)('my reservations, upcoming first, on %s', (engine) => {
  let t: TestApp;
  let booker: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp(engine, { demo: true, now: () => NOW });
    booker = await memberHeaders(t, 'booker@example.com', NOW);
  });
  afterAll(async () => t.close());

  it('lists the upcoming soonest first, then the past latest first, across pages', async () => {
    const later = await bookMeetingRoom(t, booker, { day: '2026-12-02', startMinutes: 600 });
    const sooner = await bookMeetingRoom(t, booker, { day: '2026-11-26', startMinutes: 600 });
    const call = apiCall(t);
    const all: Summary[] = (
      await call('GET', '/v1/profile/reservation?statusId=100&itemsPerPage=100&upcomingFirst=true', booker)
    ).json().Results;
    const key = (r: Summary) => `${r.StartDate.slice(0, 10)} ${String(r.StartMinutes).padStart(4, '0')}`;
    const upcoming = all.filter((r) => r.EndDate.slice(0, 10) >= TODAY);
    const past = all.filter((r) => r.EndDate.slice(0, 10) < TODAY);
    expect(past.length).toBeGreaterThan(0); // the demo booker has past reservations
    expect(all).toEqual([...upcoming, ...past]);
    expect(upcoming.map(key)).toEqual(upcoming.map(key).sort());
    expect(past.map(key)).toEqual(past.map(key).sort().reverse());
    const ids = upcoming.map((r) => r.Id);
    expect(ids.indexOf(sooner.Id)).toBeLessThan(ids.indexOf(later.Id));

    // Pages follow the same order.
    const first = (
      await call('GET', '/v1/profile/reservation?statusId=100&itemsPerPage=3&upcomingFirst=1', booker)
    ).json();
    const second = (
      await call('GET', '/v1/profile/reservation?statusId=100&itemsPerPage=3&page=2&upcomingFirst=1', booker)
    ).json();
    expect([...first.Results, ...second.Results].map((r: Summary) => r.Id)).toEqual(
      all.slice(0, 6).map((r) => r.Id),
    );
    // Without it the order is the spec's sortDirection; a bad value is 400.
    const asc: Summary[] = (
      await call('GET', '/v1/profile/reservation?statusId=100&itemsPerPage=100', booker)
    ).json().Results;
    expect(asc.map(key)).toEqual(asc.map(key).sort());
    expect((await call('GET', '/v1/profile/reservation?upcomingFirst=maybe', booker)).statusCode).toBe(400);
  });
});
