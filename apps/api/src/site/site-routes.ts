import { type Locale, matchRoute } from '@meetspace/domain';

export interface SiteRouteMatch {
  name: string;
  locale: Locale;
  noIndex: boolean;
  /** The path's parameters (`id`, `slug`, ...). */
  params: Record<string, string>;
}

/**
 * The page of the shared route table that `pathname` is, or undefined for a path that is no page.
 * The matcher lives in packages/domain and is tested to agree with React Router's, which the web
 * app routes with, so the server's 200/404 decision is the browser's.
 */
export function findSiteRoute(pathname: string): SiteRouteMatch | undefined {
  let decoded: string;
  try {
    decoded = decodeURI(pathname);
  } catch {
    return undefined;
  }
  const match = matchRoute(decoded);
  if (!match) return undefined;
  return {
    name: match.name,
    locale: match.locale,
    noIndex: 'noIndex' in match.route && match.route.noIndex === true,
    params: Object.fromEntries(
      Object.entries(match.params as Record<string, string | undefined>).filter(
        (entry): entry is [string, string] => entry[1] !== undefined,
      ),
    ),
  };
}
