import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type SortableLocation, sortLocations } from './sort.ts';

const at = (Name: string, fields: Partial<SortableLocation> = {}): SortableLocation => ({
  Name,
  Distance: null,
  LowestPrice: null,
  IsAvailable: true,
  ...fields,
});
const names = (locations: readonly SortableLocation[]) => locations.map((location) => location.Name);

describe('sortLocations by price', () => {
  it('puts available locations first, then the lowest price, locations without a price last', () => {
    const sorted = sortLocations(
      [
        at('A', { LowestPrice: 5000 }),
        at('B', { LowestPrice: null }),
        at('C', { LowestPrice: 100, IsAvailable: false }),
        at('D', { LowestPrice: 2500 }),
        at('E', { LowestPrice: null, IsAvailable: false }),
        at('F', { LowestPrice: 50, IsAvailable: false }),
      ],
      'price',
    );
    expect(names(sorted)).toEqual(['D', 'A', 'B', 'F', 'C', 'E']);
  });

  it('keeps the order of equal prices and does not touch its input', () => {
    const input = [
      at('Z', { LowestPrice: 1000 }),
      at('A', { LowestPrice: 1000 }),
      at('M', { LowestPrice: 500 }),
    ];
    expect(names(sortLocations(input, 'price'))).toEqual(['M', 'Z', 'A']);
    expect(names(input)).toEqual(['Z', 'A', 'M']);
  });
});

describe('sortLocations by location', () => {
  it('orders by distance, then by name, locations without a distance last', () => {
    const sorted = sortLocations(
      [
        at('Utrecht', { Distance: 30 }),
        at('Breda', { Distance: null }),
        at('Amersfoort', { Distance: 30 }),
        at('Zeist', { Distance: 4.5 }),
        at('Almere', { Distance: 1, IsAvailable: false }),
      ],
      'location',
    );
    expect(names(sorted)).toEqual(['Zeist', 'Amersfoort', 'Utrecht', 'Breda', 'Almere']);
  });

  it('orders by name without distances, ignoring case and counting numbers', () => {
    const sorted = sortLocations([at('utrecht'), at('Room 10'), at('Amsterdam'), at('Room 2')], 'location');
    expect(names(sorted)).toEqual(['Amsterdam', 'Room 2', 'Room 10', 'utrecht']);
  });

  it('keeps extra fields', () => {
    const [first] = sortLocations([{ ...at('A'), LocationId: 7 }], 'location');
    expect(first?.LocationId).toBe(7);
  });
});

describe('sortLocations (properties)', () => {
  const location = fc.record({
    Name: fc.string({ maxLength: 8 }),
    Distance: fc.option(fc.double({ min: 0, max: 500, noNaN: true }), { nil: null }),
    LowestPrice: fc.option(fc.integer({ min: 0, max: 100_000 }), { nil: null }),
    IsAvailable: fc.boolean(),
  });

  it('returns the same locations, available first, in order of the chosen key', () => {
    fc.assert(
      fc.property(
        fc.array(location, { maxLength: 25 }),
        fc.constantFrom('price', 'location' as const),
        (list, sort) => {
          const sorted = sortLocations(list, sort);
          expect(sorted).toHaveLength(list.length);
          expect(new Set(sorted).size === list.length && sorted.every((l) => list.includes(l))).toBe(true);
          const key = (l: SortableLocation) => (sort === 'price' ? l.LowestPrice : l.Distance) ?? Infinity;
          for (let i = 1; i < sorted.length; i++) {
            const [before, after] = [sorted[i - 1] as SortableLocation, sorted[i] as SortableLocation];
            expect(before.IsAvailable || !after.IsAvailable).toBe(true);
            if (before.IsAvailable === after.IsAvailable) expect(key(before)).toBeLessThanOrEqual(key(after));
          }
        },
      ),
    );
  });
});
