import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import {
  apiCall,
  bookMeetingRoom,
  memberHeaders,
  plainMemberEmails,
  profileIdOf,
} from '../../test/booking.ts';
import { engines } from '../../test/db.ts';
import type { Mail } from '../kernel/mail/outbox.queries.ts';
import { notify } from './index.ts';

const NOW = new Date('2026-11-23T08:00:00Z');
type Headers = Record<string, string>;

const mailTo = (email: string, subject: string): Mail => ({
  kind: 'test.notice',
  toEmail: email,
  toName: 'Member',
  languageId: 1,
  subject,
  text: 'Something happened.',
});

describe.each(engines)('notifications on %s', (engine) => {
  let t: TestApp;
  let member: Headers;
  let other: Headers;
  let memberId = 0;
  let otherId = 0;
  let memberEmail = '';
  const visitor: Headers = {};
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: object, payload?: object) =>
    apiCall(t)(method, url, headers, payload);
  const tell = (
    profileId: number,
    kind: 'newReview' | 'reservationComment',
    subject: string,
    email: string,
  ) =>
    t.database.db.transaction().execute((trx) =>
      notify(
        trx,
        {
          profileId,
          kind,
          data: { location: 'De Werf', subject },
          link: { route: 'location', params: { id: '12', slug: 'de-werf' } },
          mail: mailTo(email, subject),
        },
        NOW,
      ),
    );
  const mails = (subject: string) =>
    t.database.db.selectFrom('outbox').select('to_email').where('subject', '=', subject).execute();

  beforeAll(async () => {
    t = await createTestApp(engine, { demo: true, now: () => NOW });
    const [a, b] = (await plainMemberEmails(t, 2)) as [string, string];
    memberEmail = a;
    member = await memberHeaders(t, a, NOW);
    other = await memberHeaders(t, b, NOW);
    memberId = await profileIdOf(t, a);
    otherId = await profileIdOf(t, b);
    // The demo may have notified these members already; these tests count from none.
    await t.database.db.deleteFrom('notifications').where('profile_id', 'in', [memberId, otherId]).execute();
  });
  afterAll(async () => t?.close());

  it('answers 401 to a visitor on every call', async () => {
    const calls: [method: 'GET' | 'PUT' | 'DELETE', url: string, body?: object][] = [
      ['GET', '/v1/notification'],
      ['GET', '/v1/notification/rules'],
      ['PUT', '/v1/notification/rules/4', { Email: false }],
      ['PUT', '/v1/notification/read/all'],
      ['PUT', '/v1/notification/1/read'],
      ['DELETE', '/v1/notification/1'],
    ];
    for (const [method, url, body] of calls)
      expect((await call(method, url, visitor, body)).statusCode, `${method} ${url}`).toBe(401);
  });

  it('notifies in the inbox and by mail by default; lists newest first with the unread count', async () => {
    expect(await tell(memberId, 'newReview', 'first', memberEmail)).toEqual({ inApp: true, mailed: true });
    await tell(memberId, 'reservationComment', 'second', memberEmail);
    expect(await mails('first')).toEqual([{ to_email: memberEmail }]);
    const list = (await call('GET', '/v1/notification', member)).json();
    expect(list.TotalCount).toBe(2);
    expect(list.UnreadCount).toBe(2);
    expect(list.Results.map((n: { Data: { subject: string } }) => n.Data.subject)).toEqual([
      'second',
      'first',
    ]);
    expect(list.Results[1]).toMatchObject({
      KindId: 4,
      Kind: 'newReview',
      Data: { location: 'De Werf', subject: 'first' },
      Link: { Route: 'location', Params: { id: '12', slug: 'de-werf' } },
      IsRead: false,
      CreatedOn: NOW.toISOString(),
    });
    // Another member sees none of them.
    expect((await call('GET', '/v1/notification', other)).json()).toMatchObject({
      TotalCount: 0,
      Results: [],
    });
  });

  it('marks one read (the owner only), then all; unreadOnly leaves the read ones out', async () => {
    const [latest] = (await call('GET', '/v1/notification', member)).json().Results;
    expect((await call('PUT', `/v1/notification/${latest.Id}/read`, other)).statusCode).toBe(403);
    expect((await call('PUT', '/v1/notification/99999999/read', member)).statusCode).toBe(404);
    expect((await call('PUT', '/v1/notification/abc/read', member)).statusCode).toBe(400);
    const read = await call('PUT', `/v1/notification/${latest.Id}/read`, member);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ Id: latest.Id, IsRead: true });
    const unread = (await call('GET', '/v1/notification?unreadOnly=true', member)).json();
    expect(unread).toMatchObject({ TotalCount: 1, UnreadCount: 1 });
    expect((await call('PUT', '/v1/notification/read/all', member)).json()).toBe(1);
    expect((await call('PUT', '/v1/notification/read/all', member)).json()).toBe(0);
    expect((await call('GET', '/v1/notification', member)).json()).toMatchObject({
      TotalCount: 2,
      UnreadCount: 0,
    });
  });

  it('pages by itemsPerPage (200 at most) and refuses bad paging with 400', async () => {
    const one = (await call('GET', '/v1/notification?page=2&itemsPerPage=1', member)).json();
    expect(one.Results.map((n: { Data: { subject: string } }) => n.Data.subject)).toEqual(['first']);
    expect(one.TotalCount).toBe(2);
    expect((await call('GET', '/v1/notification?itemsPerPage=201', member)).statusCode).toBe(400);
    expect((await call('GET', '/v1/notification?page=0', member)).statusCode).toBe(400);
    expect((await call('GET', '/v1/notification?unreadOnly=maybe', member)).statusCode).toBe(400);
  });

  it('deletes one of the own (403 for another member, then 404)', async () => {
    const [latest] = (await call('GET', '/v1/notification', member)).json().Results;
    expect((await call('DELETE', `/v1/notification/${latest.Id}`, other)).statusCode).toBe(403);
    expect((await call('DELETE', `/v1/notification/${latest.Id}`, member)).json()).toBe(true);
    expect((await call('DELETE', `/v1/notification/${latest.Id}`, member)).statusCode).toBe(404);
    expect((await call('GET', '/v1/notification', member)).json().TotalCount).toBe(1);
  });

  it('lists the 17 rules and the newsletter; the defaults are on, the newsletter off', async () => {
    const rules = (await call('GET', '/v1/notification/rules', other)).json();
    expect(rules).toHaveLength(18);
    expect(rules[0]).toEqual({ Id: 1, Key: 'newReservation', Notification: true, Email: true });
    expect(rules[16]).toEqual({ Id: 17, Key: 'reservationReminder', Notification: true, Email: true });
    expect(rules[17]).toEqual({ Id: 18, Key: 'newsletter', Notification: false, Email: false });
  });

  it('honours the switches: no inbox entry when its inbox part is off, no mail when its mail part is', async () => {
    const off = await call('PUT', '/v1/notification/rules/4', member, { Notification: false });
    expect(off.json()).toEqual({ Id: 4, Key: 'newReview', Notification: false, Email: true });
    expect(await tell(memberId, 'newReview', 'mail only', memberEmail)).toEqual({
      inApp: false,
      mailed: true,
    });
    expect(await mails('mail only')).toHaveLength(1);

    await call('PUT', '/v1/notification/rules/5', member, { Email: false });
    expect(await tell(memberId, 'reservationComment', 'inbox only', memberEmail)).toEqual({
      inApp: true,
      mailed: false,
    });
    expect(await mails('inbox only')).toEqual([]);
    const subjects = (await call('GET', '/v1/notification', member))
      .json()
      .Results.map((n: { Data: { subject: string } }) => n.Data.subject);
    expect(subjects).toContain('inbox only');
    expect(subjects).not.toContain('mail only');
    // The rules say so; another member's are untouched.
    const rules = (await call('GET', '/v1/notification/rules', member)).json();
    expect(rules[3]).toMatchObject({ Notification: false, Email: true });
    expect(rules[4]).toMatchObject({ Notification: true, Email: false });
    expect((await call('GET', '/v1/notification/rules', other)).json()[3]).toMatchObject({
      Notification: true,
    });
  });

  it('subscribes to the newsletter by mail only; refuses unknown rules and empty bodies', async () => {
    expect((await call('PUT', '/v1/notification/rules/18', member, { Email: true })).json()).toEqual({
      Id: 18,
      Key: 'newsletter',
      Notification: false,
      Email: true,
    });
    const inbox = await call('PUT', '/v1/notification/rules/18', member, { Notification: true });
    expect(inbox.statusCode).toBe(400);
    expect(inbox.json().Errors).toEqual([
      expect.objectContaining({ Field: 'Notification', Code: 'newsletter_has_no_inbox' }),
    ]);
    expect((await call('PUT', '/v1/notification/rules/19', member, { Email: true })).statusCode).toBe(404);
    expect((await call('PUT', '/v1/notification/rules/4', member, {})).statusCode).toBe(400);
    expect((await call('PUT', '/v1/notification/rules/4', member, { Email: 'yes' })).statusCode).toBe(400);
  });

  it('keeps one rule row per member and rule under a burst of switches', async () => {
    const burst = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        call('PUT', '/v1/notification/rules/6', other, { Email: i % 2 === 0 }),
      ),
    );
    expect(burst.map((r) => r.statusCode)).toEqual(Array(12).fill(200));
    const rows = await t.database.db
      .selectFrom('notification_rules')
      .selectAll()
      .where('profile_id', '=', otherId)
      .where('rule_id', '=', 6)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('tells the booker of their reservation: booked and moved in the inbox and by mail, cancelled per their rule', async () => {
    await call('PUT', '/v1/notification/rules/3', other, { Email: false });
    const r = await bookMeetingRoom(t, other, {
      day: '2026-11-25',
      startMinutes: 600,
      name: 'Notified meeting',
    });
    await call('PUT', `/v2/reservation/${r.Id}/changedate`, other, { StartDate: '2026-12-02' });
    await call('PUT', `/v1/reservation/${r.Id}/cancel`, other, { ReasonType: 5 });
    const inbox = (await call('GET', '/v1/notification', other)).json().Results;
    expect(inbox.map((n: { Kind: string }) => n.Kind)).toEqual([
      'reservationCancelled',
      'reservationUpdated',
      'newReservation',
    ]);
    expect(inbox[2]).toMatchObject({
      Data: { title: 'Notified meeting' },
      Link: { Route: 'my-reservation', Params: { id: String(r.Id) } },
    });
    // The cancellation's mail stayed home (its rule's mail part is off); the others went.
    const mails = (await call('GET', `/v1/reservation/${r.Id}/mails`, other)).json();
    expect(mails.map((m: { Kind: string }) => m.Kind).sort()).toEqual([
      'reservation-changed',
      'reservation-confirmation',
    ]);
  });

  it("tells a reservation's member and the administrators of a comment, all but its author", async () => {
    const r = await bookMeetingRoom(t, other, {
      day: '2026-11-26',
      startMinutes: 660,
      name: 'Commented meeting',
    });
    const admin = await memberHeaders(t, 'admin@example.com', NOW);
    const adminId = await profileIdOf(t, 'admin@example.com');
    const comments = (who: number) =>
      t.database.db
        .selectFrom('notifications')
        .select(['profile_id', 'data', 'link_route'])
        .where('kind_id', '=', 5)
        .where('profile_id', '=', who)
        .where('link_route', '=', 'my-reservation-comments')
        .execute();
    const posted = await call('POST', '/v1/comment/reservation', other, {
      ItemId: r.Id,
      Comment: 'Can we get a flip chart?',
    });
    expect(posted.statusCode).toBe(200);
    expect(await comments(otherId)).toEqual([]);
    const toAdmin = await comments(adminId);
    expect(toAdmin).toHaveLength(1);
    expect(JSON.parse(toAdmin[0]?.data ?? '{}')).toMatchObject({
      title: 'Commented meeting',
      text: 'Can we get a flip chart?',
    });
    const mailed = await t.database.db
      .selectFrom('outbox')
      .select(['to_email', 'text_body'])
      .where('kind', '=', 'reservation-comment')
      .where('reservation_id', '=', r.Id)
      .execute();
    expect(mailed.map((m) => m.to_email)).toEqual(['admin@example.com']);
    expect(mailed[0]?.text_body).toContain('Can we get a flip chart?');
    // An administrator replies: the member hears; a member who cannot read the comments does not.
    const reply = await call('POST', `/v1/comment/${posted.json().Id}/reply`, admin, {
      Comment: 'Of course.',
    });
    expect(reply.statusCode).toBe(200);
    expect(await comments(otherId)).toHaveLength(1);
    expect(await comments(adminId)).toHaveLength(1);
    expect(await comments(memberId)).toEqual([]);
  });
});
