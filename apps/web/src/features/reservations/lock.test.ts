import { describe, expect, it } from 'vitest';
import { lockReason } from './lock.ts';

const r = { IsLocked: true, StatusId: 2, HasInvoice: false, HoursUntilStart: 10 };

describe('lockReason', () => {
  it('is null while the reservation can change, whatever else is true', () => {
    expect(lockReason({ ...r, IsLocked: false })).toBeNull();
    expect(lockReason({ ...r, IsLocked: false, HoursUntilStart: 2 })).toBeNull();
  });

  it('names the reason in the order that matters to the member', () => {
    expect(lockReason({ ...r, StatusId: 3, HasInvoice: true })).toBe('cancelled');
    expect(lockReason({ ...r, HasInvoice: true, HoursUntilStart: -5 })).toBe('invoiced');
    expect(lockReason({ ...r, HoursUntilStart: -1 })).toBe('started');
    expect(lockReason({ ...r, HoursUntilStart: 0 })).toBe('soon');
    expect(lockReason({ ...r, HoursUntilStart: 23 })).toBe('soon');
  });
});
