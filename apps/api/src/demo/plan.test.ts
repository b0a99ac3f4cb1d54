import { describe, expect, it } from 'vitest';
import { allocateLocations, CITIES, distanceKm, jitter } from './cities.ts';
import { Occupancy, peakSeats } from './occupancy.ts';
import { planDemoData } from './plan.ts';
import { dayParts, reservationTotals, spaceLinePrice } from './pricing.ts';

const NOW = new Date('2026-11-21T10:00:00.000Z');

describe('allocateLocations', () => {
  it('spreads locations by weight, at least one per city when there are enough', () => {
    for (const count of [31, 200, 10_000]) {
      const shares = allocateLocations(count);
      expect(shares.reduce((a, b) => a + b, 0)).toBe(count);
      expect(Math.min(...shares)).toBeGreaterThanOrEqual(1);
    }
    const shares = allocateLocations(200);
    const of = (name: string) => shares[CITIES.findIndex((c) => c.name === name)] ?? 0;
    expect(of('Amsterdam')).toBeGreaterThan(of('Utrecht'));
    expect(of('Utrecht')).toBeGreaterThanOrEqual(5);
    expect(of('Rotterdam')).toBeGreaterThanOrEqual(5);
  });

  it('handles fewer locations than cities', () => {
    expect(allocateLocations(3).reduce((a, b) => a + b, 0)).toBe(3);
  });

  it('jitters within the radius', () => {
    const centre = { latitude: 52.09, longitude: 5.12 };
    for (const [u, a] of [
      [1, 0],
      [1, 0.25],
      [1, 0.6],
      [0.3, 0.9],
    ] as const) {
      expect(distanceKm(centre, jitter(centre.latitude, centre.longitude, 3, u, a))).toBeLessThanOrEqual(
        3.001,
      );
    }
  });
});

describe('occupancy', () => {
  it('finds the peak of overlapping bookings', () => {
    const bookings = [
      { start: 480, end: 720, seats: 3 },
      { start: 600, end: 900, seats: 4 },
      { start: 720, end: 1020, seats: 5 },
    ];
    expect(peakSeats(bookings, 480, 1020)).toBe(9);
    expect(peakSeats(bookings, 480, 600)).toBe(3);
    expect(peakSeats(bookings, 1020, 1080)).toBe(0);
  });

  it('keeps exclusive spaces free of overlaps and shared ones within capacity', () => {
    const occupancy = new Occupancy();
    occupancy.add('a', '2026-12-01', { start: 540, end: 720, seats: 4 });
    expect(occupancy.fits('a', '2026-12-01', { start: 720, end: 780, seats: 2 }, null)).toBe(true);
    expect(occupancy.fits('a', '2026-12-01', { start: 700, end: 780, seats: 2 }, null)).toBe(false);
    expect(occupancy.fits('a', '2026-12-02', { start: 700, end: 780, seats: 2 }, null)).toBe(true);
    expect(occupancy.fits('a', '2026-12-01', { start: 700, end: 780, seats: 6 }, 10)).toBe(true);
    expect(occupancy.fits('a', '2026-12-01', { start: 700, end: 780, seats: 7 }, 10)).toBe(false);
  });
});

describe('pricing', () => {
  it('charges per person, per day part, or both', () => {
    expect(dayParts(60)).toBe(1);
    expect(dayParts(240)).toBe(1);
    expect(dayParts(241)).toBe(2);
    expect(spaceLinePrice(1, 2500, 4, 480)).toEqual({ perSeatCents: 2500, totalCents: 10_000 });
    expect(spaceLinePrice(2, 10_000, 3, 480)).toEqual({ perSeatCents: 6667, totalCents: 20_000 });
    expect(spaceLinePrice(3, 1000, 3, 300)).toEqual({ perSeatCents: 2000, totalCents: 6000 });
  });

  it('rounds VAT per line', () => {
    const totals = reservationTotals([
      { price_total_cents: 1005, tax_percentage: 21 },
      { price_total_cents: 350, tax_percentage: 9 },
    ]);
    expect(totals).toEqual({ exclCents: 1355, inclCents: 1355 + 211 + 32 });
  });
});

describe('planDemoData', () => {
  it('gives the same plan for the same seed and a different one for another seed', () => {
    const a = planDemoData({ seed: 7, locations: 40, now: NOW });
    const b = planDemoData({ seed: 7, locations: 40, now: NOW });
    const c = planDemoData({ seed: 8, locations: 40, now: NOW });
    expect(JSON.stringify(b)).toBe(JSON.stringify(a));
    expect(c.locations.map((l) => l.row.slug)).not.toEqual(a.locations.map((l) => l.row.slug));
  });

  it('rejects a location count below one', () => {
    expect(() => planDemoData({ seed: 1, locations: 0, now: NOW })).toThrow(/positive integer/);
  });

  it('keeps slugs unique at scale', () => {
    const plan = planDemoData({ seed: 3, locations: 3000, now: NOW });
    const slugs = plan.locations.map((l) => l.row.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    expect(slugs.every((slug) => /^[a-z0-9]+(-[a-z0-9]+)*$/.test(slug))).toBe(true);
  });
});
