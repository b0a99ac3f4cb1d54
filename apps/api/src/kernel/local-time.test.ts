import { describe, expect, it } from 'vitest';
import { addDays, localDate, localNow, localToUtcIso } from './local-time.ts';

const AMS = 'Europe/Amsterdam';

describe('localToUtcIso', () => {
  it('uses CET (+01:00) in winter and CEST (+02:00) in summer', () => {
    expect(localToUtcIso('2026-01-15', 540, AMS)).toBe('2026-01-15T08:00:00.000Z');
    expect(localToUtcIso('2026-07-01', 540, AMS)).toBe('2026-07-01T07:00:00.000Z');
    expect(localToUtcIso('2026-07-01', 1320, AMS)).toBe('2026-07-01T20:00:00.000Z');
  });

  it('switches on 2026-03-29 when clocks go forward at 02:00', () => {
    expect(localToUtcIso('2026-03-28', 540, AMS)).toBe('2026-03-28T08:00:00.000Z');
    expect(localToUtcIso('2026-03-29', 60, AMS)).toBe('2026-03-29T00:00:00.000Z');
    expect(localToUtcIso('2026-03-29', 180, AMS)).toBe('2026-03-29T01:00:00.000Z');
    expect(localToUtcIso('2026-03-29', 540, AMS)).toBe('2026-03-29T07:00:00.000Z');
    // 02:30 does not exist that night: it moves forward by the gap, to 03:30 CEST.
    expect(localToUtcIso('2026-03-29', 150, AMS)).toBe('2026-03-29T01:30:00.000Z');
  });

  it('switches on 2026-10-25 when clocks go back at 03:00', () => {
    expect(localToUtcIso('2026-10-24', 540, AMS)).toBe('2026-10-24T07:00:00.000Z');
    expect(localToUtcIso('2026-10-25', 60, AMS)).toBe('2026-10-24T23:00:00.000Z');
    expect(localToUtcIso('2026-10-25', 540, AMS)).toBe('2026-10-25T08:00:00.000Z');
    // 02:30 happens twice that night: the earlier (CEST) instant is used.
    expect(localToUtcIso('2026-10-25', 150, AMS)).toBe('2026-10-25T00:30:00.000Z');
    expect(localToUtcIso('2026-10-25', 210, AMS)).toBe('2026-10-25T02:30:00.000Z');
  });

  it('handles midnight and other zones', () => {
    expect(localToUtcIso('2026-12-31', 0, AMS)).toBe('2026-12-30T23:00:00.000Z');
    expect(localToUtcIso('2026-12-31', 1440, AMS)).toBe('2026-12-31T23:00:00.000Z');
    expect(localToUtcIso('2026-07-01', 540, 'UTC')).toBe('2026-07-01T09:00:00.000Z');
    expect(localToUtcIso('2026-07-01', 540, 'America/New_York')).toBe('2026-07-01T13:00:00.000Z');
  });

  it('rejects a malformed date', () => {
    expect(() => localToUtcIso('1-7-2026', 540, AMS)).toThrow(/yyyy-MM-dd/);
  });
});

describe('calendar helpers', () => {
  it('gives the local date of an instant', () => {
    expect(localDate(new Date('2026-10-24T22:30:00.000Z'), AMS)).toBe('2026-10-25');
    expect(localDate(new Date('2026-10-24T21:30:00.000Z'), AMS)).toBe('2026-10-24');
  });

  it('adds days across months and years', () => {
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });
});

describe('localNow', () => {
  it('reads the local date and minutes, also across the clock changes and within a minute', () => {
    const zone = 'Europe/Amsterdam';
    // 29 March 2026: 02:00 CET becomes 03:00 CEST at 01:00 UTC.
    expect(localNow(new Date('2026-03-29T00:59:59.999Z'), zone)).toEqual({
      date: '2026-03-29',
      minutes: 119,
    });
    expect(localNow(new Date('2026-03-29T01:00:00.000Z'), zone)).toEqual({
      date: '2026-03-29',
      minutes: 180,
    });
    // 25 October 2026: 03:00 CEST becomes 02:00 CET at 01:00 UTC.
    expect(localNow(new Date('2026-10-25T00:59:30Z'), zone)).toEqual({ date: '2026-10-25', minutes: 179 });
    expect(localNow(new Date('2026-10-25T01:00:30Z'), zone)).toEqual({ date: '2026-10-25', minutes: 120 });
    // Midnight, twice in the same minute (the second answer comes from the per-minute cache).
    expect(localNow(new Date('2026-11-22T23:00:05Z'), zone)).toEqual({ date: '2026-11-23', minutes: 0 });
    expect(localNow(new Date('2026-11-22T23:00:59Z'), zone)).toEqual({ date: '2026-11-23', minutes: 0 });
    expect(localNow(new Date('2026-11-22T22:59:59Z'), zone)).toEqual({ date: '2026-11-22', minutes: 1439 });
    expect(localNow(new Date('2026-11-22T12:00:00Z'), 'Asia/Kolkata')).toEqual({
      date: '2026-11-22',
      minutes: 1050,
    });
  });
});
