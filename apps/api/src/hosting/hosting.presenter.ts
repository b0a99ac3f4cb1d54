import type { LocationStatus } from '@meetspace/domain';
import {
  AMENITIES,
  type Amenity,
  type HostImage,
  type HostLocation,
  type HostLocationSummary,
  IMAGE_SIZES,
} from '@meetspace/domain';
import { imageVersionOf } from '../kernel/images/images.ts';
import type { HostImageRow, HostLocationRow } from './hosting.queries.ts';

/** The folder a location's uploaded photos live in (below the upload folder and `/uploads/`). */
export const imageFolderOf = (locationId: number) => ['locations', String(locationId)];

/** The amenities in the domain's order (unknown names left out). */
export function orderedAmenities(names: readonly string[]): Amenity[] {
  return AMENITIES.filter((a) => names.includes(a));
}

export function presentHostLocationSummary(
  row: {
    id: number;
    name: string;
    slug: string;
    status: LocationStatus;
    city: string;
    subscription_name: string | null;
  },
  extra: { imageUrl: string | null; meetingTypeIds: number[] },
): HostLocationSummary {
  return {
    Id: row.id,
    Name: row.name,
    UrlName: row.slug,
    Status: row.status,
    City: row.city,
    ImageUrl: extra.imageUrl,
    MeetingtypeIds: extra.meetingTypeIds,
    SubscriptionName: row.subscription_name,
  };
}

export function presentHostLocation(
  row: HostLocationRow,
  extra: { amenities: readonly string[]; meetingTypeIds: number[] },
): HostLocation {
  return {
    Id: row.id,
    UrlName: row.slug,
    Status: row.status,
    Address: row.address,
    Postalcode: row.postal_code,
    City: row.city,
    Name: row.name,
    DescriptionNl: row.description_nl,
    DescriptionEn: row.description_en,
    DirectionsNl: row.directions_nl,
    DirectionsEn: row.directions_en,
    Email: row.email,
    Phone: row.phone,
    Website: row.website,
    MinHoursBeforeBooking: row.min_hours_before_booking,
    Amenities: orderedAmenities(extra.amenities),
    MeetingtypeIds: extra.meetingTypeIds,
  };
}

/** A photo with every rendition of its upload (none for a picture that did not come through the upload). */
export function presentHostImage(row: HostImageRow): HostImage {
  const folder = imageFolderOf(row.location_id);
  const version = imageVersionOf(folder, row.url);
  const base = `/uploads/${folder.join('/')}/${version}`;
  const sizes: HostImage['Sizes'] = {};
  if (version)
    for (const [w, h] of IMAGE_SIZES)
      sizes[`${w}x${h}`] = { Jpeg: `${base}/${w}x${h}.jpg`, Webp: `${base}/${w}x${h}.webp` };
  return { Id: row.id, Url: row.url, AltNl: row.alt, AltEn: row.alt_en, Rank: row.rank, Sizes: sizes };
}
