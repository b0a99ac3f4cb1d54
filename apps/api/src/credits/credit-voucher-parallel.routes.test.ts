import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { apiCall, memberHeaders } from '../../test/booking.ts';
import { engines } from '../../test/db.ts';
import { balanceOf, SystemAccount } from './index.ts';

// PostgreSQL runs the redemptions really in parallel (SQLite has one writer at a time): the voucher's
// row lock makes them queue, so each sees the use the previous one recorded and the credit pays once.
const NOW = new Date('2026-11-23T08:00:00Z');

describe.runIf(engines.includes('postgres'))(
  'a burst of redemptions of one credit voucher (postgres)',
  () => {
    let t: TestApp;

    beforeAll(async () => {
      t = await createTestApp('postgres', { demo: true, now: () => NOW });
    });
    afterAll(() => t?.close());

    it('10 parallel redemptions of TEGOED50 by two members: exactly EUR 50 minted, once', async () => {
      const call = apiCall(t);
      const members = [
        await memberHeaders(t, 'booker@example.com', NOW),
        await memberHeaders(t, 'host@example.com', NOW),
      ];
      const before = await Promise.all(
        members.map(async (m) => (await call('GET', '/v2/credit/wallet', m)).json().Balance as number),
      );
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          call('POST', '/v2/credit/voucher', members[i % 2] ?? {}, { Code: 'TEGOED50' }),
        ),
      );
      const ok = answers.filter((a) => a.statusCode === 200);
      expect(ok).toHaveLength(1);
      expect(ok[0]?.json().Amount).toBe(50);
      const refused = answers.filter((a) => a.statusCode === 409);
      expect(refused).toHaveLength(9);
      for (const r of refused) expect(r.json().StatusCode).toBe(-12);

      const after = await Promise.all(
        members.map(async (m) => (await call('GET', '/v2/credit/wallet', m)).json().Balance as number),
      );
      const sum = (xs: number[]) => xs.reduce((n, x) => n + x, 0);
      expect(sum(after) - sum(before)).toBe(50);
      expect(await balanceOf(t.database.db, SystemAccount.VoucherCredits)).toBe(-5000);
      const minted = await t.database.db
        .selectFrom('ledger_transactions')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('kind', '=', 'voucher')
        .executeTakeFirstOrThrow();
      expect(Number(minted.n)).toBe(1);
      const uses = await t.database.db
        .selectFrom('voucher_usages as u')
        .innerJoin('vouchers as v', 'v.id', 'u.voucher_id')
        .select(['u.amount_cents'])
        .where('v.code', '=', 'TEGOED50')
        .execute();
      expect(uses.map((u) => u.amount_cents)).toEqual([5000]);
      const total = await t.database.db
        .selectFrom('ledger_entries')
        .select((eb) => eb.fn.sum<number>('amount_cents').as('sum'))
        .executeTakeFirstOrThrow();
      expect(Number(total.sum)).toBe(0);
    });
  },
);
