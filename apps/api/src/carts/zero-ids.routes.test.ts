import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { apiCall } from '../../test/booking.ts';
import { engines } from '../../test/db.ts';

// Monday 23 November 2026, 09:00 in Amsterdam; the holds are for Wednesday 2 December.
const NOW = new Date('2026-11-23T08:00:00Z');
const browser = { cookie: 'ms_client=zero-ids-browser-aaaaaaaaaaaa' };

// Clients written in C# and Java send 0 for an id they do not use: it means "none", never a 400.
describe.each(engines)('ids 0 mean "none" in carts on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine, { demo: true, now: () => NOW });
  });
  afterAll(async () => t.close());

  it('select takes SpaceId 0 and CurrencyId 0; PUT takes CompanyId, PackageId and BillingId 0 as none', async () => {
    const call = apiCall(t);
    const search = (
      await call(
        'GET',
        '/v2/availability?q=Utrecht&startDate=2026-12-02&startTime=600&endTime=660&seats=2',
        browser,
      )
    ).json();
    const location = search.Locations.find((l: { IsAvailable: boolean }) => l.IsAvailable);
    const entry = location.Spaces.find((s: { SpaceAvailable: boolean }) => s.SpaceAvailable);
    const held = await call('POST', '/v1/availability/select', browser, {
      SearchId: search.SearchId,
      LocationId: location.LocationId,
      Hash: entry.Hash,
      SpaceId: 0,
      CurrencyId: 0,
    });
    expect(held.statusCode, held.body).toBe(200);
    const key = held.json().CartKey;
    const res = await call('PUT', `/v1/cart/${key}`, browser, {
      Name: 'Planning',
      CompanyId: 0,
      PackageId: 0,
      LanguageId: 0,
      InvoiceAddress: { BillingId: 0, City: 'Utrecht' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      Name: 'Planning',
      CompanyId: null,
      PackageId: null,
      Language: 'en',
      InvoiceAddress: { BillingId: null, City: 'Utrecht' },
    });
    const options = (await call('GET', `/v1/cart/${key}/option`, browser)).json();
    const option = await call('POST', `/v1/cart/${key}/option`, browser, {
      OptionId: options[0].OptionId,
      Amount: 1,
      CurrencyId: 0,
      TaxId: 0,
    });
    expect(option.statusCode, option.body).toBe(200);
    // A required id stays a required id.
    const none = await call('POST', `/v1/cart/${key}/option`, browser, { OptionId: 0, Amount: 1 });
    expect(none.statusCode).toBe(400);
    expect(none.json().Errors[0].Field).toBe('OptionId');
  });
});
