import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, withKey } from '../../test/app.ts';
import { apiCall, memberHeaders, plainMemberEmails, profileIdOf } from '../../test/booking.ts';
import { engines } from '../../test/db.ts';
import { hostLocationId } from '../../test/reviews.ts';

// 10:00 in Amsterdam on Monday 23 November 2026 (the demo's own check-ins are on the real days).
const NOW = new Date('2026-11-23T09:00:00Z');
const DAY = '2026-11-23';
const NEXT_DAY = '2026-11-24';

type H = Record<string, string>;

describe.each(engines)('people, check-ins and matches on %s', (engine) => {
  let t: TestApp;
  let call: ReturnType<typeof apiCall>;
  let booker: H;
  let host: H;
  let admin: H;
  let locationId: number;
  let otherLocationId: number;
  const m: H[] = [];
  const ids: number[] = [];

  const setProfile = (h: H, body: object) => call('PUT', '/v1/profile', h, body);
  const checkIn = (h: H, body: object) => call('PUT', '/v1/checkin', h, body);

  beforeAll(async () => {
    t = await createTestApp(engine, { demo: true, locations: 12, now: () => NOW });
    call = apiCall(t);
    booker = await memberHeaders(t, 'booker@example.com', NOW);
    host = await memberHeaders(t, 'host@example.com', NOW);
    admin = await memberHeaders(t, 'admin@example.com', NOW);
    locationId = await hostLocationId(t);
    const other = await t.database.db
      .selectFrom('locations')
      .select('id')
      .where('status', '=', 'live')
      .where('id', '!=', locationId)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    otherLocationId = other.id;
    for (const email of await plainMemberEmails(t, 9)) {
      m.push(await memberHeaders(t, email, NOW));
      ids.push(await profileIdOf(t, email));
    }
  });
  afterAll(async () => t?.close());

  it('answers 401 to every members-only call without a session', async () => {
    for (const [method, url] of [
      ['GET', '/v1/people'],
      ['GET', '/v1/profile/checklist'],
      ['GET', '/v1/checkin'],
      ['GET', `/v1/checkin/knowledge?locationId=${locationId}`],
      ['PUT', '/v1/checkin'],
      ['GET', `/v1/checkin/qr?locationId=${locationId}`],
      ['GET', '/v1/match?checkinId=1'],
    ] as const) {
      const body = { LocationId: locationId, WorkingOn: 'a', Knowledge: 'b' };
      const res = await call(method, url, {}, method === 'PUT' ? body : undefined);
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('keeps the network fields on the profile; the public profile shows e-mail and phone only when shared', async () => {
    const res = await setProfile(m[0] as H, {
      City: 'Utrecht',
      WorkingOn: 'building a dashboard for sales',
      Knowledge: 'accounting and taxes',
      Tags: ['Data', 'Marketing', 'Yoga', ' data ', 'Yoga|'],
      Phone: '030 123 45 67',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      City: 'Utrecht',
      Tags: ['Data', 'Marketing', 'Yoga'],
      ShareEmail: false,
      SharePhone: false,
    });
    const hidden = (await call('GET', `/v1/profile/${ids[0]}/public`, withKey)).json();
    expect(hidden).toMatchObject({
      City: 'Utrecht',
      Tags: ['Data', 'Marketing', 'Yoga'],
      Email: null,
      Phone: null,
    });
    await setProfile(m[0] as H, { ShareEmail: true });
    const shared = (await call('GET', `/v1/profile/${ids[0]}/public`, withKey)).json();
    expect(shared.Email).toContain('@');
    expect(shared.Phone).toBeNull();
    const state = (await call('GET', '/v1/profile/state', m[0] as H)).json();
    expect(state).toMatchObject({ ShareEmail: true, WorkingOn: 'building a dashboard for sales' });
    const bad = await setProfile(m[0] as H, { Tags: ['x'.repeat(41)] });
    expect(bad.statusCode).toBe(400);
  });

  it('finds people by name, tag, city and what they work on, paged', async () => {
    await setProfile(m[1] as H, { City: 'Zwolle', Tags: ['Zeilen100%', 'Kaas'], WorkingOn: 'een zeilboot' });
    const byTag = (await call('GET', '/v1/people?tags=zeilen100%25', m[0] as H)).json();
    expect(byTag.Results.map((p: { Id: number }) => p.Id)).toEqual([ids[1]]);
    const none = (await call('GET', '/v1/people?tags=zeilen1000', m[0] as H)).json();
    expect(none.TotalCount).toBe(0);
    const both = (
      await call('GET', '/v1/people?tags=Kaas,zeilen100%25&city=zwol&workingOn=ZEILBOOT', m[0] as H)
    ).json();
    expect(both.TotalCount).toBe(1);
    const first = (await call('GET', `/v1/profile/${ids[1]}/public`, withKey)).json();
    const byName = (
      await call('GET', `/v1/people?q=${encodeURIComponent(first.FullName)}`, m[0] as H)
    ).json();
    expect(byName.Results.map((p: { Id: number }) => p.Id)).toContain(ids[1]);
    const page = (await call('GET', '/v1/people?itemsPerPage=2&page=2', m[0] as H)).json();
    expect(page.Results).toHaveLength(2);
    expect(page.MorePages).toBe(true);
    expect((await call('GET', '/v1/people?itemsPerPage=0', m[0] as H)).statusCode).toBe(400);
  });

  it('shows the profile checklist with the spec’s numbers', async () => {
    await setProfile(m[2] as H, { Bio: 'Hallo', Tags: ['a1', 'a2', 'a3', 'a4'] });
    const before = (await call('GET', '/v1/profile/checklist', m[2] as H)).json();
    expect(before.Items.map((i: { Key: string; Required: number }) => [i.Key, i.Required])).toEqual([
      ['photo', 1],
      ['bio', 1],
      ['tags', 5],
      ['answers', 5],
      ['events', 2],
      ['groups', 1],
    ]);
    const tags = before.Items.find((i: { Key: string }) => i.Key === 'tags');
    expect(tags).toEqual({ Key: 'tags', Count: 4, Required: 5, Done: false });
    expect(before.Items.find((i: { Key: string }) => i.Key === 'bio').Done).toBe(true);
    await setProfile(m[2] as H, { Tags: ['a1', 'a2', 'a3', 'a4', 'a5'] });
    const after = (await call('GET', '/v1/profile/checklist', m[2] as H)).json();
    expect(after.Items.find((i: { Key: string }) => i.Key === 'tags').Done).toBe(true);
    expect(after.DoneCount).toBe(before.DoneCount + 1);
    expect(after.Complete).toBe(false);
    // The answers are the questions area's: an answer counts, a reply does not.
    const asked = await call('POST', '/v1/question', m[0] as H, {
      Title: 'Who knows a quiet room?',
      Text: 'For a day of writing.',
      Tags: ['rooms'],
    });
    expect(asked.statusCode, asked.body).toBe(200);
    const answered = await call('POST', '/v1/question/answer', m[2] as H, {
      QuestionId: asked.json().Id,
      Text: 'The library.',
    });
    expect(answered.statusCode, answered.body).toBe(200);
    const answerId = answered.json().Answers[0].Id;
    await call('POST', '/v1/question/answer', m[2] as H, {
      QuestionId: asked.json().Id,
      Text: 'Or the station.',
      AnswerId: answerId,
    });
    const counted = (await call('GET', '/v1/profile/checklist', m[2] as H)).json();
    const answers = (x: typeof counted) => x.Items.find((i: { Key: string }) => i.Key === 'answers');
    expect(answers(counted).Count).toBe(answers(after).Count + 1);
  });

  it('checks in once per member, location and day (again: changed), validates, and lists', async () => {
    const body = { LocationId: locationId, WorkingOn: 'a plan', Knowledge: 'knitting' };
    const first = await checkIn(m[3] as H, body);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ Date: DAY, LocationId: locationId, ProfileId: ids[3] });
    const again = await checkIn(m[3] as H, { ...body, Knowledge: 'crochet' });
    expect(again.json()).toMatchObject({ Id: first.json().Id, Knowledge: 'crochet' });
    const tomorrow = await checkIn(m[3] as H, { ...body, Date: NEXT_DAY });
    expect(tomorrow.json().Id).not.toBe(first.json().Id);
    for (const bad of [
      { ...body, Date: '2026-11-22' },
      { ...body, Date: '2027-01-30' },
      { ...body, Date: '23-11-2026' },
      { ...body, Knowledge: '' },
      { LocationId: locationId },
      { ...body, LocationId: 0 },
      { ...body, ReservationId: 999_999 },
    ]) {
      const res = await checkIn(m[3] as H, bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json().Errors.length).toBeGreaterThan(0);
    }
    expect((await checkIn(m[3] as H, { ...body, LocationId: 999_999 })).statusCode).toBe(404);
    const mine = (await call('GET', '/v1/checkin', m[3] as H)).json();
    expect(mine.Results.map((c: { Date: string }) => c.Date)).toEqual([NEXT_DAY, DAY]);
    // A location's check-ins: its managers and administrators; another member 403.
    const byHost = await call('GET', `/v1/checkin?locationId=${locationId}&date=${DAY}`, host);
    expect(byHost.statusCode).toBe(200);
    expect(byHost.json().Results.map((c: { ProfileId: number }) => c.ProfileId)).toContain(ids[3]);
    expect((await call('GET', `/v1/checkin?locationId=${locationId}`, admin)).statusCode).toBe(200);
    expect((await call('GET', `/v1/checkin?locationId=${locationId}`, m[4] as H)).statusCode).toBe(403);
    expect((await call('GET', '/v1/checkin?locationId=999999', host)).statusCode).toBe(404);
    expect((await call('GET', '/v1/checkin?date=yesterday', host)).statusCode).toBe(400);
  });

  it('ties a check-in to a booking of the member: its booker, the location’s managers see it; others 403', async () => {
    const bookerId = await profileIdOf(t, 'booker@example.com');
    const reservation = await t.database.db
      .selectFrom('reservations')
      .select(['id', 'location_id'])
      .where('profile_id', '=', bookerId)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const otherLocation = reservation.location_id === locationId ? otherLocationId : locationId;
    const wrongPlace = await checkIn(booker, {
      LocationId: otherLocation,
      WorkingOn: 'x',
      Knowledge: 'y',
      ReservationId: reservation.id,
    });
    expect(wrongPlace.statusCode).toBe(400);
    const notMine = await checkIn(m[4] as H, {
      LocationId: reservation.location_id,
      WorkingOn: 'x',
      Knowledge: 'y',
      ReservationId: reservation.id,
    });
    expect(notMine.statusCode).toBe(400);
    const ok = await checkIn(booker, {
      LocationId: reservation.location_id,
      Date: NEXT_DAY,
      WorkingOn: 'x',
      Knowledge: 'y',
      ReservationId: reservation.id,
    });
    expect(ok.statusCode).toBe(200);
    const list = await call('GET', `/v1/checkin?reservationId=${reservation.id}`, booker);
    expect(list.statusCode).toBe(200);
    expect(list.json().Results.map((c: { Id: number }) => c.Id)).toContain(ok.json().Id);
    expect((await call('GET', `/v1/checkin?reservationId=${reservation.id}`, m[4] as H)).statusCode).toBe(
      403,
    );
    expect((await call('GET', `/v1/checkin?reservationId=${reservation.id}`, admin)).statusCode).toBe(200);
    expect((await call('GET', '/v1/checkin?reservationId=999999', booker)).statusCode).toBe(404);
  });

  it('lists what the people checked in at a place can help with, 10 a page', async () => {
    const res = await call('GET', `/v1/checkin/knowledge?locationId=${locationId}&date=${DAY}`, m[5] as H);
    expect(res.statusCode).toBe(200);
    expect(res.json().Results).toContainEqual(
      expect.objectContaining({ ProfileId: ids[3], Knowledge: 'crochet', WorkingOn: 'a plan' }),
    );
    const defaultDay = (
      await call('GET', `/v1/checkin/knowledge?locationId=${locationId}`, m[5] as H)
    ).json();
    expect(defaultDay.TotalCount).toBe(res.json().TotalCount);
    expect((await call('GET', '/v1/checkin/knowledge?locationId=999999', m[5] as H)).statusCode).toBe(404);
    expect((await call('GET', '/v1/checkin/knowledge', m[5] as H)).statusCode).toBe(400);
  });

  it('gives the check-in QR code to the location’s managers only', async () => {
    const res = await call('GET', `/v1/checkin/qr?locationId=${locationId}&locale=en`, host);
    expect(res.statusCode).toBe(200);
    expect(res.json().Url).toMatch(new RegExp(`/en/network/check-in/${locationId}$`));
    expect(res.json().Svg).toContain('<svg');
    expect((await call('GET', `/v1/checkin/qr?locationId=${locationId}`, m[0] as H)).statusCode).toBe(403);
  });

  it('ranks the 4 best matches of a check-in as computed by hand', async () => {
    // me = m[0]: tags Data, Marketing, Yoga; works on "building a dashboard for sales"; helps with
    // "accounting and taxes". Words of 4+ letters count; a shared tag counts 2.
    const [, b, c, d, e, f, g, off, elsewhere] = m as [H, H, H, H, H, H, H, H, H];
    const people: [H, object][] = [
      // b: shared tag data (2) + "dashboard" they know is in my work (1) = 3, 1 tag
      [b, { Tags: ['data', 'Cooking'], WorkingOn: 'cooking recipes', Knowledge: 'dashboard design' }],
      // c: Marketing + Yoga (4) + my "taxes" in their work (1) = 5
      [c, { Tags: ['Marketing', 'Yoga'], WorkingOn: 'taxes for freelancers', Knowledge: 'gardening' }],
      // d: "sales", "building" they know (2) + my "accounting" in their work (1) = 3, no tag
      [d, { Tags: [], WorkingOn: 'accounting', Knowledge: 'sales and building teams' }],
      // e: nothing shared: 0, left out
      [e, { Tags: ['Chess'], WorkingOn: 'chess', Knowledge: 'chess' }],
      // f: Data (2) + "sales" (1) = 3, 1 tag
      [f, { Tags: ['Data'], WorkingOn: 'music', Knowledge: 'sales' }],
      // g: yoga (2) = 2: fifth, cut by the limit of 4
      [g, { Tags: ['yoga'], WorkingOn: 'painting', Knowledge: 'poetry' }],
      // off (another day) and elsewhere (another place) would score 7: never candidates
      [off, { Tags: ['Data', 'Marketing', 'Yoga'], WorkingOn: 'accounting', Knowledge: 'sales' }],
      [elsewhere, { Tags: ['Data', 'Marketing', 'Yoga'], WorkingOn: 'accounting', Knowledge: 'sales' }],
    ];
    for (const [h, p] of people) {
      const { WorkingOn, Knowledge } = p as { WorkingOn: string; Knowledge: string };
      expect((await setProfile(h, p)).statusCode).toBe(200);
      const where =
        h === off
          ? { LocationId: locationId, Date: NEXT_DAY }
          : h === elsewhere
            ? { LocationId: otherLocationId }
            : { LocationId: locationId };
      expect((await checkIn(h, { ...where, WorkingOn, Knowledge })).statusCode).toBe(200);
    }
    const mine = await checkIn(m[0] as H, {
      LocationId: locationId,
      WorkingOn: 'building a dashboard for sales',
      Knowledge: 'accounting and taxes',
    });
    const idOf = (h: H) => ids[m.indexOf(h)] as number;
    const res = await call('GET', `/v1/match?checkinId=${mine.json().Id}`, m[0] as H);
    expect(res.statusCode).toBe(200);
    const [bId, fId] = [idOf(b), idOf(f)].sort((x, y) => x - y);
    expect(
      res.json().Results.map((r: { ProfileId: number; Score: number }) => [r.ProfileId, r.Score]),
    ).toEqual([
      [idOf(c), 5],
      [bId, 3],
      [fId, 3],
      [idOf(d), 3],
    ]);
    expect(res.json().Results[0]).toMatchObject({
      SharedTags: ['Marketing', 'Yoga'],
      TheyCanHelp: [],
      ICanHelp: ['taxes'],
    });
    expect(res.json().Results[3]).toMatchObject({
      SharedTags: [],
      TheyCanHelp: ['building', 'sales'],
      ICanHelp: ['accounting'],
    });
    // Only shared tags: c 4, then b, f and g with 2 by id; d has none.
    const tagsOnly = (await call('GET', `/v1/match?checkinId=${mine.json().Id}&typeIds=1`, m[0] as H)).json();
    expect(tagsOnly.Results.map((r: { ProfileId: number }) => r.ProfileId)).toEqual([
      idOf(c),
      ...[idOf(b), idOf(f), idOf(g)].sort((x, y) => x - y),
    ]);
    // Someone else's check-in: 403; unknown: 404; neither or both ids, or an unknown type: 400.
    expect((await call('GET', `/v1/match?checkinId=${mine.json().Id}`, b)).statusCode).toBe(403);
    expect((await call('GET', '/v1/match?checkinId=999999', b)).statusCode).toBe(404);
    expect((await call('GET', '/v1/match', b)).statusCode).toBe(400);
    expect((await call('GET', `/v1/match?checkinId=1&eventId=1`, b)).statusCode).toBe(400);
    expect((await call('GET', `/v1/match?checkinId=1&typeIds=7`, b)).statusCode).toBe(400);
  });

  it('matches among an event’s participants: 403 for an outsider, 404 for no event', async () => {
    const event = await t.database.db
      .selectFrom('event_registrations')
      .select(['event_id', 'profile_id'])
      .where('status', '=', 'confirmed')
      .where('profile_id', 'is not', null)
      .orderBy('event_id')
      .executeTakeFirstOrThrow();
    const participant = await t.database.db
      .selectFrom('profiles')
      .select('email')
      .where('id', '=', event.profile_id as number)
      .executeTakeFirstOrThrow();
    const h = await memberHeaders(t, participant.email, NOW);
    const res = await call('GET', `/v1/match?eventId=${event.event_id}`, h);
    expect(res.statusCode).toBe(200);
    expect(res.json().Results.length).toBeLessThanOrEqual(4);
    for (const r of res.json().Results) expect(r.ProfileId).not.toBe(event.profile_id);
    const outsider = m.find((_, i) => ids[i] !== event.profile_id) as H;
    const participants = await t.database.db
      .selectFrom('event_registrations')
      .select('profile_id')
      .where('event_id', '=', event.event_id)
      .execute();
    if (!participants.some((p) => ids.includes(p.profile_id as number))) {
      expect((await call('GET', `/v1/match?eventId=${event.event_id}`, outsider)).statusCode).toBe(403);
    }
    expect((await call('GET', '/v1/match?eventId=999999', h)).statusCode).toBe(404);
  });

  it('parallel check-ins of one member at one place and day leave one row (the upsert is atomic)', async () => {
    const h = m[8] as H;
    const burst = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        checkIn(h, {
          LocationId: locationId,
          Date: NEXT_DAY,
          WorkingOn: `plan ${i}`,
          Knowledge: `skill ${i}`,
        }),
      ),
    );
    expect(burst.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    expect(new Set(burst.map((r) => r.json().Id)).size).toBe(1);
    const rows = await t.database.db
      .selectFrom('network_checkins')
      .select('knowledge')
      .where('profile_id', '=', ids[8] as number)
      .where('location_id', '=', locationId)
      .where('day', '=', NEXT_DAY)
      .execute();
    expect(rows).toHaveLength(1);
    expect(burst.map((r) => r.json().Knowledge)).toContain(rows[0]?.knowledge);
  });

  it('lists social-capital workspaces (price 0) of live locations, for anyone', async () => {
    const res = await call('GET', '/v1/social-capital/workspace?language=en', withKey);
    expect(res.statusCode).toBe(200);
    expect(res.json().TotalCount).toBeGreaterThan(0);
    const spaceIds = res.json().Results.map((r: { SpaceId: number }) => r.SpaceId);
    const spaces = await t.database.db
      .selectFrom('spaces')
      .select(['price_cents', 'is_social_capital'])
      .where('id', 'in', spaceIds)
      .execute();
    for (const s of spaces) expect(s).toEqual({ price_cents: 0, is_social_capital: 1 });
    expect((await call('GET', '/v1/social-capital/workspace?page=0', withKey)).statusCode).toBe(400);
  });

  it('logs clicks, anonymous or a member’s, and validates them', async () => {
    const anon = await call('POST', '/v1/log/click', withKey, { TypeId: 1, ItemId: locationId });
    expect(anon.statusCode).toBe(200);
    const member = await call('POST', '/v1/log/click', m[0] as H, { TypeId: 3, ItemId: 5 });
    expect(member.statusCode).toBe(200);
    const rows = await t.database.db
      .selectFrom('click_logs')
      .select(['type_id', 'item_id', 'profile_id', 'clicked_at'])
      .where('clicked_at', '=', NOW.toISOString())
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      { type_id: 1, item_id: locationId, profile_id: null, clicked_at: NOW.toISOString() },
      { type_id: 3, item_id: 5, profile_id: ids[0], clicked_at: NOW.toISOString() },
    ]);
    for (const bad of [{ TypeId: 4, ItemId: 1 }, { TypeId: 1, ItemId: 0 }, { TypeId: 1 }, {}]) {
      expect((await call('POST', '/v1/log/click', withKey, bad)).statusCode).toBe(400);
    }
  });
});
