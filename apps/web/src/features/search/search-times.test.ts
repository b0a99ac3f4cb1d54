import { describe, expect, it } from 'vitest';
import {
  defaultTimes,
  FALLBACK_DAY,
  nowMinutesInNl,
  openWindow,
  settleTimes,
  timeChoices,
} from './search-times.ts';

describe('search times in the form', () => {
  it('uses the opening hours, or a fallback day when closed or unknown', () => {
    expect(openWindow({ MinMinutes: 480, MaxMinutes: 1080, IsClosed: false })).toEqual({
      open: 480,
      close: 1080,
    });
    expect(openWindow({ MinMinutes: 0, MaxMinutes: 0, IsClosed: true })).toEqual(FALLBACK_DAY);
    expect(openWindow(undefined)).toEqual(FALLBACK_DAY);
  });

  it('offers times in the step from opening to closing, ends after the start', () => {
    const { starts, ends } = timeChoices({ open: 480, close: 600 }, 30, 540);
    expect(starts).toEqual([480, 510, 540, 570]);
    expect(ends).toEqual([570, 600]);
    expect(timeChoices({ open: 485, close: 560 }, 15, 500).starts).toEqual([495, 510, 525, 540]);
  });

  it('keeps the times within the day when nothing is left today, and says so', () => {
    // 23:40 with closing at 18:00: the form's start is 24:00 (from the settled search).
    const late = timeChoices({ open: 480, close: 1080 }, 30, 1440, 1420);
    expect(late.noneLeft).toBe(true);
    expect(late.starts).toEqual([1410]);
    expect(late.ends).toEqual([1440]);
    expect(timeChoices({ open: 480, close: 1080 }, 30, 540, 600).noneLeft).toBe(false);
  });

  it('today starts at the next step from now', () => {
    expect(timeChoices({ open: 480, close: 1080 }, 30, 900, 871).starts[0]).toBe(900);
    expect(timeChoices({ open: 480, close: 1080 }, 15, 900, 871).starts[0]).toBe(885);
  });

  it('settles times by the spec: today not before now, within opening hours, type 3 is 09:00-17:00', () => {
    const day = { open: 480, close: 1080 };
    expect(
      settleTimes(
        { meetingTypeId: 1, seats: 2, date: '2026-12-01', start: 420, end: 780 },
        day,
        '2026-11-22',
        600,
      ),
    ).toEqual({
      start: 480,
      end: 780,
    });
    expect(
      settleTimes(
        { meetingTypeId: 1, seats: 2, date: '2026-11-22', start: 540, end: 780 },
        day,
        '2026-11-22',
        611,
      ),
    ).toEqual({
      start: 630,
      end: 780,
    });
    expect(
      settleTimes(
        { meetingTypeId: 3, seats: 2, date: '2026-12-01', start: 600, end: 700 },
        day,
        '2026-11-22',
        0,
      ),
    ).toEqual({
      start: 540,
      end: 1020,
    });
    expect(
      settleTimes(
        { meetingTypeId: 1, seats: 2, date: '2026-12-01', start: 540, end: 1200 },
        day,
        '2026-11-22',
        0,
      ).end,
    ).toBe(1080);
  });

  it('moves times that no longer fit into the new day: late this evening, then next week', () => {
    const day = { open: 480, close: 1080 };
    // At 23:50 today the start goes past closing (the server then says why it cannot be searched).
    const tonight = settleTimes(
      { meetingTypeId: 1, seats: 4, date: '2026-11-24', start: 540, end: 780 },
      day,
      '2026-11-24',
      1430,
    );
    expect(tonight.start).toBe(1440);
    // Choosing next Tuesday gives that day's new-search times again, not an end before the start.
    expect(
      settleTimes({ meetingTypeId: 1, seats: 4, date: '2026-12-01', ...tonight }, day, '2026-11-24', 1430),
    ).toEqual({ start: 540, end: 780 });
    // Opening at 10:00 and closing at 12:00: within the opening hours.
    expect(
      settleTimes(
        { meetingTypeId: 1, seats: 4, date: '2026-12-01', ...tonight },
        { open: 600, close: 720 },
        '2026-11-24',
        1430,
      ),
    ).toEqual({ start: 600, end: 720 });
  });

  it('reads the time of day in the Netherlands', () => {
    expect(nowMinutesInNl(new Date('2026-07-01T10:15:00Z'))).toBe(12 * 60 + 15);
    expect(nowMinutesInNl(new Date('2026-12-01T10:15:00Z'))).toBe(11 * 60 + 15);
  });

  it('proposes business hours for a future day at 16:00, and the next slot only today', () => {
    const window = { open: 420, close: 1320 };
    expect(defaultTimes(1, '2026-12-09', window, '2026-11-25', 957)).toEqual({ start: 540, end: 780 });
    expect(defaultTimes(1, '2026-11-25', window, '2026-11-25', 957)).toEqual({ start: 960, end: 1200 });
  });
});
