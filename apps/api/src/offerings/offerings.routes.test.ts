import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { apiCall, memberHeaders, profileIdOf } from '../../test/booking.ts';
import { engines } from '../../test/db.ts';
import { hostMeetingRoomLocation, NEW_ROOM } from './offerings.test-helper.ts';

// Monday 23 November 2026 09:00 in Amsterdam; searches are for Wednesday.
const NOW = new Date('2026-11-23T08:00:00Z');
const DAY = '2026-11-25';

type Entry = {
  SpaceId: number;
  SettingId: number;
  Price: number;
  PriceTotal: number;
  SpaceAvailable: boolean;
};

describe.each(engines)('a host edits what a location sells on %s', (engine) => {
  let t: TestApp;
  let host: Record<string, string>;
  let locationId: number;
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: object) =>
    apiCall(t)(method, url, host, body);
  const search = async (seats: number) => {
    const res = await call(
      'GET',
      `/v2/availability?location=${locationId}&startDate=${DAY}&endDate=${DAY}&startTime=600&endTime=720&meetingType=1&seats=${seats}`,
    );
    expect(res.statusCode).toBe(200);
    const location = res.json().Locations.find((l: { LocationId: number }) => l.LocationId === locationId);
    return (location?.Spaces ?? []) as Entry[];
  };

  beforeAll(async () => {
    t = await createTestApp(engine, { demo: true, now: () => NOW });
    host = await memberHeaders(t, 'host@example.com', NOW);
    locationId = await hostMeetingRoomLocation(t);
  });
  afterAll(async () => t?.close());

  it('offers a new space at its price in the very next search, and no longer once deactivated', async () => {
    await search(4); // the catalogue is loaded before the write
    const created = await call('POST', `/v1/host/location/${locationId}/space`, NEW_ROOM);
    expect(created.statusCode, created.body).toBe(200);
    const space = created.json();
    expect(space).toMatchObject({
      LocationId: locationId,
      NameEn: 'The New Room',
      Price: 25.5,
      IsActive: true,
    });
    expect(space.Settings).toEqual([
      { SettingId: 9, MinSeats: 4, MaxSeats: 10 },
      { SettingId: 10, MinSeats: 2, MaxSeats: 12 },
    ]);

    const entries = (await search(4)).filter((e) => e.SpaceId === space.Id);
    expect(entries.length).toBeGreaterThan(0);
    for (const entry of entries) {
      expect(entry.SpaceAvailable).toBe(true);
      expect(entry.Price).toBe(25.5);
      expect(entry.PriceTotal).toBe(102);
    }
    // 11 seats fit only the meeting setting (U-shape takes at most 10).
    const big = (await search(11)).filter((e) => e.SpaceId === space.Id);
    expect(big.map((e) => e.SettingId)).toEqual([10]);

    const changed = await call('PUT', `/v1/host/space/${space.Id}`, { ...NEW_ROOM, Price: 30 });
    expect(changed.json().Price).toBe(30);
    const repriced = (await search(4)).find((e) => e.SpaceId === space.Id);
    expect(repriced?.PriceTotal).toBe(120);

    const off = await call('PUT', `/v1/host/space/${space.Id}`, { ...NEW_ROOM, Price: 30, IsActive: false });
    expect(off.json().IsActive).toBe(false);
    expect((await search(4)).some((e) => e.SpaceId === space.Id)).toBe(false);

    const history = await t.database.db
      .selectFrom('catalogue_changes')
      .select(['action', 'changes'])
      .where('subject_type', '=', 'space')
      .where('subject_id', '=', space.Id)
      .orderBy('id')
      .execute();
    expect(history.map((h) => h.action)).toEqual(['create', 'update', 'update']);
    expect(JSON.parse(history[1]?.changes ?? '[]')).toEqual([{ Field: 'Price', From: 25.5, To: 30 }]);
    expect(JSON.parse(history[2]?.changes ?? '[]')).toEqual([{ Field: 'IsActive', From: true, To: false }]);
  });

  it('offers a free workspace for social capital at 0 euros', async () => {
    const hostId = await profileIdOf(t, 'host@example.com');
    const workspaces = await t.database.db
      .selectFrom('location_managers as m')
      .innerJoin('locations as l', 'l.id', 'm.location_id')
      .innerJoin('location_meeting_types as mt', 'mt.location_id', 'l.id')
      .select('l.id')
      .where('m.profile_id', '=', hostId)
      .where('l.status', '=', 'live')
      .where('mt.meeting_type_id', '=', 2)
      .orderBy('l.id')
      .executeTakeFirstOrThrow();
    const created = await call('POST', `/v1/host/location/${workspaces.id}/space`, {
      ...NEW_ROOM,
      MeetingtypeId: 2,
      NameNl: 'Ruilplekken',
      PricingTypeId: 3,
      Price: 0,
      IsSocialCapital: true,
      Settings: [{ SettingId: 23, MinSeats: 1, MaxSeats: 6 }],
    });
    expect(created.statusCode, created.body).toBe(200);
    const found = await call(
      'GET',
      `/v2/availability?location=${workspaces.id}&startDate=${DAY}&endDate=${DAY}&startTime=540&endTime=1020&meetingType=2&seats=2`,
    );
    const entry = found.json().Locations[0]?.Spaces.find((e: Entry) => e.SpaceId === created.json().Id) as
      | Entry
      | undefined;
    expect(entry).toMatchObject({ SpaceAvailable: true, Price: 0, PriceTotal: 0 });
  });

  it('lists the location with its meeting types and spaces, and reads one', async () => {
    const list = await call('GET', `/v1/host/location/${locationId}/space`);
    expect(list.statusCode).toBe(200);
    const body = list.json();
    expect(body.LocationId).toBe(locationId);
    expect(body.MeetingtypeIds).toContain(1);
    expect(body.Results.length).toBeGreaterThan(0);
    const one = await call('GET', `/v1/host/space/${body.Results[0].Id}`);
    expect(one.json()).toEqual(body.Results[0]);
    const vouchers = (await call('GET', `/v1/host/location/${locationId}/voucher`)).json();
    expect(vouchers.Results).toContainEqual(
      expect.objectContaining({ Code: 'HOST1-WEEK10', TypeId: 5, WeekdayMask: 31, LocationId: locationId }),
    );
  });

  it.each([
    [{ Settings: [{ SettingId: 10, MinSeats: 2, MaxSeats: 20 }] }, 'Settings[0].MaxSeats', 'above_capacity'],
    [{ Settings: [{ SettingId: 10, MinSeats: 8, MaxSeats: 4 }] }, 'Settings[0].MinSeats', 'min_above_max'],
    [{ Settings: [{ SettingId: 18, MinSeats: 1, MaxSeats: 4 }] }, 'Settings[0].SettingId', 'unknown_setting'],
    [
      {
        Settings: [
          { SettingId: 10, MinSeats: 1, MaxSeats: 4 },
          { SettingId: 10, MinSeats: 1, MaxSeats: 4 },
        ],
      },
      'Settings[1].SettingId',
      'duplicate',
    ],
    [{ Settings: [] }, 'Settings', 'no_settings'],
    [{ TaxPercentage: 19 }, 'TaxPercentage', 'vat_rate_not_allowed'],
    [{ Price: 12.345 }, 'Price', 'not_whole_cents'],
    [{ PricingTypeId: 4 }, 'PricingTypeId', 'unknown_pricing_type'],
    [{ MeetingtypeId: 7 }, 'MeetingtypeId', 'meeting_type_not_offered'],
    [{ IsSocialCapital: true }, 'IsSocialCapital', 'social_capital_workspace_only'],
    [{ NameNl: '' }, 'NameNl', 'too_small'],
  ])('refuses a space with %j', async (change, field, code) => {
    const res = await call('POST', `/v1/host/location/${locationId}/space`, { ...NEW_ROOM, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().Errors).toContainEqual(expect.objectContaining({ Field: field, Code: code }));
  });

  it('deletes a space nobody booked, and only deactivates a booked one', async () => {
    const fresh = (await call('POST', `/v1/host/location/${locationId}/space`, NEW_ROOM)).json();
    const removed = await call('DELETE', `/v1/host/space/${fresh.Id}`);
    expect(removed.json()).toEqual({ Id: fresh.Id, Outcome: 'Deleted' });
    expect((await call('GET', `/v1/host/space/${fresh.Id}`)).statusCode).toBe(404);

    const booked = await t.database.db
      .selectFrom('reservation_spaces as rs')
      .innerJoin('spaces as s', 's.id', 'rs.space_id')
      .select('s.id')
      .where('s.location_id', '=', locationId)
      .where('s.is_active', '=', 1)
      .executeTakeFirstOrThrow();
    const deactivated = await call('DELETE', `/v1/host/space/${booked.id}`);
    expect(deactivated.json()).toEqual({ Id: booked.id, Outcome: 'Deactivated' });
    expect((await call('GET', `/v1/host/space/${booked.id}`)).json().IsActive).toBe(false);
  });

  it('keeps options: create, list, change, refuse, delete', async () => {
    const option = {
      CategoryId: 2,
      NameNl: 'Beamer',
      NameEn: 'Projector',
      Price: 35,
      TaxPercentage: 21,
      MaxAmount: 2,
      MaxPP: 0,
      Stock: 3,
    };
    const created = await call('POST', `/v1/host/location/${locationId}/option`, option);
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json().Id;
    expect(created.json()).toMatchObject({ ...option, IsActive: true, Rank: 0 });
    const list = (await call('GET', `/v1/host/location/${locationId}/option`)).json();
    expect(list.Results.map((o: { Id: number }) => o.Id)).toContain(id);
    const changed = await call('PUT', `/v1/host/option/${id}`, { ...option, Price: 40, Stock: null });
    expect(changed.json()).toMatchObject({ Price: 40, Stock: null });
    const bad = await call('POST', `/v1/host/location/${locationId}/option`, { ...option, CategoryId: 5 });
    expect(bad.json().Errors).toContainEqual(
      expect.objectContaining({ Field: 'CategoryId', Code: 'unknown_option_category' }),
    );
    expect((await call('DELETE', `/v1/host/option/${id}`)).json()).toEqual({ Id: id, Outcome: 'Deleted' });
  });

  it('keeps packages with the options they include, only of this location', async () => {
    const options = (await call('GET', `/v1/host/location/${locationId}/option`)).json().Results;
    const [first] = options;
    const body = {
      MeetingtypeId: 1,
      NameNl: 'Dagarrangement',
      NameEn: 'Day package',
      PricePerPerson: 49.5,
      TaxPercentage: 9,
      Options: [{ OptionId: first.Id, AmountPerPerson: 2 }],
    };
    const created = await call('POST', `/v1/host/location/${locationId}/package`, body);
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json()).toMatchObject({ ...body, IsActive: true });
    const id = created.json().Id;

    const otherOption = await t.database.db
      .selectFrom('options')
      .select('id')
      .where('location_id', '!=', locationId)
      .executeTakeFirstOrThrow();
    const bad = await call('PUT', `/v1/host/package/${id}`, {
      ...body,
      Options: [{ OptionId: otherOption.id, AmountPerPerson: 1 }],
    });
    expect(bad.json().Errors).toContainEqual({ Field: 'Options[0].OptionId', Code: 'not_of_location' });

    const emptied = await call('PUT', `/v1/host/package/${id}`, { ...body, Options: [] });
    expect(emptied.json().Options).toEqual([]);
    const list = (await call('GET', `/v1/host/location/${locationId}/package`)).json();
    expect(list.Results.find((p: { Id: number }) => p.Id === id)?.PricePerPerson).toBe(49.5);
    expect((await call('DELETE', `/v1/host/package/${id}`)).json().Outcome).toBe('Deleted');
  });

  it('gives a host’s voucher to a cart at its location, and refuses it elsewhere (-2)', async () => {
    const created = await call('POST', `/v1/host/location/${locationId}/voucher`, {
      Code: 'HIER-20',
      TypeId: 5,
      Name: 'Twintig procent hier',
      DiscountPercentage: 20,
    });
    expect(created.statusCode, created.body).toBe(200);
    const booker = await memberHeaders(t, 'booker@example.com', NOW);
    const cartAt = async (where: string) => {
      const found = await apiCall(t)(
        'GET',
        `/v2/availability?${where}&startDate=${DAY}&endDate=${DAY}&startTime=840&endTime=900&meetingType=1&seats=2`,
        booker,
      );
      const body = found.json();
      const location = body.Locations.find((l: { IsAvailable: boolean }) => l.IsAvailable);
      const entry = location.Spaces.find((e: Entry & { Hash: string }) => e.SpaceAvailable);
      const held = await apiCall(t)('POST', '/v1/availability/select', booker, {
        SearchId: body.SearchId,
        LocationId: location.LocationId,
        Hash: entry.Hash,
      });
      expect(held.statusCode, held.body).toBe(200);
      return { key: held.json().CartKey as string, locationId: location.LocationId as number };
    };
    const here = await cartAt(`location=${locationId}`);
    const applied = await apiCall(t)('PUT', `/v1/voucher/cart/${here.key}/apply`, booker, {
      Code: 'hier-20',
    });
    expect(applied.json().StatusCode).toBe(1);
    const elsewhere = await cartAt('q=Amsterdam');
    expect(elsewhere.locationId).not.toBe(locationId);
    const refused = await apiCall(t)('PUT', `/v1/voucher/cart/${elsewhere.key}/apply`, booker, {
      Code: 'HIER-20',
    });
    expect(refused.json().StatusCode).toBe(-2);
  });

  it('keeps the location’s vouchers with unique codes, never a platform-wide one', async () => {
    const voucher = { Code: 'zaal-15', TypeId: 5, Name: 'Vijftien procent', DiscountPercentage: 15 };
    const created = await call('POST', `/v1/host/location/${locationId}/voucher`, voucher);
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json()).toMatchObject({ Code: 'ZAAL-15', LocationId: locationId, TypeId: 5, Uses: 0 });
    const id = created.json().Id;

    const again = await call('POST', `/v1/host/location/${locationId}/voucher`, {
      ...voucher,
      Code: 'Zaal-15',
    });
    expect(again.json().Errors).toEqual([{ Field: 'Code', Code: 'voucher_code_taken' }]);
    const demoCode = await call('POST', `/v1/host/location/${locationId}/voucher`, {
      ...voucher,
      Code: 'WELKOM10',
    });
    expect(demoCode.json().Errors).toEqual([{ Field: 'Code', Code: 'voucher_code_taken' }]);
    const noRate = await call('POST', `/v1/host/location/${locationId}/voucher`, {
      ...voucher,
      Code: 'R1',
      TypeId: 4,
    });
    expect(noRate.statusCode).toBe(400);
    const rate = await call('POST', `/v1/host/location/${locationId}/voucher`, {
      ...voucher,
      Code: 'RATE1',
      TypeId: 4,
      RatePerSeat: 10,
      ValidFrom: '2026-12-01',
      ValidUntil: '2026-11-01',
    });
    expect(rate.json().Errors).toEqual([{ Field: 'ValidFrom', Code: 'min_above_max' }]);

    const same = await call('PUT', `/v1/host/voucher/${id}`, { ...voucher, Name: 'Vijftien' });
    expect(same.json()).toMatchObject({ Code: 'ZAAL-15', Name: 'Vijftien' });
    const list = (await call('GET', `/v1/host/location/${locationId}/voucher`)).json();
    expect(list.Results.map((v: { Code: string }) => v.Code)).toContain('ZAAL-15');

    // A platform-wide demo voucher is not the host's to change.
    const platform = await t.database.db
      .selectFrom('vouchers')
      .select('id')
      .where('code', '=', 'WELKOM10')
      .executeTakeFirstOrThrow();
    expect((await call('PUT', `/v1/host/voucher/${platform.id}`, voucher)).statusCode).toBe(404);
    expect((await call('DELETE', `/v1/host/voucher/${id}`)).json()).toEqual({ Id: id, Outcome: 'Deleted' });
  });
});
