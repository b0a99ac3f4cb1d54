import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailedSecrets, pngBase64, pngClaiming } from '../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { apiCall, memberHeaders, plainMemberEmails, profileIdOf } from '../../test/booking.ts';
import { engines } from '../../test/db.ts';

const NOW = new Date('2026-11-23T08:00:00Z');

describe.each(engines)('the host area on %s', (engine) => {
  let t: TestApp;
  let host: Record<string, string>;
  let call: ReturnType<typeof apiCall>;
  let liveId: number;
  let pendingId: number;
  const uploadDir = join('/tmp', `meetspace-host-${process.pid}-${engine}`);

  beforeAll(async () => {
    t = await createTestApp(engine, { demo: true, locations: 12, now: () => NOW, uploadDir });
    host = await memberHeaders(t, 'host@example.com', NOW);
    call = apiCall(t);
    const list = (await call('GET', '/v1/host/location', host)).json();
    liveId = list.Results.find((l: { Status: string }) => l.Status === 'live').Id;
    pendingId = list.Results.find((l: { Status: string }) => l.Status === 'pending').Id;
  });
  afterAll(async () => t?.close());

  const details = (over: Record<string, unknown> = {}) => ({
    Name: 'Het Vergaderhuis',
    DescriptionNl: 'Een rustige plek aan de gracht.',
    DescriptionEn: 'A quiet place on the canal.',
    DirectionsNl: 'Vanaf het station tien minuten lopen.',
    DirectionsEn: 'Ten minutes on foot from the station.',
    Email: 'info@vergaderhuis.example',
    Phone: '+31 30 123 4567',
    Website: 'https://vergaderhuis.example',
    MinHoursBeforeBooking: 4,
    Amenities: ['wifi', 'step-free-access', 'projector'],
    ...over,
  });

  it('lists the locations the host manages, live and pending, with their licence', async () => {
    const res = await call('GET', '/v1/host/location', host);
    expect(res.statusCode).toBe(200);
    const { Results } = res.json();
    expect(Results.length).toBeGreaterThan(1);
    expect(new Set(Results.map((l: { Status: string }) => l.Status))).toEqual(new Set(['live', 'pending']));
    const managed = await t.database.db
      .selectFrom('location_managers')
      .select('location_id')
      .where('profile_id', '=', await profileIdOf(t, 'host@example.com'))
      .where('is_active', '=', 1)
      .execute();
    expect(Results.map((l: { Id: number }) => l.Id).sort()).toEqual(managed.map((m) => m.location_id).sort());
    const other = await memberHeaders(t, (await plainMemberEmails(t, 1))[0] as string, NOW);
    expect((await call('GET', '/v1/host/location', other)).json().Results).toEqual([]);
    expect((await call('GET', '/v1/host/location', {})).statusCode).toBe(401);
  });

  it('saves the details in both languages, logs the change and lets search find the new name at once', async () => {
    const res = await call('PUT', `/v1/host/location/${liveId}`, host, details());
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      Name: 'Het Vergaderhuis',
      DescriptionEn: 'A quiet place on the canal.',
      MinHoursBeforeBooking: 4,
      Amenities: ['wifi', 'projector', 'step-free-access'],
    });
    const found = await call('GET', '/v1/location?searchTerm=vergaderhuis', {});
    expect(found.json().Results.map((l: { Id: number }) => l.Id)).toContain(liveId);
    const detail = (await call('GET', `/v2/location/${liveId}/channel/1?language=en`, {})).json();
    expect(detail).toMatchObject({
      Description: 'A quiet place on the canal.',
      Amenities: ['wifi', 'projector', 'step-free-access'],
    });
    const changes = (await call('GET', `/v1/host/location/${liveId}/changes`, host)).json();
    expect(changes.Results[0]).toMatchObject({
      SubjectType: 'location',
      Action: 'update',
      ProfileName: 'Hanna Host',
    });
    const fields = changes.Results[0].Changes.map((c: { Field: string }) => c.Field);
    expect(fields).toContain('Name');
    expect(fields).toContain('Amenities');
    // The same save again changes nothing and logs nothing.
    await call('PUT', `/v1/host/location/${liveId}`, host, details());
    expect((await call('GET', `/v1/host/location/${liveId}/changes`, host)).json().Results[0].Id).toBe(
      changes.Results[0].Id,
    );
  });

  it('filters the list by amenities', async () => {
    const withBoth = (
      await call('GET', '/v1/location?amenities=wifi,step-free-access&itemsPerPage=100', {})
    ).json();
    expect(withBoth.Results.map((l: { Id: number }) => l.Id)).toContain(liveId);
    for (const l of withBoth.Results) {
      const d = (await call('GET', `/v2/location/${l.Id}/channel/1`, {})).json();
      expect(d.Amenities).toEqual(expect.arrayContaining(['wifi', 'step-free-access']));
    }
    await call('PUT', `/v1/host/location/${liveId}`, host, details({ Amenities: ['wifi'] }));
    const after = (
      await call('GET', '/v1/location?amenities=wifi,step-free-access&itemsPerPage=100', {})
    ).json();
    expect(after.Results.map((l: { Id: number }) => l.Id)).not.toContain(liveId);
    expect((await call('GET', '/v1/location?amenities=jacuzzi', {})).statusCode).toBe(400);
  });

  it('refuses bad details with field errors', async () => {
    const res = await call(
      'PUT',
      `/v1/host/location/${liveId}`,
      host,
      details({ Email: 'not-an-address', MinHoursBeforeBooking: -1, Amenities: ['sauna'], Name: '' }),
    );
    expect(res.statusCode).toBe(400);
    const fields = res.json().Errors.map((e: { Field: string }) => e.Field);
    expect(fields).toEqual(
      expect.arrayContaining(['Email', 'MinHoursBeforeBooking', 'Amenities[0]', 'Name']),
    );
  });

  it('edits a pending location too, which stays out of the public list', async () => {
    const res = await call('PUT', `/v1/host/location/${pendingId}`, host, details({ Name: 'Nog Niet Open' }));
    expect(res.statusCode).toBe(200);
    expect(res.json().Status).toBe('pending');
    expect((await call('GET', '/v1/location?searchTerm=nog niet open', {})).json().Results).toEqual([]);
  });

  it('replaces the opening hours, checking quarter hours and closing after opening', async () => {
    const week = [1, 2, 3, 4, 5].map((Weekday) => ({
      MeetingtypeId: 1,
      Weekday,
      OpenMinutes: 480,
      CloseMinutes: 1080,
    }));
    const res = await call('PUT', `/v1/host/location/${liveId}/openinghours`, host, { OpeningHours: week });
    expect(res.statusCode, res.body).toBe(200);
    expect((await call('GET', `/v1/host/location/${liveId}/openinghours`, host)).json().OpeningHours).toEqual(
      week,
    );
    const publicHours = (await call('GET', `/v2/location/${liveId}/channel/1`, {})).json().OpeningHours;
    expect(publicHours.filter((h: { MeetingtypeId: number }) => h.MeetingtypeId === 1)).toHaveLength(5);
    const bad = await call('PUT', `/v1/host/location/${liveId}/openinghours`, host, {
      OpeningHours: [
        { MeetingtypeId: 1, Weekday: 1, OpenMinutes: 545, CloseMinutes: 1080 },
        { MeetingtypeId: 1, Weekday: 2, OpenMinutes: 600, CloseMinutes: 600 },
      ],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().Errors).toEqual([
      { Field: 'OpeningHours[0].OpenMinutes', Code: 'not_quarter_hour' },
      { Field: 'OpeningHours[1].CloseMinutes', Code: 'close_before_open' },
    ]);
    const log = (await call('GET', `/v1/host/location/${liveId}/changes?limit=1`, host)).json();
    expect(log.Results[0]).toMatchObject({ SubjectType: 'opening-hours' });
    expect(log.MorePages).toBe(true);
    const older = (
      await call('GET', `/v1/host/location/${liveId}/changes?limit=1&before=${log.Results[0].Id}`, host)
    ).json();
    expect(older.Results[0].Id).toBeLessThan(log.Results[0].Id);
    expect(older.Results[0].SubjectType).toBe('location');
  });

  it('adds and removes closed days from today on', async () => {
    const added = await call('POST', `/v1/host/location/${liveId}/closedday`, host, {
      Date: '2026-12-25',
      Reason: 'Kerst',
    });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().Results).toContainEqual({ Date: '2026-12-25', Reason: 'Kerst' });
    const past = await call('POST', `/v1/host/location/${liveId}/closedday`, host, { Date: '2026-11-01' });
    expect(past.statusCode).toBe(400);
    expect(past.json().Errors).toEqual([{ Field: 'Date', Code: 'date_in_past' }]);
    const invalid = await call('POST', `/v1/host/location/${liveId}/closedday`, host, { Date: '2026-02-30' });
    expect(invalid.statusCode).toBe(400);
    const removed = await call('DELETE', `/v1/host/location/${liveId}/closedday/2026-12-25`, host);
    expect(removed.json().Results).not.toContainEqual(expect.objectContaining({ Date: '2026-12-25' }));
    expect((await call('DELETE', `/v1/host/location/${liveId}/closedday/2026-12-25`, host)).statusCode).toBe(
      404,
    );
  });

  it('uploads a photo in four sizes as JPEG and WebP, orders and removes photos', async () => {
    const before = (await call('GET', `/v1/host/location/${liveId}/image`, host)).json().Results;
    const res = await call('POST', `/v1/host/location/${liveId}/image`, host, {
      Base64Image: await pngBase64(1600, 1000),
      AltNl: 'De zaal',
      AltEn: 'The room',
    });
    expect(res.statusCode, res.body).toBe(200);
    const image = res.json();
    expect(image.Url).toMatch(new RegExp(`^/uploads/locations/${liveId}/[0-9a-f]{16}/1024x768\\.jpg$`));
    expect(Object.keys(image.Sizes)).toEqual(['160x120', '320x240', '640x480', '1024x768']);
    const webp = await readFile(join(uploadDir, image.Sizes['320x240'].Webp.slice('/uploads/'.length)));
    expect(webp.subarray(8, 12).toString()).toBe('WEBP');
    const served = await t.app.inject({ method: 'GET', url: image.Url });
    expect(served.statusCode).toBe(200);
    expect(image.Rank).toBeGreaterThan(before.at(-1)?.Rank ?? -1);

    const ids = [image.Id, ...before.map((i: { Id: number }) => i.Id)];
    const ordered = await call('PUT', `/v1/host/location/${liveId}/image/order`, host, { ImageIds: ids });
    expect(ordered.statusCode, ordered.body).toBe(200);
    expect(ordered.json().Results.map((i: { Id: number }) => i.Id)).toEqual(ids);
    const card = (await call('GET', `/v2/location/${liveId}/channel/1`, {})).json();
    expect(card.Images[0].Url).toBe(image.Url);
    const wrong = await call('PUT', `/v1/host/location/${liveId}/image/order`, host, {
      ImageIds: [image.Id, 999999],
    });
    expect(wrong.statusCode).toBe(400);

    const removed = await call('DELETE', `/v1/host/location/${liveId}/image/${image.Id}`, host);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().Results.map((i: { Id: number }) => i.Id)).not.toContain(image.Id);
    await expect(stat(join(uploadDir, image.Url.slice('/uploads/'.length)))).rejects.toThrow();

    const notImage = await call('POST', `/v1/host/location/${liveId}/image`, host, {
      Base64Image: Buffer.from('hello').toString('base64'),
    });
    expect(notImage.statusCode).toBe(400);
    expect(notImage.json().Errors).toEqual([{ Field: 'Base64Image', Code: 'invalid_image' }]);
    // A header that claims 100 megapixels is refused before anything is decoded.
    const bomb = await call('POST', `/v1/host/location/${liveId}/image`, host, {
      Base64Image: await pngClaiming(10_000, 10_000),
    });
    expect(bomb.statusCode).toBe(400);
    expect(bomb.json().Errors).toEqual([{ Field: 'Base64Image', Code: 'image_too_large' }]);
    expect((await call('GET', `/v1/host/location/${liveId}/image`, host)).json().Results).toHaveLength(
      before.length,
    );
  });

  it('adds a member as manager at once, invites an unknown address, and never removes the last manager', async () => {
    const [memberEmail] = await plainMemberEmails(t, 1);
    const added = await call('POST', `/v1/host/location/${pendingId}/manager`, host, { Email: memberEmail });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().Outcome).toBe('added');
    const memberId = await profileIdOf(t, memberEmail as string);
    const role = await t.database.db
      .selectFrom('profiles')
      .select('role')
      .where('id', '=', memberId)
      .executeTakeFirstOrThrow();
    expect(role.role).toBe('host');
    const mails = await t.database.db
      .selectFrom('outbox')
      .select(['kind'])
      .where('to_email', '=', memberEmail as string)
      .execute();
    expect(mails.map((m) => m.kind)).toContain('location-manager-added');
    const member = await memberHeaders(t, memberEmail as string, NOW);
    expect((await call('GET', `/v1/host/location/${pendingId}`, member)).statusCode).toBe(200);
    const again = await call('POST', `/v1/host/location/${pendingId}/manager`, host, { Email: memberEmail });
    expect(again.json().Errors).toEqual([{ Field: 'Email', Code: 'already_manager' }]);

    const invited = await call('POST', `/v1/host/location/${pendingId}/manager`, host, {
      Email: 'New.Host@Example.org',
    });
    expect(invited.json()).toMatchObject({
      Outcome: 'invited',
      Invites: [{ Email: 'new.host@example.org' }],
    });

    const removed = await call('DELETE', `/v1/host/location/${pendingId}/manager/${memberId}`, host);
    expect(removed.statusCode).toBe(200);
    expect((await call('GET', `/v1/host/location/${pendingId}`, member)).statusCode).toBe(403);
    const hostId = await profileIdOf(t, 'host@example.com');
    const last = await call('DELETE', `/v1/host/location/${pendingId}/manager/${hostId}`, host);
    expect(last.statusCode).toBe(409);
    expect(last.json().Errors).toEqual([{ Field: 'ProfileId', Code: 'last_manager' }]);
  });

  it('keeps one manager when the last two remove each other at once (the location row is locked)', async () => {
    const email = (await plainMemberEmails(t, 3))[2] as string;
    const memberId = await profileIdOf(t, email);
    const hostId = await profileIdOf(t, 'host@example.com');
    expect(
      (await call('POST', `/v1/host/location/${pendingId}/manager`, host, { Email: email })).statusCode,
    ).toBe(200);
    const member = await memberHeaders(t, email, NOW);
    const answers = await Promise.all([
      call('DELETE', `/v1/host/location/${pendingId}/manager/${memberId}`, host),
      call('DELETE', `/v1/host/location/${pendingId}/manager/${hostId}`, member),
    ]);
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((code) => code === 200)).toHaveLength(1);
    expect(codes.filter((code) => code === 403 || code === 409)).toHaveLength(1);
    const active = await t.database.db
      .selectFrom('location_managers')
      .select('profile_id')
      .where('location_id', '=', pendingId)
      .where('is_active', '=', 1)
      .execute();
    expect(active).toHaveLength(1);
  });

  it('makes an invited address a manager once it registers and verifies', async () => {
    await call('POST', `/v1/host/location/${liveId}/manager`, host, { Email: 'invitee@example.org' });
    const registered = await call(
      'POST',
      '/v2/profile',
      {},
      {
        Email: 'invitee@example.org',
        FirstName: 'Ivo',
        LastName: 'Invitee',
        HasAgreedToTerms: true,
      },
    );
    expect(registered.statusCode, registered.body).toBe(200);
    // Not a manager before the address is proved.
    const early = await memberHeaders(t, 'invitee@example.org', NOW);
    expect((await call('GET', `/v1/host/location/${liveId}`, early)).statusCode).toBe(403);
    const { key, pin } = await mailedSecrets(t, 'invitee@example.org');
    const set = await call(
      'PUT',
      '/v2/login/password',
      {},
      { Token: key, Pin: pin, Password: 'Invitee-pass-1!' },
    );
    expect(set.statusCode, set.body).toBe(200);
    await t.app.events.drain();
    const invitee = await memberHeaders(t, 'invitee@example.org', NOW);
    expect((await call('GET', `/v1/host/location/${liveId}`, invitee)).statusCode).toBe(200);
    expect((await call('GET', `/v1/host/location/${liveId}/manager`, host)).json().Invites).toEqual([]);
  });
});
