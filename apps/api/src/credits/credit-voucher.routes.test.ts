import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { apiCall, memberHeaders, profileIdOf } from '../../test/booking.ts';
import { engines } from '../../test/db.ts';
import { balanceOf, SystemAccount } from './index.ts';

const NOW = new Date('2026-11-23T08:00:00Z');

/** A credit voucher of EUR 10 written for a test, with the restrictions given. */
async function insertCreditVoucher(
  t: TestApp,
  code: string,
  restrictions: {
    once_per_user?: 0 | 1;
    valid_until?: string;
    profile_id?: number;
    company_id?: number;
    channel_id?: number;
  },
) {
  await t.database.db
    .insertInto('vouchers')
    .values({
      code,
      type_id: 3,
      name: code,
      once_per_user: 0,
      credit_cents: 1000,
      is_active: 1,
      created_at: NOW.toISOString(),
      ...restrictions,
    })
    .execute();
}

describe.each(engines)('redeeming a credit voucher into the wallet (%s)', (engine) => {
  let t: TestApp;
  let call: ReturnType<typeof apiCall>;
  let anna: Record<string, string>;
  let bob: Record<string, string>;

  const redeem = (headers: Record<string, string>, Code: string) =>
    call('POST', '/v2/credit/voucher', headers, { Code });
  const balance = async (headers: Record<string, string>) =>
    (await call('GET', '/v2/credit/wallet', headers)).json().Balance as number;

  beforeAll(async () => {
    t = await createTestApp(engine, { demo: true, now: () => NOW });
    call = apiCall(t);
    anna = await memberHeaders(t, 'booker@example.com', NOW);
    bob = await memberHeaders(t, 'host@example.com', NOW);
  });
  afterAll(() => t?.close());

  it('needs a member (401) and a code (400)', async () => {
    expect((await redeem({}, 'TEGOED50')).statusCode).toBe(401);
    const empty = await redeem(anna, '  ');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().Errors[0]).toMatchObject({ Field: 'Code', Code: 'required' });
    expect((await call('POST', '/v2/credit/voucher', anna, {})).statusCode).toBe(400);
  });

  it('moves TEGOED50 into the wallet once: +50 and a voucher transaction; again -12', async () => {
    const before = await balance(anna);
    const first = await redeem(anna, 'tegoed50');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ Amount: 50, Balance: before + 50 });
    expect(await balance(anna)).toBe(before + 50);
    const address = (await call('GET', '/v2/credit/wallet', anna)).json().Address;
    const history = (await call('GET', `/v2/credit/${address}/transactions`, anna)).json();
    expect(history.Results[0]).toMatchObject({
      Id: first.json().TransactionId,
      Kind: 'voucher',
      Amount: 50,
      Balance: before + 50,
      Counterparty: null,
    });
    const voucher = await t.database.db
      .selectFrom('vouchers')
      .select('id')
      .where('code', '=', 'TEGOED50')
      .executeTakeFirstOrThrow();
    const uses = await t.database.db
      .selectFrom('voucher_usages')
      .selectAll()
      .where('voucher_id', '=', voucher.id)
      .execute();
    expect(uses).toHaveLength(1);
    expect(uses[0]).toMatchObject({
      reservation_id: null,
      profile_id: await profileIdOf(t, 'booker@example.com'),
      amount_cents: 5000,
    });
    const ledger = await t.database.db
      .selectFrom('ledger_transactions')
      .select('idempotency_key')
      .where('id', '=', first.json().TransactionId)
      .executeTakeFirstOrThrow();
    expect(ledger.idempotency_key).toBe(`voucher:${voucher.id}:${uses[0]?.id}`);

    for (const who of [anna, bob]) {
      const again = await redeem(who, 'TEGOED50');
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({ StatusCode: -12, Errors: [{ Field: 'Code', Code: '-12' }] });
    }
    expect(await balance(anna)).toBe(before + 50);
  });

  it('refuses a voucher without credit (-12), an unknown code (-1, 404) and another type (400)', async () => {
    const before = await balance(anna);
    const empty = await redeem(anna, 'TEGOED-OP');
    expect(empty.statusCode).toBe(409);
    expect(empty.json().StatusCode).toBe(-12);
    const unknown = await redeem(anna, 'NO-SUCH-CODE');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ StatusCode: -1, Errors: [{ Field: 'Code', Code: '-1' }] });
    const discount = await redeem(anna, 'WELKOM10');
    expect(discount.statusCode).toBe(400);
    expect(discount.json()).toMatchObject({
      StatusCode: 400,
      Errors: [{ Field: 'Code', Code: 'not_credit_voucher' }],
    });
    expect(await balance(anna)).toBe(before);
  });

  it("checks the cart's rules that need no booking: -11, -4 (today), -14, -9, -13", async () => {
    const annaId = await profileIdOf(t, 'booker@example.com');
    await insertCreditVoucher(t, `EENMALIG-TEGOED-${engine.toUpperCase()}`, { once_per_user: 1 });
    await insertCreditVoucher(t, `OUD-TEGOED-${engine.toUpperCase()}`, { valid_until: '2026-11-22' });
    await insertCreditVoucher(t, `ANNA-TEGOED-${engine.toUpperCase()}`, { profile_id: annaId });
    await insertCreditVoucher(t, `BEDRIJF-TEGOED-${engine.toUpperCase()}`, { company_id: 2_000_000_000 });
    await insertCreditVoucher(t, `KANAAL-TEGOED-${engine.toUpperCase()}`, { channel_id: 2 });
    const before = await balance(bob);
    const once = await redeem(bob, `EENMALIG-TEGOED-${engine.toUpperCase()}`);
    expect(once.statusCode, once.body).toBe(200);
    expect(once.json().Amount).toBe(10);
    const expected: [string, number][] = [
      [`EENMALIG-TEGOED-${engine.toUpperCase()}`, -11],
      [`OUD-TEGOED-${engine.toUpperCase()}`, -4],
      [`ANNA-TEGOED-${engine.toUpperCase()}`, -14],
      [`BEDRIJF-TEGOED-${engine.toUpperCase()}`, -9],
      [`KANAAL-TEGOED-${engine.toUpperCase()}`, -13],
    ];
    for (const [code, result] of expected) {
      const res = await redeem(bob, code);
      expect(res.statusCode, code).toBe(409);
      expect(res.json().StatusCode, code).toBe(result);
    }
    expect(await balance(bob)).toBe(before + 10);
    // The voucher's own member may redeem it.
    expect((await redeem(anna, `ANNA-TEGOED-${engine.toUpperCase()}`)).json().Amount).toBe(10);
  });

  it('mints from the voucher-credits account: the ledger sums to zero', async () => {
    const total = await t.database.db
      .selectFrom('ledger_entries')
      .select((eb) => eb.fn.sum<number>('amount_cents').as('sum'))
      .executeTakeFirstOrThrow();
    expect(Number(total.sum)).toBe(0);
    const redeemed = await t.database.db
      .selectFrom('voucher_usages')
      .select((eb) => eb.fn.sum<number>('amount_cents').as('sum'))
      .where('reservation_id', 'is', null)
      .where('seats', '=', 0)
      .executeTakeFirstOrThrow();
    expect(await balanceOf(t.database.db, SystemAccount.VoucherCredits)).toBe(-Number(redeemed.sum));
    expect(Number(redeemed.sum)).toBe(5000 + 1000 + 1000);
  });

  it('slows down a member who tries too many codes that do not apply (429)', async () => {
    const admin = await memberHeaders(t, 'admin@example.com', NOW);
    const answers = [];
    for (let i = 0; i < 11; i++) answers.push((await redeem(admin, `GEEN-CODE-${i}`)).statusCode);
    expect(answers.slice(0, 10)).toEqual(Array(10).fill(404));
    expect(answers[10]).toBe(429);
  });
});
