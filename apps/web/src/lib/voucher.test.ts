import { describe, expect, it } from 'vitest';
import { voucherResultName } from './voucher.ts';

describe('voucherResultName', () => {
  it('names every result code, and nothing else', () => {
    expect(voucherResultName(1)).toBe('Applied');
    expect(voucherResultName(-1)).toBe('NotFound');
    expect(voucherResultName(-14)).toBe('WrongUser');
    expect(voucherResultName(-8)).toBeNull();
    expect(voucherResultName(99)).toBeNull();
  });
});
