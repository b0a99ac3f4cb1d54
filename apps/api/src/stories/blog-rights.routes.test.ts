import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { apiCall, memberHeaders, plainMemberEmails, profileIdOf } from '../../test/booking.ts';
import { engines } from '../../test/db.ts';
import { storyBody } from '../../test/stories.ts';

const NOW = new Date('2026-11-23T08:00:00Z');
type Headers = Record<string, string>;
const MOTIVATION = 'I write about hybrid meetings every week.';

describe.each(engines)('blog rights on %s', (engine) => {
  let t: TestApp;
  let member: Headers;
  let english: Headers;
  let admin: Headers;
  let memberEmail = '';
  let englishEmail = '';
  const visitor: Headers = {};
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: object, payload?: object) =>
    apiCall(t)(method, url, headers, payload);
  const ask = (who: Headers, Motivation = MOTIVATION) =>
    call('POST', '/v1/channel/1/article/publish/request', who, { Motivation });
  const mails = (to: string, kind: string) =>
    t.database.db
      .selectFrom('outbox')
      .select(['subject', 'text_body', 'language_id'])
      .where('to_email', '=', to)
      .where('kind', '=', kind)
      .orderBy('id')
      .execute();

  beforeAll(async () => {
    t = await createTestApp(engine, { demo: true, now: () => NOW });
    // The demo has blog-rights requests of its own; these tests count from none.
    await t.database.db.deleteFrom('blog_rights_requests').execute();
    [memberEmail, englishEmail] = (await plainMemberEmails(t, 2)) as [string, string];
    member = await memberHeaders(t, memberEmail, NOW);
    english = await memberHeaders(t, englishEmail, NOW);
    admin = await memberHeaders(t, 'admin@example.com', NOW);
    // The second member reads their mails in English.
    const en = await t.database.db
      .selectFrom('languages')
      .select('id')
      .where('code', '=', 'en')
      .executeTakeFirstOrThrow();
    await t.database.db
      .updateTable('profiles')
      .set({ language_id: en.id })
      .where('id', '=', await profileIdOf(t, englishEmail))
      .execute();
  });
  afterAll(async () => t?.close());

  it("shows the channel with the caller's blog rights (none for a visitor); another channel is 404", async () => {
    expect((await call('GET', '/v1/channel/1', visitor)).json()).toEqual({
      Id: 1,
      Name: 'Meetspace',
      BlogRights: { Status: 'none', Motivation: null, RequestedAt: null, DecidedAt: null, Reason: null },
      CanPublish: false,
    });
    expect((await call('GET', '/v1/channel/1', admin)).json()).toMatchObject({ CanPublish: true });
    expect((await call('GET', '/v1/channel/2', visitor)).statusCode).toBe(404);
  });

  it('asks with a motivation (20 characters at least), once while it waits; administrators are mailed', async () => {
    expect((await ask(visitor)).statusCode).toBe(401);
    expect((await ask(member, 'Too short')).statusCode).toBe(400);
    expect(
      (await call('POST', '/v1/channel/2/article/publish/request', member, { Motivation: MOTIVATION }))
        .statusCode,
    ).toBe(404);
    const asked = await ask(member);
    expect(asked.json()).toMatchObject({
      Status: 'pending',
      Motivation: MOTIVATION,
      RequestedAt: NOW.toISOString(),
    });
    const again = await ask(member);
    expect(again.statusCode).toBe(409);
    expect(again.json().Errors[0].Code).toBe('blog_rights_requested');
    expect((await call('GET', '/v1/channel/1', member)).json()).toMatchObject({
      BlogRights: { Status: 'pending' },
      CanPublish: false,
    });
    const toAdmin = await mails('admin@example.com', 'blog-rights-requested');
    expect(toAdmin).toHaveLength(1);
    expect(toAdmin[0]?.text_body).toContain(MOTIVATION);
    // admin@example.com reads English.
    expect(toAdmin[0]?.text_body).toContain('/en/admin/blog-rights');
    expect(toAdmin[0]?.subject).toMatch(/asks for blog rights$/);
  });

  it('lists the requests for administrators only, waiting first', async () => {
    await ask(english);
    expect((await call('GET', '/v1/admin/blog-rights', visitor)).statusCode).toBe(401);
    expect((await call('GET', '/v1/admin/blog-rights', member)).statusCode).toBe(403);
    const list = (await call('GET', '/v1/admin/blog-rights', admin)).json();
    expect(list.TotalCount).toBe(2);
    expect(list.Results.map((r: { Email: string; Status: string }) => [r.Email, r.Status])).toEqual([
      [englishEmail, 'pending'],
      [memberEmail, 'pending'],
    ]);
    expect((await call('GET', '/v1/admin/blog-rights?status=granted', admin)).json().TotalCount).toBe(0);
  });

  it('grants: the member is mailed in their language and may publish on the channel', async () => {
    const id = (await call('GET', '/v1/admin/blog-rights', admin))
      .json()
      .Results.find((r: { Email: string }) => r.Email === memberEmail).Id;
    expect((await call('PUT', `/v1/admin/blog-rights/${id}`, member, { Grant: true })).statusCode).toBe(403);
    expect((await call('PUT', `/v1/admin/blog-rights/${id}`, visitor, { Grant: true })).statusCode).toBe(401);
    expect((await call('PUT', '/v1/admin/blog-rights/999999', admin, { Grant: true })).statusCode).toBe(404);
    expect((await call('POST', '/v1/article', member, storyBody())).statusCode).toBe(403);
    const granted = await call('PUT', `/v1/admin/blog-rights/${id}`, admin, { Grant: true });
    expect(granted.json()).toMatchObject({
      Id: id,
      Status: 'granted',
      Email: memberEmail,
      DecidedAt: NOW.toISOString(),
    });
    expect(
      (await call('PUT', `/v1/admin/blog-rights/${id}`, admin, { Grant: false, Reason: 'Changed my mind' }))
        .statusCode,
    ).toBe(409);
    const mail = await mails(memberEmail, 'blog-rights-granted');
    expect(mail).toHaveLength(1);
    expect(mail[0]?.subject).toBe('Je blogrechten zijn toegekend');
    expect((await call('GET', '/v1/channel/1', member)).json()).toMatchObject({
      BlogRights: { Status: 'granted' },
      CanPublish: true,
    });
    expect((await call('POST', '/v1/article', member, storyBody())).statusCode).toBe(200);
    expect((await ask(member)).statusCode).toBe(409);
  });

  it('denies with a reason (in English for an English member); asking again is allowed after', async () => {
    const id = (await call('GET', '/v1/admin/blog-rights?status=pending', admin)).json().Results[0].Id;
    expect((await call('PUT', `/v1/admin/blog-rights/${id}`, admin, { Grant: false })).statusCode).toBe(400);
    const denied = await call('PUT', `/v1/admin/blog-rights/${id}`, admin, {
      Grant: false,
      Reason: 'Tell us more',
    });
    expect(denied.json()).toMatchObject({ Status: 'denied', Reason: 'Tell us more' });
    const mail = await mails(englishEmail, 'blog-rights-denied');
    expect(mail[0]?.subject).toBe('Your request for blog rights was denied');
    expect(mail[0]?.text_body).toContain('Tell us more');
    expect((await call('GET', '/v1/channel/1', english)).json().BlogRights).toMatchObject({
      Status: 'denied',
      Reason: 'Tell us more',
    });
    expect((await ask(english)).json().Status).toBe('pending');
  });
});
