// Bookings placed so far, per space and date, so the demo never double-books a meeting room or a
// temporary office and never seats more people in a workspace than it holds.

interface Booking {
  start: number;
  end: number;
  seats: number;
}

/** The largest number of seats in use at any moment of [start, end). */
export function peakSeats(bookings: readonly Booking[], start: number, end: number): number {
  const overlapping = bookings.filter((b) => b.start < end && start < b.end);
  const moments = [start, ...overlapping.map((b) => b.start).filter((s) => s > start && s < end)];
  let peak = 0;
  for (const moment of moments) {
    const inUse = overlapping.reduce(
      (sum, b) => (b.start <= moment && moment < b.end ? sum + b.seats : sum),
      0,
    );
    peak = Math.max(peak, inUse);
  }
  return peak;
}

/** Space calendars keyed by an opaque space key and a local date. */
export class Occupancy {
  private readonly bookings = new Map<string, Booking[]>();

  private list(spaceKey: string, date: string): Booking[] {
    const key = `${spaceKey}|${date}`;
    let list = this.bookings.get(key);
    if (!list) {
      list = [];
      this.bookings.set(key, list);
    }
    return list;
  }

  /** Whether the booking fits: no overlap at all when `capacity` is null, else within capacity. */
  fits(spaceKey: string, date: string, booking: Booking, capacity: number | null): boolean {
    const list = this.list(spaceKey, date);
    if (capacity === null) return !list.some((b) => b.start < booking.end && booking.start < b.end);
    return peakSeats(list, booking.start, booking.end) + booking.seats <= capacity;
  }

  add(spaceKey: string, date: string, booking: Booking): void {
    this.list(spaceKey, date).push(booking);
  }
}
