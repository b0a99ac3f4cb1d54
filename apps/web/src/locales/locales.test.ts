import { describe, expect, it } from 'vitest';
import en from './en.json';
import nl from './nl.json';

/** Every leaf key path of a nested catalog, sorted. */
function keyPaths(node: unknown, prefix = ''): string[] {
  if (typeof node !== 'object' || node === null) return [prefix];
  return Object.entries(node)
    .flatMap(([key, value]) => keyPaths(value, prefix ? `${prefix}.${key}` : key))
    .sort();
}

describe('catalogs', () => {
  it('nl and en have exactly the same keys', () => {
    expect(keyPaths(en)).toEqual(keyPaths(nl));
  });
  it('no value is empty', () => {
    for (const catalog of [nl, en]) {
      for (const path of keyPaths(catalog)) {
        const value = path.split('.').reduce<unknown>((n, k) => (n as Record<string, unknown>)[k], catalog);
        expect(typeof value === 'string' && value.trim().length > 0, path).toBe(true);
      }
    }
  });
});
