import type { LocationBase, LocationSummary } from '@meetspace/domain';
import type { LocationSummaryRow } from './location.queries.ts';

/** The identity, address and position every location item of the contract starts with. */
export function presentLocationBase(
  row: Omit<LocationSummaryRow, 'review_count' | 'review_score'>,
): LocationBase {
  return {
    Id: row.id,
    LocationId: row.id,
    Name: row.name,
    UrlName: row.slug,
    Address: row.address,
    Postalcode: row.postal_code,
    City: row.city,
    CountryId: row.country_id,
    Latitude: row.latitude,
    Longitude: row.longitude,
  };
}

/** A location row as the contract's list item (an explicit whitelist of fields). */
export function presentLocationSummary(
  row: LocationSummaryRow,
  extra: { distanceKm: number | null; meetingTypeIds: number[]; imageUrl: string | null },
): LocationSummary {
  return {
    ...presentLocationBase(row),
    Distance: extra.distanceKm,
    MeetingtypeIds: extra.meetingTypeIds,
    ReviewCount: row.review_count,
    ReviewScore: row.review_score,
    ImageUrl: extra.imageUrl,
  };
}
