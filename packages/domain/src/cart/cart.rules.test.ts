import { describe, expect, it } from 'vitest';
import { VOUCHER_TRIES, voucherTryWindowStart } from './cart.rules.ts';

describe('voucher try windows', () => {
  it('puts every moment of an hour in the window that starts on the hour', () => {
    expect(VOUCHER_TRIES.windowMinutes).toBe(60);
    expect(voucherTryWindowStart(new Date('2026-11-23T08:00:00Z'))).toBe('2026-11-23T08:00:00.000Z');
    expect(voucherTryWindowStart(new Date('2026-11-23T08:59:59.999Z'))).toBe('2026-11-23T08:00:00.000Z');
    expect(voucherTryWindowStart(new Date('2026-11-23T09:00:00Z'))).toBe('2026-11-23T09:00:00.000Z');
  });

  it('lets a client try more codes than one cart, and both more than a person mistypes', () => {
    expect(VOUCHER_TRIES.perCart).toBeGreaterThanOrEqual(5);
    expect(VOUCHER_TRIES.perClient).toBeGreaterThan(VOUCHER_TRIES.perCart);
  });
});
