import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALLERS, type Caller, callerHeaders } from '../../test/access.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { apiCall, bookMeetingRoom, profileIdOf } from '../../test/booking.ts';
import { engines } from '../../test/db.ts';
import { issueReservationInvoice } from './index.ts';

// Monday 23 November 2026 09:00 in Amsterdam; the booking is on Wednesday (48 hours later).
const NOW = new Date('2026-11-23T08:00:00Z');

/** invoice.read: the reservation's member, the location's managers (the host manages it here), admins. */
const EXPECTED: Record<Caller, number> = { owner: 200, host: 200, other: 403, anonymous: 401, admin: 200 };
const CALLS = ['/v1/invoice/{id}', '/v1/invoice/{id}/pdf', '/v1/invoice/{id}/ubl'];

describe.each(engines)('who may read an invoice on %s', (engine) => {
  let t: TestApp;
  let headers: Record<Caller, Record<string, string>>;
  let invoiceId: number;

  beforeAll(async () => {
    t = await createTestApp(engine, { demo: true, now: () => NOW });
    headers = await callerHeaders(t, NOW);
    const r = await bookMeetingRoom(t, headers.owner, { day: '2026-11-25', startMinutes: 600 });
    await t.app.events.drain();
    const db = t.database.db;
    invoiceId = (await db.transaction().execute((trx) => issueReservationInvoice(trx, r.Id, NOW))).id;
    const hostId = await profileIdOf(t, 'host@example.com');
    await db
      .deleteFrom('location_managers')
      .where('location_id', '=', r.LocationId)
      .where('profile_id', '=', hostId)
      .execute();
    await db
      .insertInto('location_managers')
      .values({ location_id: r.LocationId, profile_id: hostId, is_active: 1 })
      .execute();
  });
  afterAll(async () => t?.close());

  for (const path of CALLS) {
    it.each(CALLERS)(`GET ${path} as %s`, async (caller) => {
      const res = await apiCall(t)('GET', path.replace('{id}', String(invoiceId)), headers[caller]);
      expect(res.statusCode, res.body.slice(0, 200)).toBe(EXPECTED[caller]);
    });
  }
});
