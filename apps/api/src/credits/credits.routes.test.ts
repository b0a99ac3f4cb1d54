import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { apiCall, memberHeaders, plainMemberEmails, profileIdOf } from '../../test/booking.ts';
import { engines } from '../../test/db.ts';
import { moveCredits, SystemAccount, walletOf } from './index.ts';

const NOW = new Date('2026-11-23T08:00:00Z');

/** Puts credits into a member's wallet as an order would (from the issued account). */
async function mintCredits(t: TestApp, address: string, cents: number, key: string) {
  await t.database.db.transaction().execute((trx) =>
    moveCredits(
      trx,
      {
        from: SystemAccount.CreditsIssued,
        to: address,
        cents,
        kind: 'order',
        description: 'Test credits',
        idempotencyKey: key,
      },
      NOW,
    ),
  );
}

describe.each(engines)('credits routes (%s)', (engine) => {
  let t: TestApp;
  let call: ReturnType<typeof apiCall>;
  let anna: Record<string, string>;
  let bob: Record<string, string>;
  let annaWallet: string;
  let bobWallet: string;

  beforeAll(async () => {
    t = await createTestApp(engine, { demo: true, now: () => NOW });
    call = apiCall(t);
    // Two demo members without a wallet yet (the demo's booker and host have credits).
    const [annaEmail = '', bobEmail = ''] = await plainMemberEmails(t, 2);
    anna = await memberHeaders(t, annaEmail, NOW);
    bob = await memberHeaders(t, bobEmail, NOW);
    const a = await call('GET', '/v2/credit/wallet', anna);
    expect(a.statusCode).toBe(200);
    annaWallet = a.json().Address;
    bobWallet = (await call('GET', '/v2/credit/wallet', bob)).json().Address;
  });
  afterAll(() => t?.close());

  it('makes the wallet on first use, once: w + 24 letters or digits, balance 0', async () => {
    expect(annaWallet).toMatch(/^w[0-9a-z]{24}$/);
    const again = (await call('GET', '/v2/credit/wallet', anna)).json();
    expect(again).toEqual({ Address: annaWallet, Balance: 0, Currency: 'EUR' });
    expect(bobWallet).not.toBe(annaWallet);
    expect((await call('GET', '/v2/credit/wallet', {})).statusCode).toBe(401);
  });

  it('transfers at once, refuses what is not there, and lists the history with its running balance', async () => {
    await mintCredits(t, annaWallet, 5_000, `test:${engine}:a1`);
    const body = { FromAddress: annaWallet, ToAddress: bobWallet, Currency: 'EUR', Amount: 12.5 };
    const sent = await call('POST', '/v2/credit/transfer', anna, body);
    expect(sent.statusCode).toBe(200);
    expect(sent.json().Balance).toBe(37.5);
    expect((await call('GET', '/v2/credit/wallet', bob)).json().Balance).toBe(12.5);

    const tooMuch = await call('POST', '/v2/credit/transfer', anna, { ...body, Amount: 37.51 });
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json().Errors[0].Code).toBe('insufficient_credits');
    expect((await call('GET', '/v2/credit/wallet', anna)).json().Balance).toBe(37.5);

    const history = await call('GET', `/v2/credit/${annaWallet}/transactions`, anna);
    expect(history.statusCode).toBe(200);
    const h = history.json();
    expect(h.Balance).toBe(37.5);
    expect(
      h.Results.map((r: { Kind: string; Amount: number; Balance: number }) => [r.Kind, r.Amount, r.Balance]),
    ).toEqual([
      ['transfer', -12.5, 37.5],
      ['order', 50, 50],
    ]);
    expect(h.Results[0].Counterparty).toBe(bobWallet);
    expect(h.Results[1].Counterparty).toBeNull();
    expect(h.MorePages).toBe(false);
    const page = (await call('GET', `/v2/credit/${annaWallet}/transactions?itemsPerPage=1`, anna)).json();
    expect(page.Results).toHaveLength(1);
    expect(page.MorePages).toBe(true);
  });

  it("refuses another member's wallet (403), an unknown one (404) and bad input (400)", async () => {
    expect((await call('GET', `/v2/credit/${annaWallet}/transactions`, bob)).statusCode).toBe(403);
    expect((await call('GET', `/v2/credit/${'w'.padEnd(25, '0')}/transactions`, anna)).statusCode).toBe(404);
    expect((await call('GET', '/v2/credit/nope/transactions', anna)).statusCode).toBe(400);
    const body = { FromAddress: annaWallet, ToAddress: bobWallet, Currency: 'EUR', Amount: 1 };
    const steal = await call('POST', '/v2/credit/transfer', bob, body);
    expect(steal.statusCode).toBe(403);
    const unknown = await call('POST', '/v2/credit/transfer', anna, {
      ...body,
      ToAddress: 'w'.padEnd(25, '1'),
    });
    expect(unknown.statusCode).toBe(404);
    const same = await call('POST', '/v2/credit/transfer', anna, { ...body, ToAddress: annaWallet });
    expect(same.statusCode).toBe(400);
    expect(same.json().Errors[0].Code).toBe('same_wallet');
    const usd = await call('POST', '/v2/credit/transfer', anna, { ...body, Currency: 'USD' });
    expect(usd.json().Errors[0].Code).toBe('wrong_currency');
    expect((await call('POST', '/v2/credit/transfer', anna, { ...body, Amount: 1.001 })).statusCode).toBe(
      400,
    );
    expect((await call('POST', '/v2/credit/transfer', {}, body)).statusCode).toBe(401);
  });

  it('answers a replayed Idempotency-Key with the first transaction without moving again', async () => {
    const headers = { ...anna, 'Idempotency-Key': `k-${engine}-1` };
    const body = { FromAddress: annaWallet, ToAddress: bobWallet, Currency: 'EUR', Amount: 2 };
    const before = (await call('GET', '/v2/credit/wallet', bob)).json().Balance;
    const first = await call('POST', '/v2/credit/transfer', headers, body);
    const second = await call('POST', '/v2/credit/transfer', headers, body);
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(second.json().TransactionId).toBe(first.json().TransactionId);
    expect((await call('GET', '/v2/credit/wallet', bob)).json().Balance).toBe(before + 2);
    const other = await call('POST', '/v2/credit/transfer', headers, { ...body, Amount: 3 });
    expect(other.statusCode).toBe(409);
    expect(other.json().Errors[0].Code).toBe('replayed');
  });

  it('keeps the ledger balanced: every transaction sums to zero', async () => {
    const rows = await t.database.db
      .selectFrom('ledger_entries')
      .select(['transaction_id', (eb) => eb.fn.sum<number>('amount_cents').as('sum')])
      .groupBy('transaction_id')
      .execute();
    expect(rows.length).toBeGreaterThan(2);
    for (const r of rows) expect(Number(r.sum)).toBe(0);
    const [annaEmail = ''] = await plainMemberEmails(t, 1);
    const wallet = await walletOf(t.database.db, await profileIdOf(t, annaEmail), NOW);
    expect(wallet.address).toBe(annaWallet);
  });
});
