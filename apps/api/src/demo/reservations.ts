import { addDays } from '../kernel/local-time.ts';
import { planHostWeek } from './host-week.ts';
import { Occupancy } from './occupancy.ts';
import type { DemoRandom } from './random.ts';
import { StockLedger } from './reservation-lines.ts';
import { type Booking, buildReservation, type ReservationContext } from './reservation-row.ts';
import { findSlot, type Slot, takeSlot } from './slots.ts';
import type { PlannedLocation, PlannedReservation } from './types.ts';

export type { ReservationContext } from './reservation-row.ts';

// Past and future reservations relative to "now": the booker's own, plus 1-3 per live location.

/** Day offsets of the booker's own reservations; the last future one is cancelled. */
const BOOKER_OFFSETS = [-70, -45, -21, -7, 3, 10, 25, 40, 15];

/** Tries dates from `offset` on, moving away from today, until a slot is free (at most 10 days). */
function place(
  random: DemoRandom,
  occupancy: Occupancy,
  ctx: ReservationContext,
  locationIndex: number,
  meetingTypeId: number,
  offset: number,
): Slot | null {
  const location = ctx.locations[locationIndex];
  if (!location) return null;
  for (let shift = 0; shift < 10; shift += 1) {
    const date = addDays(ctx.today, offset + (offset < 0 ? -shift : shift));
    const slot = findSlot(random, occupancy, location, locationIndex, meetingTypeId, date);
    if (slot) return slot;
  }
  return null;
}

/** All demo reservations; keys are unique, seeded 12-character strings. */
export function planReservations(random: DemoRandom, ctx: ReservationContext): PlannedReservation[] {
  const occupancy = new Occupancy();
  const bookings: Booking[] = [];
  const live = ctx.locations.flatMap((l, index) => (l.row.status === 'live' ? [index] : []));
  const withRooms = live.filter((index) => ctx.locations[index]?.meetingTypeIds.includes(1));
  BOOKER_OFFSETS.forEach((offset, n) => {
    const locationIndex = withRooms[n % withRooms.length];
    if (locationIndex === undefined) return;
    const slot = place(random, occupancy, ctx, locationIndex, 1, offset);
    const cancelled = n === BOOKER_OFFSETS.length - 1;
    if (!slot) return;
    if (!cancelled) takeSlot(occupancy, locationIndex, slot);
    bookings.push({ locationIndex, meetingTypeId: 1, slot, profileIndex: ctx.people.booker, cancelled });
  });
  const members = ctx.people.profiles.flatMap((p, index) =>
    p.row.role === 'member' && index !== ctx.people.booker ? [index] : [],
  );
  for (const locationIndex of live) {
    const location = ctx.locations[locationIndex] as PlannedLocation;
    for (let n = random.int(1, 3); n > 0; n -= 1) {
      const meetingTypeId = random.pick(location.meetingTypeIds);
      const slot = place(random, occupancy, ctx, locationIndex, meetingTypeId, random.int(-90, 60));
      if (!slot) continue;
      const cancelled = random.chance(0.1);
      if (!cancelled) takeSlot(occupancy, locationIndex, slot);
      const profileIndex = random.chance(0.8) ? random.pick(members) : null;
      bookings.push({ locationIndex, meetingTypeId, slot, profileIndex, cancelled });
    }
  }
  if (ctx.hostWeek) bookings.push(...planHostWeek(ctx.hostWeek, occupancy, ctx, members));
  const stock = new StockLedger();
  const keys = new Set<string>();
  return bookings.map((booking) => {
    let key = random.faker.string.alphanumeric(12);
    while (keys.has(key)) key = random.faker.string.alphanumeric(12);
    keys.add(key);
    return buildReservation(random, ctx, booking, key, stock);
  });
}
