import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { apiCall, issueSession, memberHeaders, plainMemberEmails, profileIdOf } from '../../test/booking.ts';
import { engines } from '../../test/db.ts';

// Monday 23 November 2026 09:00 in Amsterdam; the meeting is on Wednesday 9 December.
const START = new Date('2026-11-23T08:00:00Z');
const DAY = '2026-12-09';

type Headers = Record<string, string>;

const fieldsOf = (res: { json(): unknown }) =>
  ((res.json() as { Errors: { Field: string; Code: string }[] }).Errors ?? []).map(
    (e) => `${e.Field}:${e.Code}`,
  );

describe.each(engines)('tenders and proposals (applicant) on %s', (engine) => {
  let t: TestApp;
  const now = START;
  let booker: Headers;
  let host: Headers;
  let other: Headers;
  let admin: Headers;
  /** Two live locations with meeting rooms: A managed by host@, B by another member. */
  let locA: number;
  let locB: number;
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, who: object, payload?: object) =>
    apiCall(t)(method, url, who, payload);
  const db = () => t.database.db;

  const tenderBody = (extra: object = {}) => ({
    LocationIds: [locA, locB],
    StartDate: DAY,
    EndDate: DAY,
    StartMinutes: 600,
    EndMinutes: 720,
    Seats: 4,
    Name: 'Strategy day',
    Description: 'A quiet room with daylight',
    ...extra,
  });

  beforeAll(async () => {
    t = await createTestApp(engine, { demo: true, now: () => now });
    booker = await memberHeaders(t, 'booker@example.com', now);
    host = await memberHeaders(t, 'host@example.com', now);
    admin = await memberHeaders(t, 'admin@example.com', now);
    const [otherEmail] = await plainMemberEmails(t, 1);
    other = { profileToken: await issueSession(t, await profileIdOf(t, otherEmail as string), now) };
    const rows = await db()
      .selectFrom('locations as l')
      .innerJoin('spaces as s', 's.location_id', 'l.id')
      .select('l.id')
      .distinct()
      .where('l.status', '=', 'live')
      .where('s.is_active', '=', 1)
      .where('s.meeting_type_id', '=', 1)
      .orderBy('l.id')
      .limit(2)
      .execute();
    [locA, locB] = rows.map((r) => r.id) as [number, number];
    const hostId = await profileIdOf(t, 'host@example.com');
    await db().deleteFrom('location_managers').where('location_id', 'in', [locA, locB]).execute();
    await db()
      .insertInto('location_managers')
      .values({ location_id: locA, profile_id: hostId, is_active: 1 })
      .execute();
  });
  afterAll(async () => t?.close());

  describe('POST /v1/Tender', () => {
    it('refuses a visitor (401)', async () => {
      expect((await call('POST', '/v1/Tender', {}, tenderBody())).statusCode).toBe(401);
    });

    it('names every problem at once: location count, unavailable locations, period', async () => {
      const none = await call('POST', '/v1/Tender', booker, tenderBody({ LocationIds: [] }));
      expect(none.statusCode).toBe(400);
      expect(fieldsOf(none)).toEqual(['LocationIds:tender_location_count']);

      const pending = await db()
        .selectFrom('locations')
        .select('id')
        .where('status', '!=', 'live')
        .executeTakeFirst();
      const ids = [locA, 999_999, locB, 999_998, 999_997, 999_996];
      const many = await call(
        'POST',
        '/v1/Tender',
        booker,
        tenderBody({
          LocationIds: pending ? [...ids, pending.id] : ids,
          StartDate: '2026-11-23',
          EndDate: '2026-11-22',
          StartMinutes: 720,
          EndMinutes: 600,
        }),
      );
      expect(many.statusCode).toBe(400);
      const fields = fieldsOf(many);
      expect(fields).toContain('LocationIds:tender_location_count');
      expect(fields).toContain('LocationIds[1]:tender_location_unavailable');
      if (pending) expect(fields).toContain(`LocationIds[${ids.length}]:tender_location_unavailable`);
      expect(fields).not.toContain('LocationIds[0]:tender_location_unavailable');
      expect(fields).toEqual(
        expect.arrayContaining(['StartDate:too_small', 'EndDate:too_small', 'EndMinutes:too_small']),
      );

      const long = await call('POST', '/v1/Tender', booker, tenderBody({ EndDate: '2027-01-15' }));
      expect(fieldsOf(long)).toEqual(['EndDate:too_big']);
    });

    it('accepts five distinct locations (a repeated id counts once)', async () => {
      const five = await db()
        .selectFrom('locations')
        .select('id')
        .where('status', '=', 'live')
        .orderBy('id')
        .limit(5)
        .execute();
      const ids = five.map((r) => r.id);
      const res = await call('POST', '/v1/Tender', booker, tenderBody({ LocationIds: [...ids, ids[0]] }));
      expect(res.statusCode).toBe(200);
      const asked = await db()
        .selectFrom('tender_locations')
        .select(['location_id', 'status'])
        .where('tender_id', '=', res.json().Id)
        .execute();
      expect(asked.map((a) => a.location_id).sort((a, b) => a - b)).toEqual([...ids].sort((a, b) => a - b));
      expect(new Set(asked.map((a) => a.status))).toEqual(new Set(['waiting']));
    });

    it('writes the tender and mails the managers of each location in their language with the link', async () => {
      const hostId = await profileIdOf(t, 'host@example.com');
      await db().updateTable('profiles').set({ language_id: 65 }).where('id', '=', hostId).execute();
      const before = await db().selectFrom('outbox').select('id').orderBy('id', 'desc').executeTakeFirst();
      const res = await call('POST', '/v1/Tender', booker, tenderBody({ Language: 'en', Budget: 900 }));
      expect(res.statusCode).toBe(200);
      const id = res.json().Id as number;
      const mails = await db()
        .selectFrom('outbox')
        .selectAll()
        .where('id', '>', before?.id ?? 0)
        .where('kind', '=', 'tender-requested-host')
        .execute();
      expect(mails.map((m) => m.to_email)).toEqual(['host@example.com']);
      expect(mails[0]?.language_id).toBe(65);
      expect(mails[0]?.text_body).toContain(`/en/host/requests/${id}/${locA}`);

      const read = await call('GET', `/v1/tender/${id}`, booker);
      expect(read.statusCode).toBe(200);
      const tender = read.json();
      expect(tender).toMatchObject({
        Id: id,
        Status: 'open',
        Language: 'en',
        Budget: 900,
        Seats: 4,
        Name: 'Strategy day',
      });
      expect(
        tender.Locations.map((l: { LocationId: number; Status: string }) => [l.LocationId, l.Status]),
      ).toEqual([
        [locA, 'waiting'],
        [locB, 'waiting'],
      ]);
    });

    it('lets only the applicant and administrators read a tender (401, 403, 404)', async () => {
      const id = (await call('POST', '/v1/Tender', booker, tenderBody())).json().Id;
      expect((await call('GET', `/v1/tender/${id}`, {})).statusCode).toBe(401);
      expect((await call('GET', `/v1/tender/${id}`, other)).statusCode).toBe(403);
      expect((await call('GET', `/v1/tender/${id}`, host)).statusCode).toBe(403);
      expect((await call('GET', `/v1/tender/${id}`, admin)).statusCode).toBe(200);
      expect((await call('GET', '/v1/tender/999999', booker)).statusCode).toBe(404);
    });

    it('lists the member’s own tenders newest first, paged', async () => {
      const mine = await call('GET', '/v1/profile/tender?itemsPerPage=2', booker);
      expect(mine.statusCode).toBe(200);
      expect(mine.json().Results).toHaveLength(2);
      expect(mine.json().MorePages).toBe(true);
      const ids = mine.json().Results.map((r: { Id: number }) => r.Id);
      expect(ids[0]).toBeGreaterThan(ids[1]);
      expect((await call('GET', '/v1/profile/tender', other)).json()).toEqual({
        Results: [],
        MorePages: false,
      });
      expect((await call('GET', '/v1/profile/tender', {})).statusCode).toBe(401);
    });
  });
});
