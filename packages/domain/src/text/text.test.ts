import { describe, expect, it } from 'vitest';
import { normalizeSearchText, searchWords, slugify } from './text.ts';

describe('normalizeSearchText', () => {
  it('strips accents and case so that typed text matches stored names', () => {
    expect(normalizeSearchText('  Café  ’s-Hertogenbosch ')).toBe('cafe s hertogenbosch');
    expect(normalizeSearchText('ÉÈÊ ëïö')).toBe('eee eio');
  });
  it('keeps digits and drops punctuation', () => {
    expect(normalizeSearchText('Hal 5, Jaarbeurs!')).toBe('hal 5 jaarbeurs');
    expect(normalizeSearchText('')).toBe('');
  });
});

describe('searchWords', () => {
  it('splits normalized text into words', () => {
    expect(searchWords(' Den  Haag, Café ')).toEqual(['den', 'haag', 'cafe']);
    expect(searchWords(undefined)).toEqual([]);
    expect(searchWords('!!')).toEqual([]);
  });
});

describe('slugify', () => {
  it('makes lower-case slugs with single dashes', () => {
    expect(slugify('Café De Zwaan, Den Haag')).toBe('cafe-de-zwaan-den-haag');
    expect(slugify('--A  B--')).toBe('a-b');
  });
});
