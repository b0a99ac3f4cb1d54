import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { apiCall, memberHeaders, profileIdOf } from '../../test/booking.ts';
import { engines } from '../../test/db.ts';

// Accepting runs under the location's booking lock with a conditional update of the proposal, so a
// burst of accepts of one proposal makes exactly one reservation. PostgreSQL runs the transactions
// really side by side; SQLite has one writer at a time, so the burst runs on PostgreSQL only.

const NOW = new Date('2026-11-23T08:00:00Z');

describe.each(engines)('accepting a proposal in parallel on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine, { demo: true, now: () => NOW });
  });
  afterAll(async () => t?.close());

  const concurrent = (name: string, fn: () => Promise<void>, timeout: number) =>
    engine === 'postgres'
      ? it(name, fn, timeout)
      : it.skip(`${name} [skipped on SQLite: one writer at a time, no parallel transactions]`, fn, timeout);

  concurrent(
    '8 parallel accepts of one proposal: exactly one 200 and one reservation',
    async () => {
      const call = apiCall(t);
      const db = t.database.db;
      const booker = await memberHeaders(t, 'booker@example.com', NOW);
      const host = await memberHeaders(t, 'host@example.com', NOW);
      const location = await db
        .selectFrom('locations as l')
        .innerJoin('spaces as s', 's.location_id', 'l.id')
        .select('l.id')
        .where('l.status', '=', 'live')
        .where('s.is_active', '=', 1)
        .where('s.meeting_type_id', '=', 1)
        .orderBy('l.id')
        .executeTakeFirstOrThrow();
      await db
        .insertInto('location_managers')
        .values({
          location_id: location.id,
          profile_id: await profileIdOf(t, 'host@example.com'),
          is_active: 1,
        })
        .onConflict((oc) => oc.doNothing())
        .execute();
      const tender = await call('POST', '/v1/Tender', booker, {
        LocationIds: [location.id],
        StartDate: '2026-12-10',
        EndDate: '2026-12-10',
        StartMinutes: 600,
        EndMinutes: 720,
        Seats: 4,
      });
      expect(tender.statusCode).toBe(200);
      const url = `/v1/host/tender/${tender.json().Id}/location/${location.id}`;
      const detail = (await call('GET', url, host)).json();
      const space = detail.Spaces.find((s: { Available: boolean }) => s.Available);
      const sent = await call('POST', `${url}/proposal`, host, {
        Spaces: [{ SpaceId: space.SpaceId, SettingId: space.SettingId, Seats: 4 }],
        ValidUntil: '2026-12-01',
      });
      expect(sent.statusCode).toBe(200);
      const key = sent.json().Key as string;

      const answers = await Promise.all(
        Array.from({ length: 8 }, () => call('PUT', `/v2/proposal/${key}/accept`, booker, {})),
      );
      const codes = answers.map((a) => a.statusCode).sort();
      expect(codes).toEqual([200, 409, 409, 409, 409, 409, 409, 409]);
      for (const refused of answers.filter((a) => a.statusCode === 409)) {
        expect(refused.json().Errors.map((e: { Code: string }) => e.Code)).toEqual(['proposal_closed']);
      }
      const made = await db.selectFrom('reservations').select('id').where('proposal_key', '=', key).execute();
      expect(made).toHaveLength(1);
      const winner = answers.find((a) => a.statusCode === 200);
      expect(winner?.json().ReservationId).toBe(made[0]?.id);
    },
    60_000,
  );

  concurrent(
    "6 parallel sends of one location's answer: one proposal, versions 1..6 with no gap or repeat",
    async () => {
      const call = apiCall(t);
      const db = t.database.db;
      const booker = await memberHeaders(t, 'booker@example.com', NOW);
      const host = await memberHeaders(t, 'host@example.com', NOW);
      const managed = await db
        .selectFrom('location_managers')
        .select('location_id')
        .where('profile_id', '=', await profileIdOf(t, 'host@example.com'))
        .where('is_active', '=', 1)
        .orderBy('location_id')
        .executeTakeFirstOrThrow();
      const tender = await call('POST', '/v1/Tender', booker, {
        LocationIds: [managed.location_id],
        StartDate: '2026-12-11',
        EndDate: '2026-12-11',
        StartMinutes: 600,
        EndMinutes: 720,
        Seats: 4,
      });
      expect(tender.statusCode).toBe(200);
      const url = `/v1/host/tender/${tender.json().Id}/location/${managed.location_id}`;
      const space = (await call('GET', url, host))
        .json()
        .Spaces.find((s: { Available: boolean }) => s.Available);
      const answers = await Promise.all(
        Array.from({ length: 6 }, () =>
          call('POST', `${url}/proposal`, host, {
            Spaces: [{ SpaceId: space.SpaceId, SettingId: space.SettingId, Seats: 4 }],
            ValidUntil: '2026-12-01',
          }),
        ),
      );
      expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
      const rows = await db
        .selectFrom('proposals')
        .select(['id', 'version'])
        .where('tender_id', '=', tender.json().Id)
        .execute();
      expect(rows).toHaveLength(1);
      expect(rows[0]?.version).toBe(6);
      const sentVersions = await db
        .selectFrom('proposal_history')
        .select('version')
        .where('proposal_id', '=', rows[0]?.id ?? -1)
        .where('kind', '=', 'sent')
        .orderBy('version')
        .execute();
      expect(sentVersions.map((h) => h.version)).toEqual([1, 2, 3, 4, 5, 6]);
    },
    60_000,
  );
});
