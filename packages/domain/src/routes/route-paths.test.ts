import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../constants/languages.ts';
import {
  formerPatterns,
  localeFromPath,
  localizedPath,
  matchRoute,
  movedPath,
  sitePatterns,
  switchLocalePath,
} from './route-paths.ts';
import { ROUTES, type RouteName } from './route-table.ts';

const STATIC_SEGMENTS = new Set(
  ROUTES.flatMap((route) => [...route.nl.split('/'), ...route.en.split('/')]).filter(
    (s) => !s.startsWith(':'),
  ),
);
// Each parameter of a pattern, and whether it directly follows another parameter.
const paramsOf = (pattern: string) =>
  pattern.split('/').flatMap((segment, i, all) =>
    segment.startsWith(':')
      ? [
          {
            name: segment.replace(/^:|\?$/g, ''),
            isOptional: segment.endsWith('?'),
            follows: all[i - 1]?.startsWith(':') ?? false,
          },
        ]
      : [],
  );
// A value that cannot be mistaken for a static segment of any route.
const paramValue = fc
  .string({ minLength: 1, maxLength: 12 })
  .filter((v) => !STATIC_SEGMENTS.has(v.toLowerCase()));

describe('sitePatterns', () => {
  it('prefixes every pattern with its locale', () => {
    const patterns = sitePatterns();
    expect(patterns).toHaveLength(ROUTES.length * 2);
    expect(patterns).toContain('/nl');
    expect(patterns).toContain('/en');
    expect(patterns).toContain('/nl/locaties/:id/:slug');
    expect(patterns).toContain('/en/locations/:id/:slug');
    expect(patterns).toContain('/en/events/:id/:slug?/pay/:paymentKey?/done');
    expect(new Set(patterns).size).toBe(patterns.length);
    expect(patterns.every((pattern) => /^\/(nl|en)(\/|$)/.test(pattern) && !pattern.endsWith('/'))).toBe(
      true,
    );
  });
});

describe('localeFromPath', () => {
  it('reads the locale prefix', () => {
    expect(localeFromPath('/nl')).toBe('nl');
    expect(localeFromPath('/en/locations')).toBe('en');
    expect(localeFromPath('/nl/?sk=1')).toBe('nl');
    expect(localeFromPath('/EN/locations')).toBe('en');
  });

  it('returns undefined without a locale prefix', () => {
    expect(localeFromPath('/')).toBeUndefined();
    expect(localeFromPath('')).toBeUndefined();
    expect(localeFromPath('/de/locations')).toBeUndefined();
    expect(localeFromPath('/nlx')).toBeUndefined();
    expect(localeFromPath('/locations/nl')).toBeUndefined();
  });
});

describe('localizedPath', () => {
  it('builds concrete paths in both locales', () => {
    expect(localizedPath('index', 'nl')).toBe('/nl');
    expect(localizedPath('index', 'en')).toBe('/en');
    expect(localizedPath('locations', 'nl')).toBe('/nl/locaties');
    expect(localizedPath('location', 'nl', { id: 12, slug: 'utrecht-centraal' })).toBe(
      '/nl/locaties/12/utrecht-centraal',
    );
    expect(localizedPath('location', 'en', { id: 12, slug: 'utrecht-centraal' })).toBe(
      '/en/locations/12/utrecht-centraal',
    );
    expect(localizedPath('my-invoice', 'nl', { id: '7' })).toBe('/nl/mijn/facturen/7');
  });

  it('drops unset optional parameters, also in the middle', () => {
    expect(localizedPath('proposal', 'en')).toBe('/en/proposals');
    expect(localizedPath('proposal', 'nl', { key: 'abc' })).toBe('/nl/voorstellen/abc');
    expect(localizedPath('event-pay', 'nl', { id: 3 })).toBe('/nl/evenementen/3/betaal');
    expect(localizedPath('event-pay-done', 'en', { id: 3, paymentKey: 'k' })).toBe('/en/events/3/pay/k/done');
    expect(localizedPath('location-stories', 'en', { id: 1, slug: 's', articleKey: '' })).toBe(
      '/en/locations/1/s/stories',
    );
  });

  it('encodes parameter values', () => {
    expect(localizedPath('story', 'en', { key: 'a/b', slug: 'café de zwaan' })).toBe(
      '/en/stories/a%2Fb/caf%C3%A9%20de%20zwaan',
    );
  });

  it('throws on a missing required parameter', () => {
    // @ts-expect-error: slug is required
    expect(() => localizedPath('location', 'nl', { id: 12 })).toThrow(/slug/);
    // @ts-expect-error: params are required
    expect(() => localizedPath('pay', 'en')).toThrow(/paymentKey/);
    expect(() => localizedPath('pay', 'en', { paymentKey: '' })).toThrow(/paymentKey/);
  });

  it('throws on an optional parameter given right after an unset one, which would read back wrongly', () => {
    expect(() => localizedPath('location-stories', 'en', { id: 1, slug: 's', articleSlug: 'a' })).toThrow(
      /articleSlug needs articleKey/,
    );
    expect(localizedPath('event-pay', 'en', { id: 1, paymentKey: 'k' })).toBe('/en/events/1/pay/k');
  });

  it('throws on an unknown route name from untyped callers', () => {
    expect(() => localizedPath('nope' as RouteName, 'nl')).toThrow(/Unknown route/);
  });
});

describe('matchRoute', () => {
  it('resolves concrete paths to route, locale and params', () => {
    expect(matchRoute('/nl/locaties/12/utrecht')).toMatchObject({
      name: 'location',
      locale: 'nl',
      params: { id: '12', slug: 'utrecht' },
    });
    expect(matchRoute('/en')).toMatchObject({ name: 'index', locale: 'en', params: {} });
    expect(matchRoute('/en/')?.name).toBe('index');
    expect(matchRoute('/en/locations?sk=abc')?.name).toBe('locations');
  });

  it('returns undefined for unknown paths (a 404)', () => {
    expect(matchRoute('/')).toBeUndefined();
    expect(matchRoute('/en/locaties')).toBeUndefined();
    expect(matchRoute('/nl/locations')).toBeUndefined();
    expect(matchRoute('/en/locations/12')).toBeUndefined();
    expect(matchRoute('/en/my/nothing/here')).toBeUndefined();
  });

  it('prefers static segments over parameters', () => {
    expect(matchRoute('/en/my/reservations/proposals')?.name).toBe('my-reservations-proposals');
    expect(matchRoute('/en/my/reservations/42')?.name).toBe('my-reservation');
    expect(matchRoute('/nl/mijn/evenementen/organiseren')?.name).toBe('my-events-organizedEvents');
    expect(matchRoute('/en/network/questions/createquestion')?.name).toBe('network-questions-create');
    expect(matchRoute('/en/events/5/pay')).toMatchObject({ name: 'event-pay', params: { id: '5' } });
    expect(matchRoute('/en/events/5/slug/pay/done')).toMatchObject({ name: 'event-pay-done' });
    expect(matchRoute('/en/stories/k/edit')).toMatchObject({ name: 'story-edit', params: { key: 'k' } });
    expect(matchRoute('/en/stories/k/s')).toMatchObject({ name: 'story', params: { key: 'k', slug: 's' } });
  });

  it('resolves every route from a path built for it, in both locales', () => {
    expect(Math.max(...ROUTES.map((route) => paramsOf(route.en).length))).toBeLessThanOrEqual(4);
    fc.assert(
      fc.property(
        fc.constantFrom(...ROUTES),
        fc.constantFrom(...LOCALES),
        fc.array(paramValue, { minLength: 4, maxLength: 4 }),
        fc.array(fc.boolean(), { minLength: 4, maxLength: 4 }),
        (route, locale, values, fills) => {
          const params: Record<string, string> = {};
          // An optional parameter right after a skipped one cannot be given (see the throw test).
          let previousSkipped = false;
          paramsOf(route.en).forEach(({ name, isOptional, follows }, i) => {
            const isFilled = !isOptional || (fills[i] === true && !(follows && previousSkipped));
            if (isFilled) params[name] = values[i] ?? 'x';
            previousSkipped = !isFilled;
          });
          const path = localizedPath(route.name, locale, params as never);
          expect(matchRoute(path)).toMatchObject({ name: route.name, locale, params });
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe('switchLocalePath', () => {
  it('maps a page to the same page in the other locale', () => {
    expect(switchLocalePath('/nl/locaties/12/utrecht-centraal', 'en')).toBe(
      '/en/locations/12/utrecht-centraal',
    );
    expect(switchLocalePath('/en/locations/12/utrecht-centraal', 'nl')).toBe(
      '/nl/locaties/12/utrecht-centraal',
    );
    expect(switchLocalePath('/en/my/credits', 'nl')).toBe('/nl/mijn/tegoed');
    expect(switchLocalePath('/nl/evenementen/3/betaal/k/klaar', 'en')).toBe('/en/events/3/pay/k/done');
    expect(switchLocalePath('/nl', 'en')).toBe('/en');
    expect(switchLocalePath('/nl/locaties', 'nl')).toBe('/nl/locaties');
  });

  it('keeps the query and hash', () => {
    expect(switchLocalePath('/nl?sk=abc', 'en')).toBe('/en?sk=abc');
    expect(switchLocalePath('/nl/over-ons#team', 'en')).toBe('/en/about#team');
  });

  it('keeps encoded parameters intact', () => {
    expect(switchLocalePath('/en/stories/k/caf%C3%A9', 'nl')).toBe('/nl/verhalen/k/caf%C3%A9');
  });

  it('sends unknown paths to the home page of the target locale', () => {
    expect(switchLocalePath('/nl/bestaat-niet', 'en')).toBe('/en');
    expect(switchLocalePath('/', 'nl')).toBe('/nl');
    expect(switchLocalePath('/en/locaties?x=1', 'nl')).toBe('/nl');
  });

  it('round-trips every route between the locales', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ROUTES),
        fc.array(paramValue, { minLength: 4, maxLength: 4 }),
        (route, values) => {
          const params = Object.fromEntries(
            paramsOf(route.en).map(({ name }, i) => [name, values[i] ?? 'x']),
          );
          const nl = localizedPath(route.name, 'nl', params as never);
          const en = localizedPath(route.name, 'en', params as never);
          expect(switchLocalePath(nl, 'en')).toBe(en);
          expect(switchLocalePath(en, 'nl')).toBe(nl);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('movedPath', () => {
  it('sends a former path to the page where it lives now, keeping parameters, query and hash', () => {
    expect(movedPath('/nl/locaties/12/de-werf/werkplekken')).toBe('/nl/locaties/12/de-werf/flexplekken');
    expect(movedPath('/nl/locaties/12/de%20werf/Werkplekken?d=2026-12-01#top')).toBe(
      '/nl/locaties/12/de%20werf/flexplekken?d=2026-12-01#top',
    );
  });

  it('leaves current paths, unknown paths and other locales alone', () => {
    expect(movedPath('/nl/locaties/12/de-werf/flexplekken')).toBeUndefined();
    expect(movedPath('/en/locations/12/de-werf/workspaces')).toBeUndefined();
    expect(movedPath('/en/locations/12/de-werf/werkplekken')).toBeUndefined();
    expect(movedPath('/nl/locaties/12/werkplekken')).toBeUndefined();
    expect(movedPath('/werkplekken')).toBeUndefined();
  });

  it('has former paths that are no current page', () => {
    const former = formerPatterns();
    expect(former).toContainEqual({ locale: 'nl', pattern: '/nl/locaties/:id/:slug/werkplekken' });
    for (const { pattern } of former) expect(sitePatterns()).not.toContain(pattern);
  });
});
