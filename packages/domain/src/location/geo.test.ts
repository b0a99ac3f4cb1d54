import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { boundingBox, distanceKm, roundKm } from './geo.ts';

const utrecht = { latitude: 52.0907, longitude: 5.1214 };
const amsterdam = { latitude: 52.3676, longitude: 4.9041 };

describe('distanceKm', () => {
  it('measures Utrecht to Amsterdam at about 34 km', () => {
    expect(roundKm(distanceKm(utrecht, amsterdam))).toBeCloseTo(34.4, 0);
    expect(distanceKm(utrecht, utrecht)).toBe(0);
  });
});

describe('boundingBox', () => {
  it('contains every point within the radius', () => {
    const coordinate = fc.record({
      latitude: fc.double({ min: 50, max: 54, noNaN: true }),
      longitude: fc.double({ min: 3, max: 7, noNaN: true }),
    });
    fc.assert(
      fc.property(
        coordinate,
        coordinate,
        fc.double({ min: 0.1, max: 200, noNaN: true }),
        (center, p, radius) => {
          if (distanceKm(center, p) > radius) return;
          const box = boundingBox(center, radius);
          expect(p.latitude).toBeGreaterThanOrEqual(box.minLatitude);
          expect(p.latitude).toBeLessThanOrEqual(box.maxLatitude);
          expect(p.longitude).toBeGreaterThanOrEqual(box.minLongitude);
          expect(p.longitude).toBeLessThanOrEqual(box.maxLongitude);
        },
      ),
    );
  });
});
