import { describe, expect, it } from 'vitest';
import { formatPublishedDate } from './format.ts';

describe('formatPublishedDate', () => {
  it('writes the Dutch calendar date in the locale', () => {
    expect(formatPublishedDate('2026-01-01T00:00:00.000Z', 'nl')).toBe('1 januari 2026');
    expect(formatPublishedDate('2026-01-01T00:00:00.000Z', 'en')).toBe('1 January 2026');
    // 23:30 UTC on 31 May is already 1 June in Amsterdam (summer time).
    expect(formatPublishedDate('2026-05-31T23:30:00.000Z', 'nl')).toBe('1 juni 2026');
  });

  it('leaves an unreadable value as it is', () => {
    expect(formatPublishedDate('soon', 'en')).toBe('soon');
  });
});
