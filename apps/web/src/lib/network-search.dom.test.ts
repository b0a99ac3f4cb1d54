// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { clearNetworkSearch, savedNetworkSearch, saveNetworkSearch } from './network-search.ts';

describe('the saved network search', () => {
  afterEach(() => localStorage.clear());

  it('keeps the last search, forgets an empty one, and is cleared', () => {
    expect(savedNetworkSearch()).toBe('');
    saveNetworkSearch('tags=data&city=utrecht');
    expect(savedNetworkSearch()).toBe('tags=data&city=utrecht');
    saveNetworkSearch('');
    expect(savedNetworkSearch()).toBe('');
    saveNetworkSearch('q=anna');
    clearNetworkSearch();
    expect(savedNetworkSearch()).toBe('');
  });
});
