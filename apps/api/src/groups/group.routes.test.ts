import { languageIdForLocale } from '@meetspace/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pngBase64 } from '../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { apiCall, issueSession, plainMemberEmails, profileIdOf } from '../../test/booking.ts';
import { engines } from '../../test/db.ts';
import { insertTestEvent } from '../../test/events.ts';
import { insertTestGroup } from '../../test/groups.ts';

// Monday 23 November 2026 09:00 in Amsterdam.
const NOW = new Date('2026-11-23T08:00:00Z');

type Headers = Record<string, string>;
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

const fieldsOf = (res: { json(): unknown }) =>
  ((res.json() as { Errors?: { Field: string; Code: string }[] }).Errors ?? []).map(
    (e) => `${e.Field}:${e.Code}`,
  );

interface Member {
  id: number;
  email: string;
  headers: Headers;
}

describe.each(engines)('the groups API on %s', (engine) => {
  let t: TestApp;
  let owner: Member;
  let admin: Member;
  let m: Member[];
  const db = () => t.database.db;
  const call = (method: Method, url: string, who: Headers, payload?: object) =>
    apiCall(t)(method, url, who, payload);
  const ok = async (method: Method, url: string, who: Headers, payload?: object) => {
    const res = await call(method, url, who, payload);
    expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(200);
    return res.json();
  };
  const memberOf = async (email: string): Promise<Member> => {
    const id = await profileIdOf(t, email);
    return { id, email, headers: { profileToken: await issueSession(t, id, NOW) } };
  };
  const group = (input: Partial<Parameters<typeof insertTestGroup>[1]> = {}) =>
    insertTestGroup(db(), { ownerProfileId: owner.id, ...input });
  const membership = (groupId: number, profileId: number) =>
    db()
      .selectFrom('group_memberships')
      .selectAll()
      .where('group_id', '=', groupId)
      .where('profile_id', '=', profileId)
      .executeTakeFirst();
  const memberCount = async (groupId: number) =>
    (
      await db()
        .selectFrom('network_groups')
        .select('member_count')
        .where('id', '=', groupId)
        .executeTakeFirstOrThrow()
    ).member_count;
  const joinedCount = async (groupId: number) =>
    (
      await db()
        .selectFrom('group_memberships')
        .select('id')
        .where('group_id', '=', groupId)
        .where('status', '=', 'Joined')
        .execute()
    ).length;
  const mails = (email: string, kind: string) =>
    db()
      .selectFrom('outbox')
      .selectAll()
      .where('to_email', '=', email)
      .where('kind', '=', kind)
      .orderBy('id')
      .execute();

  beforeAll(async () => {
    t = await createTestApp(engine, { demo: true, now: () => NOW });
    owner = await memberOf('booker@example.com');
    admin = await memberOf('admin@example.com');
    m = await Promise.all((await plainMemberEmails(t, 6)).map(memberOf));
    // The first plain member reads English, the second Dutch (the mails' language).
    await db()
      .updateTable('profiles')
      .set({ language_id: languageIdForLocale('en') })
      .where('id', '=', m[0]?.id as number)
      .execute();
    await db()
      .updateTable('profiles')
      .set({ language_id: languageIdForLocale('nl') })
      .where('id', '=', m[1]?.id as number)
      .execute();
  });
  afterAll(async () => t?.close());

  const at = (i: number) => m[i] as Member;

  describe('POST /v1/group', () => {
    it('makes a draft with its creator as the only admin (Joined), member_count 1', async () => {
      const { Id } = await ok('POST', '/v1/group', owner.headers, {
        Name: 'Koffie & Code',
        Description: 'Programmeren bij de koffie',
        JoinType: 'request',
        ActivateChat: false,
      });
      const view = await ok('GET', `/v1/group/${Id}`, owner.headers);
      expect(view).toMatchObject({
        Id,
        Name: 'Koffie & Code',
        Slug: 'koffie-code',
        Status: 'draft',
        JoinType: 'request',
        MemberCount: 1,
        MembershipStatus: 'Joined',
        ActivateChat: false,
        ActivateEvents: true,
        PublishedAt: null,
        Admins: [{ ProfileId: owner.id }],
      });
      const state = await ok('GET', `/v1/group/${Id}/state`, owner.headers);
      expect(state).toMatchObject({
        IsAdmin: true,
        Status: 'draft',
        Membership: { Status: 'Joined', Role: 'admin' },
      });
      const row = await db()
        .selectFrom('network_groups')
        .selectAll()
        .where('id', '=', Id)
        .executeTakeFirstOrThrow();
      expect(row.search_text).toBe('koffie code programmeren bij de koffie');
      expect(await joinedCount(Id)).toBe(1);
    });

    it('refuses a visitor (401) and bad fields (400)', async () => {
      expect((await call('POST', '/v1/group', {}, { Name: 'X' })).statusCode).toBe(401);
      const empty = await call('POST', '/v1/group', owner.headers, { Name: '  ' });
      expect(empty.statusCode).toBe(400);
      expect(fieldsOf(empty)[0]).toMatch(/^Name:/);
      const join = await call('POST', '/v1/group', owner.headers, { Name: 'X', JoinType: 'closed' });
      expect(join.statusCode).toBe(400);
    });

    it('takes only a group picture the member uploaded (group_image_invalid)', async () => {
      const image = async (who: Headers, Type: string) => {
        const res = await call('POST', '/v1/upload/image', who, {
          Base64Image: await pngBase64(800, 600),
          Type,
        });
        expect(res.statusCode, res.body).toBe(200);
        return res.json().Url as string;
      };
      const others = await image(at(0).headers, 'Group');
      const article = await image(owner.headers, 'Article');
      for (const Photo of [others, article, '/uploads/made-up.png']) {
        const res = await call('POST', '/v1/group', owner.headers, { Name: 'Pictured', Photo });
        expect(res.statusCode).toBe(400);
        expect(fieldsOf(res)).toEqual(['Photo:group_image_invalid']);
      }
      const mine = await image(owner.headers, 'Group');
      const { Id } = await ok('POST', '/v1/group', owner.headers, { Name: 'Pictured', Photo: mine });
      expect((await ok('GET', `/v1/group/${Id}`, owner.headers)).Photo).toBe(mine);
      // An update keeps the picture without checking it again; another member's is refused.
      expect((await call('PUT', `/v1/group/${Id}`, owner.headers, { Photo: others })).statusCode).toBe(400);
      expect((await ok('PUT', `/v1/group/${Id}`, owner.headers, { Photo: null })).Photo).toBeNull();
    });
  });

  describe('reading', () => {
    it('a draft is seen by its admins and administrators only (404 for others)', async () => {
      const draft = await group({ status: 'draft', members: [{ profileId: at(0).id }] });
      for (const path of [`/v1/group/${draft}`, `/v1/group/${draft}/state`]) {
        expect((await call('GET', path, owner.headers)).statusCode).toBe(200);
        expect((await call('GET', path, admin.headers)).statusCode).toBe(200);
        expect((await call('GET', path, at(1).headers)).statusCode).toBe(404);
        // Even a member of a group that went back to draft does not see it.
        expect((await call('GET', path, at(0).headers)).statusCode).toBe(404);
        expect((await call('GET', path, {})).statusCode).toBe(401);
      }
      expect((await ok('GET', `/v1/group/${draft}/state`, admin.headers)).IsAdmin).toBe(true);
    });

    it('a published group: every member sees it, its state and the admins’ names', async () => {
      const id = await group({ members: [{ profileId: at(0).id, role: 'admin' }, { profileId: at(1).id }] });
      const view = await ok('GET', `/v1/group/${id}`, at(2).headers);
      expect(view).toMatchObject({ Status: 'published', MemberCount: 3, MembershipStatus: 'None' });
      expect(view.Admins.map((a: { ProfileId: number }) => a.ProfileId).sort()).toEqual(
        [owner.id, at(0).id].sort(),
      );
      expect(view.Admins.every((a: { Name: string }) => a.Name.length > 0)).toBe(true);
      expect(await ok('GET', `/v1/group/${id}/state`, at(2).headers)).toMatchObject({
        IsAdmin: false,
        Membership: { Status: 'None', Role: null, JoinedAt: null },
      });
      expect(await ok('GET', `/v1/group/${id}/state`, at(1).headers)).toMatchObject({
        IsAdmin: false,
        Membership: { Status: 'Joined', Role: 'member' },
      });
    });

    it('GET /v1/group: published, not deleted, by name; q matches every word; pages', async () => {
      const ids = [
        await group({ name: 'Zebra vinkers', description: 'Wij tellen ZEBRA’s op de Veluwe' }),
        await group({ name: 'Álpaca vinkers', description: 'Wolle en zebra' }),
        await group({ name: 'Beta vinkers', description: 'Zebra ook' }),
      ];
      await group({ name: 'Draft vinkers zebra', status: 'draft' });
      await group({ name: 'Deleted vinkers zebra', deleted: true });
      const list = await ok('GET', '/v1/group?q=VINKERS%20zebra', at(0).headers);
      expect(list.Results.map((g: { Name: string }) => g.Name)).toEqual([
        'Álpaca vinkers',
        'Beta vinkers',
        'Zebra vinkers',
      ]);
      expect(list).toMatchObject({ TotalCount: 3, MorePages: false });
      const accents = await ok('GET', '/v1/group?q=alpaca%20WOLLE', at(0).headers);
      expect(accents.Results.map((g: { Id: number }) => g.Id)).toEqual([ids[1]]);
      const page2 = await ok('GET', '/v1/group?q=vinkers&itemsPerPage=2&page=2', at(0).headers);
      expect(page2.Results.map((g: { Name: string }) => g.Name)).toEqual(['Zebra vinkers']);
      expect(page2).toMatchObject({ TotalCount: 3, MorePages: false });
      const page1 = await ok('GET', '/v1/group?q=vinkers&itemsPerPage=2', at(0).headers);
      expect(page1.MorePages).toBe(true);
      expect((await call('GET', '/v1/group', {})).statusCode).toBe(401);
      expect((await call('GET', '/v1/group?page=0', at(0).headers)).statusCode).toBe(400);
      // The caller's own relation is in each summary.
      await ok('POST', `/v1/group/${ids[0]}/join`, at(3).headers);
      const mine = await ok('GET', '/v1/group?q=zebra%20vinkers', at(3).headers);
      expect(mine.Results.find((g: { Id: number }) => g.Id === ids[0]).MembershipStatus).toBe('Joined');
    });

    it('GET /v1/profile/group: joined, requested, invited (published) and the drafts they admin', async () => {
      const me = await memberOf((await plainMemberEmails(t, 7))[6] as string);
      const joined = await group({ name: 'Mine B joined', members: [{ profileId: me.id }] });
      const requested = await group({
        name: 'Mine C requested',
        members: [{ profileId: me.id, status: 'Requested' }],
      });
      const invited = await group({
        name: 'Mine D invited',
        members: [{ profileId: me.id, status: 'Invited' }],
      });
      const draft = await insertTestGroup(db(), {
        ownerProfileId: me.id,
        name: 'Mine A draft',
        status: 'draft',
      });
      const left = await group({ name: 'Mine E left', members: [{ profileId: me.id, status: 'None' }] });
      const draftMember = await group({
        name: 'Mine F draft member',
        status: 'draft',
        members: [{ profileId: me.id }],
      });
      const deleted = await group({ name: 'Mine G deleted', deleted: true, members: [{ profileId: me.id }] });
      // The demo's groups have members too: only this test's groups are looked at (all seven, so
      // one listed wrongly would show).
      const ours = new Set([joined, requested, invited, draft, left, draftMember, deleted]);
      const list = (await ok('GET', '/v1/profile/group', me.headers)).filter((g: { Id: number }) =>
        ours.has(g.Id),
      );
      expect(
        list.map((g: { Id: number; MembershipStatus: string; Role: string | null }) => [
          g.Id,
          g.MembershipStatus,
          g.Role,
        ]),
      ).toEqual([
        [draft, 'Joined', 'admin'],
        [joined, 'Joined', 'member'],
        [requested, 'Requested', null],
        [invited, 'Invited', null],
      ]);
      expect((await call('GET', '/v1/profile/group', {})).statusCode).toBe(401);
    });
  });

  describe('feature toggles: events and members', () => {
    it('members see the tabs when the toggle is on; admins and administrators always; others 403', async () => {
      const on = await group({
        members: [
          { profileId: at(0).id },
          { profileId: at(1).id, status: 'Requested' },
          { profileId: at(2).id, status: 'Invited' },
        ],
      });
      const off = await group({
        toggles: { events: false, memberList: false },
        members: [{ profileId: at(0).id }],
      });
      for (const tab of ['events', 'members']) {
        expect((await call('GET', `/v1/group/${on}/${tab}`, at(0).headers)).statusCode).toBe(200);
        expect((await call('GET', `/v1/group/${on}/${tab}`, at(1).headers)).statusCode).toBe(403);
        expect((await call('GET', `/v1/group/${on}/${tab}`, at(2).headers)).statusCode).toBe(403);
        expect((await call('GET', `/v1/group/${on}/${tab}`, at(3).headers)).statusCode).toBe(403);
        expect((await call('GET', `/v1/group/${on}/${tab}`, {})).statusCode).toBe(401);
        expect((await call('GET', `/v1/group/${off}/${tab}`, at(0).headers)).statusCode).toBe(403);
        expect((await call('GET', `/v1/group/${off}/${tab}`, owner.headers)).statusCode).toBe(200);
        expect((await call('GET', `/v1/group/${off}/${tab}`, admin.headers)).statusCode).toBe(200);
        expect((await call('GET', `/v1/group/999999/${tab}`, at(0).headers)).statusCode).toBe(404);
      }
      // Members see Joined rows; admins also requests and invitations, admins first.
      const seen = await ok('GET', `/v1/group/${on}/members`, at(0).headers);
      expect(seen.map((x: { ProfileId: number }) => x.ProfileId).sort()).toEqual([owner.id, at(0).id].sort());
      const all = await ok('GET', `/v1/group/${on}/members`, owner.headers);
      expect(all[0]).toMatchObject({ ProfileId: owner.id, Role: 'admin', Status: 'Joined' });
      expect(all.map((x: { Status: string }) => x.Status).sort()).toEqual([
        'Invited',
        'Joined',
        'Joined',
        'Requested',
      ]);
      // Switching the toggle on opens the tab to members.
      await ok('PUT', `/v1/group/${off}/settings`, owner.headers, { ActivateMemberList: true });
      expect((await call('GET', `/v1/group/${off}/members`, at(0).headers)).statusCode).toBe(200);
      expect((await call('GET', `/v1/group/${off}/events`, at(0).headers)).statusCode).toBe(403);
    });

    it('GET /v1/group/{id}/events: its published events, from today on unless showAll', async () => {
      const id = await group({ members: [{ profileId: at(0).id }] });
      const other = await group();
      const inGroup = async (extra: Parameters<typeof insertTestEvent>[1]) => {
        const eventId = await insertTestEvent(t, extra);
        await db()
          .updateTable('event_listings')
          .set({ group_id: id, owner_type: 'Group', item_id: id })
          .where('id', '=', eventId)
          .execute();
        return eventId;
      };
      const later = await inGroup({ ownerProfileId: owner.id, name: 'Later', startDate: '2026-12-20' });
      const sooner = await inGroup({ ownerProfileId: owner.id, name: 'Sooner', startDate: '2026-12-01' });
      const past = await inGroup({ ownerProfileId: owner.id, name: 'Past', startDate: '2026-11-01' });
      await inGroup({ ownerProfileId: owner.id, name: 'Draft', status: 'draft' });
      const elsewhere = await insertTestEvent(t, { ownerProfileId: owner.id });
      await db().updateTable('event_listings').set({ group_id: other }).where('id', '=', elsewhere).execute();
      const upcoming = await ok('GET', `/v1/group/${id}/events`, at(0).headers);
      expect(upcoming.Results.map((e: { Id: number }) => e.Id)).toEqual([sooner, later]);
      expect(upcoming).toMatchObject({ TotalCount: 2, MorePages: false });
      const all = await ok('GET', `/v1/group/${id}/events?showAll=true&itemsPerPage=2`, at(0).headers);
      expect(all.Results.map((e: { Id: number }) => e.Id)).toEqual([past, sooner]);
      expect(all).toMatchObject({ TotalCount: 3, MorePages: true });
      expect((await call('GET', `/v1/group/${id}/events?showAll=maybe`, at(0).headers)).statusCode).toBe(400);
    });
  });

  describe('joining and leaving', () => {
    it('an open group: Joined at once; again 409 already_member; leaving sets left_at', async () => {
      const id = await group();
      const state = await ok('POST', `/v1/group/${id}/join`, at(0).headers);
      expect(state.Membership).toMatchObject({
        Status: 'Joined',
        Role: 'member',
        JoinedAt: NOW.toISOString(),
      });
      expect(await memberCount(id)).toBe(2);
      const again = await call('POST', `/v1/group/${id}/join`, at(0).headers);
      expect(again.statusCode).toBe(409);
      expect(fieldsOf(again)).toEqual(['id:already_member']);
      const left = await ok('PUT', `/v1/group/${id}/leave`, at(0).headers);
      expect(left.Membership.Status).toBe('None');
      expect(await membership(id, at(0).id)).toMatchObject({ status: 'None', left_at: NOW.toISOString() });
      expect(await memberCount(id)).toBe(1);
      const notIn = await call('PUT', `/v1/group/${id}/leave`, at(0).headers);
      expect(notIn.statusCode).toBe(409);
      expect(fieldsOf(notIn)).toEqual(['id:not_a_group_member']);
      // Joining again after leaving reuses the one row.
      await ok('POST', `/v1/group/${id}/join`, at(0).headers);
      expect(await memberCount(id)).toBe(2);
      expect((await membership(id, at(0).id))?.left_at).toBeNull();
    });

    it('a request group: Requested, the admins are mailed in their language; withdrawing works', async () => {
      const id = await group({
        name: 'Vogelaars',
        joinType: 'request',
        members: [{ profileId: at(1).id, role: 'admin' }],
      });
      const state = await ok('POST', `/v1/group/${id}/join`, at(0).headers);
      expect(state.Membership).toMatchObject({ Status: 'Requested', Role: null });
      expect(await memberCount(id)).toBe(1 + 1);
      expect(fieldsOf(await call('POST', `/v1/group/${id}/join`, at(0).headers))).toEqual([
        'id:already_member',
      ]);
      const [nl] = await mails(at(1).email, 'group-join-requested');
      expect(nl?.subject).toBe('Verzoek om lid te worden van Vogelaars');
      expect(nl?.text_body).toContain(`/nl/netwerk/groepen/${id}/vogelaars/leden`);
      // Every admin hears it once: the creator too.
      const toOwner = (await mails(owner.email, 'group-join-requested')).filter((x) =>
        x.text_body.includes(`/${id}/vogelaars/`),
      );
      expect(toOwner).toHaveLength(1);
      expect(await mails(at(2).email, 'group-join-requested')).toEqual([]);
      // Withdrawing a request: None, the count untouched.
      expect((await ok('PUT', `/v1/group/${id}/leave`, at(0).headers)).Membership.Status).toBe('None');
      expect(await memberCount(id)).toBe(2);
    });

    it('an invitation joins whatever the join type; a draft is 409 group_not_published for those who know it, 404 for others', async () => {
      const id = await group({ joinType: 'request', members: [{ profileId: at(0).id, status: 'Invited' }] });
      expect((await ok('POST', `/v1/group/${id}/join`, at(0).headers)).Membership.Status).toBe('Joined');
      expect(await memberCount(id)).toBe(2);
      const draft = await group({ status: 'draft', members: [{ profileId: at(0).id, status: 'Invited' }] });
      const invited = await call('POST', `/v1/group/${draft}/join`, at(0).headers);
      expect(invited.statusCode).toBe(409);
      expect(fieldsOf(invited)).toEqual(['id:group_not_published']);
      expect(fieldsOf(await call('POST', `/v1/group/${draft}/join`, admin.headers))).toEqual([
        'id:group_not_published',
      ]);
      expect((await call('POST', `/v1/group/${draft}/join`, at(1).headers)).statusCode).toBe(404);
      expect((await call('POST', `/v1/group/999999/join`, at(1).headers)).statusCode).toBe(404);
      expect((await call('POST', `/v1/group/${id}/join`, {})).statusCode).toBe(401);
    });

    it('the last admin cannot leave; after promoting another member they can (handover)', async () => {
      const id = await group({ members: [{ profileId: at(0).id }] });
      const refused = await call('PUT', `/v1/group/${id}/leave`, owner.headers);
      expect(refused.statusCode).toBe(409);
      expect(fieldsOf(refused)).toEqual(['id:group_admin_required']);
      const promoted = await ok('PUT', '/v1/group/member/promote', owner.headers, {
        GroupId: id,
        ProfileId: at(0).id,
      });
      expect(promoted).toMatchObject({ ProfileId: at(0).id, Role: 'admin', Status: 'Joined' });
      await ok('PUT', `/v1/group/${id}/leave`, owner.headers);
      expect(await memberCount(id)).toBe(1);
      const state = await ok('GET', `/v1/group/${id}/state`, at(0).headers);
      expect(state).toMatchObject({ IsAdmin: true, Membership: { Role: 'admin' } });
      expect(
        (await ok('GET', `/v1/group/${id}`, at(2).headers)).Admins.map(
          (a: { ProfileId: number }) => a.ProfileId,
        ),
      ).toEqual([at(0).id]);
      // The former admin is a plain visitor of the group now.
      expect(
        (await call('PUT', `/v1/group/${id}/settings`, owner.headers, { ActivateChat: false })).statusCode,
      ).toBe(403);
    });
  });

  describe("the admins' calls", () => {
    it('invite by e-mail: Invited and mailed in their language; unknown 400; already in 409', async () => {
      const id = await group({ name: 'Duinlopers', members: [{ profileId: at(1).id }] });
      const invited = await ok('POST', `/v1/group/${id}/invite`, owner.headers, {
        Email: at(0).email.toUpperCase(),
      });
      expect(invited).toMatchObject({ ProfileId: at(0).id, Status: 'Invited', Role: 'member' });
      expect((await membership(id, at(0).id))?.invited_by).toBe(owner.id);
      const [mail] = await mails(at(0).email, 'group-member-invited');
      expect(mail?.subject).toBe('Invitation to Duinlopers');
      expect(mail?.text_body).toContain(`/en/network/groups/${id}/duinlopers`);
      const twice = await call('POST', `/v1/group/${id}/invite`, owner.headers, { Email: at(0).email });
      expect(twice.statusCode).toBe(409);
      expect(fieldsOf(twice)).toEqual(['Email:already_member']);
      expect(
        fieldsOf(await call('POST', `/v1/group/${id}/invite`, owner.headers, { Email: at(1).email })),
      ).toEqual(['Email:already_member']);
      const unknown = await call('POST', `/v1/group/${id}/invite`, owner.headers, {
        Email: 'nobody@nowhere.example',
      });
      expect(unknown.statusCode).toBe(400);
      expect(fieldsOf(unknown)).toEqual(['Email:not_found']);
      expect(
        (await call('POST', `/v1/group/${id}/invite`, owner.headers, { Email: 'not-an-address' })).statusCode,
      ).toBe(400);
      expect(
        (await call('POST', `/v1/group/${id}/invite`, at(1).headers, { Email: at(2).email })).statusCode,
      ).toBe(403);
      // A Dutch member gets the Dutch mail.
      await ok('POST', `/v1/group/${id}/invite`, admin.headers, { Email: at(2).email });
      await ok('PUT', '/v1/group/member/decline', owner.headers, { GroupId: id, ProfileId: at(1).id });
      await ok('POST', `/v1/group/${id}/invite`, owner.headers, { Email: at(1).email });
      const [nl] = await mails(at(1).email, 'group-member-invited');
      expect(nl?.subject).toBe('Uitnodiging voor Duinlopers');
      expect(nl?.text_body).toContain(`/nl/netwerk/groepen/${id}/duinlopers`);
      // Accepting: joining.
      await ok('POST', `/v1/group/${id}/join`, at(0).headers);
      expect(await memberCount(id)).toBe(2);
    });

    it('approve a request: Joined, counted, mailed; twice 409; no request 409', async () => {
      const id = await group({ name: 'Tuinders', joinType: 'request' });
      await ok('POST', `/v1/group/${id}/join`, at(0).headers);
      const approved = await ok('PUT', '/v1/group/member/approve', owner.headers, {
        GroupId: id,
        ProfileId: at(0).id,
      });
      expect(approved).toMatchObject({ Status: 'Joined', Role: 'member', JoinedAt: NOW.toISOString() });
      expect(await memberCount(id)).toBe(2);
      const [mail] = await mails(at(0).email, 'group-member-approved');
      expect(mail?.subject).toBe('You are a member of Tuinders');
      expect(mail?.text_body).toContain(`/en/network/groups/${id}/tuinders`);
      const twice = await call('PUT', '/v1/group/member/approve', owner.headers, {
        GroupId: id,
        ProfileId: at(0).id,
      });
      expect(fieldsOf(twice)).toEqual(['ProfileId:already_member']);
      const none = await call('PUT', '/v1/group/member/approve', owner.headers, {
        GroupId: id,
        ProfileId: at(1).id,
      });
      expect(none.statusCode).toBe(409);
      expect(fieldsOf(none)).toEqual(['ProfileId:not_a_group_member']);
      expect(
        (await call('PUT', '/v1/group/member/approve', owner.headers, { GroupId: 0, ProfileId: 1 }))
          .statusCode,
      ).toBe(400);
    });

    it('decline: a request, an invitation, a member (not an admin)', async () => {
      const id = await group({
        members: [
          { profileId: at(0).id, status: 'Requested' },
          { profileId: at(1).id, status: 'Invited' },
          { profileId: at(2).id },
          { profileId: at(3).id, role: 'admin' },
        ],
      });
      const body = (p: Member) => ({ GroupId: id, ProfileId: p.id });
      expect((await ok('PUT', '/v1/group/member/decline', owner.headers, body(at(0)))).Status).toBe('None');
      expect((await ok('PUT', '/v1/group/member/decline', owner.headers, body(at(1)))).Status).toBe('None');
      expect(await memberCount(id)).toBe(3);
      const removed = await ok('PUT', '/v1/group/member/decline', owner.headers, body(at(2)));
      expect(removed).toMatchObject({ Status: 'None', LeftAt: NOW.toISOString() });
      expect(await memberCount(id)).toBe(2);
      const adminRow = await call('PUT', '/v1/group/member/decline', owner.headers, body(at(3)));
      expect(adminRow.statusCode).toBe(409);
      expect(fieldsOf(adminRow)).toEqual(['ProfileId:group_admin_required']);
      expect(fieldsOf(await call('PUT', '/v1/group/member/decline', owner.headers, body(at(2))))).toEqual([
        'ProfileId:not_a_group_member',
      ]);
      expect(await joinedCount(id)).toBe(await memberCount(id));
    });

    it('promote and demote; the last admin is never demoted (409 group_admin_required)', async () => {
      const id = await group({
        members: [{ profileId: at(0).id }, { profileId: at(1).id, status: 'Requested' }],
      });
      const body = (p: { id: number }) => ({ GroupId: id, ProfileId: p.id });
      const last = await call('PUT', '/v1/group/member/demote', owner.headers, body(owner));
      expect(last.statusCode).toBe(409);
      expect(fieldsOf(last)).toEqual(['ProfileId:group_admin_required']);
      expect(fieldsOf(await call('PUT', '/v1/group/member/promote', owner.headers, body(at(1))))).toEqual([
        'ProfileId:not_a_group_member',
      ]);
      await ok('PUT', '/v1/group/member/promote', owner.headers, body(at(0)));
      // The new admin may demote the creator; then not themselves (the last one).
      expect((await ok('PUT', '/v1/group/member/demote', at(0).headers, body(owner))).Role).toBe('member');
      expect(fieldsOf(await call('PUT', '/v1/group/member/demote', at(0).headers, body(at(0))))).toEqual([
        'ProfileId:group_admin_required',
      ]);
      expect((await call('PUT', '/v1/group/member/promote', owner.headers, body(owner))).statusCode).toBe(
        403,
      );
      // Administrators manage any group.
      expect((await ok('PUT', '/v1/group/member/promote', admin.headers, body(owner))).Role).toBe('admin');
      expect((await call('PUT', '/v1/group/member/promote', at(2).headers, body(at(0)))).statusCode).toBe(
        403,
      );
      expect((await call('PUT', '/v1/group/member/promote', {}, body(at(0)))).statusCode).toBe(401);
      expect(
        (
          await call('PUT', '/v1/group/member/promote', owner.headers, {
            GroupId: 999999,
            ProfileId: at(0).id,
          })
        ).statusCode,
      ).toBe(404);
    });

    it('publish (needs a description), deactivate (a draft again), settings, update, delete', async () => {
      const { Id } = await ok('POST', '/v1/group', owner.headers, { Name: 'Stille groep' });
      const failed = await call('PUT', `/v1/group/${Id}/publish`, owner.headers);
      expect(failed.statusCode).toBe(409);
      expect(fieldsOf(failed)).toEqual(['Description:group_publish_failed']);
      const updated = await ok('PUT', `/v1/group/${Id}`, owner.headers, {
        Name: 'Luide groep',
        Description: 'Wij zingen',
        JoinType: 'request',
        ActivatePosts: false,
      });
      expect(updated).toMatchObject({
        Name: 'Luide groep',
        Slug: 'luide-groep',
        Description: 'Wij zingen',
        JoinType: 'request',
        ActivatePosts: false,
        ActivateEvents: true,
      });
      const row = await db()
        .selectFrom('network_groups')
        .selectAll()
        .where('id', '=', Id)
        .executeTakeFirstOrThrow();
      expect(row.search_text).toBe('luide groep wij zingen');
      const published = await ok('PUT', `/v1/group/${Id}/publish`, owner.headers);
      expect(published).toMatchObject({ Status: 'published', PublishedAt: NOW.toISOString() });
      expect((await call('GET', `/v1/group/${Id}`, at(0).headers)).statusCode).toBe(200);
      const emptied = await call('PUT', `/v1/group/${Id}`, owner.headers, { Description: '' });
      expect(fieldsOf(emptied)).toEqual(['Description:required']);
      const settings = await ok('PUT', `/v1/group/${Id}/settings`, owner.headers, {
        ActivateQuestions: false,
      });
      expect(settings).toMatchObject({
        ActivateQuestions: false,
        ActivatePosts: false,
        ActivateChat: true,
        IsAdmin: true,
      });
      const back = await ok('PUT', `/v1/group/${Id}/deactivate`, owner.headers);
      expect(back).toMatchObject({ Status: 'draft', PublishedAt: null });
      expect((await call('GET', `/v1/group/${Id}`, at(0).headers)).statusCode).toBe(404);
      await ok('PUT', `/v1/group/${Id}/publish`, owner.headers);
      expect(await ok('DELETE', `/v1/group/${Id}`, owner.headers)).toEqual({ Id });
      for (const who of [owner, admin, at(0)])
        expect((await call('GET', `/v1/group/${Id}`, who.headers)).statusCode).toBe(404);
      expect((await ok('GET', '/v1/group?q=luide', at(0).headers)).TotalCount).toBe(0);
      expect(
        (await ok('GET', '/v1/profile/group', owner.headers)).some((g: { Id: number }) => g.Id === Id),
      ).toBe(false);
      expect((await call('DELETE', `/v1/group/${Id}`, owner.headers)).statusCode).toBe(404);
      expect((await call('POST', `/v1/group/${Id}/join`, at(0).headers)).statusCode).toBe(404);
    });
  });

  describe('events in a group (POST /v1/event with GroupId)', () => {
    const eventBody = (extra: object) => ({
      Name: 'Group meetup',
      StartDate: '2026-12-09',
      StartMinutes: 540,
      EndDate: '2026-12-09',
      EndMinutes: 720,
      Tags: ['data', 'coffee', 'talks'],
      Description: 'A meetup',
      LocationName: 'The Hall',
      Address: 'Main street 1',
      City: 'Amersfoort',
      ...extra,
    });

    it('needs a Joined member of a published group with events on', async () => {
      const id = await group({
        members: [{ profileId: at(0).id }, { profileId: at(1).id, status: 'Requested' }],
      });
      const off = await group({ toggles: { events: false }, members: [{ profileId: at(0).id }] });
      const draft = await group({ status: 'draft', members: [{ profileId: at(0).id }] });
      const create = (who: Member, extra: object) => call('POST', '/v1/event', who.headers, eventBody(extra));
      expect(fieldsOf(await create(at(1), { Type: 'Group', GroupId: id }))).toEqual([
        'GroupId:not_a_group_member',
      ]);
      expect(fieldsOf(await create(at(2), { GroupId: id }))).toEqual(['GroupId:not_a_group_member']);
      expect(fieldsOf(await create(at(0), { Type: 'Group', GroupId: off }))).toEqual([
        'GroupId:group_feature_off',
      ]);
      expect(fieldsOf(await create(at(0), { Type: 'Group', GroupId: draft }))).toEqual([
        'GroupId:group_not_published',
      ]);
      expect(fieldsOf(await create(at(0), { Type: 'Group', GroupId: 999999 }))).toEqual([
        'GroupId:not_found',
      ]);
      expect(fieldsOf(await create(at(0), { Type: 'Group' }))).toEqual(['GroupId:required']);
      const made = await create(at(0), { Type: 'Group', ItemId: id, GroupId: id, IsPublished: true });
      expect(made.statusCode, made.body).toBe(200);
      // By ItemId alone too; it lands in the group's list.
      const byItem = await create(at(0), { Type: 'Group', ItemId: id, IsPublished: true });
      expect(byItem.statusCode, byItem.body).toBe(200);
      const list = await ok('GET', `/v1/group/${id}/events`, at(0).headers);
      expect(list.Results.map((e: { Id: number }) => e.Id)).toEqual([made.json().Id, byItem.json().Id]);
      // Moving an event into a group the organizer is not in is refused on update too.
      const plain = await create(at(2), {});
      expect(plain.statusCode).toBe(200);
      const moved = await call('PUT', `/v1/event/${plain.json().Id}`, at(2).headers, { GroupId: id });
      expect(fieldsOf(moved)).toEqual(['GroupId:not_a_group_member']);
    });
  });
});
