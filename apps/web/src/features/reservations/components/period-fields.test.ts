import { describe, expect, it } from 'vitest';
import { clampToHours } from './period-fields.tsx';

const period = (start: number, end: number) => ({
  StartDate: '2026-12-02',
  EndDate: '2026-12-02',
  StartMinutes: start,
  EndMinutes: end,
});

describe('clampToHours', () => {
  const hours = { open: 480, close: 1080 }; // 08:00–18:00

  it('leaves a period inside the opening hours alone', () => {
    expect(clampToHours(period(540, 720), hours, 1)).toEqual(period(540, 720));
  });

  it('moves an early period to the opening, keeping its length', () => {
    expect(clampToHours(period(360, 480), hours, 1)).toEqual(period(480, 600));
  });

  it('ends a late period at the closing time, at least one step long', () => {
    expect(clampToHours(period(1020, 1320), hours, 1)).toEqual(period(1020, 1080));
    expect(clampToHours(period(1200, 1260), hours, 1).EndMinutes).toBeLessThanOrEqual(1080);
    const late = clampToHours(period(1200, 1260), hours, 1);
    expect(late.EndMinutes).toBeGreaterThan(late.StartMinutes);
  });
});
