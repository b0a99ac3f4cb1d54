import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, withKey } from '../../test/app.ts';
import { engines } from '../../test/db.ts';

// Tuesday 1 December 2026, 11:00 in Amsterdam: "today" is 2026-12-01.
const NOW = new Date('2026-12-01T10:00:00Z');
const ACTION = 5;

// biome-ignore lint/suspicious/noExplicitAny: API answers are read loosely in tests
type Json = Record<string, any>;

describe.each(engines)('featured vouchers on %s', (engine) => {
  let t: TestApp;
  let seq = 0;
  let here: number;
  let there: number;
  const get = (query: string, headers: Record<string, string> = withKey) =>
    t.app.inject({ method: 'GET', url: `/api/v2/featured/vouchers${query}`, headers });
  const codes = async (query = '?nrOf=50') => {
    const res = await get(query);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as Json[]).map((v) => v.Code as string);
  };

  /** An active action voucher for anyone (10% off) unless told otherwise; its code. */
  async function voucher(f: Record<string, unknown> = {}) {
    seq += 1;
    const code = `FEAT${seq}`;
    await t.database.db
      .insertInto('vouchers')
      .values({
        code,
        type_id: ACTION,
        name: `Actie ${seq}`,
        discount_percentage: 10,
        is_active: 1,
        once_per_user: 0,
        created_at: NOW.toISOString(),
        ...f,
      } as never)
      .execute();
    return code;
  }

  beforeAll(async () => {
    t = await createTestApp(engine, { demo: true, locations: 4, now: () => NOW });
    const live = await t.database.db
      .selectFrom('locations')
      .select('id')
      .where('status', '=', 'live')
      .orderBy('id')
      .limit(2)
      .execute();
    [here, there] = live.map((l) => l.id) as [number, number];
  });
  afterAll(async () => t?.close());

  it("features the demo's public action, with its code, and none of its other vouchers", async () => {
    const res = await get('');
    expect(res.statusCode).toBe(200);
    const actie = (res.json() as Json[]).find((v) => v.Code === 'ACTIE20');
    expect(actie).toMatchObject({ Name: 'Actie: 20% korting', TypeId: ACTION, DiscountPercentage: 20 });
    // A plain voucher, a credit, a personal one and a used-up action are not promotions to show.
    for (const code of ['WELKOM10', 'TEGOED50', 'PERSOONLIJK', 'UITVERKOCHT'])
      expect(await codes()).not.toContain(code);
  });

  it('shows only what applies today, for anyone, on the channel, ending soonest first', async () => {
    const endsTomorrow = await voucher({ valid_until: '2026-12-02' });
    const endsToday = await voucher({ valid_from: '2026-11-01', valid_until: '2026-12-01' });
    const ended = await voucher({ valid_until: '2026-11-30' });
    const notYet = await voucher({ valid_from: '2026-12-02' });
    const inactive = await voucher({ is_active: 0 });
    const plain = await voucher({ type_id: 2 });
    const personal = await voucher({ profile_id: 1 });
    const otherChannel = await voucher({ channel_id: 2 });
    const listed = await codes();
    expect(listed.slice(0, 2)).toEqual([endsToday, endsTomorrow]);
    for (const code of [ended, notYet, inactive, plain, personal, otherChannel])
      expect(listed).not.toContain(code);
    expect(await codes('?channelId=2&nrOf=50')).toContain(otherChannel);
    expect(await codes('?nrOf=1')).toEqual([endsToday]);
    expect(await codes('?nrOfVouchers=2')).toEqual([endsToday, endsTomorrow]);
  });

  it('at a location: that location’s and the unbound ones', async () => {
    const atHere = await voucher({ location_id: here });
    const atThere = await voucher({ location_id: there });
    const anywhere = await codes();
    expect(anywhere).toEqual(expect.arrayContaining([atHere, atThere]));
    const onlyHere = await codes(`?locationId=${here}&nrOf=50`);
    expect(onlyHere).toContain(atHere);
    expect(onlyHere).toContain('ACTIE20');
    expect(onlyHere).not.toContain(atThere);
    // A location that is no longer live (suspended) takes its promotions along.
    await t.database.db
      .updateTable('locations')
      .set({ status: 'suspended' })
      .where('id', '=', there)
      .execute();
    expect(await codes()).not.toContain(atThere);
  });

  it('leaves out an action once its seats are used up', async () => {
    const code = await voucher({ total_seats: 10 });
    const { id } = await t.database.db
      .selectFrom('vouchers')
      .select('id')
      .where('code', '=', code)
      .executeTakeFirstOrThrow();
    const use = (seats: number) =>
      t.database.db
        .insertInto('voucher_usages')
        .values({ voucher_id: id, seats, amount_cents: 0, created_at: NOW.toISOString() } as never)
        .execute();
    await use(4);
    await use(5);
    expect(await codes()).toContain(code);
    await use(1);
    expect(await codes()).not.toContain(code);
  });

  it('answers 400 to a bad count, location or channel, 401 without the API key', async () => {
    const cases: [string, string][] = [
      ['?nrOf=0', 'nrOf'],
      ['?nrOf=51', 'nrOf'],
      ['?locationId=abc', 'locationId'],
      ['?channelId=abc', 'channelId'],
    ];
    for (const [query, field] of cases) {
      const res = await get(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().Errors.map((e: { Field: string }) => e.Field)).toEqual([field]);
    }
    expect((await get('', {})).statusCode).toBe(401);
  });
});
