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

/** Every leaf of a nested catalog as [key path, value]. */
function leaves(node: unknown, prefix = ''): [string, unknown][] {
  if (typeof node !== 'object' || node === null) return [[prefix, node]];
  return Object.entries(node).flatMap(([key, value]) => leaves(value, prefix ? `${prefix}.${key}` : key));
}

/**
 * The formal address ("u", "uw", "uzelf", stressed "ú") as a word of its own. `\b` knows only ASCII letters
 * ("geüpload" would split at the "ü"), so the edges are any Unicode letter or digit. A hyphen on
 * either side is a compound ("U-vorm", the seating shape); "u" right after a number is the hour
 * ("9 u").
 */
const FORMAL = /(?<![\p{L}\p{N}_-])(?<!\p{N}\s?)(u|uw|uzelf|ú|úw)(?![\p{L}\p{N}_-])/iu;

/** A catalog text without its placeholders (`{{name}}`) and markup (`<1>`, `</strong>`). */
const wording = (text: string) => text.replace(/\{\{[^}]*\}\}|<\/?[^<>]*>/g, ' ');

describe('catalogs', () => {
  it('are found: the shell’s and one per feature (new features join without being listed)', () => {
    const features = Object.keys(import.meta.glob('../features/*/index.ts')).map(
      (file) => /features\/([^/]+)\//.exec(file)?.[1],
    );
    for (const feature of features)
      expect(namespaces.has(feature ?? ''), `${feature} has catalogs`).toBe(true);
    expect([...namespaces.keys()]).toEqual(
      expect.arrayContaining([
        'admin',
        'auth',
        'booking',
        'common',
        'consent',
        'locations',
        'money',
        'pages',
        'profile',
        'reservations',
        'search',
      ]),
    );
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

  it.each([...namespaces])('%s: Dutch says "je", never "u" or "uw"', (namespace, { nl }) => {
    const formal = leaves(nl)
      .filter(([, value]) => typeof value === 'string' && FORMAL.test(wording(value)))
      .map(([path, value]) => `${namespace}.${path}: ${String(value)}`);
    expect(formal, 'nl texts that say "u" or "uw"').toEqual([]);
  });
});
