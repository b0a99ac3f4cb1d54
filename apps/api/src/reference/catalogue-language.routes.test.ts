import { type Locale, spaceSettingName } from '@meetspace/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { apiCall, memberHeaders } from '../../test/booking.ts';
import { engines } from '../../test/db.ts';

// Monday 23 November 2026 09:00 in Amsterdam; searches are for Wednesday 25 November.
const START = new Date('2026-11-23T08:00:00Z');
const DAY = '2026-11-25';
const LOCALES: readonly Locale[] = ['nl', 'en'];

type Named = { name_nl: string; name_en: string };
const nameIn = (row: Named, locale: Locale) => (locale === 'nl' ? row.name_nl : row.name_en);

/**
 * Every call that names catalogue texts (location texts, rooms, layouts, options, packages) answers
 * in the language asked for, on both engines; an English text still empty falls back to the Dutch.
 */
describe.each(engines)('catalogue texts in the requested language on %s', (engine) => {
  let t: TestApp;
  let member: Record<string, string>;
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, headers: object = {}, payload?: object) =>
    apiCall(t)(method, url, headers, payload);
  const db = () => t.database.db;

  /** Searches Utrecht in a language and holds the first free room; the cart with its location. */
  async function hold(language: Locale, startMinutes: number) {
    const search = (
      await call(
        'GET',
        `/v2/availability?q=Utrecht&startDate=${DAY}&startTime=${startMinutes}&endTime=${startMinutes + 60}&seats=2&language=${language}`,
        member,
      )
    ).json();
    const location = search.Locations.find(
      (l: { IsAvailable: boolean; Spaces: { SpaceAvailable: boolean }[] }) =>
        l.IsAvailable && l.Spaces.some((s) => s.SpaceAvailable),
    );
    const entry = location.Spaces.find((s: { SpaceAvailable: boolean }) => s.SpaceAvailable);
    const res = await call('POST', '/v1/availability/select', member, {
      SearchId: search.SearchId,
      LocationId: location.LocationId,
      Hash: entry.Hash,
    });
    expect(res.statusCode).toBe(200);
    return { search, cart: res.json(), locationId: location.LocationId as number };
  }

  beforeAll(async () => {
    t = await createTestApp(engine, { demo: true, now: () => START });
    member = await memberHeaders(t, 'booker@example.com', START);
  });
  afterAll(async () => t.close());

  it('names a location, its rooms and their layouts in the language asked for', async () => {
    const location = await db()
      .selectFrom('locations')
      .selectAll()
      .where('status', '=', 'live')
      .where('city', '=', 'Utrecht')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const rooms = await db()
      .selectFrom('spaces')
      .select(['id', 'name_nl', 'name_en', 'description_nl', 'description_en'])
      .where('location_id', '=', location.id)
      .execute();
    expect(rooms.length).toBeGreaterThan(0);
    for (const locale of LOCALES) {
      const detail = (await call('GET', `/v2/location/${location.id}/channel/1?language=${locale}`)).json();
      expect(detail.Description).toBe(locale === 'nl' ? location.description_nl : location.description_en);
      const directions = (
        await call('GET', `/v1/location/${location.id}/directions?language=${locale}`)
      ).json();
      expect(JSON.stringify(directions)).toContain(
        locale === 'nl' ? location.directions_nl : location.directions_en,
      );
      const spaces = (
        await call('GET', `/v1/space/location/${location.id}?language=${locale}&itemsPerPage=100`)
      ).json();
      expect(spaces.Results).toHaveLength(rooms.length);
      for (const space of spaces.Results) {
        const row = rooms.find((r) => r.id === space.Id);
        if (!row) throw new Error(`space ${space.Id} is not of location ${location.id}`);
        expect(space.Name).toBe(nameIn(row, locale));
        expect(space.Description).toBe(locale === 'nl' ? row.description_nl : row.description_en);
        for (const s of space.Settings) expect(s.Name).toBe(spaceSettingName(s.SettingId, locale));
      }
    }
    // The two languages really differ (the demo fills both with their own texts).
    expect(location.description_en).not.toBe(location.description_nl);
    expect(rooms.some((r) => r.name_en !== r.name_nl)).toBe(true);
  });

  it('names rooms and layouts of search results in the language asked for', async () => {
    const names = new Map(
      (await db().selectFrom('spaces').select(['id', 'name_nl', 'name_en']).execute()).map((r) => [r.id, r]),
    );
    let differing = 0;
    for (const locale of LOCALES) {
      const res = await call(
        'GET',
        `/v2/availability?q=Utrecht&startDate=${DAY}&startTime=600&endTime=720&seats=2&language=${locale}`,
      );
      expect(res.statusCode).toBe(200);
      const spaces = res.json().Locations.flatMap((l: { Spaces: unknown[] }) => l.Spaces);
      expect(spaces.length).toBeGreaterThan(5);
      for (const s of spaces as {
        SpaceId: number;
        SpaceName: string;
        SettingId: number;
        SettingName: string;
      }[]) {
        const row = names.get(s.SpaceId);
        if (!row) throw new Error(`unknown space ${s.SpaceId}`);
        expect(s.SpaceName).toBe(nameIn(row, locale));
        expect(s.SettingName).toBe(spaceSettingName(s.SettingId, locale));
        if (row.name_nl !== row.name_en) differing += 1;
      }
    }
    expect(differing).toBeGreaterThan(0);
  });

  it("names a cart's room, options and packages in the cart's language", async () => {
    for (const [locale, minutes] of [
      ['nl', 780],
      ['en', 840],
    ] as const) {
      const { cart, locationId } = await hold(locale, minutes);
      expect(cart.Language).toBe(locale);
      const options = await db()
        .selectFrom('options')
        .select(['id', 'name_nl', 'name_en'])
        .where('location_id', '=', locationId)
        .execute();
      const listed = (await call('GET', `/v1/cart/${cart.CartKey}/option`, member)).json();
      expect(listed.length).toBe(options.length);
      for (const o of listed) {
        const row = options.find((r) => r.id === o.OptionId);
        if (!row) throw new Error(`option ${o.OptionId} is not of location ${locationId}`);
        expect(o.Name).toBe(nameIn(row, locale));
      }
      const packages = await db()
        .selectFrom('packages')
        .select(['id', 'name_nl', 'name_en'])
        .where('location_id', '=', locationId)
        .execute();
      for (const p of (await call('GET', `/v1/cart/${cart.CartKey}/package`, member)).json()) {
        const row = packages.find((r) => r.id === p.Id);
        if (!row) throw new Error(`package ${p.Id} is not of location ${locationId}`);
        expect(p.Name).toBe(nameIn(row, locale));
      }
      const space = await db()
        .selectFrom('spaces')
        .select(['name_nl', 'name_en'])
        .where('id', '=', cart.Spaces[0].SpaceId)
        .executeTakeFirstOrThrow();
      expect(cart.Spaces[0].SpaceName).toBe(nameIn(space, locale));
      // Switching the cart's language (the web does when the page's differs) renames everything.
      const other: Locale = locale === 'nl' ? 'en' : 'nl';
      const switched = (await call('PUT', `/v1/cart/${cart.CartKey}`, member, { Language: other })).json();
      expect(switched.Spaces[0].SpaceName).toBe(nameIn(space, other));
      const relisted = (await call('GET', `/v1/cart/${cart.CartKey}/option`, member)).json();
      const first = options.find((r) => r.id === relisted[0].OptionId);
      expect(relisted[0].Name).toBe(first && nameIn(first, other));
      await call('POST', `/v1/cart/${cart.CartKey}/release`, member);
    }
  });

  it("names a reservation's room and options in the page's language, else the reservation's own", async () => {
    const { cart } = await hold('nl', 900);
    const option = (await call('GET', `/v1/cart/${cart.CartKey}/option`, member)).json()[0];
    expect(
      (
        await call('POST', `/v1/cart/${cart.CartKey}/option`, member, {
          OptionId: option.OptionId,
          Amount: 1,
        })
      ).statusCode,
    ).toBe(200);
    await call('PUT', `/v1/cart/${cart.CartKey}`, member, { Name: 'Taal', CartTerms: { Accepted: true } });
    const booked = await call('POST', `/v2/cart/${cart.CartKey}/finalize`, member);
    expect(booked.statusCode).toBe(200);
    const id = booked.json().Id;
    const optionRow = await db()
      .selectFrom('options')
      .select(['name_nl', 'name_en'])
      .where('id', '=', option.OptionId)
      .executeTakeFirstOrThrow();
    const spaceRow = await db()
      .selectFrom('spaces')
      .select(['name_nl', 'name_en'])
      .where('id', '=', cart.Spaces[0].SpaceId)
      .executeTakeFirstOrThrow();
    expect(optionRow.name_en).not.toBe(optionRow.name_nl);

    const own = (await call('GET', `/v1/reservation/${id}`, member)).json();
    expect(own.LanguageId).toBe(52);
    expect(own.Options[0].Name).toBe(optionRow.name_nl);
    for (const [language, locale] of [
      ['en', 'en'],
      ['en-US', 'en'],
      ['nl-NL', 'nl'],
      ['65', 'en'],
    ] as const) {
      const detail = (await call('GET', `/v1/reservation/${id}?language=${language}`, member)).json();
      expect(detail.Options[0].Name).toBe(nameIn(optionRow, locale));
      expect(detail.Spaces[0].SpaceName).toBe(nameIn(spaceRow, locale));
      expect(detail.LanguageId).toBe(52); // the reservation's language (of its mails) is unchanged
      const addable = (
        await call('GET', `/v1/reservation/${id}/available/options?language=${language}`, member)
      ).json();
      const same = addable.find((o: { OptionId: number }) => o.OptionId === option.OptionId);
      expect(same.Name).toBe(nameIn(optionRow, locale));
    }
    // Its confirmation mail names the room in the reservation's language, whatever a page asked for.
    const mail = await db()
      .selectFrom('outbox')
      .select('text_body')
      .where('to_email', '=', 'booker@example.com')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(mail.text_body).toContain(spaceRow.name_nl);
    if (spaceRow.name_en !== spaceRow.name_nl) expect(mail.text_body).not.toContain(spaceRow.name_en);

    const bad = await call('GET', `/v1/reservation/${id}?language=fr`, member);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().Errors[0].Field).toBe('language');
  });

  it('falls back to the Dutch text while an English one is empty (a database from before)', async () => {
    const row = await db()
      .selectFrom('options')
      .select(['id', 'name_nl', 'location_id'])
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await db().updateTable('options').set({ name_en: '' }).where('id', '=', row.id).execute();
    const res = (await call('GET', `/v1/option/${row.id}?language=en`)).json();
    expect(res.Name).toBe(row.name_nl);
    const space = await db()
      .selectFrom('spaces')
      .select(['id', 'name_nl'])
      .where('location_id', '=', row.location_id)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await db()
      .updateTable('spaces')
      .set({ name_en: '', description_en: '' })
      .where('id', '=', space.id)
      .execute();
    const listed = (await call('GET', `/v1/space/${space.id}?language=en`)).json();
    expect(listed.Name).toBe(space.name_nl);
  });
});
