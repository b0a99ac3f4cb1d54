import { CHANNEL_ID } from '@meetspace/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import { isLiveLocation } from '../locations/index.ts';
import type { SiteRouteMatch } from './site-routes.ts';

/**
 * Whether the thing a page shows exists: a location page (and its tabs) only while the location is
 * live on the site's own channel (one indexed query); every other page of the route table always.
 */
export function sitePageExists(db: Kysely<DB>) {
  return async (route: SiteRouteMatch): Promise<boolean> => {
    if (!route.name.startsWith('location') || route.name === 'locations') return true;
    const id = Number(route.params.id);
    return Number.isSafeInteger(id) && id > 0 && isLiveLocation(db, id, { channelId: CHANNEL_ID });
  };
}
