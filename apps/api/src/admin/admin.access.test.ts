import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALLERS, type Caller, callerHeaders } from '../../test/access.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { apiCall } from '../../test/booking.ts';
import { engines } from '../../test/db.ts';

const NOW = new Date('2026-11-23T08:00:00Z');

/** The administration is the administrators': 401 for a visitor, 403 for every other member. */
const ADMIN_ONLY: Record<Caller, number> = { owner: 403, host: 403, other: 403, anonymous: 401, admin: 200 };

describe.each(engines)('who may use the administration (%s)', (engine) => {
  let t: TestApp;
  let callers: Record<Caller, Record<string, string>>;
  let pendingIds: number[];

  beforeAll(async () => {
    t = await createTestApp(engine, { demo: true, locations: 12, now: () => NOW });
    callers = await callerHeaders(t, NOW);
    const rows = await t.database.db
      .selectFrom('locations')
      .select('id')
      .where('status', '=', 'pending')
      .orderBy('id')
      .execute();
    pendingIds = rows.map((r) => r.id);
  });
  afterAll(() => t?.close());

  it.each(CALLERS)('%s reads the lists and a location', async (caller) => {
    const call = apiCall(t);
    for (const url of ['/v1/admin/location', '/v1/admin/location?status=pending', '/v1/admin/profile']) {
      expect((await call('GET', url, callers[caller])).statusCode, url).toBe(ADMIN_ONLY[caller]);
    }
    const one = await call('GET', `/v1/admin/location/${pendingIds[0]}`, callers[caller]);
    expect(one.statusCode).toBe(ADMIN_ONLY[caller]);
  });

  it.each(CALLERS)('%s changes a location’s status', async (caller) => {
    // Everyone but the administrator is stopped before anything changes: the location stays pending.
    const id = pendingIds[1] as number;
    const call = apiCall(t);
    const reason = { Reason: 'Test' };
    const answers = [
      (await call('PUT', `/v1/admin/location/${id}/reject`, callers[caller], reason)).statusCode,
      (await call('PUT', `/v1/admin/location/${id}/approve`, callers[caller])).statusCode,
    ];
    if (caller === 'admin') expect(answers).toEqual([200, 200]);
    else expect(answers).toEqual([ADMIN_ONLY[caller], ADMIN_ONLY[caller]]);
    for (const path of ['suspend', 'reinstate']) {
      const res = await call('PUT', `/v1/admin/location/${id}/${path}`, callers[caller], reason);
      expect(res.statusCode).toBe(ADMIN_ONLY[caller]);
    }
    if (caller === 'admin') {
      // Undo for the other callers' rows: back to pending by hand (no call moves a location there).
      await t.database.db.updateTable('locations').set({ status: 'pending' }).where('id', '=', id).execute();
      t.app.catalogueChanged();
    }
  });

  it('answers 404 for an unknown location, before or after the role check for an administrator only', async () => {
    const call = apiCall(t);
    expect((await call('GET', '/v1/admin/location/999999', callers.admin)).statusCode).toBe(404);
    expect((await call('PUT', '/v1/admin/location/999999/approve', callers.admin)).statusCode).toBe(404);
    expect((await call('GET', '/v1/admin/location/999999', {})).statusCode).toBe(401);
  });
});
