import { isoWeekdayOf } from '@meetspace/domain';
import { addDays } from '../kernel/local-time.ts';
import type { Occupancy } from './occupancy.ts';
import type { DemoRandom } from './random.ts';
import type { Booking, ReservationContext } from './reservation-row.ts';
import { findSlot, takeSlot } from './slots.ts';
import type { PlannedLocation } from './types.ts';

// The host's week: every live location the demo host manages gets bookings on each weekday of the
// current week (Monday to Friday around the demo's "today"), so the host's calendar has something
// to show whenever the demo is generated. Members book them, never the demo booker (whose own
// reservations the money demo and its tests count on).

/** Bookings per location and weekday: 1 or 2, a meeting room where the location has them. */
export function planHostWeek(
  random: DemoRandom,
  occupancy: Occupancy,
  ctx: ReservationContext,
  members: readonly number[],
): Booking[] {
  const monday = addDays(ctx.today, 1 - isoWeekdayOf(ctx.today));
  const hostLocations = ctx.people.managers
    .filter((m) => m.profileIndex === ctx.people.host)
    .map((m) => m.locationIndex)
    .filter((index) => ctx.locations[index]?.row.status === 'live');
  const bookings: Booking[] = [];
  for (const locationIndex of hostLocations) {
    const location = ctx.locations[locationIndex] as PlannedLocation;
    const meetingTypeId = location.meetingTypeIds.includes(1) ? 1 : (location.meetingTypeIds[0] ?? 1);
    for (let day = 0; day < 5; day += 1) {
      const date = addDays(monday, day);
      for (let n = random.int(1, 2); n > 0; n -= 1) {
        const slot = findSlot(random, occupancy, location, locationIndex, meetingTypeId, date);
        if (!slot) continue;
        takeSlot(occupancy, locationIndex, slot);
        bookings.push({
          locationIndex,
          meetingTypeId,
          slot,
          profileIndex: random.pick(members),
          cancelled: false,
        });
      }
    }
  }
  return bookings;
}
