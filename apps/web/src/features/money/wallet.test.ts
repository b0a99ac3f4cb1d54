import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client.ts';
import { parseCredits } from './credits.ts';
import { readPage, redeemRefusal, transferKey } from './wallet.ts';

describe('the idempotency key of a transfer', () => {
  let n = 0;
  const next = () => `key-${++n}`;

  it('is made for the first submission and kept when the same transfer is sent again', () => {
    const first = transferKey(null, { to: 'wa', amount: 5 }, next);
    const again = transferKey(first, { to: 'wa', amount: 5 }, next);
    expect(again.key).toBe(first.key);
  });

  it('is new for a different address or amount', () => {
    const first = transferKey(null, { to: 'wa', amount: 5 }, next);
    expect(transferKey(first, { to: 'wb', amount: 5 }, next).key).not.toBe(first.key);
    expect(transferKey(first, { to: 'wa', amount: 5.01 }, next).key).not.toBe(first.key);
  });
});

describe('parseCredits', () => {
  it.each([
    ['1', 1],
    [' 50 ', 50],
    ['10000', 10_000],
  ])('%j is %d credits', (text, credits) => expect(parseCredits(text)).toBe(credits));

  it.each(['', '0', '10001', '2.5', '-3', '1e2', 'tien'])('%j is refused', (text) =>
    expect(parseCredits(text)).toBeNull(),
  );
});

describe('readPage', () => {
  it('reads a page number, 1 for anything else', () => {
    expect(readPage(new URLSearchParams('page=3'))).toBe(3);
    for (const bad of ['', 'page=0', 'page=x', 'page=1.5', 'page=-1'])
      expect(readPage(new URLSearchParams(bad))).toBe(1);
  });
});

describe('why a credit voucher was not redeemed', () => {
  const refused = (status: number, StatusCode: number) =>
    new ApiError(status, { StatusCode, Message: 'refused', Errors: [] });

  it('names the voucher result of a 404 or 409 refusal', () => {
    expect(redeemRefusal(refused(409, -12))).toBe('NoCreditLeft');
    expect(redeemRefusal(refused(409, -11))).toBe('OncePerUser');
    expect(redeemRefusal(refused(404, -1))).toBe('NotFound');
  });

  it('is null for anything else: another status, a success code, an unknown code, no API error', () => {
    expect(redeemRefusal(refused(400, 400))).toBeNull();
    expect(redeemRefusal(refused(429, 429))).toBeNull();
    expect(redeemRefusal(refused(409, 409))).toBeNull();
    expect(redeemRefusal(refused(409, 1))).toBeNull();
    expect(redeemRefusal(refused(409, -8))).toBeNull();
    expect(redeemRefusal(new Error('offline'))).toBeNull();
  });
});
