import { describe, expect, it } from 'vitest';
import { isHttpUrl, isSearchSort, SEARCH_KEY_PARAM, SEARCH_SORTS } from './search.ts';

describe('search', () => {
  it('sorts only by location or price', () => {
    expect(SEARCH_SORTS).toEqual(['location', 'price']);
    expect(isSearchSort('price')).toBe(true);
    expect(isSearchSort('rating')).toBe(false);
    expect(isSearchSort('Price')).toBe(false);
  });

  it('carries the search key as sk', () => {
    expect(SEARCH_KEY_PARAM).toBe('sk');
  });

  it('accepts only http and https URLs', () => {
    expect(isHttpUrl('https://example.nl/tickets')).toBe(true);
    expect(isHttpUrl('http://example.nl')).toBe(true);
    expect(isHttpUrl('ftp://example.nl')).toBe(false);
    expect(isHttpUrl('javascript:alert(1)')).toBe(false);
    expect(isHttpUrl('example.nl')).toBe(false);
    expect(isHttpUrl('')).toBe(false);
  });
});
