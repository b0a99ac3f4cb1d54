import { describe, expect, it } from 'vitest';
import { isReservationLocked } from './lock.rules.ts';

const now = new Date('2026-11-23T08:00:00Z');
const at = (hours: number) => new Date(now.getTime() + hours * 3_600_000).toISOString();

describe('reservation lock', () => {
  it('locks within 24 hours, with an invoice, or when cancelled', () => {
    expect(isReservationLocked({ has_invoice: 0, status_id: 2, starts_at: at(24) }, now)).toBe(false);
    expect(isReservationLocked({ has_invoice: 0, status_id: 2, starts_at: at(23.999) }, now)).toBe(true);
    expect(isReservationLocked({ has_invoice: 1, status_id: 2, starts_at: at(100) }, now)).toBe(true);
    expect(isReservationLocked({ has_invoice: 0, status_id: 3, starts_at: at(100) }, now)).toBe(true);
  });
});
