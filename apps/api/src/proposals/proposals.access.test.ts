import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALLERS, type Caller, callerHeaders } from '../../test/access.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { apiCall, profileIdOf } from '../../test/booking.ts';
import { engines } from '../../test/db.ts';

// The owner is the tender's applicant (booker@), the host a manager of the asked location.
const NOW = new Date('2026-11-23T08:00:00Z');

type Method = 'GET' | 'POST' | 'PUT';
type Call = [Method, string, object?];

const TABLE: { permission: string; calls: Call[]; expected: Record<Caller, number> }[] = [
  {
    permission: 'tender.read',
    calls: [['GET', '/v1/tender/{tender}']],
    expected: { owner: 200, host: 403, other: 403, anonymous: 401, admin: 200 },
  },
  {
    permission: 'proposal.read',
    calls: [
      ['GET', '/v2/proposal/{key}'],
      ['POST', '/v1/log/proposal/{key}/view'],
    ],
    expected: { owner: 200, host: 200, other: 403, anonymous: 401, admin: 200 },
  },
  {
    // The owner passes the check and meets the expired proposal's 409; nobody else passes it.
    permission: 'proposal.decide',
    calls: [
      ['PUT', '/v2/proposal/{expired}/accept', {}],
      ['PUT', '/v2/proposal/{expired}/change', { Comment: 'Bigger' }],
      ['PUT', '/v2/proposal/{expired}/cancel', { CancelReason: 1 }],
    ],
    expected: { owner: 409, host: 403, other: 403, anonymous: 401, admin: 403 },
  },
  {
    permission: 'tender.answer',
    calls: [['GET', '/v1/host/tender/{tender}/location/{location}']],
    expected: { owner: 403, host: 200, other: 403, anonymous: 401, admin: 403 },
  },
];

describe.each(engines)('who may do what with tenders and proposals on %s', (engine) => {
  let t: TestApp;
  let headers: Record<Caller, Record<string, string>>;
  const ids = { tender: 0, location: 0, key: '', expired: '' };

  beforeAll(async () => {
    t = await createTestApp(engine, { demo: true, now: () => NOW });
    headers = await callerHeaders(t, NOW);
    const db = t.database.db;
    const location = await db
      .selectFrom('locations as l')
      .innerJoin('spaces as s', 's.location_id', 'l.id')
      .select('l.id')
      .where('l.status', '=', 'live')
      .where('s.is_active', '=', 1)
      .where('s.meeting_type_id', '=', 1)
      .orderBy('l.id')
      .executeTakeFirstOrThrow();
    ids.location = location.id;
    await db.deleteFrom('location_managers').where('location_id', '=', location.id).execute();
    await db
      .insertInto('location_managers')
      .values({
        location_id: location.id,
        profile_id: await profileIdOf(t, 'host@example.com'),
        is_active: 1,
      })
      .execute();
    const call = apiCall(t);
    const proposalFor = async (startMinutes: number) => {
      const tender = await call('POST', '/v1/Tender', headers.owner, {
        LocationIds: [location.id],
        StartDate: '2026-12-09',
        EndDate: '2026-12-09',
        StartMinutes: startMinutes,
        EndMinutes: startMinutes + 60,
        Seats: 2,
      });
      const tenderId = tender.json().Id as number;
      const url = `/v1/host/tender/${tenderId}/location/${location.id}`;
      const space = (await call('GET', url, headers.host))
        .json()
        .Spaces.find((s: { Available: boolean }) => s.Available);
      const sent = await call('POST', `${url}/proposal`, headers.host, {
        Spaces: [{ SpaceId: space.SpaceId, SettingId: space.SettingId, Seats: 2 }],
        ValidUntil: '2026-12-01',
      });
      expect(sent.statusCode).toBe(200);
      return { tenderId, key: sent.json().Key as string };
    };
    const open = await proposalFor(600);
    ids.tender = open.tenderId;
    ids.key = open.key;
    const expired = await proposalFor(780);
    ids.expired = expired.key;
    await db
      .updateTable('proposals')
      .set({ valid_until: '2026-11-20' })
      .where('key', '=', expired.key)
      .execute();
  });
  afterAll(async () => t?.close());

  const url = (path: string) =>
    path
      .replaceAll('{tender}', String(ids.tender))
      .replaceAll('{location}', String(ids.location))
      .replaceAll('{key}', ids.key)
      .replaceAll('{expired}', ids.expired);

  for (const { permission, calls, expected } of TABLE) {
    it(`${permission}: owner ${expected.owner}, host ${expected.host}, other ${expected.other}, anonymous ${expected.anonymous}, admin ${expected.admin}`, async () => {
      for (const [method, path, payload] of calls) {
        for (const caller of CALLERS) {
          const res = await apiCall(t)(method, url(path), headers[caller], payload);
          expect({ call: `${method} ${path}`, caller, status: res.statusCode }).toEqual({
            call: `${method} ${path}`,
            caller,
            status: expected[caller],
          });
        }
      }
    });
  }
});
