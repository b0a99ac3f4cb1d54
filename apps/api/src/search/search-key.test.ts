import { describe, expect, it } from 'vitest';
import { newSearchKey } from './search-key.ts';

describe('search keys', () => {
  it('are 24 URL-safe characters, all different, sorting by time (byte order, as the index sorts)', () => {
    const keys = Array.from({ length: 2000 }, (_, i) => newSearchKey(1_795_000_000_000 + i * 37));
    for (const key of keys) expect(key).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(new Set(keys).size).toBe(keys.length);
    const bytes = (s: string) => Buffer.from(s);
    for (let i = 1; i < keys.length; i++) {
      expect(Buffer.compare(bytes(keys[i - 1] as string), bytes(keys[i] as string))).toBe(-1);
    }
    // The same millisecond: the random part still differs.
    expect(newSearchKey(5)).not.toBe(newSearchKey(5));
    expect(newSearchKey(0).slice(0, 8)).toBe('--------');
    expect(newSearchKey(2 ** 48 - 1).slice(0, 8)).toBe('zzzzzzzz');
  });
});
