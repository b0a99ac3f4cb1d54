import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALLERS, type Caller, callerHeaders } from '../../test/access.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { apiCall } from '../../test/booking.ts';
import { engines } from '../../test/db.ts';

const NOW = new Date('2026-11-23T08:00:00Z');

/**
 * location.manage: only the location's active managers (the demo host manages it); a booker, another
 * member and an administrator who does not manage it get 403 (admins work in the admin area), a
 * visitor 401. Every call of the host area on one location, reads and writes.
 */
const EXPECTED: Record<Caller, number> = { owner: 403, host: 200, other: 403, anonymous: 401, admin: 403 };

type Call = { method: 'GET' | 'PUT' | 'POST' | 'DELETE'; path: string; body?: () => object };
// Each call's own arguments are valid, so only access decides.
/** The first managed location's photos (set before the calls run). */
let imageIds: number[] = [];
const CALLS: Call[] = [
  { method: 'GET', path: '/v1/host/location/{id}' },
  { method: 'GET', path: '/v1/host/location/{id}/openinghours' },
  { method: 'GET', path: '/v1/host/location/{id}/closedday' },
  { method: 'GET', path: '/v1/host/location/{id}/image' },
  { method: 'GET', path: '/v1/host/location/{id}/manager' },
  { method: 'GET', path: '/v1/host/location/{id}/changes' },
  { method: 'PUT', path: '/v1/host/location/{id}/openinghours', body: () => ({ OpeningHours: [] }) },
  {
    method: 'POST',
    path: '/v1/host/location/{id}/closedday',
    body: () => ({ Date: '2026-12-31', Reason: 'x' }),
  },
  { method: 'PUT', path: '/v1/host/location/{id}/image/order', body: () => ({ ImageIds: imageIds }) },
  {
    method: 'PUT',
    path: '/v1/host/location/{id}',
    body: () => ({
      Name: 'Toegangshuis',
      DescriptionNl: 'Tekst',
      DescriptionEn: 'Text',
      DirectionsNl: '',
      DirectionsEn: '',
      Email: null,
      Phone: null,
      Website: null,
      MinHoursBeforeBooking: 0,
      Amenities: ['wifi'],
    }),
  },
  { method: 'DELETE', path: '/v1/host/location/{id}/closedday/2026-12-31' },
];

describe.each(engines)('who may manage a location on %s', (engine) => {
  let t: TestApp;
  let headers: Record<Caller, Record<string, string>>;
  let locationId: number;

  beforeAll(async () => {
    t = await createTestApp(engine, { demo: true, locations: 6, now: () => NOW });
    headers = await callerHeaders(t, NOW);
    const mine = (await apiCall(t)('GET', '/v1/host/location', headers.host)).json();
    locationId = mine.Results[0].Id;
    const images = await apiCall(t)('GET', `/v1/host/location/${locationId}/image`, headers.host);
    imageIds = images.json().Results.map((i: { Id: number }) => i.Id);
  });
  afterAll(async () => t?.close());

  for (const c of CALLS) {
    it.each(CALLERS)(`${c.method} ${c.path} as %s`, async (caller) => {
      const path = c.path.replace('{id}', String(locationId));
      const res = await apiCall(t)(c.method, path, headers[caller], c.body?.());
      expect(res.statusCode, res.body.slice(0, 200)).toBe(EXPECTED[caller]);
    });
  }

  it('answers 404 for an unknown location, to a member', async () => {
    const res = await apiCall(t)('GET', '/v1/host/location/999999', headers.host);
    expect(res.statusCode).toBe(404);
  });

  it('lets an administrator in where they manage the location', async () => {
    const admin = await t.database.db
      .selectFrom('profiles')
      .select('id')
      .where('email', '=', 'admin@example.com')
      .executeTakeFirstOrThrow();
    await t.database.db
      .insertInto('location_managers')
      .values({ location_id: locationId, profile_id: admin.id, is_active: 1 })
      .execute();
    const res = await apiCall(t)('GET', `/v1/host/location/${locationId}`, headers.admin);
    expect(res.statusCode).toBe(200);
  });
});
