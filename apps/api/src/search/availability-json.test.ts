import { AvailabilityWarning } from '@meetspace/domain';
import { describe, expect, it } from 'vitest';
import { SEARCH_ID_PLACEHOLDER, SEARCH_KEY_PLACEHOLDER } from './answer-cache.ts';
import type { EvaluatedSpace } from './availability-evaluate.ts';
import { availabilityAnswerBytes } from './availability-json.ts';

// Random evaluated answers are compared with JSON.stringify in availability-engine.test.ts (both
// engines); here the awkward strings and the sizes that make the writer cut its pieces.
// JSON.stringify escapes lone surrogates itself; the writer escapes every other character beyond Latin-1.

function entry(i: number, name: string): EvaluatedSpace {
  return {
    Id: i * 100 + 1,
    SpaceId: i,
    SpaceName: name,
    MeetingtypeId: 1,
    SettingId: 1,
    SettingName: 'U-vorm "groot"',
    Seats: 4,
    MinSeats: 1,
    MaxSeats: 12,
    StartDate: '2027-03-01T00:00:00',
    EndDate: '2027-03-01T00:00:00',
    StartMinutes: 540,
    EndMinutes: 780,
    CurrencyId: 1,
    CurrencyIso: 'EUR',
    CurrencySymbol: '€',
    PricingTypeId: 1,
    Price: i / 3,
    PriceTotal: (i * 4) / 3,
    TaxPercentage: 21,
    SpaceAvailable: i % 2 === 0,
    Warnings: i % 2 === 0 ? [] : [AvailabilityWarning.AlreadyBooked, AvailabilityWarning.NoCapacity],
    Hash: i % 2 === 0 ? `h${i}_-x` : '',
    Crc: i % 2 === 0 ? 4_000_000_000 + i : 0,
    quote: undefined,
  };
}

function answer(locations: number, spacesEach: number) {
  return {
    TotalLocations: locations,
    AvailableLocations: locations - 1,
    Page: 1,
    ItemsPerPage: 25,
    MorePages: false,
    Locations: Array.from({ length: locations }, (_, l) => ({
      LocationId: l,
      SearchId: SEARCH_ID_PLACEHOLDER,
      Name: `Zaal ’t Hof\n\\ ${l} \u2028 😀`,
      Distance: l % 2 ? null : 1.25,
      ImageUrl: undefined,
      Warnings: [],
      Spaces: Array.from({ length: spacesEach }, (_, s) => entry(l * 1000 + s, `Ruimte ${s} "ü"`)),
    })),
    SearchKey: SEARCH_KEY_PLACEHOLDER,
    SearchId: SEARCH_ID_PLACEHOLDER,
    NotSearchedReason: null,
    Unused: undefined,
  };
}

const escapeWide = (c: string) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`;

describe('availabilityAnswerBytes', () => {
  it.each([
    ['no locations', 0, 0],
    ['a location without spaces', 1, 0],
    ['a small answer', 3, 2],
    ['a dense city (pieces cut inside a location and between locations)', 25, 60],
  ])('writes the JSON JSON.stringify writes: %s', (_, locations, spaces) => {
    const value = answer(locations, spaces);
    const written = availabilityAnswerBytes(value).toString();
    expect(JSON.parse(written)).toStrictEqual(JSON.parse(JSON.stringify(value)));
    // Characters beyond Latin-1 as escapes, every other byte as JSON.stringify writes it.
    expect(written).not.toMatch(/[\u0100-\uffff]/);
    expect(written).toBe(JSON.stringify(value).replace(/[\u0100-\uffff]/g, escapeWide));
  });
});
