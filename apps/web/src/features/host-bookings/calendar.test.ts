import type { HostBookingLine } from '@meetspace/domain';
import { describe, expect, it } from 'vitest';
import {
  dayList,
  daysOf,
  hoursOf,
  linesOn,
  placeOf,
  readState,
  step,
  weekStart,
  writeState,
} from './calendar.ts';

const line = (over: Partial<HostBookingLine>): HostBookingLine => ({
  Id: 1,
  ReservationId: 1,
  LocationId: 1,
  SpaceId: 1,
  SpaceName: 'Zaal A',
  StartDate: '2026-11-25',
  EndDate: '2026-11-25',
  StartMinutes: 540,
  EndMinutes: 600,
  Seats: 4,
  SettingId: 1,
  StatusId: 2,
  BookerName: 'Bente Boeker',
  CompanyName: null,
  MeetingName: 'Overleg',
  IsCheckedIn: false,
  ...over,
});

describe('the host calendar', () => {
  it('reads its state from the address, today and the week by default, and writes it back short', () => {
    const today = '2026-11-25';
    expect(readState(new URLSearchParams(''), today)).toEqual({ view: 'week', date: today, locationId: 0 });
    const state = readState(new URLSearchParams('view=day&date=2026-12-01&location=12'), today);
    expect(state).toEqual({ view: 'day', date: '2026-12-01', locationId: 12 });
    expect(writeState(state, today)).toEqual({ view: 'day', date: '2026-12-01', location: '12' });
    expect(readState(new URLSearchParams('view=year&date=soon&location=-3'), today)).toEqual({
      view: 'week',
      date: today,
      locationId: 0,
    });
    expect(writeState({ view: 'week', date: today, locationId: 0 }, today)).toEqual({});
  });

  it('covers a day, or Monday to Sunday, and steps by a day or a week', () => {
    expect(weekStart('2026-11-25')).toBe('2026-11-23');
    expect(weekStart('2026-11-29')).toBe('2026-11-23');
    expect(weekStart('2026-11-23')).toBe('2026-11-23');
    expect(daysOf({ view: 'week', date: '2026-12-02' })).toEqual([
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
      '2026-12-04',
      '2026-12-05',
      '2026-12-06',
    ]);
    expect(daysOf({ view: 'day', date: '2026-12-02' })).toEqual(['2026-12-02']);
    expect(step({ view: 'day', date: '2026-11-30' }, -1)).toBe('2026-11-29');
    expect(step({ view: 'week', date: '2026-11-30' }, 1)).toBe('2026-12-07');
  });

  it('puts a line on each of its days, sorted by time', () => {
    const lines = [
      line({ Id: 1, StartMinutes: 780, EndMinutes: 840 }),
      line({ Id: 2, StartMinutes: 540 }),
      line({ Id: 3, SpaceId: 2, SpaceName: 'Aula', StartDate: '2026-11-24', EndDate: '2026-11-26' }),
    ];
    expect(linesOn(lines, 1, '2026-11-25').map((l) => l.Id)).toEqual([2, 1]);
    expect(linesOn(lines, 2, '2026-11-26').map((l) => l.Id)).toEqual([3]);
    expect(linesOn(lines, 1, '2026-11-26')).toEqual([]);
    expect(dayList(lines, '2026-11-25').map((l) => l.Id)).toEqual([3, 2, 1]);
  });

  it('shows 7:00 to 21:00, widened to whole hours around the lines, and places them in it', () => {
    expect(hoursOf([], '2026-11-25')).toEqual({ from: 420, to: 1260 });
    expect(hoursOf([line({ StartMinutes: 390, EndMinutes: 1290 })], '2026-11-25')).toEqual({
      from: 360,
      to: 1320,
    });
    expect(placeOf(line({ StartMinutes: 540, EndMinutes: 600 }), { from: 480, to: 1080 })).toEqual({
      left: 10,
      width: 10,
    });
  });
});
