import { describe, expect, it } from 'vitest';
import {
  changeFilters,
  DEFAULT_FILTERS,
  filtersFromParams,
  filtersToParams,
  LOCATIONS_PER_PAGE,
  listRequest,
  pageCount,
} from './list-filters.ts';

const parse = (query: string) => filtersFromParams(new URLSearchParams(query));

describe('filters from the URL query', () => {
  it('reads the defaults from an empty query', () => {
    expect(parse('')).toEqual(DEFAULT_FILTERS);
  });

  it('reads every filter', () => {
    expect(parse('q=%20Utrecht%20&type=2&country=152&lat=52.09&lng=5.12&radius=10&page=3')).toEqual({
      searchTerm: 'Utrecht',
      meetingtypeId: 2,
      countryId: 152,
      near: { lat: 52.09, lng: 5.12, radius: 10 },
      page: 3,
    });
  });

  it('falls back to the defaults for invalid values', () => {
    expect(parse('type=4&country=abc&page=0')).toEqual(DEFAULT_FILTERS);
    expect(parse('type=1.5&country=-3&page=2x')).toEqual(DEFAULT_FILTERS);
    expect(parse('page=10001')).toEqual(DEFAULT_FILTERS);
    expect(parse('country=99999999999')).toEqual(DEFAULT_FILTERS);
  });

  it('needs both lat and lng for a point, each within its range', () => {
    expect(parse('lat=52.1').near).toBeUndefined();
    expect(parse('lng=5.1').near).toBeUndefined();
    expect(parse('lat=91&lng=5').near).toBeUndefined();
    expect(parse('lat=52&lng=-181').near).toBeUndefined();
    expect(parse('lat=52&lng=5e1').near).toBeUndefined();
    expect(parse('lat=-33.9&lng=-70.6').near).toEqual({ lat: -33.9, lng: -70.6, radius: 25 });
  });

  it('uses the 25 km radius when none or an invalid one is given', () => {
    expect(parse('lat=52&lng=5&radius=0').near?.radius).toBe(25);
    expect(parse('lat=52&lng=5&radius=1001').near?.radius).toBe(25);
    expect(parse('lat=52&lng=5&radius=wide').near?.radius).toBe(25);
    expect(parse('lat=52&lng=5&radius=1000').near?.radius).toBe(1000);
    expect(parse('radius=10').near).toBeUndefined();
  });

  it('caps the search term at 100 characters', () => {
    expect(parse(`q=${'a'.repeat(150)}`).searchTerm).toHaveLength(100);
  });
});

describe('filters to the URL query', () => {
  it('leaves the defaults out', () => {
    expect(filtersToParams(DEFAULT_FILTERS).toString()).toBe('');
    expect(filtersToParams({ searchTerm: '   ', page: 1 }).toString()).toBe('');
  });

  it('writes the filters and round-trips them', () => {
    const filters = {
      searchTerm: 'Den Haag',
      meetingtypeId: 3 as const,
      countryId: 152,
      near: { lat: 52.0705, lng: 4.3007, radius: 50 },
      page: 2,
    };
    const query = filtersToParams(filters).toString();
    expect(query).toBe('q=Den+Haag&type=3&country=152&lat=52.0705&lng=4.3007&radius=50&page=2');
    expect(parse(query)).toEqual(filters);
  });

  it('leaves the default radius out and rounds coordinates to five decimals', () => {
    const query = filtersToParams({
      searchTerm: '',
      page: 1,
      near: { lat: 52.123456789, lng: 5.1, radius: 25 },
    });
    expect(query.toString()).toBe('lat=52.12346&lng=5.1');
  });
});

describe('changing filters', () => {
  const current = { searchTerm: 'utrecht', meetingtypeId: 1 as const, countryId: 152, page: 4 };

  it('starts again on page 1', () => {
    expect(changeFilters(current, { searchTerm: 'amsterdam' })).toEqual({
      ...current,
      searchTerm: 'amsterdam',
      page: 1,
    });
  });

  it('keeps a page that is asked for', () => {
    expect(changeFilters(current, { page: 5 }).page).toBe(5);
  });

  it('removes a filter set to undefined', () => {
    const next = changeFilters(current, { meetingtypeId: undefined, countryId: undefined });
    expect(next).toEqual({ searchTerm: 'utrecht', page: 1 });
    expect('meetingtypeId' in next).toBe(false);
    expect(filtersToParams(next).toString()).toBe('q=utrecht');
  });
});

describe('the list call', () => {
  it('asks the channel list by name, in the page language, without a point', () => {
    expect(listRequest({ searchTerm: 'utrecht', meetingtypeId: 2, page: 2 }, 'nl')).toEqual({
      call: 'channel',
      query: {
        searchTerm: 'utrecht',
        meetingtypeId: 2,
        countryId: undefined,
        page: 2,
        itemsPerPage: LOCATIONS_PER_PAGE,
        language: 'nl',
      },
    });
    expect(listRequest(DEFAULT_FILTERS, 'en').query.searchTerm).toBeUndefined();
  });

  it('asks the point-and-radius list around a point', () => {
    const request = listRequest(
      { searchTerm: '', countryId: 152, page: 1, near: { lat: 52.09, lng: 5.12, radius: 10 } },
      'en',
    );
    expect(request).toEqual({
      call: 'near',
      query: {
        searchTerm: undefined,
        meetingtypeId: undefined,
        countryId: 152,
        page: 1,
        itemsPerPage: LOCATIONS_PER_PAGE,
        lat: 52.09,
        lng: 5.12,
        radius: 10,
      },
    });
  });
});

describe('page count', () => {
  it('is at least 1 and rounds up', () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(20, 20)).toBe(1);
    expect(pageCount(21, 20)).toBe(2);
    expect(pageCount(200)).toBe(10);
  });
});

describe('the amenities filter', () => {
  it('reads known amenities from the URL in the domain order and writes them back', () => {
    const filters = filtersFromParams(new URLSearchParams('amenities=lift,wifi,sauna'));
    expect(filters.amenities).toEqual(['wifi', 'lift']);
    expect(filtersToParams(filters).get('amenities')).toBe('wifi,lift');
    expect(filtersFromParams(new URLSearchParams('amenities=sauna')).amenities).toBeUndefined();
  });

  it('is served by the list that filters by amenities, with or without a point', () => {
    const byName = listRequest({ searchTerm: '', page: 1, amenities: ['wifi', 'lift'] }, 'nl');
    expect(byName).toMatchObject({ call: 'near', query: { amenities: 'wifi,lift' } });
    expect(byName.query).not.toHaveProperty('lat');
    expect(listRequest({ searchTerm: '', page: 1 }, 'nl').call).toBe('channel');
  });

  it('starts again on page 1 and drops an emptied filter', () => {
    const next = changeFilters({ searchTerm: '', page: 3, amenities: ['wifi'] }, { amenities: [] });
    expect(next).toEqual({ searchTerm: '', page: 1 });
  });
});
