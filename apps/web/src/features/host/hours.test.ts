import { describe, expect, it } from 'vitest';
import { fromClock, moved, toClock, toOpeningHours, weekTable } from './hours.ts';

describe('the week table', () => {
  it('reads and writes clock times', () => {
    expect(toClock(510)).toBe('08:30');
    expect(toClock(1440)).toBe('24:00');
    expect(fromClock('08:30')).toBe(510);
    expect(fromClock('24:00')).toBe(1440);
    expect(fromClock('24:15')).toBeNaN();
    expect(fromClock('nine')).toBeNaN();
  });

  it('shows every weekday per meeting type and sends only the open ones', () => {
    const rows = weekTable([1, 2], [{ MeetingtypeId: 2, Weekday: 3, OpenMinutes: 480, CloseMinutes: 1020 }]);
    expect(rows).toHaveLength(14);
    expect(rows.filter((r) => r.open)).toEqual([
      { meetingTypeId: 2, weekday: 3, open: true, from: '08:00', to: '17:00' },
    ]);
    const sent = toOpeningHours(rows.map((r, i) => (i === 0 ? { ...r, open: true, to: 'x' } : r)));
    expect(sent.hours).toEqual([
      { MeetingtypeId: 1, Weekday: 1, OpenMinutes: 540, CloseMinutes: -1 },
      { MeetingtypeId: 2, Weekday: 3, OpenMinutes: 480, CloseMinutes: 1020 },
    ]);
    expect(sent.sentIndex).toEqual([0, 9]);
  });

  it('moves a photo up or down, never out of the list', () => {
    expect(moved(['a', 'b', 'c'], 1, -1)).toEqual(['b', 'a', 'c']);
    expect(moved(['a', 'b', 'c'], 1, 1)).toEqual(['a', 'c', 'b']);
    expect(moved(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moved(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
  });
});
