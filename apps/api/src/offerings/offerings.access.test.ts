import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALLERS, type Caller, callerHeaders } from '../../test/access.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { apiCall } from '../../test/booking.ts';
import { engines } from '../../test/db.ts';
import { hostMeetingRoomLocation, NEW_ROOM } from './offerings.test-helper.ts';

const NOW = new Date('2026-11-23T08:00:00Z');

/**
 * Every host call: the location's managers (the host) and admins may; the booker and another member
 * get 403, a visitor 401. An unknown location or thing is 404 for the host.
 */
const EXPECTED: Record<Caller, number> = { owner: 403, host: 200, other: 403, anonymous: 401, admin: 200 };

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

describe.each(engines)('who may change what a location sells on %s', (engine) => {
  let t: TestApp;
  let headers: Record<Caller, Record<string, string>>;
  let locationId: number;
  let ids: { space: number; option: number; package: number; voucher: number };
  const option = { CategoryId: 1, NameNl: 'Koffie', NameEn: 'Coffee', Price: 2.5, TaxPercentage: 9 };
  const pkg = { MeetingtypeId: 1, NameNl: 'Arrangement', PricePerPerson: 40, TaxPercentage: 9 };
  const voucher = (caller: string) => ({
    Code: `V-${caller}-${Math.random().toString(36).slice(2, 8)}`,
    TypeId: 2,
    Name: 'Korting',
    DiscountPercentage: 5,
  });

  beforeAll(async () => {
    t = await createTestApp(engine, { demo: true, now: () => NOW });
    headers = await callerHeaders(t, NOW);
    locationId = await hostMeetingRoomLocation(t);
    const call = (method: Method, url: string, body?: object) => apiCall(t)(method, url, headers.host, body);
    ids = {
      space: (await call('POST', `/v1/host/location/${locationId}/space`, NEW_ROOM)).json().Id,
      option: (await call('POST', `/v1/host/location/${locationId}/option`, option)).json().Id,
      package: (await call('POST', `/v1/host/location/${locationId}/package`, pkg)).json().Id,
      voucher: (await call('POST', `/v1/host/location/${locationId}/voucher`, voucher('setup'))).json().Id,
    };
  });
  afterAll(async () => t?.close());

  const calls: [Method, string, (caller: string) => object | undefined][] = [
    ['GET', '/v1/host/location/{location}/space', () => undefined],
    ['POST', '/v1/host/location/{location}/space', () => NEW_ROOM],
    ['GET', '/v1/host/space/{space}', () => undefined],
    ['PUT', '/v1/host/space/{space}', () => NEW_ROOM],
    ['GET', '/v1/host/location/{location}/option', () => undefined],
    ['POST', '/v1/host/location/{location}/option', () => option],
    ['PUT', '/v1/host/option/{option}', () => option],
    ['GET', '/v1/host/location/{location}/package', () => undefined],
    ['POST', '/v1/host/location/{location}/package', () => pkg],
    ['PUT', '/v1/host/package/{package}', () => pkg],
    ['GET', '/v1/host/location/{location}/voucher', () => undefined],
    ['POST', '/v1/host/location/{location}/voucher', voucher],
    ['PUT', '/v1/host/voucher/{voucher}', voucher],
  ];
  const url = (path: string, unknown = false) =>
    path
      .replace('{location}', String(unknown ? 999_999 : locationId))
      .replace(/\{(space|option|package|voucher)\}/, (_, kind: keyof typeof ids) =>
        String(unknown ? 999_999 : ids[kind]),
      );

  for (const [method, path, body] of calls) {
    it.each(CALLERS)(`${method} ${path} as %s`, async (caller) => {
      const res = await apiCall(t)(method, url(path), headers[caller], body(caller));
      expect(res.statusCode, res.body.slice(0, 300)).toBe(EXPECTED[caller]);
    });
    it(`${method} ${path} of an unknown one is 404`, async () => {
      const res = await apiCall(t)(method, url(path, true), headers.host, body('unknown'));
      expect(res.statusCode).toBe(404);
    });
  }

  // Deletes last: the host's and the admin's delete what they created for themselves.
  for (const kind of ['space', 'option', 'package', 'voucher'] as const) {
    it.each(CALLERS)(`DELETE /v1/host/${kind}/{id} as %s`, async (caller) => {
      const create = apiCall(t)(
        'POST',
        `/v1/host/location/${locationId}/${kind}`,
        headers.host,
        { space: NEW_ROOM, option, package: pkg, voucher: voucher(`d-${caller}`) }[kind],
      );
      const id = (await create).json().Id;
      const res = await apiCall(t)('DELETE', `/v1/host/${kind}/${id}`, headers[caller]);
      expect(res.statusCode, res.body.slice(0, 300)).toBe(EXPECTED[caller]);
    });
  }
});
