import { describe, expect, it } from 'vitest';

/**
 * Every catalog of the app: the shell's `common` (`src/locales`) and each feature's namespace
 * (`src/features/<feature>/locales`), found on disk so a new one is checked without being listed.
 */
const catalogs = import.meta.glob<Record<string, unknown>>('../**/locales/{nl,en}.json', {
  eager: true,
  import: 'default',
});

/** The namespace of a catalog file: the feature's folder, or `common` for the shell's. */
function namespaceOf(file: string): string {
  return /features\/([^/]+)\/locales\//.exec(file)?.[1] ?? 'common';
}

const namespaces = new Map<string, { nl?: Record<string, unknown>; en?: Record<string, unknown> }>();
for (const [file, catalog] of Object.entries(catalogs)) {
  const locale = file.endsWith('/nl.json') ? 'nl' : 'en';
  const entry = namespaces.get(namespaceOf(file)) ?? {};
  entry[locale] = catalog;
  namespaces.set(namespaceOf(file), entry);
}

/** Every leaf key path of a nested catalog, sorted. */
function keyPaths(node: unknown, prefix = ''): string[] {
  if (typeof node !== 'object' || node === null) return [prefix];
  return Object.entries(node)
    .flatMap(([key, value]) => keyPaths(value, prefix ? `${prefix}.${key}` : key))
    .sort();
}

describe('catalogs', () => {
  it('are found: the shell’s and one per feature', () => {
    expect([...namespaces.keys()].sort()).toEqual([
      'auth',
      'booking',
      'common',
      'consent',
      'host-offerings',
      'locations',
      'money',
      'pages',
      'profile',
      'reservations',
      'search',
    ]);
  });

  it.each([...namespaces])('%s: nl and en have exactly the same keys', (_, { nl, en }) => {
    expect(nl).toBeDefined();
    expect(en).toBeDefined();
    expect(keyPaths(en)).toEqual(keyPaths(nl));
  });

  it.each([...namespaces])('%s: no value is empty', (_, { nl, en }) => {
    for (const catalog of [nl, en]) {
      for (const path of keyPaths(catalog)) {
        const value = path.split('.').reduce<unknown>((n, k) => (n as Record<string, unknown>)[k], catalog);
        expect(typeof value === 'string' && value.trim().length > 0, path).toBe(true);
      }
    }
  });
});
