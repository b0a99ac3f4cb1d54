import { describe, expect, it } from 'vitest';
import { addDays } from './calendar.ts';

describe('addDays', () => {
  it('rolls over months, years and leap days, both ways', () => {
    expect(addDays('2026-11-24', 7)).toBe('2026-12-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2026-03-29', 0)).toBe('2026-03-29');
  });
});
