import { describe, expect, it } from 'vitest';
import { openingHoursProblems } from './hosting.rules.ts';

const row = (open: number, close: number, weekday = 1, type = 1) => ({
  MeetingtypeId: type,
  Weekday: weekday,
  OpenMinutes: open,
  CloseMinutes: close,
});

describe('openingHoursProblems', () => {
  it('accepts quarter hours that close after they open', () => {
    expect(openingHoursProblems([row(510, 1035), row(0, 1440, 2), row(540, 600, 1, 2)])).toEqual([]);
  });
  it('refuses closing at or before opening', () => {
    expect(openingHoursProblems([row(540, 540), row(600, 540, 2)])).toEqual([
      { Field: 'OpeningHours[0].CloseMinutes', Code: 'close_before_open' },
      { Field: 'OpeningHours[1].CloseMinutes', Code: 'close_before_open' },
    ]);
  });
  it('refuses times off the quarter hour', () => {
    expect(openingHoursProblems([row(545, 1020), row(540, 1021, 2)])).toEqual([
      { Field: 'OpeningHours[0].OpenMinutes', Code: 'not_quarter_hour' },
      { Field: 'OpeningHours[1].CloseMinutes', Code: 'not_quarter_hour' },
    ]);
  });
  it('refuses a meeting type and weekday twice', () => {
    expect(openingHoursProblems([row(540, 600), row(720, 780)])).toEqual([
      { Field: 'OpeningHours[1].Weekday', Code: 'duplicate' },
    ]);
  });
});
