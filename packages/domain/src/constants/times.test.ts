import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DATE_FORMAT,
  DEFAULT_DURATION_MINUTES,
  DEFAULT_END_MINUTES,
  DEFAULT_START_MINUTES,
  isValidDateString,
  MINUTES_PER_DAY,
  minutesToTime,
  NEW_SEARCH_END_MINUTES,
  NEW_SEARCH_START_MINUTES,
  TEMPORARY_OFFICE_HOURS,
  timeStepFor,
  timeToMinutes,
} from './times.ts';

describe('time constants', () => {
  it('has the spec defaults', () => {
    expect(DEFAULT_START_MINUTES).toBe(540);
    expect(DEFAULT_END_MINUTES).toBe(1020);
    expect(NEW_SEARCH_START_MINUTES).toBe(540);
    expect(NEW_SEARCH_END_MINUTES).toBe(780);
    expect(DEFAULT_DURATION_MINUTES).toBe(240);
    expect(TEMPORARY_OFFICE_HOURS).toEqual({ start: 540, end: 1020 });
    expect(MINUTES_PER_DAY).toBe(1440);
    expect(DATE_FORMAT).toBe('yyyy-MM-dd');
  });

  it('steps 30 minutes for meeting rooms and 15 otherwise', () => {
    expect(timeStepFor(1)).toBe(30);
    expect(timeStepFor(2)).toBe(15);
    expect(timeStepFor(3)).toBe(15);
  });
});

describe('minutesToTime and timeToMinutes', () => {
  it('convert known values', () => {
    expect(minutesToTime(540)).toBe('09:00');
    expect(minutesToTime(0)).toBe('00:00');
    expect(minutesToTime(1020)).toBe('17:00');
    expect(minutesToTime(1439)).toBe('23:59');
    expect(minutesToTime(1440)).toBe('24:00');
    expect(timeToMinutes('09:00')).toBe(540);
    expect(timeToMinutes('13:15')).toBe(795);
    expect(timeToMinutes('24:00')).toBe(1440);
  });

  it('reject invalid input', () => {
    expect(() => minutesToTime(-1)).toThrow(RangeError);
    expect(() => minutesToTime(1441)).toThrow(RangeError);
    expect(() => minutesToTime(9.5)).toThrow(RangeError);
    for (const bad of ['9:00', '09:60', '24:01', '25:00', '0900', '', 'aa:bb', ' 09:00']) {
      expect(timeToMinutes(bad)).toBeUndefined();
    }
  });

  it('round-trip every minute of the day', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MINUTES_PER_DAY }), (minutes) => {
        expect(timeToMinutes(minutesToTime(minutes))).toBe(minutes);
      }),
    );
  });
});

describe('isValidDateString', () => {
  it('accepts real calendar dates', () => {
    for (const good of ['2026-01-01', '2026-12-31', '2024-02-29', '2000-02-29', '2026-04-30']) {
      expect(isValidDateString(good)).toBe(true);
    }
  });

  it('rejects impossible dates and other formats', () => {
    const bad = [
      '2026-02-30',
      '2026-02-29',
      '1900-02-29',
      '2026-04-31',
      '2026-13-01',
      '2026-00-10',
      '2026-01-00',
    ];
    for (const value of [
      ...bad,
      '0000-01-01',
      '2026-1-01',
      '26-01-01',
      '2026/01/01',
      '2026-01-01T00:00',
      '',
    ]) {
      expect(isValidDateString(value)).toBe(false);
    }
  });

  it('agrees with the calendar for every day', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1970-01-01'), max: new Date('2100-12-31'), noInvalidDate: true }),
        (date) => {
          expect(isValidDateString(date.toISOString().slice(0, 10))).toBe(true);
        },
      ),
    );
  });
});
