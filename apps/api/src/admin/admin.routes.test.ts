import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { apiCall, memberHeaders } from '../../test/booking.ts';
import { engines } from '../../test/db.ts';

const NOW = new Date('2026-11-23T08:00:00Z');

describe.each(engines)('the administration on %s', (engine) => {
  let t: TestApp;
  let admin: Record<string, string>;
  let hostPending: number;

  const call = (method: 'GET' | 'PUT', url: string, body?: object) => apiCall(t)(method, url, admin, body);
  const mailsTo = (email: string, kind: string) =>
    t.database.db
      .selectFrom('outbox')
      .select(['subject', 'text_body as text', 'language_id', 'to_email'])
      .where('to_email', '=', email)
      .where('kind', '=', kind)
      .orderBy('id')
      .execute();

  beforeAll(async () => {
    t = await createTestApp(engine, { demo: true, locations: 12, now: () => NOW });
    admin = await memberHeaders(t, 'admin@example.com', NOW);
    const host = await t.database.db
      .selectFrom('location_managers as lm')
      .innerJoin('profiles as p', 'p.id', 'lm.profile_id')
      .innerJoin('locations as l', 'l.id', 'lm.location_id')
      .select('l.id')
      .where('p.email', '=', 'host@example.com')
      .where('l.status', '=', 'pending')
      .executeTakeFirstOrThrow();
    hostPending = host.id;
  });
  afterAll(() => t?.close());

  it('lists locations of every status, the pending ones first, with managers, licence and counts', async () => {
    const res = await call('GET', '/v1/admin/location?itemsPerPage=100');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const statuses: string[] = body.Results.map((l: { Status: string }) => l.Status);
    const firstOther = statuses.findIndex((s) => s !== 'pending');
    expect(statuses.slice(0, firstOther).every((s) => s === 'pending')).toBe(true);
    expect(statuses.slice(firstOther)).not.toContain('pending');
    expect(body.Total).toBe(body.Results.length);
    expect(body.CountsByStatus.pending).toBe(statuses.filter((s) => s === 'pending').length);
    expect(body.CountsByStatus.live).toBe(statuses.filter((s) => s === 'live').length);
    const mine = body.Results.find((l: { Id: number }) => l.Id === hostPending);
    expect(mine).toMatchObject({
      Status: 'pending',
      StatusReason: null,
      Managers: [expect.objectContaining({ Email: 'host@example.com', IsActive: true })],
      Licence: { Name: expect.any(String), PricePerSeat: expect.any(Number), MonthlyFee: expect.any(Number) },
    });
  });

  it('filters by status and searches name, city and e-mail, with paging', async () => {
    const pending = (await call('GET', '/v1/admin/location?status=pending')).json();
    expect(pending.Results.length).toBeGreaterThan(0);
    for (const l of pending.Results) expect(l.Status).toBe('pending');
    const one = pending.Results[0];
    const byName = (await call('GET', `/v1/admin/location?q=${encodeURIComponent(one.Name)}`)).json();
    expect(byName.Results.map((l: { Id: number }) => l.Id)).toContain(one.Id);
    const byCity = (await call('GET', `/v1/admin/location?q=${encodeURIComponent(one.City)}`)).json();
    for (const l of byCity.Results)
      expect(`${l.Name} ${l.City}`.toLowerCase()).toContain(one.City.toLowerCase());
    const none = (await call('GET', '/v1/admin/location?q=zzzqqqxxx')).json();
    expect(none).toMatchObject({ Results: [], MorePages: false, Total: 0 });
    const page1 = (await call('GET', '/v1/admin/location?itemsPerPage=2')).json();
    const page2 = (await call('GET', '/v1/admin/location?itemsPerPage=2&page=2')).json();
    expect(page1.Results).toHaveLength(2);
    expect(page1.MorePages).toBe(true);
    expect(page2.Results[0].Id).not.toBe(page1.Results[0].Id);
    expect((await call('GET', '/v1/admin/location?status=gone')).statusCode).toBe(400);
  });

  it('approves a pending location: live at once, logged, and its manager mailed in their language with the link', async () => {
    const res = await call('PUT', `/v1/admin/location/${hostPending}/approve`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ Id: hostPending, Status: 'live' });
    expect(res.json().Changes[0]).toMatchObject({
      Action: 'approve',
      SubjectType: 'status',
      ProfileName: 'Arie Admin',
      Changes: [{ Field: 'Status', From: 'pending', To: 'live' }],
    });
    const mails = await mailsTo('host@example.com', 'location-approve');
    expect(mails).toHaveLength(1);
    // Hanna Host reads Dutch: the mail is Dutch, with the Dutch public link.
    expect(mails[0]?.language_id).toBe(52);
    expect(mails[0]?.subject).toContain('staat live');
    expect(mails[0]?.text).toMatch(new RegExp(`/nl/locaties/${hostPending}/[a-z0-9-]+`));
    const pub = await apiCall(t)('GET', `/v2/location/${hostPending}/channel/1`, {});
    expect(pub.statusCode).toBe(200);

    const again = await call('PUT', `/v1/admin/location/${hostPending}/approve`);
    expect(again.statusCode).toBe(409);
    expect(again.json().Errors).toEqual([{ Field: 'Status', Code: 'wrong_location_status' }]);
    expect(await mailsTo('host@example.com', 'location-approve')).toHaveLength(1);
  });

  it('suspends a live location with a reason (mailed) and reinstates it', async () => {
    expect((await call('PUT', `/v1/admin/location/${hostPending}/suspend`, {})).statusCode).toBe(400);
    const blank = await call('PUT', `/v1/admin/location/${hostPending}/suspend`, { Reason: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().Errors[0]).toMatchObject({ Field: 'Reason' });
    const res = await call('PUT', `/v1/admin/location/${hostPending}/suspend`, {
      Reason: 'Klachten over de koffie',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ Status: 'suspended', StatusReason: 'Klachten over de koffie' });
    expect((await apiCall(t)('GET', `/v2/location/${hostPending}/channel/1`, {})).statusCode).toBe(404);
    const [mail] = await mailsTo('host@example.com', 'location-suspend');
    expect(mail?.text).toContain('Klachten over de koffie');
    const listed = (await call('GET', '/v1/admin/location?status=suspended')).json();
    expect(listed.Results.find((l: { Id: number }) => l.Id === hostPending)?.StatusReason).toBe(
      'Klachten over de koffie',
    );
    // A suspended location cannot be approved or rejected: only reinstated.
    expect((await call('PUT', `/v1/admin/location/${hostPending}/approve`)).statusCode).toBe(409);
    expect((await call('PUT', `/v1/admin/location/${hostPending}/reject`, { Reason: 'x' })).statusCode).toBe(
      409,
    );
    const back = await call('PUT', `/v1/admin/location/${hostPending}/reinstate`);
    expect(back.json()).toMatchObject({ Status: 'live', StatusReason: null });
    expect((await mailsTo('host@example.com', 'location-reinstate'))[0]?.text).toContain(
      `/nl/locaties/${hostPending}/`,
    );
  });

  it('rejects a pending location with a reason, in English for an English manager, and approves it later', async () => {
    const other = (await call('GET', '/v1/admin/location?status=pending')).json().Results[0];
    expect(other).toBeDefined();
    // The manager reads English now: the mail follows.
    const manager = other.Managers[0];
    if (manager) {
      await t.database.db
        .updateTable('profiles')
        .set({ language_id: 65 })
        .where('id', '=', manager.ProfileId)
        .execute();
    }
    expect((await call('PUT', `/v1/admin/location/${other.Id}/reinstate`)).statusCode).toBe(409);
    const res = await call('PUT', `/v1/admin/location/${other.Id}/reject`, { Reason: 'Photos are missing' });
    expect(res.json()).toMatchObject({ Status: 'rejected', StatusReason: 'Photos are missing' });
    const [mail] = await mailsTo(manager.Email, 'location-reject');
    expect(mail).toMatchObject({ language_id: 65 });
    expect(mail?.subject).toContain('was not approved');
    expect(mail?.text).toContain('Photos are missing');
    const detail = (await call('GET', `/v1/admin/location/${other.Id}?language=en`)).json();
    expect(detail.Changes[0]).toMatchObject({
      Action: 'reject',
      Changes: [
        { Field: 'Status', From: 'pending', To: 'rejected' },
        { Field: 'Reason', From: null, To: 'Photos are missing' },
      ],
    });
    expect(detail.LicenceDescription).toMatch(/^[A-Z].* (seat|fee)/);
    expect((await call('PUT', `/v1/admin/location/${other.Id}/approve`)).json().Status).toBe('live');
  });

  it('lists members with role, search and the number of managed locations', async () => {
    const hosts = (await call('GET', '/v1/admin/profile?role=host&itemsPerPage=100')).json();
    for (const p of hosts.Results) expect(p.Role).toBe('host');
    const hanna = hosts.Results.find((p: { Email: string }) => p.Email === 'host@example.com');
    expect(hanna.ManagedLocations).toBeGreaterThanOrEqual(5);
    const found = (await call('GET', '/v1/admin/profile?q=ARIE%20admin')).json();
    expect(found.Results).toHaveLength(1);
    expect(found.Results[0]).toMatchObject({
      Email: 'admin@example.com',
      Role: 'admin',
      ManagedLocations: 0,
    });
    const all = (await call('GET', '/v1/admin/profile?itemsPerPage=5')).json();
    expect(all.Results).toHaveLength(5);
    expect(all.MorePages).toBe(true);
    expect(all.Total).toBeGreaterThan(50);
    expect((await call('GET', '/v1/admin/profile?role=owner')).statusCode).toBe(400);
  });
});
