import { describe, expect, it } from 'vitest';
import { registrationsByDay } from './registrations-by-day.ts';
import { sectionOfSlug } from './sections.ts';

describe('registrationsByDay', () => {
  it('counts per Dutch day, fills empty days with 0 and keeps a running total', () => {
    expect(
      registrationsByDay(['2026-11-20T10:00:00Z', '2026-11-22T23:30:00Z', '2026-11-20T08:00:00Z']),
    ).toEqual([
      { day: '2026-11-20', count: 2, total: 2 },
      { day: '2026-11-21', count: 0, total: 2 },
      { day: '2026-11-22', count: 0, total: 2 },
      { day: '2026-11-23', count: 1, total: 3 },
    ]);
    expect(registrationsByDay([])).toEqual([]);
  });
});

describe('sectionOfSlug', () => {
  it('reads either language, the dashboard without a slug, and null for an unknown one', () => {
    expect(sectionOfSlug(undefined)).toBe('dashboard');
    expect(sectionOfSlug('deelnemers')).toBe('participants');
    expect(sectionOfSlug('check-in')).toBe('checkIn');
    expect(sectionOfSlug('basisgegevens')).toBe('basicInfo');
    expect(sectionOfSlug('nope')).toBeNull();
  });
});
