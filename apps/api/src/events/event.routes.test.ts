import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import {
  apiCall,
  bookMeetingRoom,
  issueSession,
  memberHeaders,
  plainMemberEmails,
  profileIdOf,
} from '../../test/booking.ts';
import { engines } from '../../test/db.ts';

// Monday 23 November 2026 09:00 in Amsterdam; the event is on Wednesday 9 December.
const START = new Date('2026-11-23T08:00:00Z');
const DAY = '2026-12-09';

type Headers = Record<string, string>;

const fieldsOf = (res: { json(): unknown }) =>
  ((res.json() as { Errors: { Field: string; Code: string }[] }).Errors ?? []).map(
    (e) => `${e.Field}:${e.Code}`,
  );

const jpegBase64 = async (width: number, height: number) =>
  (
    await sharp({ create: { width, height, channels: 3, background: '#aa6633' } })
      .jpeg()
      .toBuffer()
  ).toString('base64');

describe.each(engines)('the events API (event side) on %s', (engine) => {
  let t: TestApp;
  const now = START;
  let owner: Headers;
  let other: Headers;
  let admin: Headers;
  let otherEmail: string;
  let ownerId: number;
  let otherId: number;
  let location: { id: number; name: string; city: string };
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, who: object, payload?: object) =>
    apiCall(t)(method, url, who, payload);
  const db = () => t.database.db;

  const eventBody = (extra: object = {}) => ({
    Name: 'Data and Coffee',
    StartDate: DAY,
    StartMinutes: 540,
    EndDate: DAY,
    EndMinutes: 720,
    Tags: ['data', 'coffee', 'talks'],
    Description: 'Talks about data, with coffee',
    LocationName: 'The Hall',
    Address: 'Main street 1',
    City: 'Amersfoort',
    MaxCapacity: 20,
    ...extra,
  });
  const create = async (who: Headers, extra: object = {}) => {
    const res = await call('POST', '/v1/event', who, eventBody(extra));
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { Id: number; Slug: string };
  };
  const register = async (eventId: number, profileId: number | null, status: string, email: string) => {
    const nowIso = now.toISOString();
    await db()
      .insertInto('event_registrations')
      .values({
        key: `k${eventId}x${email}`.replace(/[^\w]/g, '').slice(0, 24).padEnd(24, 'x'),
        event_id: eventId,
        profile_id: profileId,
        first_name: 'A',
        last_name: 'B',
        email,
        active_email: status === 'cancelled' ? null : email,
        organization: '',
        address: '',
        postal_code: '',
        city: '',
        country: '',
        tags: '[]',
        special_interest: '',
        language_id: 65,
        status,
        waiting_since: status === 'waitingList' ? nowIso : null,
        amount_cents: 0,
        currency: 'EUR',
        tax_percentage: 21,
        payment_id: null,
        paid_at: null,
        checked_in_at: null,
        checked_in_by: null,
        cancelled_at: null,
        created_at: nowIso,
        updated_at: nowIso,
      })
      .execute();
  };

  beforeAll(async () => {
    t = await createTestApp(engine, { demo: true, now: () => now });
    owner = await memberHeaders(t, 'booker@example.com', now);
    admin = await memberHeaders(t, 'admin@example.com', now);
    ownerId = await profileIdOf(t, 'booker@example.com');
    [otherEmail] = (await plainMemberEmails(t, 1)) as [string];
    otherId = await profileIdOf(t, otherEmail);
    other = { profileToken: await issueSession(t, otherId, now) };
    location = await db()
      .selectFrom('locations')
      .select(['id', 'name', 'city'])
      .where('status', '=', 'live')
      .orderBy('id')
      .executeTakeFirstOrThrow();
  });
  afterAll(async () => t?.close());

  describe('POST /v1/event', () => {
    it('refuses a visitor (401)', async () => {
      expect((await call('POST', '/v1/event', {}, eventBody())).statusCode).toBe(401);
    });

    it('names every rule at once: 3 tags, end after start, ticket url, a start in the past', async () => {
      const res = await call(
        'POST',
        '/v1/event',
        owner,
        eventBody({
          Tags: ['one', 'ONE', 'two'],
          StartDate: '2026-11-20',
          EndDate: '2026-11-19',
          IsTicketLink: true,
          Url: null,
        }),
      );
      expect(res.statusCode).toBe(400);
      expect(fieldsOf(res).sort()).toEqual([
        'EndDate:event_end_before_start',
        'StartDate:event_in_past',
        'Tags:too_few_tags',
        'Url:ticket_url_required',
      ]);
    });

    it('refuses a picture that is not an uploaded event picture of the member', async () => {
      const upload = await call('POST', '/v1/upload/image', other, {
        Base64Image: await jpegBase64(1200, 800),
        Type: 'Event',
      });
      expect(upload.statusCode).toBe(200);
      const notMine = await call('POST', '/v1/event', owner, eventBody({ Image: upload.json().Url }));
      expect(fieldsOf(notMine)).toEqual(['Image:event_image_invalid']);
      const made = await call('POST', '/v1/event', owner, eventBody({ Image: '/uploads/made-up.jpg' }));
      expect(fieldsOf(made)).toEqual(['Image:event_image_invalid']);
      const group = await call('POST', '/v1/upload/image', owner, {
        Base64Image: await jpegBase64(1200, 800),
        Type: 'Group',
      });
      const wrongType = await call('POST', '/v1/event', owner, eventBody({ Image: group.json().Url }));
      expect(fieldsOf(wrongType)).toEqual(['Image:event_image_invalid']);
      const mine = await call('POST', '/v1/upload/image', owner, {
        Base64Image: await jpegBase64(1200, 800),
        Type: 'Event',
      });
      const ok = await call('POST', '/v1/event', owner, eventBody({ Image: mine.json().Url }));
      expect(ok.statusCode).toBe(200);
      expect((await call('GET', `/v1/event/${ok.json().Id}`, owner)).json().Image).toBe(mine.json().Url);
    });

    it('writes a draft with its owner as primary organizer, prices, program and times in UTC', async () => {
      const { Id, Slug } = await create(owner, {
        Prices: [
          { Price: 10, StartDate: null },
          { Price: 15, StartDate: '2026-12-01' },
        ],
        ProgramItems: [{ Date: DAY, StartMinutes: 540, EndMinutes: 600, Title: 'Welcome' }],
        OnlineUrl: 'https://meet.example.com/x',
        IsOnline: 'hybrid',
      });
      expect(Slug).toBe('data-and-coffee');
      const row = await db()
        .selectFrom('event_listings')
        .selectAll()
        .where('id', '=', Id)
        .executeTakeFirstOrThrow();
      expect(row.status).toBe('draft');
      expect(row.starts_at).toBe('2026-12-09T08:00:00.000Z');
      expect(row.ends_at).toBe('2026-12-09T11:00:00.000Z');
      expect(row.search_text).toContain('coffee');
      const view = (await call('GET', `/v1/event/${Id}`, owner)).json();
      expect(view.Status).toBe('draft');
      expect(view.Organizers).toEqual([
        expect.objectContaining({
          ProfileId: ownerId,
          IsOwner: true,
          IsPrimary: true,
          Email: 'booker@example.com',
        }),
      ]);
      expect(view.CurrentPrices).toEqual([
        { Currency: 'EUR', Price: 10, TaxPercentage: 21, ValidUntil: '2026-11-30' },
      ]);
      expect(view.ProgramItems).toHaveLength(1);
      expect(view.OnlineUrl).toBe('https://meet.example.com/x');
      expect(view.LocationCanEdit).toBe(true);
    });

    it('copies a linked live location and checks the reservation is the member’s own there', async () => {
      const other = await call(
        'POST',
        '/v1/event',
        owner,
        eventBody({ LocationId: location.id, ReservationId: 999_999 }),
      );
      expect(fieldsOf(other)).toEqual(['ReservationId:event_reservation_invalid']);
      const { Id } = await create(owner, { LocationId: location.id, LocationName: 'ignored' });
      const view = (await call('GET', `/v1/event/${Id}`, owner)).json();
      expect(view).toMatchObject({
        LocationId: location.id,
        LocationName: location.name,
        City: location.city,
        LocationCanEdit: false,
      });
      const gone = await call('POST', '/v1/event', owner, eventBody({ LocationId: 987_654 }));
      expect(fieldsOf(gone)).toEqual(['LocationId:not_found']);
    });

    it('links a reservation of the member at that location', async () => {
      const booked = await bookMeetingRoom(t, owner, { day: DAY, startMinutes: 600 });
      const { Id } = await create(owner, {
        LocationId: booked.locationId,
        ReservationId: booked.Id ?? booked.ReservationId,
      });
      const view = (await call('GET', `/v1/event/${Id}`, owner)).json();
      expect(view.ReservationId).toBe(booked.Id ?? booked.ReservationId);
      // Someone else's reservation is refused.
      const theirs = await call(
        'POST',
        '/v1/event',
        other,
        eventBody({ LocationId: booked.locationId, ReservationId: booked.Id ?? booked.ReservationId }),
      );
      expect(fieldsOf(theirs)).toEqual(['ReservationId:event_reservation_invalid']);
    });

    it('publishes at once with IsPublished, and adds and mails other organizers (one primary)', async () => {
      const { Id } = await create(owner, {
        IsPublished: true,
        Organizers: [{ FullName: 'Co Host', Email: otherEmail, IsPrimary: true }],
      });
      const view = (await call('GET', `/v1/event/${Id}`, other)).json();
      expect(view.Status).toBe('published');
      expect(view.PublishedAt).toBe(now.toISOString());
      expect(view.OrganizerName).toBe('Co Host');
      const organizers = await db()
        .selectFrom('event_organizers')
        .selectAll()
        .where('event_id', '=', Id)
        .execute();
      expect(organizers.filter((o) => o.is_primary === 1).map((o) => o.email)).toEqual([otherEmail]);
      expect(organizers.find((o) => o.email === otherEmail)?.profile_id).toBe(otherId);
      const mail = await db()
        .selectFrom('outbox')
        .select(['kind', 'text_body'])
        .where('to_email', '=', otherEmail)
        .where('kind', '=', 'event-organizer-added')
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      expect(mail.text_body).toContain(`/${Id}`);
      const dup = await call(
        'POST',
        '/v1/event',
        owner,
        eventBody({ Organizers: [{ FullName: 'Me', Email: 'booker@example.com' }] }),
      );
      expect(fieldsOf(dup)).toEqual(['Organizers[0].Email:duplicate']);
    });
  });

  describe('GET /v1/event/{id}', () => {
    it('hides a draft from strangers and visitors (404), shows it to admins', async () => {
      const { Id } = await create(owner);
      expect((await call('GET', `/v1/event/${Id}`, other)).statusCode).toBe(404);
      expect((await call('GET', `/v1/event/${Id}`, {})).statusCode).toBe(404);
      expect((await call('GET', `/v1/event/${Id}`, admin)).statusCode).toBe(200);
      expect((await call('GET', '/v1/event/9999999', {})).statusCode).toBe(404);
    });

    it('shows the online link only to organizers and confirmed participants, the organizer list only to organizers', async () => {
      const { Id } = await create(owner, {
        IsPublished: true,
        IsOnline: 'online',
        OnlineUrl: 'https://meet.example.com/y',
      });
      const visitor = (await call('GET', `/v1/event/${Id}`, {})).json();
      expect(visitor.OnlineUrl).toBeNull();
      expect(visitor.Organizers).toEqual([]);
      expect(visitor.OrganizerName).not.toBe('');
      await register(Id, otherId, 'pending', otherEmail);
      expect((await call('GET', `/v1/event/${Id}`, other)).json().OnlineUrl).toBeNull();
      await db()
        .updateTable('event_registrations')
        .set({ status: 'confirmed' })
        .where('event_id', '=', Id)
        .execute();
      const participant = (await call('GET', `/v1/event/${Id}`, other)).json();
      expect(participant.OnlineUrl).toBe('https://meet.example.com/y');
      expect(participant.ParticipantCount).toBe(1);
      expect(participant.PlacesLeft).toBe(19);
    });

    it('serves the event as a calendar file', async () => {
      const { Id } = await create(owner, { IsPublished: true, IsPublic: false });
      const ics = await call('GET', `/v1/event/${Id}/ics`, {});
      expect(ics.statusCode).toBe(200);
      expect(ics.headers['content-type']).toContain('text/calendar');
      expect(ics.body).toContain(`UID:event-${Id}@meetspace`);
      expect(ics.body).toContain('DTSTART:20261209T080000Z');
      expect(ics.body).toContain('SUMMARY:Data and Coffee');
      const draft = await create(owner);
      expect((await call('GET', `/v1/event/${draft.Id}/ics`, {})).statusCode).toBe(404);
    });
  });

  describe('PUT /v1/event/{id}', () => {
    it('answers 401, 403 for another member, 404 for none', async () => {
      const { Id } = await create(owner, { IsPublished: true });
      expect((await call('PUT', `/v1/event/${Id}`, {}, { Name: 'New name' })).statusCode).toBe(401);
      expect((await call('PUT', `/v1/event/${Id}`, other, { Name: 'New name' })).statusCode).toBe(403);
      expect((await call('PUT', '/v1/event/9999999', owner, { Name: 'New name' })).statusCode).toBe(404);
      expect((await call('PUT', `/v1/event/${Id}`, admin, { Name: 'By admin' })).statusCode).toBe(200);
    });

    it('publishes and unpublishes', async () => {
      const { Id } = await create(owner);
      const published = await call('PUT', `/v1/event/${Id}`, owner, { IsPublished: true });
      expect(published.json()).toMatchObject({ Status: 'published', PublishedAt: now.toISOString() });
      expect((await call('GET', `/v1/event/${Id}`, {})).statusCode).toBe(200);
      const unpublished = await call('PUT', `/v1/event/${Id}`, owner, { IsPublished: false });
      expect(unpublished.json()).toMatchObject({ Status: 'draft', PublishedAt: null });
      expect((await call('GET', `/v1/event/${Id}`, {})).statusCode).toBe(404);
    });

    it('writes event.updated with the fields changed and the date and place before', async () => {
      const { Id } = await create(owner, { IsPublished: true });
      const moved = await call('PUT', `/v1/event/${Id}`, owner, {
        StartDate: '2026-12-10',
        EndDate: '2026-12-10',
        City: 'Utrecht',
        Description: 'Talks about data, with coffee',
      });
      expect(moved.statusCode, moved.body).toBe(200);
      expect(moved.json()).toMatchObject({ StartDate: '2026-12-10', City: 'Utrecht' });
      const events = await db()
        .selectFrom('events')
        .select(['payload'])
        .where('type', '=', 'event.updated')
        .where('subject_id', '=', Id)
        .execute();
      expect(events).toHaveLength(1);
      const payload = JSON.parse(String((events[0] as { payload: unknown }).payload));
      expect(payload.Changed.sort()).toEqual(['City', 'EndDate', 'StartDate']);
      expect(payload.Before).toMatchObject({ StartDate: DAY, City: 'Amersfoort', StartMinutes: 540 });
      expect(payload.MaxCapacityBefore).toBe(20);
      // Nothing changed: no event.
      await call('PUT', `/v1/event/${Id}`, owner, { City: 'Utrecht' });
      const after = await db()
        .selectFrom('events')
        .select('id')
        .where('type', '=', 'event.updated')
        .where('subject_id', '=', Id)
        .execute();
      expect(after).toHaveLength(1);
    });

    it('checks the merged event by the same rules; the start only when it moved', async () => {
      const { Id } = await create(owner);
      const bad = await call('PUT', `/v1/event/${Id}`, owner, { Tags: ['x'], EndDate: '2026-12-08' });
      expect(fieldsOf(bad).sort()).toEqual(['EndDate:event_end_before_start', 'Tags:too_few_tags']);
      const ticket = await call('PUT', `/v1/event/${Id}`, owner, { IsTicketLink: true });
      expect(fieldsOf(ticket)).toEqual(['Url:ticket_url_required']);
      // An event that started in the past can still be edited without moving it.
      await db()
        .updateTable('event_listings')
        .set({ start_date: '2026-11-20' })
        .where('id', '=', Id)
        .execute();
      expect((await call('PUT', `/v1/event/${Id}`, owner, { Name: 'Renamed' })).statusCode).toBe(200);
      const past = await call('PUT', `/v1/event/${Id}`, owner, { StartDate: '2026-11-21' });
      expect(fieldsOf(past)).toEqual(['StartDate:event_in_past']);
    });

    it('refuses a capacity below the places taken (409)', async () => {
      const { Id } = await create(owner, { IsPublished: true, MaxCapacity: 5 });
      await register(Id, null, 'confirmed', 'a@example.org');
      await register(Id, null, 'pending', 'b@example.org');
      await register(Id, null, 'waitingList', 'c@example.org');
      const res = await call('PUT', `/v1/event/${Id}`, owner, { MaxCapacity: 1 });
      expect(res.statusCode).toBe(409);
      expect(fieldsOf(res)).toEqual(['MaxCapacity:capacity_below_participants']);
      expect((await call('PUT', `/v1/event/${Id}`, owner, { MaxCapacity: 2 })).statusCode).toBe(200);
    });
  });

  describe('DELETE /v1/Event/{id}', () => {
    it('is for the owner and admins: 401, 403 for another organizer or member; then 404 everywhere', async () => {
      const { Id } = await create(owner, {
        IsPublished: true,
        Organizers: [{ FullName: 'Co Host', Email: otherEmail }],
      });
      expect((await call('DELETE', `/v1/Event/${Id}`, {})).statusCode).toBe(401);
      // A co-organizer may manage, but not delete.
      expect((await call('PUT', `/v1/event/${Id}`, other, { Name: 'By co-host' })).statusCode).toBe(200);
      expect((await call('DELETE', `/v1/Event/${Id}`, other)).statusCode).toBe(403);
      const res = await call('DELETE', `/v1/Event/${Id}`, owner);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ Id });
      expect((await call('GET', `/v1/event/${Id}`, owner)).statusCode).toBe(404);
      expect((await call('PUT', `/v1/event/${Id}`, owner, { Name: 'xyz' })).statusCode).toBe(404);
      expect((await call('DELETE', `/v1/Event/${Id}`, owner)).statusCode).toBe(404);
      const row = await db()
        .selectFrom('event_listings')
        .select(['status', 'deleted_at'])
        .where('id', '=', Id)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ status: 'cancelled', deleted_at: now.toISOString() });
      const events = await db()
        .selectFrom('events')
        .select('id')
        .where('type', '=', 'event.deleted')
        .where('subject_id', '=', Id)
        .execute();
      expect(events).toHaveLength(1);
      const mail = await db()
        .selectFrom('outbox')
        .select('to_email')
        .where('kind', '=', 'event-deleted-organizer')
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      expect(mail.to_email).toBe(otherEmail);
    });

    it('lets an administrator delete', async () => {
      const { Id } = await create(owner);
      expect((await call('DELETE', `/v1/Event/${Id}`, admin)).statusCode).toBe(200);
    });
  });

  describe('organizers', () => {
    it('adds, changes and removes organizers by the rules', async () => {
      const { Id } = await create(owner);
      expect(
        (await call('POST', `/v1/event/${Id}/organizer`, other, { FullName: 'X', Email: 'x@example.org' }))
          .statusCode,
      ).toBe(403);
      const mailed = () =>
        db()
          .selectFrom('outbox')
          .select('text_body')
          .where('kind', '=', 'event-organizer-added')
          .where('to_email', '=', otherEmail)
          .where('text_body', 'like', `%/${Id}%`)
          .execute();
      expect(await mailed()).toHaveLength(0);
      const added = await call('POST', `/v1/event/${Id}/organizer`, owner, {
        FullName: 'Co',
        Email: otherEmail.toUpperCase(),
      });
      expect(added.statusCode, added.body).toBe(200);
      const co = added.json();
      expect(co).toMatchObject({ ProfileId: otherId, IsOwner: false, IsPrimary: false, Email: otherEmail });
      // The linked member may manage now.
      expect((await call('GET', `/v1/event/${Id}`, other)).statusCode).toBe(200);
      const dup = await call('POST', `/v1/event/${Id}/organizer`, owner, {
        FullName: 'Again',
        Email: otherEmail,
      });
      expect(dup.statusCode).toBe(409);
      // One primary at a time; the last primary cannot step down.
      const primary = await call('PUT', `/v1/event/${Id}/organizer/${co.Id}`, owner, { IsPrimary: true });
      expect(primary.json().IsPrimary).toBe(true);
      const view = (await call('GET', `/v1/event/${Id}`, owner)).json();
      expect(view.Organizers.filter((o: { IsPrimary: boolean }) => o.IsPrimary)).toHaveLength(1);
      const stepDown = await call('PUT', `/v1/event/${Id}/organizer/${co.Id}`, owner, { IsPrimary: false });
      expect(stepDown.statusCode).toBe(409);
      const ownerRow = view.Organizers.find((o: { IsOwner: boolean }) => o.IsOwner);
      const removeOwner = await call('DELETE', `/v1/Event/${Id}/Organizer/${ownerRow.Id}`, owner);
      expect(removeOwner.statusCode).toBe(409);
      expect(fieldsOf(removeOwner)).toEqual(['orgId:organizer_required']);
      // Removing the primary one gives the role back to the owner.
      expect((await call('DELETE', `/v1/Event/${Id}/Organizer/${co.Id}`, owner)).statusCode).toBe(200);
      const after = (await call('GET', `/v1/event/${Id}`, owner)).json();
      expect(after.Organizers).toEqual([expect.objectContaining({ IsOwner: true, IsPrimary: true })]);
      expect((await call('GET', `/v1/event/${Id}`, other)).statusCode).toBe(404);
      expect((await call('DELETE', `/v1/Event/${Id}/Organizer/${co.Id}`, owner)).statusCode).toBe(404);
      expect(await mailed()).toHaveLength(1);
    });
  });

  describe('GET /v1/event and featured', () => {
    let listed: { a: number; b: number; c: number };
    beforeAll(async () => {
      const a = await create(owner, {
        Name: 'Zebra Summit',
        IsPublished: true,
        StartDate: '2027-03-01',
        EndDate: '2027-03-01',
        City: 'Zwolle',
        EventTypeId: 7,
      });
      const b = await create(owner, {
        Name: 'Zebra Meetup',
        IsPublished: true,
        StartDate: '2027-03-02',
        EndDate: '2027-03-02',
        IsOnline: 'online',
        City: 'Zwolle',
        LocationId: location.id,
      });
      const c = await create(owner, {
        Name: 'Zebra Private',
        IsPublished: true,
        IsPublic: false,
        StartDate: '2027-03-03',
        EndDate: '2027-03-03',
      });
      await create(owner, { Name: 'Zebra Draft', StartDate: '2027-03-04', EndDate: '2027-03-04' });
      listed = { a: a.Id, b: b.Id, c: c.Id };
    });
    const ids = (res: { json(): { Results: { Id: number }[] } }) => res.json().Results.map((r) => r.Id);

    it('lists published public events soonest first, with filters', async () => {
      const all = await call('GET', '/v1/event?q=zebra', {});
      expect(all.statusCode).toBe(200);
      expect(ids(all)).toEqual([listed.a, listed.b]);
      expect(all.json().TotalCount).toBe(2);
      expect(ids(await call('GET', '/v1/event?q=zebra&online=online', {}))).toEqual([listed.b]);
      expect(ids(await call('GET', '/v1/event?q=zebra&typeId=7', {}))).toEqual([listed.a]);
      expect(ids(await call('GET', `/v1/event?q=zebra&locationId=${location.id}`, {}))).toEqual([listed.b]);
      expect(ids(await call('GET', '/v1/event?q=zebra&from=2027-03-02', {}))).toEqual([listed.b]);
      expect(ids(await call('GET', '/v1/event?q=zebra&to=2027-03-01', {}))).toEqual([listed.a]);
      expect(ids(await call('GET', '/v1/event?q=zebra%20summit&city=zwolle', {}))).toEqual([listed.a]);
      expect(ids(await call('GET', '/v1/event?q=zebra&city=Amersfoort', {}))).toEqual([]);
      expect((await call('GET', '/v1/event?from=not-a-date', {})).statusCode).toBe(400);
    });

    it('pages with MorePages and TotalCount; past and deleted events are gone', async () => {
      const first = (await call('GET', '/v1/event?q=zebra&itemsPerPage=1&page=1', {})).json();
      expect(first).toMatchObject({ MorePages: true, TotalCount: 2 });
      expect(first.Results.map((r: { Id: number }) => r.Id)).toEqual([listed.a]);
      const second = (await call('GET', '/v1/event?q=zebra&itemsPerPage=1&page=2', {})).json();
      expect(second).toMatchObject({ MorePages: false, TotalCount: 2 });
      const { Id } = await create(owner, { Name: 'Zebra Gone', IsPublished: true });
      expect(ids(await call('GET', '/v1/event?q=zebra%20gone', {}))).toEqual([Id]);
      await call('DELETE', `/v1/Event/${Id}`, owner);
      expect(ids(await call('GET', '/v1/event?q=zebra%20gone', {}))).toEqual([]);
      await db()
        .updateTable('event_listings')
        .set({ end_date: '2026-11-01' })
        .where('id', '=', listed.a)
        .execute();
      expect(ids(await call('GET', '/v1/event?q=zebra', {}))).toEqual([listed.b]);
      await db()
        .updateTable('event_listings')
        .set({ end_date: '2027-03-01' })
        .where('id', '=', listed.a)
        .execute();
    });

    it('features upcoming public events (at a location), and the best reviewed live locations', async () => {
      const featured = await call('GET', `/v2/featured/events?locationId=${location.id}&nrOfEvents=5`, {});
      expect(featured.statusCode).toBe(200);
      expect(featured.json().map((e: { Id: number }) => e.Id)).toContain(listed.b);
      expect(featured.json().every((e: { LocationId: number }) => e.LocationId === location.id)).toBe(true);
      expect((await call('GET', '/v2/featured/events?nrOf=2', {})).json()).toHaveLength(2);
      const locations = await call('GET', '/v2/featured/locations?nrOf=4', {});
      expect(locations.statusCode).toBe(200);
      const list = locations.json() as { Id: number; ReviewScore: number }[];
      expect(list).toHaveLength(4);
      for (let i = 1; i < list.length; i++)
        expect((list[i - 1] as { ReviewScore: number }).ReviewScore).toBeGreaterThanOrEqual(
          (list[i] as { ReviewScore: number }).ReviewScore,
        );
      const without = (
        await call('GET', `/v2/featured/locations?nrOf=4&locationId=${list[0]?.Id}`, {})
      ).json();
      expect(without.map((l: { Id: number }) => l.Id)).not.toContain(list[0]?.Id);
    });
  });

  describe('the private calendar feed', () => {
    it('holds the events the member is registered for (confirmed or pending), not cancelled ones', async () => {
      const confirmed = await create(owner, { Name: 'Feed Confirmed', IsPublished: true });
      const pending = await create(owner, { Name: 'Feed Pending', IsPublished: true });
      const cancelled = await create(owner, { Name: 'Feed Cancelled', IsPublished: true });
      const deleted = await create(owner, { Name: 'Feed Deleted', IsPublished: true });
      await register(confirmed.Id, otherId, 'confirmed', otherEmail);
      await register(pending.Id, otherId, 'pending', otherEmail);
      await register(cancelled.Id, otherId, 'cancelled', otherEmail);
      await register(deleted.Id, otherId, 'confirmed', otherEmail);
      await call('DELETE', `/v1/Event/${deleted.Id}`, owner);
      const url = new URL((await call('POST', '/v1/profile/calendar', other)).json().Url);
      const feed = await t.app.inject({ url: url.pathname });
      expect(feed.statusCode).toBe(200);
      expect(feed.body).toContain(`UID:event-${confirmed.Id}@meetspace`);
      expect(feed.body).toContain(`UID:event-${pending.Id}@meetspace`);
      expect(feed.body).not.toContain(`event-${cancelled.Id}@meetspace`);
      expect(feed.body).not.toContain(`event-${deleted.Id}@meetspace`);
    });
  });

  describe('GET /v1/term/event/latest', () => {
    it('serves the event terms in Dutch and English', async () => {
      const nl = await call('GET', '/v1/term/event/latest', {});
      expect(nl.statusCode).toBe(200);
      expect(nl.json()).toMatchObject({ Type: 'event', LanguageId: 52, Version: 1 });
      const en = await call('GET', '/v1/term/event/latest?language=en', {});
      expect(en.json()).toMatchObject({
        Type: 'event',
        LanguageId: 65,
        Title: 'Terms of event registration',
      });
    });
  });
});
