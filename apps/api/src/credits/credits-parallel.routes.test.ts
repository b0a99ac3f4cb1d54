import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { apiCall, memberHeaders, plainMemberEmails } from '../../test/booking.ts';
import { engines } from '../../test/db.ts';
import { moveCredits, SystemAccount } from './index.ts';

// PostgreSQL runs the transfers really in parallel (SQLite has one writer at a time), so the burst
// runs there: the debited wallet's row lock makes them queue, each sees the balance the previous left.
const NOW = new Date('2026-11-23T08:00:00Z');

describe.runIf(engines.includes('postgres'))('a burst of transfers from one wallet (postgres)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp('postgres', { demo: true, now: () => NOW });
  });
  afterAll(() => t?.close());

  it('20 parallel transfers from a wallet holding enough for 7: exactly 7 succeed, never below zero', async () => {
    const call = apiCall(t);
    // Two demo members without a wallet yet (the demo's booker and host have credits).
    const [fromEmail = '', toEmail = ''] = await plainMemberEmails(t, 2);
    const from = await memberHeaders(t, fromEmail, NOW);
    const to = await memberHeaders(t, toEmail, NOW);
    const fromWallet = (await call('GET', '/v2/credit/wallet', from)).json().Address;
    const toWallet = (await call('GET', '/v2/credit/wallet', to)).json().Address;
    await t.database.db.transaction().execute((trx) =>
      moveCredits(
        trx,
        {
          from: SystemAccount.CreditsIssued,
          to: fromWallet,
          cents: 7_000,
          kind: 'order',
          description: 'Test',
          idempotencyKey: null,
        },
        NOW,
      ),
    );
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        call('POST', '/v2/credit/transfer', from, {
          FromAddress: fromWallet,
          ToAddress: toWallet,
          Currency: 'EUR',
          Amount: 10,
        }),
      ),
    );
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes.filter((c) => c === 200)).toHaveLength(7);
    expect(codes.filter((c) => c === 409)).toHaveLength(13);
    expect((await call('GET', '/v2/credit/wallet', from)).json().Balance).toBe(0);
    expect((await call('GET', '/v2/credit/wallet', to)).json().Balance).toBe(70);
    const history = (
      await call('GET', `/v2/credit/${fromWallet}/transactions?itemsPerPage=100`, from)
    ).json();
    for (const r of history.Results) expect(r.Balance).toBeGreaterThanOrEqual(0);
    const total = await t.database.db
      .selectFrom('ledger_entries')
      .select((eb) => eb.fn.sum<number>('amount_cents').as('sum'))
      .executeTakeFirstOrThrow();
    expect(Number(total.sum)).toBe(0);
  });
});
