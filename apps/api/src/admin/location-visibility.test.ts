import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { apiCall, memberHeaders } from '../../test/booking.ts';
import { engines } from '../../test/db.ts';

// Monday 23 November 2026, 09:00 in Amsterdam; the searches and opening hours ask for Tuesday 1 December.
const NOW = new Date('2026-11-23T08:00:00Z');
const DAY = '2026-12-01';

interface Probe {
  id: number;
  name: string;
  city: string;
  meetingTypeId: number;
}

/**
 * Only live locations are public: a pending and a suspended location are in none of the public reads
 * (the in-memory location index, the search catalogue, autocomplete, detail, opening hours), and
 * approving or reinstating one shows it in all of them at once (no waiting for a probe).
 */
describe.each(engines)('public reads show only live locations (%s)', (engine) => {
  let t: TestApp;
  let admin: Record<string, string>;
  let pending: Probe;
  let suspended: Probe;

  const get = async (url: string) => apiCall(t)('GET', url, {});
  const probeOf = async (id: number): Promise<Probe> => {
    const row = await t.database.db
      .selectFrom('locations as l')
      .innerJoin('location_meeting_types as lmt', 'lmt.location_id', 'l.id')
      .select(['l.id', 'l.name', 'l.city', 'lmt.meeting_type_id'])
      .where('l.id', '=', id)
      .orderBy('lmt.meeting_type_id')
      .executeTakeFirstOrThrow();
    return { id: row.id, name: row.name, city: row.city, meetingTypeId: row.meeting_type_id };
  };

  /** Where the location shows up in the public reads. */
  async function publicSightings(p: Probe): Promise<Record<string, boolean>> {
    const list = (await get('/v1/location?itemsPerPage=100')).json();
    const byTerm = (
      await get(`/v1/location?itemsPerPage=100&searchTerm=${encodeURIComponent(p.name)}`)
    ).json();
    const suggestions = (await get(`/v1/autocomplete/location?q=${encodeURIComponent(p.name)}`)).json();
    const availability = (
      await get(
        `/v2/availability?q=${encodeURIComponent(p.city)}&startDate=${DAY}&endDate=${DAY}&startTime=540&endTime=600&meetingType=${p.meetingTypeId}&channel=1&seats=1`,
      )
    ).json();
    const one = await get(
      `/v2/availability?location=${p.id}&startDate=${DAY}&endDate=${DAY}&startTime=540&endTime=600&meetingType=${p.meetingTypeId}&channel=1&seats=1`,
    );
    const ids = (items: { Id?: number; LocationId?: number }[]) => items.map((i) => i.Id ?? i.LocationId);
    return {
      list: ids(list.Results).includes(p.id),
      searchTerm: ids(byTerm.Results).includes(p.id),
      autocomplete: ids(suggestions).includes(p.id),
      availability: ids(availability.Locations ?? []).includes(p.id),
      availabilityOfLocation: one.statusCode === 200 && ids(one.json().Locations ?? []).includes(p.id),
      detail: (await get(`/v2/location/${p.id}/channel/1`)).statusCode === 200,
      directions: (await get(`/v1/location/${p.id}/directions`)).statusCode === 200,
      managers: (await get(`/v1/location/${p.id}/manager/active`)).statusCode === 200,
      openingHour:
        (await get(`/v1/openinghour?date=${DAY}&locationId=${p.id}&meetingtypeId=${p.meetingTypeId}`))
          .statusCode === 200,
      openingPeriod:
        (await get(`/v1/OpeningHour/location/${p.id}/period?startDate=${DAY}&endDate=${DAY}`)).statusCode ===
        200,
    };
  }
  const everywhere = (value: boolean) =>
    Object.fromEntries(
      [
        'list',
        'searchTerm',
        'autocomplete',
        'availability',
        'availabilityOfLocation',
        'detail',
        'directions',
        'managers',
        'openingHour',
        'openingPeriod',
      ].map((k) => [k, value]),
    );

  beforeAll(async () => {
    t = await createTestApp(engine, { demo: true, locations: 12, now: () => NOW });
    admin = await memberHeaders(t, 'admin@example.com', NOW);
    const host = await t.database.db
      .selectFrom('location_managers as lm')
      .innerJoin('profiles as p', 'p.id', 'lm.profile_id')
      .innerJoin('locations as l', 'l.id', 'lm.location_id')
      .select(['l.id', 'l.status'])
      .where('p.email', '=', 'host@example.com')
      .orderBy('l.id')
      .execute();
    pending = await probeOf(host.find((l) => l.status === 'pending')?.id ?? 0);
    suspended = await probeOf(host.find((l) => l.status === 'live')?.id ?? 0);
  });
  afterAll(() => t?.close());

  it('a live location is everywhere; suspended, it is nowhere at once', async () => {
    expect(await publicSightings(suspended)).toEqual(everywhere(true));
    const res = await apiCall(t)('PUT', `/v1/admin/location/${suspended.id}/suspend`, admin, {
      Reason: 'Test',
    });
    expect(res.statusCode).toBe(200);
    expect(await publicSightings(suspended)).toEqual(everywhere(false));
  });

  it('a pending location is nowhere; approved, it is everywhere at once', async () => {
    expect(await publicSightings(pending)).toEqual(everywhere(false));
    const res = await apiCall(t)('PUT', `/v1/admin/location/${pending.id}/approve`, admin);
    expect(res.statusCode).toBe(200);
    expect(await publicSightings(pending)).toEqual(everywhere(true));
  });

  it('a reinstated location is everywhere again', async () => {
    await apiCall(t)('PUT', `/v1/admin/location/${suspended.id}/reinstate`, admin);
    expect(await publicSightings(suspended)).toEqual(everywhere(true));
  });
});
