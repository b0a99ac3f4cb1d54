import { isoWeekdayOf } from '@meetspace/domain';
import type { Occupancy } from './occupancy.ts';
import type { DemoRandom } from './random.ts';
import type { PlannedLocation } from './types.ts';

// Finding a free slot for a demo reservation: a space of the meeting type, a setting and seats
// within its range, a time inside the opening hours, and no clash with earlier bookings.

export interface Slot {
  spaceIndex: number;
  settingId: number;
  seats: number;
  date: string;
  start: number;
  end: number;
}

const ROOM_DURATIONS = [60, 120, 180, 240, 300, 480];
const WORKSPACE_DURATIONS = [240, 300, 480, 540];

/** Opening window of a meeting type on a date, or null when closed. */
export function openingWindow(
  location: PlannedLocation,
  meetingTypeId: number,
  date: string,
): { open: number; close: number } | null {
  if (location.closedDays.some((d) => d.date === date)) return null;
  const weekday = isoWeekdayOf(date);
  const hours = location.openingHours.find(
    (h) => h.meeting_type_id === meetingTypeId && h.weekday === weekday,
  );
  return hours ? { open: hours.open_minutes, close: hours.close_minutes } : null;
}

function onGrid(random: DemoRandom, from: number, to: number, step: number): number {
  return from + random.int(0, Math.floor((to - from) / step)) * step;
}

function times(
  random: DemoRandom,
  meetingTypeId: number,
  window: { open: number; close: number },
  minDuration: number,
): { start: number; end: number } | null {
  if (meetingTypeId === 3) return { start: 540, end: 1020 };
  const length = window.close - window.open;
  const durations = (meetingTypeId === 1 ? ROOM_DURATIONS : WORKSPACE_DURATIONS).filter(
    (d) => d >= minDuration && d <= length,
  );
  if (durations.length === 0) return null;
  const duration = random.pick(durations);
  const step = meetingTypeId === 1 ? 30 : 15;
  const earliest = Math.ceil(window.open / step) * step;
  if (earliest + duration > window.close) return null;
  const start = onGrid(random, earliest, window.close - duration, step);
  return { start, end: start + duration };
}

/**
 * A free slot at a location on a date, or null. `seatsHint` asks for a group size (clamped to the
 * setting). Workspaces share their capacity; other spaces are booked exclusively.
 */
export function findSlot(
  random: DemoRandom,
  occupancy: Occupancy,
  location: PlannedLocation,
  locationIndex: number,
  meetingTypeId: number,
  date: string,
): Slot | null {
  const window = openingWindow(location, meetingTypeId, date);
  if (!window) return null;
  const candidates = location.spaces
    .map((space, index) => ({ space, index }))
    .filter(({ space }) => space.row.meeting_type_id === meetingTypeId);
  for (const { space, index } of random.shuffle(candidates)) {
    const setting = random.pick(space.settings);
    const maxSeats = meetingTypeId === 2 ? Math.min(4, setting.max_seats) : setting.max_seats;
    const seats = random.int(
      setting.min_seats,
      Math.max(setting.min_seats, Math.min(maxSeats, setting.min_seats + 20)),
    );
    const period = times(random, meetingTypeId, window, space.row.min_duration_minutes);
    if (!period) continue;
    const booking = { ...period, seats };
    const key = `${locationIndex}:${index}`;
    const capacity = meetingTypeId === 2 ? space.row.capacity : null;
    if (!occupancy.fits(key, date, booking, capacity)) continue;
    return { spaceIndex: index, settingId: setting.setting_id, seats, date, ...period };
  }
  return null;
}

/** Records a slot as taken (cancelled reservations are not recorded). */
export function takeSlot(occupancy: Occupancy, locationIndex: number, slot: Slot): void {
  occupancy.add(`${locationIndex}:${slot.spaceIndex}`, slot.date, {
    start: slot.start,
    end: slot.end,
    seats: slot.seats,
  });
}
