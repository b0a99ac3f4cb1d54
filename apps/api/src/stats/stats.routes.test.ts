import { STATS_KINDS } from '@meetspace/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { apiCall } from '../../test/booking.ts';
import { engines } from '../../test/db.ts';
import { type StatsWorld, writeStatsWorld } from '../../test/stats.ts';

// Who may read which statistics (the permissions location.stats and profile.stats), and what a bad
// question answers. The world is test/stats.ts: the host manages A and B; "former" was a manager of
// A (inactive); the owner booked at A.

const NOW = new Date('2027-04-10T10:00:00Z');
const PERIOD = 'startDate=2027-03-01&endDate=2027-03-31';

type Caller = 'owner' | 'host' | 'formerHost' | 'other' | 'anonymous' | 'admin';
const CALLERS: Caller[] = ['owner', 'host', 'formerHost', 'other', 'anonymous', 'admin'];

const TABLE: { what: string; path: string; expected: Record<Caller, number> }[] = [
  {
    what: "location A's statistics (every kind)",
    path: '/v1/stats/location/{a}/{kind}',
    expected: { owner: 403, host: 200, formerHost: 403, other: 403, anonymous: 401, admin: 200 },
  },
  {
    what: 'location C (not managed by the host)',
    path: '/v1/stats/location/{c}/totals',
    expected: { owner: 403, host: 403, formerHost: 403, other: 403, anonymous: 401, admin: 200 },
  },
  {
    what: 'an unknown location',
    path: '/v1/stats/location/987654/revenue',
    expected: { owner: 404, host: 404, formerHost: 404, other: 404, anonymous: 401, admin: 404 },
  },
  {
    what: "all the caller's locations (id 0)",
    path: '/v1/stats/location/0/{kind}',
    expected: { owner: 200, host: 200, formerHost: 200, other: 200, anonymous: 401, admin: 200 },
  },
  {
    what: "the owner's own totals",
    path: '/v1/stats/profile/{owner}/totals',
    expected: { owner: 200, host: 403, formerHost: 403, other: 403, anonymous: 401, admin: 200 },
  },
  {
    what: 'an unknown member',
    path: '/v1/stats/profile/987654/totals',
    expected: { owner: 404, host: 404, formerHost: 404, other: 404, anonymous: 401, admin: 404 },
  },
];

describe.each(engines)('statistics access and requests on %s', (engine) => {
  let t: TestApp;
  let world: StatsWorld;

  beforeAll(async () => {
    t = await createTestApp(engine, { now: () => NOW });
    world = await writeStatsWorld(t, NOW);
  });
  afterAll(async () => t?.close());

  const headersOf = (caller: Caller) => (caller === 'anonymous' ? {} : world.headers[caller]);
  const url = (path: string, kind: string) =>
    path
      .replace('{a}', String(world.locations.a))
      .replace('{c}', String(world.locations.c))
      .replace('{owner}', String(world.profiles.owner))
      .replace('{kind}', kind);

  for (const { what, path, expected } of TABLE) {
    it(`${what}: ${CALLERS.map((c) => `${c} ${expected[c]}`).join(', ')}`, async () => {
      const kinds = path.includes('{kind}') ? STATS_KINDS : ['totals'];
      for (const kind of kinds) {
        for (const caller of CALLERS) {
          const res = await apiCall(t)('GET', `${url(path, kind)}?${PERIOD}`, headersOf(caller));
          expect({ kind, caller, status: res.statusCode }).toEqual({
            kind,
            caller,
            status: expected[caller],
          });
        }
      }
    });
  }

  it('an administrator who manages nothing still reads every location (the platform for id 0)', async () => {
    const res = await apiCall(t)('GET', `/v1/stats/location/0/totals?${PERIOD}`, world.headers.admin);
    expect(res.json()).toMatchObject({ LocationId: 0, LocationCount: 3 });
  });

  const BAD: { query: string; field: string; code: string; path?: string }[] = [
    { query: 'startDate=2027-03-31&endDate=2027-03-01', field: 'endDate', code: 'end_before_start' },
    { query: 'startDate=2025-03-01&endDate=2027-03-02', field: 'endDate', code: 'stats_period_too_long' },
    { query: 'startDate=2027-02-30&endDate=2027-03-31', field: 'startDate', code: 'custom' },
    { query: 'startDate=01-03-2027&endDate=2027-03-31', field: 'startDate', code: 'custom' },
    { query: 'endDate=2027-03-31', field: 'startDate', code: 'invalid_type' },
    { query: `${PERIOD}&groupBy=year`, field: 'groupBy', code: 'invalid_value' },
    { query: PERIOD, field: 'kind', code: 'invalid_value', path: '/v1/stats/location/{a}/profit' },
    { query: PERIOD, field: 'id', code: 'too_small', path: '/v1/stats/location/-1/totals' },
    { query: PERIOD, field: 'id', code: 'too_big', path: '/v1/stats/location/99999999999/totals' },
  ];
  for (const bad of BAD) {
    it(`400 ${bad.field} ${bad.code}: ${bad.path ?? ''}?${bad.query}`, async () => {
      const path = url(bad.path ?? '/v1/stats/location/{a}/revenue', 'totals');
      const res = await apiCall(t)('GET', `${path}?${bad.query}`, world.headers.host);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().Errors).toContainEqual(expect.objectContaining({ Field: bad.field, Code: bad.code }));
    });
  }

  it('two years exactly are allowed; the period is checked for the profile totals too', async () => {
    const call = apiCall(t);
    const ok = await call(
      'GET',
      `/v1/stats/location/${world.locations.a}/totals?startDate=2025-04-01&endDate=2027-03-31&groupBy=month`,
      world.headers.host,
    );
    expect(ok.statusCode).toBe(200);
    expect(ok.json().Series).toHaveLength(24);
    const backward = await call(
      'GET',
      `/v1/stats/profile/${world.profiles.owner}/totals?startDate=2027-03-31&endDate=2027-03-01`,
      world.headers.owner,
    );
    expect(backward.statusCode).toBe(400);
  });

  it('reads kind and groupBy in any case', async () => {
    const res = await apiCall(t)(
      'GET',
      `/v1/stats/location/${world.locations.a}/SearchFunnel?${PERIOD}&groupBy=WEEK`,
      world.headers.host,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ Kind: 'searchfunnel', GroupBy: 'week' });
  });
});
