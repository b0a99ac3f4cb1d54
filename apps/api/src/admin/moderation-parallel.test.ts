import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { apiCall, memberHeaders } from '../../test/booking.ts';
import { engines } from '../../test/db.ts';

const NOW = new Date('2026-11-23T08:00:00Z');

describe.each(engines)('two administrators at once (%s)', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine, { demo: true, locations: 6, now: () => NOW });
  });
  afterAll(() => t?.close());

  it('of 10 parallel approvals of one pending location exactly one succeeds, logged and mailed once', async () => {
    const admin = await memberHeaders(t, 'admin@example.com', NOW);
    const { id } = await t.database.db
      .selectFrom('locations')
      .select('id')
      .where('status', '=', 'pending')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => apiCall(t)('PUT', `/v1/admin/location/${id}/approve`, admin)),
    );
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses).toEqual([200, ...Array(9).fill(409)]);
    const log = await t.database.db
      .selectFrom('catalogue_changes')
      .select('id')
      .where('location_id', '=', id)
      .where('action', '=', 'approve')
      .execute();
    expect(log).toHaveLength(1);
    const events = await t.database.db
      .selectFrom('events')
      .select('id')
      .where('type', '=', 'location.moderated')
      .where('subject_id', '=', id)
      .execute();
    expect(events).toHaveLength(1);
  });
});
