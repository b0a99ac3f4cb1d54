import { describe, expect, it } from 'vitest';
import { OccupancyIndex } from './occupancy-index.ts';

const booking = (location_id: number, space_id: number, start_minutes = 540) => ({
  location_id,
  space_id,
  start_date: '2027-03-02',
  end_date: '2027-03-02',
  start_minutes,
  end_minutes: start_minutes + 60,
  seats: 2,
});
const hold = (location_id: number, space_id: number, expires_at: string) => ({
  ...booking(location_id, space_id, 600),
  expires_at,
});
const NOW = new Date('2027-03-01T12:00:00Z');

describe('OccupancyIndex', () => {
  it('answers bookings and the holds alive at the moment asked, and which spaces have any', () => {
    const index = new OccupancyIndex('2027-02-22');
    index.apply(
      {
        bookings: [booking(1, 10), booking(1, 10, 720), booking(2, 20)],
        holds: [hold(1, 11, '2027-03-01T12:10:00.000Z'), hold(2, 21, '2027-03-01T11:59:00.000Z')],
      },
      7,
    );
    const lookup = index.lookup(NOW);
    expect(lookup.bookingsOf(10)).toHaveLength(2);
    expect(lookup.bookingsOf(99)).toEqual([]);
    expect(lookup.holdsOf(11)).toHaveLength(1);
    expect(lookup.holdsOf(21)).toEqual([]); // lapsed before the search's moment
    expect([10, 11, 20, 21, 99, 5_000].map((id) => lookup.occupied(id))).toEqual([
      true,
      true,
      true,
      true,
      false,
      false,
    ]);
    expect(index.version).toBe(7);
  });

  it("reloads only the changed locations' spaces, and fingerprints them with the change's version", () => {
    const index = new OccupancyIndex('2027-02-22');
    index.apply({ bookings: [booking(1, 10), booking(2, 20), booking(3, 30)], holds: [] }, 7);
    // Location 1's booking was cancelled and location 2 got another one, at version 9.
    index.apply({ bookings: [booking(2, 20), booking(2, 22)], holds: [] }, 9, [1, 2]);
    const lookup = index.lookup(NOW);
    expect(lookup.bookingsOf(10)).toEqual([]);
    expect(lookup.occupied(10)).toBe(false);
    expect(lookup.bookingsOf(20)).toHaveLength(1);
    expect(lookup.bookingsOf(22)).toHaveLength(1);
    expect(lookup.bookingsOf(30)).toHaveLength(1);
    expect(lookup.fingerprint([3])).toBe(7);
    expect(lookup.fingerprint([3, 2])).toBe(9);
    expect(lookup.fingerprint([])).toBe(7);
    expect(index.version).toBe(9);
    // A full reload makes every location count as changed at its version.
    index.apply({ bookings: [], holds: [] }, 12);
    expect(index.lookup(NOW).fingerprint([3])).toBe(12);
    expect(index.lookup(NOW).occupied(20)).toBe(false);
  });
});
