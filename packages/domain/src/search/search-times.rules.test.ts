import { describe, expect, it } from 'vitest';
import {
  changeMeetingType,
  checkTimes,
  defaultSearchTimes,
  moveIntoOpeningHours,
  type NormalizedSearch,
  normalizeSearch,
  normalizeSeats,
  roundUpToStep,
  type SearchContext,
  type SearchInput,
  TIME_CHECK_MESSAGES,
  TimeCheckProblem,
} from './search-times.rules.ts';

const TODAY = '2026-03-10';
const TOMORROW = '2026-03-11';

function search(input: Partial<SearchInput>, context: Partial<SearchContext> = {}): NormalizedSearch {
  return normalizeSearch(
    { meetingTypeId: 1, seats: 1, startDate: TOMORROW, isNewSearch: true, ...input },
    { today: TODAY, nowMinutes: 600, ...context },
  );
}

function times(result: NormalizedSearch): [number, number] {
  return [result.startMinutes, result.endMinutes];
}

describe('roundUpToStep', () => {
  it('keeps a time on the step and rounds anything else up', () => {
    expect(roundUpToStep(540, 15)).toBe(540);
    expect(roundUpToStep(541, 15)).toBe(555);
    expect(roundUpToStep(541, 30)).toBe(570);
    expect(roundUpToStep(0, 30)).toBe(0);
    expect(roundUpToStep(1430, 30)).toBe(1440);
    expect(Object.is(roundUpToStep(-1, 15), 0)).toBe(true);
  });

  it('refuses a step that is not a positive whole number and minutes that are not finite', () => {
    expect(() => roundUpToStep(540, 0)).toThrow(RangeError);
    expect(() => roundUpToStep(540, 7.5)).toThrow(RangeError);
    expect(() => roundUpToStep(Number.NaN, 15)).toThrow(RangeError);
  });
});

describe('normalizeSearch: seats, dates and temporary offices', () => {
  it('turns zero, negative or absent seats into 1 for every meeting type', () => {
    for (const meetingTypeId of [1, 2, 3] as const) {
      expect(search({ meetingTypeId, seats: 0 }).seats).toBe(1);
    }
    expect(search({ seats: -3 }).seats).toBe(1);
    expect(search({ seats: Number.NaN }).seats).toBe(1);
    expect(search({ seats: 12 }).seats).toBe(12);
    expect(normalizeSeats(undefined)).toBe(1);
    expect(normalizeSeats(2.7)).toBe(2);
  });

  it('defaults the end date to the start date', () => {
    expect(search({}).endDate).toBe(TOMORROW);
    expect(search({ endDate: '2026-03-13' }).endDate).toBe('2026-03-13');
  });

  it('forces 09:00-17:00 for a temporary office, whatever the times, day or opening', () => {
    expect(times(search({ meetingTypeId: 3, startMinutes: 600, endMinutes: 700 }))).toEqual([540, 1020]);
    const today = search(
      { meetingTypeId: 3, startDate: TODAY },
      { nowMinutes: 960, opening: { open: 600, close: 900 } },
    );
    expect(times(today)).toEqual([540, 1020]);
  });
});

describe('normalizeSearch: today', () => {
  const today = (input: Partial<SearchInput>, context: Partial<SearchContext>) =>
    times(search({ startDate: TODAY, ...input }, context));

  it('starts at now rounded up to the step and ends four hours later', () => {
    expect(today({}, { nowMinutes: 610 })).toEqual([630, 870]);
    expect(today({ meetingTypeId: 2 }, { nowMinutes: 610 })).toEqual([615, 855]);
    expect(today({}, { nowMinutes: 540 })).toEqual([540, 780]);
  });

  it('does not start before opening time, rounded up to the step', () => {
    expect(today({}, { nowMinutes: 420, opening: { open: 510, close: 1080 } })).toEqual([510, 750]);
    expect(today({}, { nowMinutes: 420, opening: { open: 525, close: 1080 } })).toEqual([540, 780]);
  });

  it('keeps a later start and end, pushes an earlier start to now', () => {
    expect(today({ startMinutes: 780, endMinutes: 900 }, { nowMinutes: 610 })).toEqual([780, 900]);
    expect(today({ startMinutes: 540, endMinutes: 900 }, { nowMinutes: 610 })).toEqual([630, 900]);
  });

  it('replaces an end that is not after the start by start + 240', () => {
    expect(today({ startMinutes: 780, endMinutes: 780 }, { nowMinutes: 610 })).toEqual([780, 1020]);
    expect(today({ startMinutes: 540, endMinutes: 600 }, { nowMinutes: 610 })).toEqual([630, 870]);
  });

  it('caps the end at closing time, rounded down to the step', () => {
    expect(today({}, { nowMinutes: 900, opening: { open: 480, close: 1020 } })).toEqual([900, 1020]);
    expect(today({}, { nowMinutes: 900, opening: { open: 480, close: 1005 } })).toEqual([900, 990]);
  });

  it('leaves end == start at 16:59 with closing at 17:00, for the availability check to report', () => {
    const result = today({}, { nowMinutes: 1019, opening: { open: 480, close: 1020 } });
    expect(result).toEqual([1020, 1020]);
    expect(today({ meetingTypeId: 2 }, { nowMinutes: 1019, opening: { open: 480, close: 1020 } })).toEqual([
      1020, 1020,
    ]);
    expect(checkTimes({ startMinutes: result[0], endMinutes: result[1], seats: 1 })).toEqual([
      TimeCheckProblem.EndNotAfterStart,
    ]);
  });

  it('leaves the end before the start when now is after closing', () => {
    expect(today({}, { nowMinutes: 1100, opening: { open: 480, close: 1020 } })).toEqual([1110, 1020]);
  });

  it('rounds 23:50 up to 24:00 and never ends past midnight', () => {
    expect(today({}, { nowMinutes: 1430 })).toEqual([1440, 1440]);
    expect(today({ meetingTypeId: 2 }, { nowMinutes: 1430 })).toEqual([1440, 1440]);
    expect(today({}, { nowMinutes: 1300 })).toEqual([1320, 1440]);
  });
});

describe('normalizeSearch: other dates', () => {
  it('defaults a new search without times to 09:00-13:00, a stored one to 09:00-17:00', () => {
    expect(times(search({}))).toEqual([540, 780]);
    expect(times(search({ isNewSearch: false }))).toEqual([540, 1020]);
  });

  it('ignores now on other dates, also on past ones', () => {
    expect(times(search({}, { nowMinutes: 1000 }))).toEqual([540, 780]);
    expect(times(search({ startDate: '2026-03-09' }, { nowMinutes: 1000 }))).toEqual([540, 780]);
  });

  it('rounds given times up to the step of the meeting type', () => {
    expect(times(search({ startMinutes: 545, endMinutes: 790 }))).toEqual([570, 810]);
    expect(times(search({ meetingTypeId: 2, startMinutes: 545, endMinutes: 790 }))).toEqual([555, 795]);
  });

  it('keeps the times within the opening hours', () => {
    const opening = { open: 480, close: 1080 };
    expect(times(search({ startMinutes: 420, endMinutes: 1200 }, { opening }))).toEqual([480, 1080]);
    expect(times(search({}, { opening: { open: 600, close: 1020 } }))).toEqual([600, 780]);
    expect(times(search({}, { opening: { open: 480, close: 720 } }))).toEqual([540, 720]);
  });

  it('extends an absent end that would not be after the start', () => {
    expect(times(search({ startMinutes: 840 }))).toEqual([840, 1080]);
    expect(times(search({}, { opening: { open: 840, close: 1320 } }))).toEqual([840, 1080]);
  });

  it('leaves a given end that is not after the start for the availability check', () => {
    expect(times(search({ startMinutes: 600, endMinutes: 600 }))).toEqual([600, 600]);
    expect(times(search({ startMinutes: 780, endMinutes: 600 }))).toEqual([780, 600]);
    expect(
      times(search({ startMinutes: 420, endMinutes: 480 }, { opening: { open: 510, close: 1020 } })),
    ).toEqual([510, 480]);
  });
});

describe('checkTimes', () => {
  it('finds no problem in a valid time and seat count', () => {
    expect(checkTimes({ startMinutes: 540, endMinutes: 780, seats: 1 })).toEqual([]);
    expect(checkTimes({ startMinutes: 540, endMinutes: 541, seats: 4, minSeats: 4 })).toEqual([]);
  });

  it('reports an end before or equal to the start', () => {
    expect(checkTimes({ startMinutes: 540, endMinutes: 540, seats: 1 })).toEqual(['EndNotAfterStart']);
    expect(checkTimes({ startMinutes: 540, endMinutes: 480, seats: 1 })).toEqual(['EndNotAfterStart']);
  });

  it('reports too few seats, with a minimum of 1 by default', () => {
    expect(checkTimes({ startMinutes: 540, endMinutes: 780, seats: 0 })).toEqual(['MinimumSeatsNotReached']);
    expect(checkTimes({ startMinutes: 540, endMinutes: 780, seats: 3, minSeats: 4 })).toEqual([
      'MinimumSeatsNotReached',
    ]);
    expect(checkTimes({ startMinutes: 600, endMinutes: 540, seats: 3, minSeats: 4 })).toEqual([
      'EndNotAfterStart',
      'MinimumSeatsNotReached',
    ]);
  });

  it('has the spec messages', () => {
    expect(TIME_CHECK_MESSAGES).toEqual({
      EndNotAfterStart: 'End time cannot be before or equal to start time',
      MinimumSeatsNotReached: 'Minimum number of seats not reached',
    });
  });
});

describe('changeMeetingType', () => {
  const workspace = {
    meetingTypeId: 2,
    seats: 8,
    startMinutes: 555,
    endMinutes: 795,
    startDate: TOMORROW,
  } as const;

  it('resets seats to 1 and keeps the other fields', () => {
    const changed = changeMeetingType(workspace, 1);
    expect(changed.seats).toBe(1);
    expect(changed.meetingTypeId).toBe(1);
    expect(changed.startDate).toBe(TOMORROW);
  });

  it('shifts quarter-hour times up to the half hour for a meeting room', () => {
    expect(changeMeetingType(workspace, 1)).toMatchObject({ startMinutes: 570, endMinutes: 810 });
    expect(changeMeetingType({ ...workspace, startMinutes: 540, endMinutes: 780 }, 1)).toMatchObject({
      startMinutes: 540,
      endMinutes: 780,
    });
  });

  it('keeps a range that rounding would empty one step long', () => {
    expect(changeMeetingType({ ...workspace, startMinutes: 555, endMinutes: 570 }, 1)).toMatchObject({
      startMinutes: 570,
      endMinutes: 600,
    });
    expect(changeMeetingType({ ...workspace, startMinutes: 1425, endMinutes: 1440 }, 1)).toMatchObject({
      startMinutes: 1440,
      endMinutes: 1440,
    });
  });

  it('keeps the times of a workspace and forces 09:00-17:00 for a temporary office', () => {
    const room = { meetingTypeId: 1, seats: 5, startMinutes: 600, endMinutes: 690 } as const;
    expect(changeMeetingType(room, 2)).toEqual({
      meetingTypeId: 2,
      seats: 1,
      startMinutes: 600,
      endMinutes: 690,
    });
    expect(changeMeetingType(room, 3)).toEqual({
      meetingTypeId: 3,
      seats: 1,
      startMinutes: 540,
      endMinutes: 1020,
    });
  });
});

describe('defaultSearchTimes', () => {
  const opening = { open: 480, close: 1320 };

  it('gives a future day business hours (09:00-13:00) whatever the clock says', () => {
    for (const nowMinutes of [0, 600, 960, 1380]) {
      expect(defaultSearchTimes(1, '2026-03-24', { today: TODAY, nowMinutes, opening })).toEqual({
        startMinutes: 540,
        endMinutes: 780,
      });
    }
  });

  it('starts today at the next step from now, for 4 hours', () => {
    expect(defaultSearchTimes(1, TODAY, { today: TODAY, nowMinutes: 957, opening })).toEqual({
      startMinutes: 960,
      endMinutes: 1200,
    });
    expect(defaultSearchTimes(2, TODAY, { today: TODAY, nowMinutes: 961, opening })).toEqual({
      startMinutes: 975,
      endMinutes: 1215,
    });
  });

  it('keeps a future day within its opening hours', () => {
    expect(
      defaultSearchTimes(1, TOMORROW, { today: TODAY, nowMinutes: 960, opening: { open: 600, close: 720 } }),
    ).toEqual({ startMinutes: 600, endMinutes: 720 });
  });

  it('gives a temporary office 09:00-17:00 on any day', () => {
    expect(defaultSearchTimes(3, TODAY, { today: TODAY, nowMinutes: 960, opening })).toEqual({
      startMinutes: 540,
      endMinutes: 1020,
    });
  });
});

const period = (start: number, end: number) => ({
  StartDate: '2026-12-02',
  EndDate: '2026-12-02',
  StartMinutes: start,
  EndMinutes: end,
});

describe('moveIntoOpeningHours', () => {
  const hours = { open: 480, close: 1080 }; // 08:00–18:00

  it('leaves a period inside the opening hours alone', () => {
    expect(moveIntoOpeningHours(period(540, 720), hours, 1)).toEqual(period(540, 720));
  });

  it('moves an early period to the opening, keeping its length', () => {
    expect(moveIntoOpeningHours(period(360, 480), hours, 1)).toEqual(period(480, 600));
  });

  it('ends a late period at the closing time, at least one step long', () => {
    expect(moveIntoOpeningHours(period(1020, 1320), hours, 1)).toEqual(period(1020, 1080));
    expect(moveIntoOpeningHours(period(1200, 1260), hours, 1).EndMinutes).toBeLessThanOrEqual(1080);
    const late = moveIntoOpeningHours(period(1200, 1260), hours, 1);
    expect(late.EndMinutes).toBeGreaterThan(late.StartMinutes);
  });
});
