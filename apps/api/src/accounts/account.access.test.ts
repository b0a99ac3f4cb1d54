import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { apiCall, memberHeaders } from '../../test/booking.ts';
import { engines } from '../../test/db.ts';

// Who asks, for member data that belongs to the owner (booker@example.com): the owner, a location's
// host, another member, a visitor without a login and an administrator.
const NOW = new Date('2026-11-23T08:00:00Z');
const CALLERS = ['owner', 'host', 'other', 'anonymous', 'admin'] as const;
type Caller = (typeof CALLERS)[number];
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

const address = {
  Company: 'Acme BV',
  Address: 'Oudegracht 1',
  PostalCode: '3511 AA',
  City: 'Utrecht',
  Country: 'Nederland',
};

/** The owner's things a call is about. */
interface Owned {
  profileId: number;
  companyId: number;
  /** A fresh billing address of the owner, for each caller. */
  billingId: () => Promise<number>;
}

interface AccessCase {
  call: string;
  request: (owned: Owned) => Promise<{ method: Method; url: string; body?: object }>;
  expected: Record<Caller, number>;
}

const selfOnly = { owner: 200, host: 403, other: 403, anonymous: 401, admin: 403 } as const;
const ownOnly = { owner: 200, host: 200, other: 200, anonymous: 401, admin: 200 } as const;

const cases: AccessCase[] = [
  // Every member reads and changes only their own profile: the call names no one else.
  {
    call: 'GET /v1/profile/state',
    request: async () => ({ method: 'GET', url: '/v1/profile/state' }),
    expected: ownOnly,
  },
  {
    call: 'PUT /v1/profile',
    request: async () => ({ method: 'PUT', url: '/v1/profile', body: { Bio: 'Facilitator' } }),
    expected: ownOnly,
  },
  {
    // Without the confirmation the owner gets as far as the 400 (nothing is deleted).
    call: "DELETE /v1/profile/{owner's id}",
    request: async (owned) => ({ method: 'DELETE', url: `/v1/profile/${owned.profileId}` }),
    expected: { ...selfOnly, owner: 400 },
  },
  {
    call: 'GET /v1/profile/billing',
    request: async () => ({ method: 'GET', url: '/v1/profile/billing' }),
    expected: ownOnly,
  },
  {
    call: "PUT /v1/profile/billing (the owner's address)",
    request: async (owned) => ({
      method: 'PUT',
      url: '/v1/profile/billing',
      body: { ...address, Id: await owned.billingId(), City: 'Amsterdam' },
    }),
    expected: selfOnly,
  },
  {
    call: "DELETE /v1/profile/billing/{the owner's address}",
    request: async (owned) => ({ method: 'DELETE', url: `/v1/profile/billing/${await owned.billingId()}` }),
    expected: selfOnly,
  },
  {
    call: "POST /v1/profile/billing for the owner's company",
    request: async (owned) => ({
      method: 'POST',
      url: '/v1/profile/billing',
      body: { ...address, CompanyId: owned.companyId },
    }),
    expected: selfOnly,
  },
];

describe.each(engines)('who may use member data on %s', (engine) => {
  let t: TestApp;
  let headers: Record<Caller, Record<string, string>>;
  let owned: Owned;

  beforeAll(async () => {
    t = await createTestApp(engine, { demo: true, now: () => NOW });
    const other = await t.database.db
      .selectFrom('profiles')
      .select('email')
      .where('role', '=', 'member')
      .where('email', '!=', 'booker@example.com')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    headers = {
      owner: await memberHeaders(t, 'booker@example.com', NOW),
      host: await memberHeaders(t, 'host@example.com', NOW),
      other: await memberHeaders(t, other.email, NOW),
      anonymous: {},
      admin: await memberHeaders(t, 'admin@example.com', NOW),
    };
    const booker = await t.database.db
      .selectFrom('profiles')
      .select(['id', 'company_id'])
      .where('email', '=', 'booker@example.com')
      .executeTakeFirstOrThrow();
    owned = {
      profileId: booker.id,
      companyId: booker.company_id as number,
      billingId: async () => {
        const res = await apiCall(t)('POST', '/v1/profile/billing', headers.owner, address);
        expect(res.statusCode).toBe(200);
        return res.json().Id as number;
      },
    };
  });
  afterAll(async () => t.close());

  it.each(cases)('$call', async ({ request, expected }) => {
    const statuses: Partial<Record<Caller, number>> = {};
    for (const caller of CALLERS) {
      const { method, url, body } = await request(owned);
      statuses[caller] = (await apiCall(t)(method, url, headers[caller], body)).statusCode;
    }
    expect(statuses).toEqual(expected);
  });
});
