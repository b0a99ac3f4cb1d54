import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { apiCall, bookMeetingRoom, memberHeaders } from '../../test/booking.ts';
import { engines } from '../../test/db.ts';

// Monday 23 November 2026 09:00 in Amsterdam; bookings start Wednesday 25 November (48 h later or more).
const START = new Date('2026-11-23T08:00:00Z');
const DAY = '2026-11-25';
const URL_MESSAGE = 'External link must be a valid URL';

type Json = Record<string, unknown>;
type Revision = {
  Action: string;
  ProfileId: number;
  Changes: { Field: string; From: unknown; To: unknown }[];
};

describe.each(engines)('reservation edits on %s', (engine) => {
  let t: TestApp;
  let now = START;
  let booker: Record<string, string>;
  let host: Record<string, string>;
  let bookerId: number;
  let slot = 0;
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: object, payload?: object) =>
    apiCall(t)(method, url, headers, payload);

  /** Books a meeting room as the booker through the real sequence; returns the reservation. */
  const book = async () => {
    slot += 1;
    return bookMeetingRoom(t, booker, {
      day: DAY,
      startMinutes: 540 + 60 * (slot % 8),
      name: `Meeting ${slot}`,
    });
  };
  const revisions = async (id: number): Promise<Revision[]> =>
    (await call('GET', `/v1/reservation/${id}/revisions`, booker)).json();
  /** Moves the clock to `ms` before the reservation starts and logs the booker in again then. */
  const before = async (id: number, ms: number) => {
    const row = await t.database.db
      .selectFrom('reservations')
      .select('starts_at')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    now = new Date(Date.parse(row.starts_at) - ms);
    booker = await memberHeaders(t, 'booker@example.com', now);
  };
  const expectError = (
    res: { statusCode: number; json(): Json },
    status: number,
    field: string,
    code: string,
  ) => {
    expect(res.statusCode).toBe(status);
    expect(res.json().Errors).toContainEqual(expect.objectContaining({ Field: field, Code: code }));
  };

  beforeAll(async () => {
    t = await createTestApp(engine, { demo: true, now: () => now });
    booker = await memberHeaders(t, 'booker@example.com', START);
    host = await memberHeaders(t, 'host@example.com', START);
    bookerId = (await call('GET', '/v1/profile/state', booker)).json().Id;
  });
  afterAll(async () => t.close());
  beforeEach(async () => {
    now = START;
    booker = await memberHeaders(t, 'booker@example.com', START);
  });

  it('renames the rest of its series with ChangeAllInSet, except a locked one', async () => {
    const [a, b, c, d] = [await book(), await book(), await book(), await book()];
    for (const other of [b, c]) {
      const linked = await call('POST', `/v1/reservation/${a.Id}/link`, booker, { ReservationId: other.Id });
      expect(linked.statusCode).toBe(200);
    }
    await t.database.db.updateTable('reservations').set({ has_invoice: 1 }).where('id', '=', c.Id).execute();
    const single = await call('PUT', `/v2/reservation/${a.Id}`, booker, { Name: 'Only this one' });
    expect(single.statusCode).toBe(200);
    const name = async (id: number) =>
      (
        await t.database.db
          .selectFrom('reservations')
          .select('name')
          .where('id', '=', id)
          .executeTakeFirstOrThrow()
      ).name;
    expect(await name(b.Id)).toBe(b.Name);
    const all = await call('PUT', `/v2/reservation/${a.Id}`, booker, {
      Name: 'Weekly stand-up',
      ChangeAllInSet: true,
    });
    expect(all.statusCode).toBe(200);
    expect(await name(a.Id)).toBe('Weekly stand-up');
    expect(await name(b.Id)).toBe('Weekly stand-up');
    expect(await name(c.Id)).toBe(c.Name); // invoiced: locked
    expect(await name(d.Id)).toBe(d.Name); // not in the series
    expect((await revisions(b.Id)).map((v) => v.Action)).toContain('details');
  });

  it('changes only the details given, answers the detail, and records what changed', async () => {
    const r = await book();
    const res = await call('PUT', `/v2/reservation/${r.Id}`, booker, {
      Name: '  Quarterly review  ',
      Comment: 'Vegetarian lunch please',
      LanguageId: 52,
      ChangeAllInSet: false,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      Id: r.Id,
      Name: 'Quarterly review',
      Comment: 'Vegetarian lunch please',
      LanguageId: 52,
      Cancellation: { IsFree: true },
    });
    expect((await call('GET', `/v1/reservation/${r.Id}`, booker)).json()).toMatchObject({
      Name: 'Quarterly review',
      LanguageId: 52,
    });
    // Only the name: the comment and language stay.
    const renamed = (await call('PUT', `/v2/reservation/${r.Id}`, booker, { Name: 'Review' })).json();
    expect(renamed).toMatchObject({ Name: 'Review', Comment: 'Vegetarian lunch please', LanguageId: 52 });
    // The same again, and an empty body: no change, no revision.
    expect((await call('PUT', `/v2/reservation/${r.Id}`, booker, { Name: 'Review' })).statusCode).toBe(200);
    expect((await call('PUT', `/v2/reservation/${r.Id}`, booker, {})).statusCode).toBe(200);
    // An empty comment clears it.
    expect((await call('PUT', `/v2/reservation/${r.Id}`, booker, { Comment: '' })).json().Comment).toBeNull();
    const history = await revisions(r.Id);
    expect(history.map((v) => v.Action)).toEqual(['details', 'details', 'details']);
    expect(history[0]?.ProfileId).toBe(bookerId);
    expect(history[0]?.Changes).toEqual([
      { Field: 'Name', From: r.Name, To: 'Quarterly review' },
      { Field: 'Comment', From: null, To: 'Vegetarian lunch please' },
      { Field: 'LanguageId', From: r.LanguageId, To: 52 },
    ]);
    expect(history[1]?.Changes).toEqual([{ Field: 'Name', From: 'Quarterly review', To: 'Review' }]);
    expect(history[2]?.Changes).toEqual([{ Field: 'Comment', From: 'Vegetarian lunch please', To: null }]);
  });

  it('refuses bad details with field errors, and other members and strangers', async () => {
    const r = await book();
    expectError(
      await call('PUT', `/v2/reservation/${r.Id}`, booker, { Name: '   ' }),
      400,
      'Name',
      'too_small',
    );
    expectError(
      await call('PUT', `/v2/reservation/${r.Id}`, booker, { Name: 'x'.repeat(201) }),
      400,
      'Name',
      'too_big',
    );
    expectError(
      await call('PUT', `/v2/reservation/${r.Id}`, booker, { Comment: 'x'.repeat(2001) }),
      400,
      'Comment',
      'too_big',
    );
    expectError(
      await call('PUT', `/v2/reservation/${r.Id}`, booker, { LanguageId: 99 }),
      400,
      'LanguageId',
      'unknown_language',
    );
    expectError(
      await call('PUT', `/v2/reservation/${r.Id}`, booker, { ChangeAllInSet: 'yes' }),
      400,
      'ChangeAllInSet',
      'invalid_type',
    );
    expect((await call('PUT', `/v2/reservation/${r.Id}`, {}, { Name: 'X' })).statusCode).toBe(401);
    expect((await call('PUT', `/v2/reservation/${r.Id}`, host, { Name: 'X' })).statusCode).toBe(403);
    expect((await call('PUT', '/v2/reservation/99999999', booker, { Name: 'X' })).statusCode).toBe(404);
    expect((await call('GET', `/v1/reservation/${r.Id}`, booker)).json().Name).toBe(r.Name);
    expect(await revisions(r.Id)).toEqual([]);
  });

  it('lists and replaces the contacts under their rules', async () => {
    const r = await book();
    const url = `/v2/reservation/${r.Id}/contacts`;
    const initial = (await call('GET', url, booker)).json();
    expect(initial).toEqual([
      expect.objectContaining({
        TypeId: 1,
        Email: 'booker@example.com',
        ReceiveEmail: true,
        Id: expect.any(Number),
      }),
    ]);
    const list = [
      { TypeId: 1, Name: ' Bea Booker ', Email: 'bea@example.com', ReceiveEmail: true },
      { TypeId: 2, Name: 'Dirk on the day', Phone: '+31 6 1234 5678' },
      { TypeId: 3, Name: 'Tina Trainer', Email: '' },
      { TypeId: 6, Name: 'Accounts', Email: 'ap@example.com' },
    ];
    const res = await call('PUT', url, booker, { Contacts: list });
    expect(res.statusCode).toBe(200);
    const saved = res.json();
    expect(saved.map(({ Id: _, ...c }: Json) => c)).toEqual([
      { TypeId: 1, Name: 'Bea Booker', Email: 'bea@example.com', Phone: null, ReceiveEmail: true },
      { TypeId: 2, Name: 'Dirk on the day', Email: null, Phone: '+31 6 1234 5678', ReceiveEmail: false },
      { TypeId: 3, Name: 'Tina Trainer', Email: null, Phone: null, ReceiveEmail: false },
      { TypeId: 6, Name: 'Accounts', Email: 'ap@example.com', Phone: null, ReceiveEmail: false },
    ]);
    expect((await call('GET', url, booker)).json()).toEqual(saved);
    expect((await call('GET', `/v1/reservation/${r.Id}`, booker)).json().Contacts).toHaveLength(4);
    // The same list again changes nothing: same rows, no revision.
    expect((await call('PUT', url, booker, { Contacts: list })).json()).toEqual(saved);
    const history = await revisions(r.Id);
    expect(history.map((v) => v.Action)).toEqual(['contacts']);
    expect(history[0]?.Changes).toHaveLength(1);
    expect(history[0]?.Changes[0]).toMatchObject({ Field: 'Contacts' });
    expect(history[0]?.Changes[0]?.From).toEqual([
      expect.objectContaining({ TypeId: 1, Email: 'booker@example.com' }),
    ]);
    expect(history[0]?.Changes[0]?.To).toHaveLength(4);

    // Rules: exactly one booker with an e-mail address, one invoice contact, e-mail to receive e-mail.
    expectError(await call('PUT', url, booker, { Contacts: [] }), 400, 'Contacts', 'booker_required');
    expectError(
      await call('PUT', url, booker, {
        Contacts: [list[0], { TypeId: 1, Name: 'Second', Email: 'b2@example.com' }],
      }),
      400,
      'Contacts[1].TypeId',
      'one_booker',
    );
    expectError(
      await call('PUT', url, booker, { Contacts: [{ TypeId: 1, Name: 'No mail' }] }),
      400,
      'Contacts[0].Email',
      'booker_email_required',
    );
    expectError(
      await call('PUT', url, booker, { Contacts: [list[0], list[3], { ...list[3], Name: 'Other' }] }),
      400,
      'Contacts[2].TypeId',
      'one_invoice_contact',
    );
    expectError(
      await call('PUT', url, booker, {
        Contacts: [list[0], { TypeId: 4, Name: 'Speaker', ReceiveEmail: true }],
      }),
      400,
      'Contacts[1].Email',
      'email_required',
    );
    expectError(
      await call('PUT', url, booker, { Contacts: [{ ...list[0], Email: 'bea(at)example' }] }),
      400,
      'Contacts[0].Email',
      'invalid_format',
    );
    expectError(
      await call('PUT', url, booker, { Contacts: [{ ...list[0], TypeId: 9 }] }),
      400,
      'Contacts[0].TypeId',
      'too_big',
    );
    expectError(
      await call('PUT', url, booker, { Contacts: [{ ...list[0], Name: '' }] }),
      400,
      'Contacts[0].Name',
      'too_small',
    );
    expectError(await call('PUT', url, booker, {}), 400, 'Contacts', 'invalid_type');
    expect((await call('GET', url, booker)).json()).toEqual(saved);

    for (const [method, payload] of [['GET'], ['PUT', { Contacts: list }]] as const) {
      expect((await call(method, url, {}, payload)).statusCode).toBe(401);
      expect((await call(method, url, host, payload)).statusCode).toBe(403);
      expect((await call(method, '/v2/reservation/99999999/contacts', booker, payload)).statusCode).toBe(404);
    }
  });

  it('replaces the tags, trimmed and without duplicates, stored like the cart stores them', async () => {
    const r = await book();
    const url = `/v2/reservation/${r.Id}/tags`;
    const res = await call('PUT', url, booker, { Tags: [' Sales ', 'sales', 'Q4', 'SALES', 'offsite'] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      Id: r.Id,
      Tags: ['Sales', 'Q4', 'offsite'],
      Cancellation: { IsFree: true },
    });
    const row = await t.database.db
      .selectFrom('reservations')
      .select('tags')
      .where('id', '=', r.Id)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(row.tags)).toEqual(['Sales', 'Q4', 'offsite']);
    // The same tags again (a duplicate too): nothing recorded. Then all removed.
    await call('PUT', url, booker, { Tags: ['Sales', 'Q4', 'offsite', 'sales'] });
    expect((await call('PUT', url, booker, { Tags: [] })).json().Tags).toEqual([]);
    const history = await revisions(r.Id);
    expect(history.map((v) => v.Action)).toEqual(['tags', 'tags']);
    expect(history[0]?.Changes).toEqual([{ Field: 'Tags', From: [], To: ['Sales', 'Q4', 'offsite'] }]);
    expect(history[1]?.Changes).toEqual([{ Field: 'Tags', From: ['Sales', 'Q4', 'offsite'], To: [] }]);

    const many = Array.from({ length: 21 }, (_, i) => `tag ${i}`);
    expectError(await call('PUT', url, booker, { Tags: many }), 400, 'Tags', 'too_big');
    expect((await call('PUT', url, booker, { Tags: [...many.slice(0, 20), 'TAG 0'] })).statusCode).toBe(200);
    expectError(await call('PUT', url, booker, { Tags: ['ok', '  '] }), 400, 'Tags[1]', 'too_small');
    expectError(await call('PUT', url, booker, { Tags: ['x'.repeat(51)] }), 400, 'Tags[0]', 'too_big');
    expectError(await call('PUT', url, booker, { Tags: 'Sales' }), 400, 'Tags', 'invalid_type');
    expect((await call('PUT', url, {}, { Tags: [] })).statusCode).toBe(401);
    expect((await call('PUT', url, host, { Tags: [] })).statusCode).toBe(403);
    expect((await call('PUT', '/v2/reservation/99999999/tags', booker, { Tags: [] })).statusCode).toBe(404);
  });

  it('changes the invoice address from fields or a saved address of the member', async () => {
    const r = await book();
    const url = `/v2/reservation/${r.Id}/address`;
    const res = await call('PUT', url, booker, {
      Company: 'Acme BV',
      City: 'Utrecht',
      Email: 'ap@acme.example',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().InvoiceAddress).toMatchObject({
      BillingId: null,
      Company: 'Acme BV',
      City: 'Utrecht',
      Email: 'ap@acme.example',
    });
    const mine = (
      await call('POST', '/v1/profile/billing', booker, {
        Company: 'Booker Holding',
        SendTo: 'Finance',
        Email: 'finance@booker.example',
        Address: 'Oudegracht 1',
        PostalCode: '3511 AA',
        City: 'Utrecht',
        Country: 'Nederland',
        PoNumber: 'PO-7',
      })
    ).json();
    const theirs = (
      await call('POST', '/v1/profile/billing', host, {
        Company: 'Host BV',
        Address: 'Dam 1',
        PostalCode: '1012 JS',
        City: 'Amsterdam',
        Country: 'Nederland',
      })
    ).json();
    // A saved address fills every field; a field sent alongside wins.
    const filled = await call('PUT', url, booker, { BillingId: mine.Id, PoNumber: 'PO-8' });
    expect(filled.statusCode).toBe(200);
    expect(filled.json().InvoiceAddress).toEqual({
      BillingId: mine.Id,
      Company: 'Booker Holding',
      SendTo: 'Finance',
      Email: 'finance@booker.example',
      Address: 'Oudegracht 1',
      PostalCode: '3511 AA',
      City: 'Utrecht',
      Country: 'Nederland',
      PhoneNumber: null,
      PoNumber: 'PO-8',
    });
    expect((await call('PUT', url, booker, { BillingId: theirs.Id })).statusCode).toBe(403);
    expectError(await call('PUT', url, booker, { BillingId: 99999999 }), 404, 'BillingId', 'not_found');
    const badEmail = await call('PUT', url, booker, { Email: 'not-an-address' });
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json().Errors[0].Field).toBe('Email');
    expect((await call('GET', `/v1/reservation/${r.Id}`, booker)).json().InvoiceAddress.Company).toBe(
      'Booker Holding',
    );
    // Nothing new: no revision.
    expect((await call('PUT', url, booker, { City: 'Utrecht' })).statusCode).toBe(200);
    const history = await revisions(r.Id);
    expect(history.map((v) => v.Action)).toEqual(['address', 'address']);
    expect(history[0]?.Changes).toEqual([
      { Field: 'InvoiceAddress.Company', From: null, To: 'Acme BV' },
      { Field: 'InvoiceAddress.Email', From: null, To: 'ap@acme.example' },
      { Field: 'InvoiceAddress.City', From: null, To: 'Utrecht' },
    ]);
    expect(history[1]?.Changes).toContainEqual({
      Field: 'InvoiceAddress.BillingId',
      From: null,
      To: mine.Id,
    });
    expect(history[1]?.Changes).toContainEqual({ Field: 'InvoiceAddress.PoNumber', From: null, To: 'PO-8' });
    expect(history[1]?.Changes.map((c) => c.Field)).not.toContain('InvoiceAddress.City');

    expect((await call('PUT', url, {}, { City: 'X' })).statusCode).toBe(401);
    expect((await call('PUT', url, host, { City: 'X' })).statusCode).toBe(403);
    expect((await call('PUT', '/v2/reservation/99999999/address', booker, { City: 'X' })).statusCode).toBe(
      404,
    );
    // Once invoiced the address stays as it was invoiced.
    await t.database.db.updateTable('reservations').set({ has_invoice: 1 }).where('id', '=', r.Id).execute();
    expectError(await call('PUT', url, booker, { City: 'Amsterdam' }), 409, 'Id', 'invoiced');
  });

  it('refuses every edit once locked (exactly 24 hours before is still open) but keeps links open', async () => {
    const r = await book();
    const edits: [string, object][] = [
      [`/v2/reservation/${r.Id}`, { Name: 'Late rename' }],
      [
        `/v2/reservation/${r.Id}/contacts`,
        { Contacts: [{ TypeId: 1, Name: 'Bea', Email: 'bea@example.com' }] },
      ],
      [`/v2/reservation/${r.Id}/tags`, { Tags: ['late'] }],
      [`/v2/reservation/${r.Id}/address`, { City: 'Late City' }],
    ];
    await before(r.Id, 24 * 3_600_000); // exactly 24 hours before: still changeable
    for (const [url, body] of edits) expect((await call('PUT', url, booker, body)).statusCode, url).toBe(200);
    await before(r.Id, 24 * 3_600_000 - 1000); // a second later: locked
    expect((await call('GET', `/v1/reservation/${r.Id}`, booker)).json().IsLocked).toBe(true);
    for (const [url, body] of edits) {
      expectError(await call('PUT', url, booker, body), 409, 'Id', 'locked');
    }
    expect((await revisions(r.Id)).map((v) => v.Action)).toEqual(['details', 'contacts', 'tags', 'address']);
    // A video-call link is often added on the day itself: allowed while locked.
    const link = await call('POST', `/v2/reservation/${r.Id}/externallinks`, booker, {
      TypeId: 2,
      Url: 'https://meet.example.com/abc-defg-hij',
      Title: 'Video call',
    });
    expect(link.statusCode).toBe(200);
    expect(
      (await call('DELETE', `/v2/reservation/${r.Id}/externallinks/${link.json().Id}`, booker)).statusCode,
    ).toBe(200);
    // Reading stays possible.
    expect((await call('GET', `/v2/reservation/${r.Id}/contacts`, booker)).statusCode).toBe(200);
  });

  it('keeps external links: add, list, remove, with the spec message for a bad URL', async () => {
    const r = await book();
    const other = await book();
    const url = `/v2/reservation/${r.Id}/externallinks`;
    expect((await call('GET', url, booker)).json()).toEqual([]);
    const doc = await call('POST', url, booker, { TypeId: 1, Url: ' https://docs.example.com/agenda.pdf ' });
    expect(doc.statusCode).toBe(200);
    expect(doc.json()).toEqual({
      Id: expect.any(Number),
      TypeId: 1,
      Url: 'https://docs.example.com/agenda.pdf',
      Title: null,
      CreatedAt: START.toISOString(),
    });
    const call2 = (
      await call('POST', url, booker, { TypeId: 2, Url: 'https://zoom.example/j/123?pwd=x', Title: ' Zoom ' })
    ).json();
    expect(call2).toMatchObject({ TypeId: 2, Title: 'Zoom' });
    expect((await call('GET', url, booker)).json()).toEqual([doc.json(), call2]);

    for (const bad of [
      'zoom.example/j/1',
      'ftp://files.example.com/a',
      'javascript:alert(1)',
      '',
      'https://',
      42,
    ]) {
      const res = await call('POST', url, booker, { TypeId: 2, Url: bad });
      expect(res.statusCode, String(bad)).toBe(400);
      expect(res.json().Errors).toContainEqual(
        expect.objectContaining({ Field: 'Url', Message: URL_MESSAGE }),
      );
    }
    const long = await call('POST', url, booker, { TypeId: 2, Url: `https://a.example/${'x'.repeat(2000)}` });
    expect(long.json().Errors).toContainEqual(
      expect.objectContaining({ Field: 'Url', Message: URL_MESSAGE }),
    );
    expectError(
      await call('POST', url, booker, { TypeId: 3, Url: 'https://a.example' }),
      400,
      'TypeId',
      'too_big',
    );
    expectError(
      await call('POST', url, booker, { TypeId: 1, Url: 'https://docs.example.com/agenda.pdf' }),
      409,
      'Url',
      'duplicate_link',
    );

    // A link is removed only through its own reservation.
    expect(
      (await call('DELETE', `/v2/reservation/${other.Id}/externallinks/${doc.json().Id}`, booker)).statusCode,
    ).toBe(404);
    expect((await call('DELETE', `${url}/99999999`, booker)).statusCode).toBe(404);
    expect((await call('DELETE', `${url}/abc`, booker)).statusCode).toBe(400);
    const removed = await call('DELETE', `${url}/${doc.json().Id}`, booker);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toBe(true);
    expect((await call('GET', url, booker)).json()).toEqual([call2]);
    expect((await call('DELETE', `${url}/${doc.json().Id}`, booker)).statusCode).toBe(404);

    const history = await revisions(r.Id);
    expect(history.map((v) => v.Action)).toEqual([
      'externallink-added',
      'externallink-added',
      'externallink-removed',
    ]);
    expect(history[0]?.Changes).toEqual([
      {
        Field: 'ExternalLink',
        From: null,
        To: { Id: doc.json().Id, TypeId: 1, Url: 'https://docs.example.com/agenda.pdf', Title: null },
      },
    ]);
    expect(history[2]?.Changes[0]).toMatchObject({
      Field: 'ExternalLink',
      From: { Id: doc.json().Id },
      To: null,
    });

    for (const [method, path, payload] of [
      ['GET', url, undefined],
      ['POST', url, { TypeId: 1, Url: 'https://a.example' }],
      ['DELETE', `${url}/${call2.Id}`, undefined],
    ] as const) {
      expect((await call(method, path, {}, payload)).statusCode).toBe(401);
      expect((await call(method, path, host, payload)).statusCode).toBe(403);
      expect((await call(method, path.replace(`/${r.Id}/`, '/99999999/'), booker, payload)).statusCode).toBe(
        404,
      );
    }
    expect((await call('GET', url, booker)).json()).toEqual([call2]);

    // A cancelled reservation keeps its links as they are.
    await call('PUT', `/v1/reservation/${r.Id}/cancel`, booker, { ReasonType: 4 });
    expectError(
      await call('POST', url, booker, { TypeId: 1, Url: 'https://a.example' }),
      409,
      'Id',
      'cancelled',
    );
    expectError(await call('DELETE', `${url}/${call2.Id}`, booker), 409, 'Id', 'cancelled');
    expectError(await call('PUT', `/v2/reservation/${r.Id}`, booker, { Name: 'Gone' }), 409, 'Id', 'locked');
  });

  it('publishes the calls and their bodies in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json();
    for (const path of [
      '/api/v2/reservation/{id}',
      '/api/v2/reservation/{id}/contacts',
      '/api/v2/reservation/{id}/tags',
      '/api/v2/reservation/{id}/address',
      '/api/v2/reservation/{id}/externallinks',
      '/api/v2/reservation/{id}/externallinks/{linkId}',
    ]) {
      expect(doc.paths[path], path).toBeDefined();
    }
    const body =
      doc.paths['/api/v2/reservation/{id}/externallinks'].post.requestBody.content['application/json'];
    expect(body.schema.properties.Url).toMatchObject({ type: 'string', maxLength: 2000 });
    const tags = doc.paths['/api/v2/reservation/{id}/tags'].put.requestBody.content['application/json'];
    expect(tags.schema.properties.Tags.type).toBe('array');
  });

  it('keeps at most 20 links, also when they are added at the same time', async () => {
    const r = await book();
    const url = `/v2/reservation/${r.Id}/externallinks`;
    const answers = await Promise.all(
      Array.from({ length: 25 }, (_, i) =>
        call('POST', url, booker, { TypeId: 1, Url: `https://docs.example.com/${i}` }),
      ),
    );
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes.filter((c) => c === 200)).toHaveLength(20);
    expect(codes.filter((c) => c === 409)).toHaveLength(5);
    for (const a of answers.filter((x) => x.statusCode === 409)) {
      expect(a.json().Errors[0].Code).toBe('too_many_links');
    }
    expect((await call('GET', url, booker)).json()).toHaveLength(20);
    expect((await revisions(r.Id)).filter((v) => v.Action === 'externallink-added')).toHaveLength(20);
  });
});
