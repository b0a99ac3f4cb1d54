import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { apiCall, issueSession, plainMemberEmails, profileIdOf } from '../../test/booking.ts';
import { engines } from '../../test/db.ts';
import { bumpCatalogueVersion } from '../search/index.ts';

// Monday 23 November 2026 09:00 in Amsterdam.
const NOW = new Date('2026-11-23T08:00:00Z');
const DAY = '2026-11-25';
// biome-ignore lint/suspicious/noExplicitAny: JSON answers
type Json = Record<string, any>;

const location = (changes: Json = {}) => ({
  Name: 'De Werkplaats',
  Address: 'Oudegracht 100',
  PostalCode: '3511ab',
  City: 'Utrecht',
  Country: 'NL',
  Email: 'Info@DeWerkplaats.example.nl',
  PhoneNumber: '030 123 4567',
  ...changes,
});
const request = (changes: Json = {}, locationChanges: Json = {}) => ({
  ChannelId: 1,
  Location: location(locationChanges),
  PackageId: 2,
  Meetingtypes: [1, 2],
  AgreedToLicense: true,
  ...changes,
});

describe.each(engines)('boarding on %s', (engine) => {
  let t: TestApp;
  let member: Record<string, string>;
  let memberId: number;
  let admin: Record<string, string>;
  const db = () => t.database.db;
  const call = (method: 'GET' | 'POST', url: string, headers: object = {}, payload?: object) =>
    apiCall(t)(method, url, headers, payload);
  const board = (payload: object, headers = member) => call('POST', '/v1/location', headers, payload);
  const fieldsOf = (res: { json(): Json }) =>
    (res.json().Errors as { Field: string; Code: string }[]).map((e) => `${e.Field}:${e.Code}`);

  beforeAll(async () => {
    t = await createTestApp(engine, { demo: true, locations: 30, now: () => NOW });
    const [email] = await plainMemberEmails(t, 1);
    memberId = await profileIdOf(t, email as string);
    member = { profileToken: await issueSession(t, memberId, NOW) };
    admin = { profileToken: await issueSession(t, await profileIdOf(t, 'admin@example.com'), NOW) };
  });
  afterAll(async () => t?.close());

  describe('GET /v1/channel/:channelId/subscriptions', () => {
    it('lists the two licences with prices in euros excl. VAT and their meeting types', async () => {
      const res = await call('GET', '/v1/channel/1/subscriptions?language=en');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual([
        {
          Id: 1,
          Name: 'Seats2work',
          Description: 'Workspaces: you pay per utilized seat per person per day.',
          PricePerSeat: 1.5,
          MonthlyFee: 0,
          Meetingtypes: [{ MeetingtypeId: 2 }],
        },
        {
          Id: 2,
          Name: 'Seats2meet',
          Description: 'Meeting rooms, workspaces and temporary offices, with a fixed monthly fee.',
          PricePerSeat: 1,
          MonthlyFee: 49,
          Meetingtypes: [{ MeetingtypeId: 1 }, { MeetingtypeId: 2 }, { MeetingtypeId: 3 }],
        },
      ]);
    });

    it('describes them in Dutch by default and in any language form', async () => {
      const dutch = (await call('GET', '/v1/channel/1/subscriptions')).json() as Json[];
      expect(dutch[0]?.Description).toBe('Flexplekken: je betaalt per gebruikte stoel per persoon per dag.');
      const byId = (await call('GET', '/v1/channel/1/subscriptions?language=65')).json() as Json[];
      expect(byId[0]?.Description).toMatch(/^Workspaces/);
    });

    it('leaves out inactive licences and has none for another channel', async () => {
      await db().updateTable('subscriptions').set({ is_active: 0 }).where('id', '=', 1).execute();
      try {
        const res = (await call('GET', '/v1/channel/1/subscriptions')).json() as Json[];
        expect(res.map((s) => s.Id)).toEqual([2]);
      } finally {
        await db().updateTable('subscriptions').set({ is_active: 1 }).where('id', '=', 1).execute();
      }
      expect((await call('GET', '/v1/channel/99/subscriptions')).json()).toEqual([]);
    });

    it('refuses a bad channel or language', async () => {
      expect((await call('GET', '/v1/channel/abc/subscriptions')).statusCode).toBe(400);
      expect((await call('GET', '/v1/channel/1/subscriptions?language=fr')).statusCode).toBe(400);
    });
  });

  describe('POST /v1/location', () => {
    it('answers 401 to a visitor and to an unknown token', async () => {
      expect((await board(request(), {})).statusCode).toBe(401);
      expect((await board(request(), { profileToken: 'not-a-session' })).statusCode).toBe(401);
    });

    it('requires the fields and a valid e-mail address', async () => {
      const res = await board(
        request({ Meetingtypes: [] }, { Name: '', Address: ' ', City: undefined, Email: 'nope' }),
      );
      expect(res.statusCode).toBe(400);
      const fields = fieldsOf(res).map((f) => f.split(':')[0]);
      expect(fields).toEqual(
        expect.arrayContaining([
          'Location.Name',
          'Location.Address',
          'Location.City',
          'Location.Email',
          'Meetingtypes',
        ]),
      );
    });

    it('refuses a malformed Dutch postal code, but not a foreign one', async () => {
      const res = await board(request({}, { PostalCode: '351 AB' }));
      expect(res.statusCode).toBe(400);
      expect(fieldsOf(res)).toEqual(['Location.PostalCode:postal_code_format']);
      // Belgium is no country open for listing: its code is refused for that, not for its format.
      const belgian = await board(request({}, { PostalCode: '1000', Country: 'BE', City: 'Brussel' }));
      expect(fieldsOf(belgian)).toContain('Location.Country:country_unknown');
      expect(fieldsOf(belgian)).not.toContain('Location.PostalCode:postal_code_format');
    });

    it('requires a licence of the channel', async () => {
      expect(fieldsOf(await board(request({ PackageId: 99 })))).toEqual(['PackageId:subscription_unknown']);
      expect(fieldsOf(await board(request({ ChannelId: 99 })))).toEqual(
        expect.arrayContaining(['ChannelId:not_found', 'PackageId:subscription_unknown']),
      );
      await db().updateTable('subscriptions').set({ is_active: 0 }).where('id', '=', 2).execute();
      try {
        expect(fieldsOf(await board(request()))).toEqual(['PackageId:subscription_unknown']);
      } finally {
        await db().updateTable('subscriptions').set({ is_active: 1 }).where('id', '=', 2).execute();
      }
    });

    it('requires every meeting type to belong to the licence', async () => {
      const res = await board(request({ PackageId: 1, Meetingtypes: [1, 2] }));
      expect(res.statusCode).toBe(400);
      expect(fieldsOf(res)).toEqual(['Meetingtypes:meeting_type_not_in_subscription']);
      expect((await board(request({ Meetingtypes: [4] }))).statusCode).toBe(400);
    });

    it('requires agreement to the licence terms', async () => {
      const res = await board(request({ AgreedToLicense: false }));
      expect(res.statusCode).toBe(400);
      expect(fieldsOf(res)).toEqual(['AgreedToLicense:license_not_agreed']);
    });

    it('asks for the pin when neither the postal code nor the city is known', async () => {
      const res = await board(request({}, { PostalCode: '4401 AA', City: 'Yerseke' }));
      expect(res.statusCode).toBe(400);
      expect(fieldsOf(res)).toEqual(['Location.Latitude:position_unknown']);
    });

    it('says every problem at once and creates nothing', async () => {
      const before = await db()
        .selectFrom('locations')
        .select(db().fn.countAll().as('n'))
        .executeTakeFirstOrThrow();
      const res = await board(request({ PackageId: 1, AgreedToLicense: false }, { PostalCode: 'x' }));
      expect(fieldsOf(res)).toEqual(
        expect.arrayContaining([
          'Location.PostalCode:postal_code_format',
          'AgreedToLicense:license_not_agreed',
          'Meetingtypes:meeting_type_not_in_subscription',
        ]),
      );
      const after = await db()
        .selectFrom('locations')
        .select(db().fn.countAll().as('n'))
        .executeTakeFirstOrThrow();
      expect(Number(after.n)).toBe(Number(before.n));
    });

    it('creates a pending location with its manager, host role, change row and mails', async () => {
      // A second administrator who reads Dutch: each administrator is mailed in their own language.
      const [dutchAdminEmail] = (await plainMemberEmails(t, 3)).slice(2);
      await db()
        .updateTable('profiles')
        .set({ role: 'admin', language_id: 52 })
        .where('email', '=', dutchAdminEmail as string)
        .execute();
      const adminCount = await db()
        .selectFrom('profiles')
        .select(db().fn.countAll().as('n'))
        .where('role', '=', 'admin')
        .executeTakeFirstOrThrow();
      const res = await board(request());
      expect(res.statusCode).toBe(200);
      const body = res.json() as Json;
      expect(body).toMatchObject({
        Id: expect.any(Number),
        Status: 'pending',
        Name: 'De Werkplaats',
        UrlName: 'de-werkplaats-utrecht',
        ChannelId: 1,
        PackageId: 2,
        Meetingtypes: [{ MeetingtypeId: 1 }, { MeetingtypeId: 2 }],
        PostalCode: '3511 AB',
        City: 'Utrecht',
        Country: 'NL',
        Latitude: 52.0907,
        Longitude: 5.1214,
        PositionSource: 'postal-code',
      });
      const row = await db()
        .selectFrom('locations')
        .selectAll()
        .where('id', '=', body.Id)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({
        status: 'pending',
        slug: 'de-werkplaats-utrecht',
        search_text: 'de werkplaats utrecht',
        subscription_id: 2,
        country_id: 152,
        channel_id: 1,
        email: 'info@dewerkplaats.example.nl',
        phone: '030 123 4567',
      });
      const types = await db()
        .selectFrom('location_meeting_types')
        .select('meeting_type_id')
        .where('location_id', '=', body.Id)
        .orderBy('meeting_type_id')
        .execute();
      expect(types.map((r) => r.meeting_type_id)).toEqual([1, 2]);
      const managers = await db()
        .selectFrom('location_managers')
        .selectAll()
        .where('location_id', '=', body.Id)
        .execute();
      expect(managers).toEqual([{ location_id: body.Id, profile_id: memberId, is_active: 1 }]);
      const profile = await db()
        .selectFrom('profiles')
        .select('role')
        .where('id', '=', memberId)
        .executeTakeFirstOrThrow();
      expect(profile.role).toBe('host');
      const changes = await db()
        .selectFrom('catalogue_changes')
        .selectAll()
        .where('location_id', '=', body.Id)
        .execute();
      expect(changes).toHaveLength(1);
      expect(changes[0]).toMatchObject({ profile_id: memberId, subject_type: 'location', action: 'create' });
      expect(JSON.parse(changes[0]?.changes ?? '[]')).toContainEqual({
        Field: 'status',
        From: null,
        To: 'pending',
      });

      const mails = await db()
        .selectFrom('outbox')
        .selectAll()
        .where('kind', 'like', 'location-submitted-%')
        .execute();
      const toAdmins = mails.filter((m) => m.kind === 'location-submitted-admin');
      expect(toAdmins).toHaveLength(Number(adminCount.n));
      const arie = toAdmins.find((m) => m.to_email === 'admin@example.com');
      expect(arie?.subject).toBe('New location awaiting approval: De Werkplaats (Utrecht)');
      expect(arie?.text_body).toContain(`/en/admin/locations/${body.Id}`);
      const dutchAdmin = toAdmins.find((m) => m.to_email === dutchAdminEmail);
      expect(dutchAdmin?.subject).toBe('Nieuwe locatie wacht op goedkeuring: De Werkplaats (Utrecht)');
      expect(dutchAdmin?.text_body).toContain(`/nl/beheer/locaties/${body.Id}`);
      const toHost = mails.filter((m) => m.kind === 'location-submitted-host');
      expect(toHost).toHaveLength(1);
      expect(toHost[0]?.profile_id).toBe(memberId);
      expect(toHost[0]?.text_body).toContain('De Werkplaats');
      const hostLanguage = await db()
        .selectFrom('profiles')
        .select('language_id')
        .where('id', '=', memberId)
        .executeTakeFirstOrThrow();
      expect(toHost[0]?.subject).toBe(
        hostLanguage.language_id === 52
          ? 'We hebben je locatie De Werkplaats ontvangen'
          : 'We have received your location De Werkplaats',
      );
    });

    it('keeps an administrator an administrator, takes the pin as placed and numbers a taken slug', async () => {
      const res = await board(request({}, { Latitude: 52.1, Longitude: 5.12 }), admin);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        UrlName: 'de-werkplaats-utrecht-2',
        Latitude: 52.1,
        PositionSource: 'pin',
      });
      const role = await db()
        .selectFrom('profiles')
        .select('role')
        .where('email', '=', 'admin@example.com')
        .executeTakeFirstOrThrow();
      expect(role.role).toBe('admin');
    });

    it('gives parallel boardings of one name each their own slug', async () => {
      const answers = await Promise.all(
        Array.from({ length: 4 }, () => board(request({}, { Name: 'Dubbel Huis' }), admin)),
      );
      expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200]);
      const slugs = answers.map((a) => (a.json() as Json).UrlName).sort();
      expect(slugs).toEqual([
        'dubbel-huis-utrecht',
        'dubbel-huis-utrecht-2',
        'dubbel-huis-utrecht-3',
        'dubbel-huis-utrecht-4',
      ]);
    });

    it('places a location by its city when the postal code range is unknown', async () => {
      const res = await board(
        request({}, { Name: 'Kantoor Groningen', PostalCode: '9999 ZZ', City: 'groningen' }),
      );
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        UrlName: 'kantoor-groningen',
        Latitude: 53.2194,
        PositionSource: 'city',
      });
    });

    it('keeps a pending location out of lists and search until it is live', async () => {
      const res = await board(request({}, { Name: 'Zzyzx Vergaderhuis' }));
      const id = (res.json() as Json).Id as number;
      const listed = async () =>
        ((await call('GET', '/v1/location?searchTerm=zzyzx&itemsPerPage=100')).json().Results as Json[]).map(
          (l) => l.Id ?? l.LocationId,
        );
      expect(await listed()).not.toContain(id);
      await db()
        .transaction()
        .execute(async (trx) => {
          await trx.updateTable('locations').set({ status: 'live' }).where('id', '=', id).execute();
          await bumpCatalogueVersion(trx);
        });
      t.app.catalogueChanged();
      expect(await listed()).toContain(id);
    });

    it('lets a member have at most 3 locations waiting for approval, an administrator any number', async () => {
      const pendingOfMember = () =>
        db()
          .selectFrom('location_managers as m')
          .innerJoin('locations as l', 'l.id', 'm.location_id')
          .select('l.id')
          .where('m.profile_id', '=', memberId)
          .where('l.status', '=', 'pending')
          .execute();
      for (let n = (await pendingOfMember()).length; n < 3; n += 1)
        expect((await board(request({}, { Name: `Wachtkamer ${n}` }))).statusCode).toBe(200);
      const refused = await board(request({}, { Name: 'Een te veel' }));
      expect(refused.statusCode).toBe(409);
      expect(fieldsOf(refused)).toEqual(['Location:too_many_pending']);
      expect(await pendingOfMember()).toHaveLength(3);
      const none = await db()
        .selectFrom('locations')
        .select('id')
        .where('name', '=', 'Een te veel')
        .execute();
      expect(none).toEqual([]);
      for (let n = 0; n < 4; n += 1)
        expect((await board(request({}, { Name: `Beheer ${n}` }), admin)).statusCode).toBe(200);
    });

    it('holds the limit of 3 waiting locations under a parallel burst (counted after the catalogue lock)', async () => {
      const emails = await plainMemberEmails(t, 2);
      const otherId = await profileIdOf(t, emails[1] as string);
      const other = { profileToken: await issueSession(t, otherId, NOW) };
      const answers = await Promise.all(
        Array.from({ length: 8 }, (_, n) => board(request({}, { Name: `Stormloop ${n}` }), other)),
      );
      const codes = answers.map((a) => a.statusCode).sort();
      expect(codes).toEqual([200, 200, 200, 409, 409, 409, 409, 409]);
      const pending = await db()
        .selectFrom('location_managers as m')
        .innerJoin('locations as l', 'l.id', 'm.location_id')
        .select('l.id')
        .where('m.profile_id', '=', otherId)
        .where('l.status', '=', 'pending')
        .execute();
      expect(pending).toHaveLength(3);
    });

    it('keeps a pending location with spaces out of availability', async () => {
      const pending = await db()
        .selectFrom('locations as l')
        .innerJoin('spaces as s', 's.location_id', 'l.id')
        .select('l.id')
        .where('l.status', '=', 'pending')
        .where('l.city', '=', 'Utrecht')
        .executeTakeFirst();
      const target =
        pending ??
        (await db()
          .selectFrom('locations as l')
          .innerJoin('spaces as s', 's.location_id', 'l.id')
          .select('l.id')
          .where('l.status', '=', 'pending')
          .executeTakeFirstOrThrow());
      const search = async () => {
        const r = await call(
          'GET',
          `/v2/availability?location=${target.id}&startDate=${DAY}&endDate=${DAY}&startTime=540&endTime=780&meetingType=1&channel=1&seats=1`,
        );
        return ((r.json().Locations ?? []) as Json[]).map((l) => l.LocationId);
      };
      expect(await search()).not.toContain(target.id);
      await db()
        .transaction()
        .execute(async (trx) => {
          await trx.updateTable('locations').set({ status: 'live' }).where('id', '=', target.id).execute();
          await bumpCatalogueVersion(trx);
        });
      t.app.catalogueChanged();
      try {
        expect(await search()).toContain(target.id);
      } finally {
        await db()
          .transaction()
          .execute(async (trx) => {
            await trx
              .updateTable('locations')
              .set({ status: 'pending' })
              .where('id', '=', target.id)
              .execute();
            await bumpCatalogueVersion(trx);
          });
        t.app.catalogueChanged();
      }
    });
  });
});
