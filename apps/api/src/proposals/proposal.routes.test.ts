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
  let now = START;
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

  // -------------------------------------------------------------------------------------------
  // The lifecycle: host answers, applicant decides

  let otherId: number;
  /** The other member manages location B. */
  const makeOtherManagerOfB = async () => {
    otherId = (
      await db()
        .selectFrom('profiles')
        .select('id')
        .where('role', '=', 'member')
        .where('email', 'not like', '%@example.com')
        .orderBy('id')
        .executeTakeFirstOrThrow()
    ).id;
    await db().deleteFrom('location_managers').where('location_id', '=', locB).execute();
    await db()
      .insertInto('location_managers')
      .values({ location_id: locB, profile_id: otherId, is_active: 1 })
      .execute();
  };
  const newTender = async (extra: object = {}) => {
    const res = await call('POST', '/v1/Tender', booker, tenderBody(extra));
    expect(res.statusCode).toBe(200);
    return res.json().Id as number;
  };
  const hostUrl = (tenderId: number, locationId: number) =>
    `/v1/host/tender/${tenderId}/location/${locationId}`;
  interface Candidate {
    SpaceId: number;
    SettingId: number;
    Available: boolean;
    ListPrice: number;
    Warnings: string[];
  }
  const detail = async (tenderId: number, locationId = locA, who = host) => {
    const res = await call('GET', `${hostUrl(tenderId, locationId)}?language=en`, who);
    expect(res.statusCode).toBe(200);
    return res.json() as {
      Spaces: Candidate[];
      Options: {
        OptionId: number;
        ListPricePerItem: number;
        SuggestedAmount: number;
        TaxPercentage: number;
      }[];
      Proposal: null | { Key: string };
      Request: { Status: string };
    };
  };
  const send = async (tenderId: number, extra: object = {}, who = host, locationId = locA) => {
    const d = await detail(tenderId, locationId, who);
    const space = d.Spaces.find((s) => s.Available) as Candidate;
    expect(space).toBeDefined();
    return call('POST', `${hostUrl(tenderId, locationId)}/proposal`, who, {
      Spaces: [{ SpaceId: space.SpaceId, SettingId: space.SettingId, Seats: 4, Price: null }],
      Options: [],
      Text: 'Welcome',
      ValidUntil: '2026-12-01',
      ...extra,
    });
  };
  const mailsSince = async (id: number, kind: string) =>
    db()
      .selectFrom('outbox')
      .selectAll()
      .where('id', '>', id)
      .where('kind', '=', kind)
      .orderBy('id')
      .execute();
  const lastMailId = async () =>
    (await db().selectFrom('outbox').select('id').orderBy('id', 'desc').executeTakeFirst())?.id ?? 0;

  describe('host side and the state machine', () => {
    beforeAll(makeOtherManagerOfB);

    it('lists the requests at the host’s locations; another location’s manager gets 403', async () => {
      const id = await newTender();
      const list = await call('GET', '/v1/host/tender?status=waiting', host);
      expect(list.statusCode).toBe(200);
      const mine = list.json().Results.find((r: { TenderId: number }) => r.TenderId === id);
      expect(mine).toMatchObject({
        LocationId: locA,
        Status: 'waiting',
        ApplicantName: expect.stringMatching(/\S/),
      });
      const managed = await db()
        .selectFrom('location_managers')
        .select('location_id')
        .where('profile_id', '=', await profileIdOf(t, 'host@example.com'))
        .where('is_active', '=', 1)
        .execute();
      const ids = new Set(managed.map((m) => m.location_id));
      expect(list.json().Results.every((r: { LocationId: number }) => ids.has(r.LocationId))).toBe(true);
      const onlyA = (await call('GET', `/v1/host/tender?locationId=${locA}&status=all`, host)).json();
      expect(onlyA.Results.every((r: { LocationId: number }) => r.LocationId === locA)).toBe(true);
      expect(onlyA.Results.map((r: { TenderId: number }) => r.TenderId)).toContain(id);
      expect((await call('GET', `/v1/host/tender?locationId=${locB}`, host)).statusCode).toBe(403);
      expect((await call('GET', '/v1/host/tender', booker)).json()).toEqual({
        Results: [],
        MorePages: false,
      });
      expect((await call('GET', '/v1/host/tender', {})).statusCode).toBe(401);

      expect((await call('GET', hostUrl(id, locA), other)).statusCode).toBe(403);
      expect((await call('GET', hostUrl(id, locB), host)).statusCode).toBe(403);
      expect((await call('GET', hostUrl(id, locB), other)).statusCode).toBe(200);
      expect((await call('GET', hostUrl(id, locA), booker)).statusCode).toBe(403);
      expect((await call('GET', hostUrl(id, locA), {})).statusCode).toBe(401);
      expect((await call('GET', hostUrl(id, 999_999), host)).statusCode).toBe(404);
      expect((await call('GET', hostUrl(999_999, locA), host)).statusCode).toBe(404);
      const d = await detail(id);
      expect(d.Request.Status).toBe('waiting');
      expect(d.Proposal).toBeNull();
      expect(d.Spaces.length).toBeGreaterThan(0);
      const firstTaken = d.Spaces.findIndex((s) => !s.Available);
      if (firstTaken >= 0) expect(d.Spaces.slice(firstTaken).every((s) => !s.Available)).toBe(true);
      for (const s of d.Spaces.filter((x) => x.Available)) expect(s.ListPrice).toBeGreaterThan(0);
    });

    it('checks what is sent: ValidUntil, the location’s spaces and options, 403 for others', async () => {
      const id = await newTender();
      const d = await detail(id);
      const space = d.Spaces.find((s) => s.Available) as Candidate;
      const body = {
        Spaces: [{ SpaceId: space.SpaceId, SettingId: space.SettingId, Seats: 4 }],
        ValidUntil: '2026-12-01',
      };
      const url = `${hostUrl(id, locA)}/proposal`;
      for (const ValidUntil of ['2026-11-22', '2026-12-10']) {
        const res = await call('POST', url, host, { ...body, ValidUntil });
        expect(res.statusCode).toBe(400);
        expect(fieldsOf(res)).toEqual(['ValidUntil:valid_until_out_of_range']);
      }
      const foreignSpace = await db()
        .selectFrom('spaces')
        .select('id')
        .where('location_id', '!=', locA)
        .executeTakeFirstOrThrow();
      const foreignOption = await db()
        .selectFrom('options')
        .select('id')
        .where('location_id', '!=', locA)
        .executeTakeFirstOrThrow();
      const wrong = await call('POST', url, host, {
        ...body,
        Spaces: [...body.Spaces, { SpaceId: foreignSpace.id, SettingId: 1, Seats: 4 }],
        Options: [{ OptionId: foreignOption.id, Amount: 1 }],
      });
      expect(wrong.statusCode).toBe(400);
      expect(fieldsOf(wrong)).toEqual(['Spaces[1].SpaceId:unknown', 'Options[0].OptionId:unknown']);
      expect((await call('POST', url, other, body)).statusCode).toBe(403);
      expect((await call('POST', url, booker, body)).statusCode).toBe(403);
      expect((await call('POST', url, {}, body)).statusCode).toBe(401);
    });

    it('runs open → change → new version → open → accepted, with prices, mails and a reservation', async () => {
      const id = await newTender({ Language: 'en', Latitude: 52.09, Longitude: 5.12, PlaceName: 'Utrecht' });
      const d = await detail(id);
      const space = d.Spaces.find((s) => s.Available) as Candidate;
      const option = d.Options[0];
      const mark = await lastMailId();
      const sent = await call('POST', `${hostUrl(id, locA)}/proposal`, host, {
        Spaces: [{ SpaceId: space.SpaceId, SettingId: space.SettingId, Seats: 4, Price: null }],
        Options: option
          ? [{ OptionId: option.OptionId, Amount: 4, PricePerItem: option.ListPricePerItem + 1 }]
          : [],
        Text: 'We would love to host you',
        ValidUntil: '2026-12-01',
      });
      expect(sent.statusCode).toBe(200);
      const p = sent.json();
      expect(p).toMatchObject({
        Status: 'open',
        Version: 1,
        Language: 'en',
        IsApplicant: false,
        Actions: [],
      });
      expect(p.Spaces[0]).toMatchObject({
        ListPrice: space.ListPrice,
        Price: space.ListPrice,
        Adjustment: 0,
      });
      expect(p.AdjustmentTotal).toBe(option ? 4 : 0);
      const optionTotal = option ? 4 * (option.ListPricePerItem + 1) : 0;
      expect(p.TotalExclTax).toBeCloseTo(space.ListPrice + optionTotal, 2);
      expect(p.TotalInclTax).toBeCloseTo(p.TotalExclTax + p.TaxTotal, 2);
      expect(p.PricePerPerson).toBeCloseTo(Math.round((p.TotalInclTax / 4) * 100) / 100, 2);
      expect(p.DistanceKm).not.toBeNull();
      expect(p.History.map((h: { Kind: string }) => h.Kind)).toEqual(['sent']);
      const key = p.Key as string;
      const sentMails = await mailsSince(mark, 'proposal-sent');
      expect(sentMails.map((m) => [m.to_email, m.language_id])).toEqual([['booker@example.com', 65]]);
      expect(sentMails[0]?.text_body).toContain(`/en/proposals/${key}`);

      // Who may read it, and who may act.
      const mineRead = await call('GET', `/v2/proposal/${key}`, booker);
      expect(mineRead.json()).toMatchObject({ IsApplicant: true, Actions: ['accept', 'change', 'cancel'] });
      expect(mineRead.json().Location.Id).toBe(locA);
      const names = await db()
        .selectFrom('spaces')
        .select(['name_nl', 'name_en'])
        .where('id', '=', space.SpaceId)
        .executeTakeFirstOrThrow();
      const dutch = (await call('GET', `/v2/proposal/${key}?language=nl`, booker)).json();
      expect(dutch.Spaces[0].Name).toBe(names.name_nl);
      expect(dutch.SpaceNames).toEqual([names.name_nl]);
      expect(mineRead.json().Spaces[0].Name).toBe(names.name_en || names.name_nl);
      expect((await call('GET', `/v2/proposal/${key}`, host)).json()).toMatchObject({
        IsApplicant: false,
        Actions: [],
      });
      expect((await call('GET', `/v2/proposal/${key}`, admin)).statusCode).toBe(200);
      expect((await call('GET', `/v2/proposal/${key}`, other)).statusCode).toBe(403);
      expect((await call('GET', `/v2/proposal/${key}`, {})).statusCode).toBe(401);
      expect((await call('GET', '/v2/proposal/unknown-key-123', booker)).statusCode).toBe(404);
      const compare = (await call('GET', `/v1/tender/${id}`, booker)).json();
      expect(compare.Locations[0]).toMatchObject({
        LocationId: locA,
        Status: 'answered',
        Proposal: { Key: key },
      });

      // The view log.
      expect((await call('POST', `/v1/log/proposal/${key}/view`, booker)).json()).toEqual({ Logged: true });
      expect((await call('POST', `/v1/log/proposal/${key}/view`, booker)).json()).toEqual({ Logged: true });
      expect((await call('POST', `/v1/log/proposal/${key}/view`, host)).json()).toEqual({ Logged: false });
      expect((await call('POST', `/v1/log/proposal/${key}/view`, admin)).json()).toEqual({ Logged: false });
      expect((await call('POST', `/v1/log/proposal/${key}/view`, other)).statusCode).toBe(403);
      expect((await call('POST', `/v1/log/proposal/${key}/view`, {})).statusCode).toBe(401);
      expect((await call('POST', '/v1/log/proposal/unknown-key-123/view', booker)).statusCode).toBe(404);
      expect((await call('GET', '/v1/profile/proposal', {})).statusCode).toBe(401);
      const listed = (await call('GET', '/v1/profile/proposal', booker)).json();
      expect(listed.Results.find((r: { Key: string }) => r.Key === key)).toMatchObject({
        Status: 'open',
        LocationId: locA,
        Seats: 4,
        TotalInclTax: p.TotalInclTax,
        PricePerPerson: p.PricePerPerson,
      });
      expect((await call('GET', '/v1/profile/proposal', other)).json()).toEqual({
        Results: [],
        MorePages: false,
      });

      // Applicant only, on every action.
      for (const action of ['accept', 'change', 'cancel']) {
        const payload = action === 'change' ? { Comment: 'Please' } : {};
        expect((await call('PUT', `/v2/proposal/${key}/${action}`, {}, payload)).statusCode).toBe(401);
        expect(
          (await call('PUT', `/v2/proposal/unknown-key-123/${action}`, booker, payload)).statusCode,
        ).toBe(404);
        for (const who of [host, admin, other]) {
          const refused = await call('PUT', `/v2/proposal/${key}/${action}`, who, payload);
          expect(refused.statusCode).toBe(403);
          expect(refused.json().Message).toBe('Only the applicant may change this proposal');
          expect(fieldsOf(refused)).toEqual(['id:not_applicant']);
        }
      }

      // Changes asked: the host hears; accept and a second change wait.
      const beforeChange = await lastMailId();
      const change = await call('PUT', `/v2/proposal/${key}/change`, booker, {
        Comment: 'A bigger room please',
      });
      expect(change.json()).toEqual({ Key: key, Status: 'changeRequested', ReservationId: null });
      const changeMails = await mailsSince(beforeChange, 'tender-changeRequested-host');
      expect(changeMails.map((m) => m.to_email)).toEqual(['host@example.com']);
      expect(changeMails[0]?.text_body).toContain('A bigger room please');
      expect(changeMails[0]?.text_body).toContain(`/en/host/requests/${id}/${locA}`);
      for (const action of ['accept', 'change']) {
        const waiting = await call('PUT', `/v2/proposal/${key}/${action}`, booker, { Comment: 'Again' });
        expect(waiting.statusCode).toBe(409);
        expect(fieldsOf(waiting)).toEqual(['id:proposal_change_pending']);
      }
      expect((await call('GET', `/v2/proposal/${key}`, booker)).json().Actions).toEqual(['cancel']);

      // A new version with an adjusted price: open again.
      const v2 = await call('POST', `${hostUrl(id, locA)}/proposal`, host, {
        Spaces: [
          { SpaceId: space.SpaceId, SettingId: space.SettingId, Seats: 4, Price: space.ListPrice - 10 },
        ],
        Text: 'A better price',
        ValidUntil: '2026-12-02',
      });
      expect(v2.statusCode).toBe(200);
      expect(v2.json()).toMatchObject({
        Key: key,
        Version: 2,
        Status: 'open',
        AdjustmentTotal: -10,
        Options: [],
      });
      expect(v2.json().Spaces[0]).toMatchObject({
        ListPrice: space.ListPrice,
        Price: space.ListPrice - 10,
        Adjustment: -10,
      });
      expect(v2.json().History.map((h: { Kind: string }) => h.Kind)).toEqual([
        'sent',
        'viewed',
        'changeRequested',
        'sent',
      ]);

      // Accepted: a reservation with the proposal's prices; the tender's other location closes.
      const beforeAccept = await lastMailId();
      const accepted = await call('PUT', `/v2/proposal/${key}/accept`, booker, { Comment: 'Deal' });
      expect(accepted.statusCode).toBe(200);
      expect(accepted.json()).toMatchObject({ Key: key, Status: 'accepted' });
      const reservationId = accepted.json().ReservationId as number;
      const reservation = await call('GET', `/v1/reservation/${reservationId}`, booker);
      expect(reservation.statusCode).toBe(200);
      expect(reservation.json()).toMatchObject({ TenderId: id, ProposalKey: key, Name: 'Strategy day' });
      const line = await db()
        .selectFrom('reservation_spaces')
        .selectAll()
        .where('reservation_id', '=', reservationId)
        .executeTakeFirstOrThrow();
      expect(line.space_id).toBe(space.SpaceId);
      expect(line.price_total_cents).toBe(Math.round((space.ListPrice - 10) * 100));
      expect(line.price_per_seat_cents).toBe(Math.round(line.price_total_cents / 4));
      const booked = await db()
        .selectFrom('reservations')
        .selectAll()
        .where('id', '=', reservationId)
        .executeTakeFirstOrThrow();
      expect(booked.total_excl_cents).toBe(line.price_total_cents);
      expect(booked.invoice_billing_id).not.toBeNull();
      expect(booked.terms_accepted_by).toBe(await profileIdOf(t, 'booker@example.com'));
      const tender = (await call('GET', `/v1/tender/${id}`, booker)).json();
      expect(tender.Status).toBe('accepted');
      expect(tender.Locations.map((l: { Status: string }) => l.Status)).toEqual(['answered', 'closed']);
      expect((await mailsSince(beforeAccept, 'tender-accepted-host')).map((m) => m.to_email)).toEqual([
        'host@example.com',
      ]);
      for (const action of ['accept', 'cancel']) {
        const closed = await call('PUT', `/v2/proposal/${key}/${action}`, booker, {});
        expect(closed.statusCode).toBe(409);
        expect(fieldsOf(closed)).toEqual(['id:proposal_closed']);
      }
      const again = await send(id);
      expect(again.statusCode).toBe(409);
      expect(fieldsOf(again)).toEqual(['TenderId:proposal_closed']);
      const mine = (await call('GET', '/v1/profile/proposal?status=accepted', booker)).json();
      expect(mine.Results.map((r: { Key: string }) => r.Key)).toContain(key);
    });

    it('expires the other open proposals of a tender when one is accepted', async () => {
      const id = await newTender();
      const a = (await send(id)).json();
      const b = await send(id, {}, other, locB);
      expect(b.statusCode).toBe(200);
      const mark = await lastMailId();
      expect((await call('PUT', `/v2/proposal/${a.Key}/accept`, booker, {})).statusCode).toBe(200);
      const closed = (await call('GET', `/v2/proposal/${b.json().Key}`, booker)).json();
      expect(closed.Status).toBe('expired');
      expect(closed.History.map((h: { Kind: string }) => h.Kind)).toEqual(['sent', 'expired']);
      const refused = await call('PUT', `/v2/proposal/${b.json().Key}/accept`, booker, {});
      expect(fieldsOf(refused)).toEqual(['id:proposal_expired']);
      const otherMail = await mailsSince(mark, 'tender-closed-host');
      expect(otherMail.map((m) => m.profile_id)).toEqual([otherId]);
    });

    it('refuses an accept when a space was booked meanwhile (409 with warnings), changing nothing', async () => {
      const first = await newTender({ StartMinutes: 900, EndMinutes: 960 });
      const second = await newTender({ StartMinutes: 900, EndMinutes: 960 });
      const d = await detail(first);
      const space = d.Spaces.find((s) => s.Available) as Candidate;
      const body = {
        Spaces: [{ SpaceId: space.SpaceId, SettingId: space.SettingId, Seats: 4 }],
        ValidUntil: '2026-12-01',
      };
      const p1 = (await call('POST', `${hostUrl(first, locA)}/proposal`, host, body)).json();
      const p2 = (await call('POST', `${hostUrl(second, locA)}/proposal`, host, body)).json();
      expect((await call('PUT', `/v2/proposal/${p2.Key}/accept`, booker, {})).statusCode).toBe(200);
      const taken = await call('PUT', `/v2/proposal/${p1.Key}/accept`, booker, {});
      expect(taken.statusCode).toBe(409);
      expect(fieldsOf(taken).length).toBeGreaterThan(0);
      expect((await call('GET', `/v2/proposal/${p1.Key}`, booker)).json()).toMatchObject({
        Status: 'open',
        ReservationId: null,
      });
      // The host cannot offer the taken space again either.
      const resend = await call('POST', `${hostUrl(first, locA)}/proposal`, host, body);
      expect(resend.statusCode).toBe(409);
      expect(fieldsOf(resend)[0]).toMatch(/^Spaces\[0\]\.SpaceId:/);
    });

    it('rejects with a reason (6 other needs Reason) and mails the host', async () => {
      const id = await newTender();
      const p = (await send(id)).json();
      const missing = await call('PUT', `/v2/proposal/${p.Key}/cancel`, booker, { CancelReason: 6 });
      expect(missing.statusCode).toBe(400);
      const mark = await lastMailId();
      const rejected = await call('PUT', `/v2/proposal/${p.Key}/cancel`, booker, {
        CancelReason: 6,
        Reason: 'Too far away',
      });
      expect(rejected.json()).toMatchObject({ Status: 'rejected', ReservationId: null });
      const read = (await call('GET', `/v2/proposal/${p.Key}`, booker)).json();
      expect(read).toMatchObject({ CancelReason: 6, Reason: 'Too far away', Actions: [] });
      const mails = await mailsSince(mark, 'tender-rejected-host');
      expect(mails.map((m) => m.to_email)).toEqual(['host@example.com']);
      expect(mails[0]?.text_body).toContain('Too far away');
      const resend = await send(id);
      expect(fieldsOf(resend)).toEqual(['TenderId:proposal_closed']);
    });

    it('declines only while waiting, and mails the applicant', async () => {
      const id = await newTender();
      const mark = await lastMailId();
      const url = `${hostUrl(id, locB)}/decline`;
      expect((await call('PUT', url, host, { Reason: 'Full' })).statusCode).toBe(403);
      const declined = await call('PUT', url, other, { Reason: 'Fully booked that week' });
      expect(declined.statusCode).toBe(200);
      expect(declined.json().Request).toMatchObject({
        Status: 'declined',
        DeclineReason: 'Fully booked that week',
      });
      const mails = await mailsSince(mark, 'tender-declined');
      expect(mails.map((m) => m.to_email)).toEqual(['booker@example.com']);
      expect(mails[0]?.text_body).toContain('Fully booked that week');
      const twice = await call('PUT', url, other, { Reason: 'Again' });
      expect(twice.statusCode).toBe(409);
      expect(fieldsOf(twice)).toEqual(['TenderId:tender_answered']);
      const sendAfter = await call('POST', `${hostUrl(id, locB)}/proposal`, other, {
        Spaces: [{ SpaceId: 1, SettingId: 1, Seats: 4 }],
        ValidUntil: '2026-12-01',
      });
      expect(sendAfter.statusCode).toBe(409);
      expect(fieldsOf(sendAfter)).toEqual(['TenderId:tender_answered']);
      // Answered locations cannot decline any more.
      const answered = await newTender();
      expect((await send(answered)).statusCode).toBe(200);
      const late = await call('PUT', `${hostUrl(answered, locA)}/decline`, host, { Reason: 'No' });
      expect(fieldsOf(late)).toEqual(['TenderId:tender_answered']);
    });

    it('closes a tender when every asked location declined; a waiting one closes after the day', async () => {
      const id = await newTender({ LocationIds: [locA, locB] });
      expect((await call('PUT', `${hostUrl(id, locA)}/decline`, host, { Reason: 'No' })).statusCode).toBe(
        200,
      );
      expect((await call('GET', `/v1/tender/${id}`, booker)).json().Status).toBe('open');
      expect((await call('PUT', `${hostUrl(id, locB)}/decline`, other, { Reason: 'No' })).statusCode).toBe(
        200,
      );
      expect((await call('GET', `/v1/tender/${id}`, booker)).json().Status).toBe('closed');
      const waiting = await newTender({ LocationIds: [locA] });
      now = new Date('2026-12-10T08:00:00Z');
      try {
        const later = await memberHeaders(t, 'booker@example.com', now);
        const read = (await call('GET', `/v1/tender/${waiting}`, later)).json();
        expect(read.Status).toBe('closed');
        expect(read.Locations[0].Status).toBe('closed');
        const laterHost = await memberHeaders(t, 'host@example.com', now);
        const ids = async (status: string) =>
          (
            await call(
              'GET',
              `/v1/host/tender?status=${status}&locationId=${locA}&itemsPerPage=100`,
              laterHost,
            )
          )
            .json()
            .Results.map((r: { TenderId: number }) => r.TenderId);
        expect(await ids('closed')).toContain(waiting);
        expect(await ids('waiting')).not.toContain(waiting);
      } finally {
        now = START;
      }
    });

    it('expires a proposal after its valid-until day (the clock moves on)', async () => {
      const id = await newTender();
      const p = (await send(id, { ValidUntil: '2026-11-24' })).json();
      expect(
        (await call('GET', '/v1/profile/proposal?status=open', booker))
          .json()
          .Results.map((r: { Key: string }) => r.Key),
      ).toContain(p.Key);
      now = new Date('2026-11-25T08:00:00Z');
      try {
        const later = await memberHeaders(t, 'booker@example.com', now);
        const read = (await call('GET', `/v2/proposal/${p.Key}`, later)).json();
        expect(read).toMatchObject({ Status: 'expired', Actions: [] });
        for (const action of ['accept', 'change', 'cancel']) {
          const res = await call('PUT', `/v2/proposal/${p.Key}/${action}`, later, { Comment: 'Late' });
          expect(res.statusCode).toBe(409);
          expect(fieldsOf(res)).toEqual(['id:proposal_expired']);
        }
        const expired = (await call('GET', '/v1/profile/proposal?status=expired', later)).json();
        expect(expired.Results.map((r: { Key: string }) => r.Key)).toContain(p.Key);
        const open = (await call('GET', '/v1/profile/proposal?status=open', later)).json();
        expect(open.Results.map((r: { Key: string }) => r.Key)).not.toContain(p.Key);
        const laterHost = await memberHeaders(t, 'host@example.com', now);
        const resend = await send(id, { ValidUntil: '2026-12-01' }, laterHost);
        expect(fieldsOf(resend)).toEqual(['TenderId:proposal_expired']);
      } finally {
        now = START;
      }
    });
  });
});
