import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Quote, quoteCrc, signQuote, verifyQuote } from './quote.ts';

const quote: Quote = {
  meetingTypeId: 1,
  locationId: 322,
  spaceId: 12,
  settingId: 10,
  startDate: '2026-12-01',
  endDate: '2026-12-01',
  startMinutes: 540,
  endMinutes: 780,
  seats: 4,
  priceTotalCents: 12_000,
  expiresAt: 2_000_000_000,
};
const now = new Date('2026-11-21T12:00:00Z');

describe('quotes', () => {
  it('verifies what it signed', () => {
    expect(verifyQuote('s3cret', signQuote('s3cret', quote), now)).toEqual({ ok: true, quote });
  });

  it('refuses another secret, a changed payload, garbage and an expired quote', () => {
    const hash = signQuote('s3cret', quote);
    expect(verifyQuote('other', hash, now)).toEqual({ ok: false, reason: 'forged' });
    const cheaper = signQuote('attacker', { ...quote, priceTotalCents: 1 }).split('.')[0];
    expect(verifyQuote('s3cret', `${cheaper}.${hash.split('.')[1]}`, now)).toEqual({
      ok: false,
      reason: 'forged',
    });
    expect(verifyQuote('s3cret', 'nonsense', now).ok).toBe(false);
    expect(verifyQuote('s3cret', '', now).ok).toBe(false);
    const late = new Date((quote.expiresAt + 1) * 1000);
    expect(verifyQuote('s3cret', hash, late)).toEqual({ ok: false, reason: 'expired' });
  });

  it('never throws on arbitrary input', () => {
    fc.assert(fc.property(fc.string(), (hash) => verifyQuote('s3cret', hash, now).ok === false));
  });

  it('gives a stable unsigned 32-bit Crc that changes with the price', () => {
    const crc = quoteCrc(quote);
    expect(crc).toBeGreaterThanOrEqual(0);
    expect(crc).toBeLessThan(2 ** 32);
    expect(quoteCrc({ ...quote })).toBe(crc);
    expect(quoteCrc({ ...quote, priceTotalCents: 12_001 })).not.toBe(crc);
  });
});
