import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Quote, quoteCrc, signQuote, signQuotes, verifyQuote } from './quote.ts';

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

  it('signs a page of quotes together exactly as one by one, each verifiable alone', () => {
    const quotes = [1, 2, 3, 4, 5].map((i) => ({ ...quote, spaceId: i, priceTotalCents: 1000 * i }));
    const page = signQuotes('s3cret', quotes);
    quotes.forEach((q, i) => {
      expect(page[i]?.hash).toBe(signQuote('s3cret', q));
      expect(page[i]?.crc).toBe(quoteCrc(q));
      expect(verifyQuote('s3cret', page[i]?.hash ?? '', now)).toEqual({ ok: true, quote: q });
    });
  });

  it('refuses a signature moved to a quote that differs in any one field', () => {
    const hash = signQuote('s3cret', quote);
    const signature = hash.split('.')[1];
    const changes: Partial<Quote>[] = [
      { meetingTypeId: 2 },
      { locationId: 323 },
      { spaceId: 13 },
      { settingId: 11 },
      { startDate: '2026-12-02' },
      { endDate: '2026-12-02' },
      { startMinutes: 541 },
      { endMinutes: 781 },
      { seats: 5 },
      { priceTotalCents: 11_999 },
      { expiresAt: 2_000_000_001 },
    ];
    for (const change of changes) {
      const payload = signQuote('s3cret', { ...quote, ...change }).split('.')[0];
      expect(verifyQuote('s3cret', `${payload}.${signature}`, now)).toEqual({ ok: false, reason: 'forged' });
    }
  });

  it('refuses a payload that is not written the way it signs (leading zeros, impossible dates)', () => {
    const signature = signQuote('s3cret', quote).split('.')[1];
    const encode = (text: string) => Buffer.from(text).toString('base64url');
    const padded = '1|0322|12|10|2026-12-01|2026-12-01|540|780|4|12000|2000000000';
    expect(verifyQuote('s3cret', `${encode(padded)}.${signature}`, now)).toEqual({
      ok: false,
      reason: 'malformed',
    });
    const impossible = signQuote('s3cret', quote).split('.')[0];
    const feb30 = Buffer.from(impossible ?? '', 'base64url')
      .toString()
      .replaceAll('2026-12-01', '2026-02-30');
    expect(verifyQuote('s3cret', `${encode(feb30)}.${signature}`, now)).toEqual({
      ok: false,
      reason: 'malformed',
    });
  });
});
