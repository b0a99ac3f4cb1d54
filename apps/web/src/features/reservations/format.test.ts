import type { ReservationDetail } from '@meetspace/domain';
import { describe, expect, it } from 'vitest';
import { formatPeriod } from '../../lib/period-format.ts';
import { firstCopyDate } from './components/copy-dialog.tsx';
import { periodBody, periodOf } from './components/period-fields.tsx';

describe('dates of the my-reservations pages', () => {
  it('writes one day out in full and several days as first – last', () => {
    const day = {
      StartDate: '2026-12-01T00:00:00',
      EndDate: '2026-12-01T00:00:00',
      StartMinutes: 540,
      EndMinutes: 780,
    };
    expect(formatPeriod(day, 'en')).toBe('Tuesday, 1 December 2026, 09:00–13:00');
    expect(formatPeriod(day, 'nl')).toBe('dinsdag 1 december 2026, 09:00–13:00');
    expect(formatPeriod({ ...day, EndDate: '2026-12-03T00:00:00' }, 'en')).toBe(
      '1 Dec 2026 – 3 Dec 2026, 09:00–13:00',
    );
  });

  it('starts a copy on the same weekday after today', () => {
    expect(firstCopyDate('2026-03-03', '2026-03-01')).toBe('2026-03-10');
    expect(firstCopyDate('2026-01-06', '2026-03-01')).toBe('2026-03-03');
    expect(firstCopyDate('2026-02-24', '2026-03-03')).toBe('2026-03-10');
  });

  it('moves a multi-day reservation as a whole and sends its last day; a one-day one does not', () => {
    const r = {
      StartDate: '2026-03-02T00:00:00',
      EndDate: '2026-03-04T00:00:00',
      StartMinutes: 540,
      EndMinutes: 1020,
    } as ReservationDetail;
    const moved = periodOf(r, '2026-04-06');
    expect(moved).toEqual({
      StartDate: '2026-04-06',
      EndDate: '2026-04-08',
      StartMinutes: 540,
      EndMinutes: 1020,
    });
    expect(periodBody(r, moved)).toEqual(moved);
    const oneDay = { ...r, EndDate: r.StartDate };
    expect(periodBody(oneDay, periodOf(oneDay, '2026-04-06'))).toEqual({
      StartDate: '2026-04-06',
      StartMinutes: 540,
      EndMinutes: 1020,
    });
  });
});
