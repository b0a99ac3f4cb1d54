import { CHANNEL_ID, findRoute, localizedPath, type RouteName } from '@meetspace/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import { liveLocationSlug } from '../locations/index.ts';
import { storySlugOf } from '../stories/index.ts';
import type { SiteRouteMatch } from './site-routes.ts';

/** What the server knows of a page before drawing it: whether its thing exists, and where it lives. */
export interface SitePage {
  found: boolean;
  /** The page's own path when the request named it otherwise (a location's old or wrong slug). */
  canonical?: string;
}

/** The story pages whose `:key` names a story and whose `:slug` is its title's. */
const STORY_PAGES = new Set(['story', 'network-story']);

/**
 * Whether the thing a page shows exists: a location page (and its tabs) only while the location is
 * live on the site's own channel (one indexed query), at its current slug; a story page while the
 * story exists (who may read it is the page's business), at its title's slug; every other page of
 * the route table always.
 */
export function sitePage(db: Kysely<DB>) {
  return async (route: SiteRouteMatch): Promise<SitePage> => {
    if (STORY_PAGES.has(route.name)) return storyPage(db, route);
    if (!route.name.startsWith('location') || route.name === 'locations') return { found: true };
    const id = Number(route.params.id);
    if (!Number.isSafeInteger(id) || id <= 0) return { found: false };
    const slug = await liveLocationSlug(db, id, { channelId: CHANNEL_ID });
    if (slug === undefined) return { found: false };
    if (slug === route.params.slug || !findRoute(route.name as RouteName)) return { found: true };
    const canonical = localizedPath(route.name as 'location', route.locale, { ...route.params, id, slug });
    return { found: true, canonical };
  };
}

async function storyPage(db: Kysely<DB>, route: SiteRouteMatch): Promise<SitePage> {
  const key = route.params.key ?? '';
  const slug = await storySlugOf(db, key);
  if (slug === undefined) return { found: false };
  if (slug === route.params.slug) return { found: true };
  const canonical = localizedPath(route.name as 'story', route.locale, { ...route.params, key, slug });
  return { found: true, canonical };
}
