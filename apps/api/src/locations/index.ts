// The locations area's public face: what other areas (the site, the terms, the host side) may ask of it.
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import { locationQueries } from './location.queries.ts';

export { isLiveLocation, liveLocationSlug } from './location.reads.ts';
export { type LocationIndexCache, openLocationIndex } from './location-index.ts';

/** Per location id (any status): the meeting types it offers, in id order; none for one without. */
export const meetingTypesByLocation = locationQueries.meetingTypesByLocation;

/** The meeting types one location (any status) offers, in id order. */
export async function meetingTypesOfLocation(db: Kysely<DB>, locationId: number): Promise<number[]> {
  return (await meetingTypesByLocation(db, [locationId])).get(locationId) ?? [];
}

/** Per location id (any status): its first photo's URL (lowest rank, then id); none for one without. */
export const firstImageByLocation = locationQueries.firstImageByLocation;

/** A location's amenities (names of the domain's AMENITIES, as the host area wrote them). */
export const amenitiesOfLocation = locationQueries.amenitiesOf;
