import type { EventSummary, FeaturedLocation } from '@meetspace/domain';
import { firstImageByLocation } from '../locations/index.ts';
import { type EventDeps, eventToday, summariesOf } from './event.reads.ts';
import { eventQueries } from './events.queries.ts';

/**
 * `GET /v2/featured/events`: the soonest upcoming published public events (not over, not deleted),
 * at one location when `locationId` is given.
 */
export async function featuredEvents(
  deps: EventDeps,
  query: { nrOf: number; locationId?: number | null | undefined },
): Promise<EventSummary[]> {
  const rows = await eventQueries.featured(
    deps.db,
    eventToday(deps.now),
    query.nrOf,
    query.locationId ? query.locationId : undefined,
  );
  return summariesOf(deps.db, rows, deps.now);
}

/**
 * `GET /v2/featured/locations`: the best reviewed live locations (score, then number of reviews,
 * then the oldest), leaving out `locationId`: the lists sit on a location's page, which should not
 * feature itself. Pictures come through the locations area.
 */
export async function featuredLocations(
  deps: EventDeps,
  query: { nrOf: number; locationId?: number | null | undefined },
): Promise<FeaturedLocation[]> {
  const rows = await eventQueries.topLiveLocations(
    deps.db,
    query.nrOf,
    query.locationId ? query.locationId : undefined,
  );
  const images = await firstImageByLocation(
    deps.db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({
    Id: r.id,
    Name: r.name,
    Slug: r.slug,
    City: r.city,
    Image: images.get(r.id) ?? null,
    ReviewScore: r.review_score,
    ReviewCount: r.review_count,
  }));
}
