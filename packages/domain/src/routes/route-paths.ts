import { isLocale, LOCALES, type Locale } from '../constants/languages.ts';
import type { RouteDef } from './route-def.ts';
import { findRoute, ROUTES, type Route, type RouteName, type RouteParamsArg } from './route-table.ts';
import { matchSegments, moreSpecific, type SegmentMatch, splitPath } from './segment-match.ts';

/** A concrete path resolved to its route, locale and (decoded) parameters. */
export type RouteMatch = { route: Route; name: RouteName; locale: Locale; params: Record<string, string> };

const COMPILED = ROUTES.map((route) => ({ route, nl: splitPath(route.nl), en: splitPath(route.en) }));

/** The former paths of the routes (`formerly` of the table), each with the route it moved to. */
const FORMER = ROUTES.flatMap((route) =>
  LOCALES.flatMap((locale) => {
    const pattern = (route as RouteDef).formerly?.[locale];
    return pattern === undefined ? [] : [{ route, locale, pattern, segments: splitPath(pattern) }];
  }),
);

/** Full React Router patterns of the former paths, with the locale they belong to. */
export function formerPatterns(): { locale: Locale; pattern: string }[] {
  return FORMER.map(({ locale, pattern }) => ({ locale, pattern: prefixed(locale, pattern) }));
}

/**
 * Where a page that moved lives now: '/nl/locaties/12/x/werkplekken?d=1' →
 * '/nl/locaties/12/x/flexplekken?d=1' (query and hash kept), or undefined when the path never
 * belonged to a moved page, or also is a current page.
 */
export function movedPath(pathname: string): string | undefined {
  const { path, suffix } = stripSearch(pathname);
  if (matchRoute(path)) return undefined;
  const locale = localeFromPath(path);
  if (!locale) return undefined;
  const segments = splitPath(path).slice(1);
  for (const former of FORMER) {
    if (former.locale !== locale) continue;
    const match = matchSegments(former.segments, segments);
    if (match) return buildPath(former.route, locale, match.params) + suffix;
  }
  return undefined;
}

/** Full React Router patterns of every route in every locale, e.g. '/nl/locaties/:id/:slug' and '/en'. */
export function sitePatterns(): string[] {
  return LOCALES.flatMap((locale) => ROUTES.map((route) => prefixed(locale, route[locale])));
}

/** The locale prefix of a path ('/en/locations' → 'en'), or undefined when it has none. */
export function localeFromPath(pathname: string): Locale | undefined {
  const first = splitPath(stripSearch(pathname).path)[0]?.toLowerCase();
  return isLocale(first) ? first : undefined;
}

/** The route a concrete path shows, or undefined when no route matches (a 404). */
export function matchRoute(pathname: string): RouteMatch | undefined {
  const locale = localeFromPath(pathname);
  if (!locale) return undefined;
  const segments = splitPath(stripSearch(pathname).path).slice(1);
  let found: { route: Route; match: SegmentMatch } | undefined;
  for (const compiled of COMPILED) {
    const match = matchSegments(compiled[locale], segments);
    if (match && moreSpecific(found?.match, match) === match) found = { route: compiled.route, match };
  }
  return found && { route: found.route, name: found.route.name, locale, params: found.match.params };
}

/**
 * A concrete path of a route: localizedPath('location', 'nl', { id: 12, slug: 'utrecht-centraal' })
 * → '/nl/locaties/12/utrecht-centraal'. Unset optional parameters are dropped; a missing required one throws.
 */
export function localizedPath<N extends RouteName>(
  name: N,
  locale: Locale,
  ...[params]: RouteParamsArg<N>
): string {
  const route = findRoute(name);
  if (!route) throw new Error(`Unknown route: ${name}`);
  return buildPath(route, locale, (params ?? {}) as Record<string, string | number | undefined>);
}

/**
 * The same page in another locale: '/nl/locaties/12/utrecht' → '/en/locations/12/utrecht'.
 * Query and hash are kept; a path that matches no route goes to the target locale's home.
 */
export function switchLocalePath(pathname: string, targetLocale: Locale): string {
  const { path, suffix } = stripSearch(pathname);
  const match = matchRoute(path);
  return match ? buildPath(match.route, targetLocale, match.params) + suffix : prefixed(targetLocale, '');
}

function buildPath(
  route: Route,
  locale: Locale,
  params: Record<string, string | number | undefined>,
): string {
  const segments: string[] = [];
  // A value right after a skipped optional parameter would be read back as that parameter.
  let skipped: string | undefined;
  for (const segment of splitPath(route[locale])) {
    if (!segment.startsWith(':')) {
      segments.push(segment);
      skipped = undefined;
      continue;
    }
    const isOptional = segment.endsWith('?');
    const name = segment.slice(1, isOptional ? -1 : undefined);
    const value = params[name];
    if (value === undefined || value === '') {
      if (!isOptional) throw new Error(`Route ${route.name} needs parameter ${name}`);
      skipped = name;
    } else if (skipped) {
      throw new Error(`Route ${route.name}: parameter ${name} needs ${skipped}`);
    } else {
      segments.push(encodeURIComponent(String(value)));
    }
  }
  return prefixed(locale, segments.join('/'));
}

function prefixed(locale: Locale, path: string): string {
  return path === '' ? `/${locale}` : `/${locale}/${path}`;
}

function stripSearch(pathname: string): { path: string; suffix: string } {
  const cut = pathname.search(/[?#]/);
  return cut === -1
    ? { path: pathname, suffix: '' }
    : { path: pathname.slice(0, cut), suffix: pathname.slice(cut) };
}
