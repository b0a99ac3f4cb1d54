import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, withKey } from '../../test/app.ts';
import { issueSession } from '../../test/booking.ts';
import { engines } from '../../test/db.ts';

const NOW = new Date('2026-11-23T08:00:00Z');
const address = {
  Company: 'Acme BV',
  SendTo: 'Accounts payable',
  Email: 'invoices@acme.example',
  Address: 'Oudegracht 1',
  PostalCode: '3511 AA',
  City: 'Utrecht',
  Country: 'Nederland',
  PoNumber: 'PO-1',
  VatNumber: 'NL001234567B01',
};

describe.each(engines)('billing addresses on %s', (engine) => {
  let t: TestApp;
  let booker: Record<string, string>;
  let host: Record<string, string>;
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: object, payload?: object) =>
    t.app.inject({ method, url: `/api${url}`, headers: { ...withKey, ...headers }, payload });

  beforeAll(async () => {
    t = await createTestApp(engine, { demo: true, now: () => NOW });
    const token = async (email: string) => {
      const p = await t.database.db
        .selectFrom('profiles')
        .select('id')
        .where('email', '=', email)
        .executeTakeFirstOrThrow();
      return { profileToken: await issueSession(t, p.id, NOW) };
    };
    booker = await token('booker@example.com');
    host = await token('host@example.com');
  });
  afterAll(async () => t.close());

  it('adds, lists, changes and deletes the member own addresses', async () => {
    const created = await call('POST', '/v1/profile/billing', booker, address);
    expect(created.statusCode).toBe(200);
    const row = created.json();
    expect(row).toMatchObject({ ...address, Id: expect.any(Number), ProfileId: expect.any(Number) });
    const list = (await call('GET', '/v1/profile/billing', booker)).json();
    expect(list.MorePages).toBe(false);
    expect(list.Results.map((r: { Id: number }) => r.Id)).toContain(row.Id);
    const changed = await call('PUT', '/v1/profile/billing', booker, {
      ...address,
      Id: row.Id,
      City: 'Amsterdam',
    });
    expect(changed.json()).toMatchObject({ Id: row.Id, City: 'Amsterdam' });
    expect((await call('DELETE', `/v1/profile/billing/${row.Id}`, booker)).json()).toBe(true);
    expect((await call('DELETE', `/v1/profile/billing/${row.Id}`, booker)).statusCode).toBe(404);
  });

  it('pages the list', async () => {
    for (let i = 0; i < 3; i++)
      await call('POST', '/v1/profile/billing', host, { ...address, PoNumber: `PO-${i}` });
    const first = (await call('GET', '/v1/profile/billing?page=1&itemsPerPage=2', host)).json();
    expect(first.Results).toHaveLength(2);
    expect(first.MorePages).toBe(true);
    const rest = (await call('GET', '/v1/profile/billing?page=2&itemsPerPage=2', host)).json();
    expect(rest.MorePages).toBe(false);
  });

  it('answers 401 without a member and 403 for another member address', async () => {
    const row = (await call('POST', '/v1/profile/billing', booker, address)).json();
    expect((await call('GET', '/v1/profile/billing', {})).statusCode).toBe(401);
    expect((await call('POST', '/v1/profile/billing', {}, address)).statusCode).toBe(401);
    expect((await call('PUT', '/v1/profile/billing', {}, { ...address, Id: row.Id })).statusCode).toBe(401);
    expect((await call('DELETE', `/v1/profile/billing/${row.Id}`, {})).statusCode).toBe(401);
    expect((await call('PUT', '/v1/profile/billing', host, { ...address, Id: row.Id })).statusCode).toBe(403);
    expect((await call('DELETE', `/v1/profile/billing/${row.Id}`, host)).statusCode).toBe(403);
    const hostList = (await call('GET', '/v1/profile/billing?itemsPerPage=100', host)).json();
    expect(hostList.Results.some((r: { Id: number }) => r.Id === row.Id)).toBe(false);
  });

  it('refuses incomplete or invalid addresses with field errors', async () => {
    const cases: [object, string][] = [
      [{ ...address, Address: '' }, 'Address'],
      [{ ...address, City: undefined }, 'City'],
      [{ ...address, Email: 'nope' }, 'Email'],
      [{ ...address, Company: null, SendTo: null }, 'SendTo'],
    ];
    for (const [body, field] of cases) {
      const res = await call('POST', '/v1/profile/billing', booker, body);
      expect(res.statusCode, field).toBe(400);
      expect(res.json().Errors.map((e: { Field: string }) => e.Field)).toContain(field);
    }
    expect(
      (await call('PUT', '/v1/profile/billing', booker, { ...address, Id: 99_999_999 })).statusCode,
    ).toBe(404);
  });

  it('fills a cart invoice address from a saved one, only for its owner', async () => {
    const saved = (await call('POST', '/v1/profile/billing', booker, address)).json();
    const search = (
      await call(
        'GET',
        '/v2/availability?q=Utrecht&startDate=2026-12-02&startTime=600&endTime=660&seats=2',
        booker,
      )
    ).json();
    const location = search.Locations.find((l: { IsAvailable: boolean }) => l.IsAvailable);
    const entry = location.Spaces.find((s: { SpaceAvailable: boolean }) => s.SpaceAvailable);
    const cart = (
      await call('POST', '/v1/availability/select', booker, {
        SearchId: search.SearchId,
        LocationId: location.LocationId,
        Hash: entry.Hash,
      })
    ).json();
    expect(cart.ProfileId).toBeGreaterThan(0);
    const filled = await call('PUT', `/v1/cart/${cart.CartKey}`, booker, {
      InvoiceAddress: { BillingId: saved.Id, PoNumber: 'PO-override' },
    });
    expect(filled.json().InvoiceAddress).toMatchObject({
      BillingId: saved.Id,
      Company: 'Acme BV',
      City: 'Utrecht',
      PoNumber: 'PO-override',
    });
    const hostAddress = (await call('POST', '/v1/profile/billing', host, address)).json();
    const foreign = await call('PUT', `/v1/cart/${cart.CartKey}`, booker, {
      InvoiceAddress: { BillingId: hostAddress.Id },
    });
    expect(foreign.statusCode).toBe(403);
  });
});
