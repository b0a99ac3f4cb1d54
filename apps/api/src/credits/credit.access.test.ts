import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALLERS, type Caller, callerHeaders } from '../../test/access.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { apiCall } from '../../test/booking.ts';
import { engines } from '../../test/db.ts';

const NOW = new Date('2026-11-23T08:00:00Z');

/** Only the owner reads or moves a wallet: credits are money, so an administrator has no relation either. */
const OWNER_ONLY: Record<Caller, number> = { owner: 200, host: 403, other: 403, anonymous: 401, admin: 403 };

describe.each(engines)('who may use a wallet (%s)', (engine) => {
  let t: TestApp;
  let callers: Record<Caller, Record<string, string>>;
  let wallet: string;

  beforeAll(async () => {
    t = await createTestApp(engine, { demo: true, now: () => NOW });
    callers = await callerHeaders(t, NOW);
    wallet = (await apiCall(t)('GET', '/v2/credit/wallet', callers.owner)).json().Address;
  });
  afterAll(() => t?.close());

  it.each(CALLERS)('%s reads its history and orders credits into it', async (caller) => {
    const call = apiCall(t);
    const read = await call('GET', `/v2/credit/${wallet}/transactions`, callers[caller]);
    expect(read.statusCode).toBe(OWNER_ONLY[caller]);
    const order = await call('POST', '/v2/credit/order', callers[caller], {
      ChannelId: 1,
      NrOfCredits: 1,
      Currency: 'EUR',
      Amount: 1,
      WalletAddress: wallet,
    });
    expect(order.statusCode).toBe(OWNER_ONLY[caller]);
  });

  it.each(CALLERS)('%s moves credits out of it', async (caller) => {
    const to = (await apiCall(t)('GET', '/v2/credit/wallet', callers.host)).json().Address;
    const res = await apiCall(t)('POST', '/v2/credit/transfer', callers[caller], {
      FromAddress: wallet,
      ToAddress: to,
      Currency: 'EUR',
      Amount: 1,
    });
    // The owner (the demo booker, whose wallet has credits) moves one; everyone else is stopped first.
    expect(res.statusCode).toBe(OWNER_ONLY[caller]);
  });
});
