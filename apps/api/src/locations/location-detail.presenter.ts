import {
  AMENITIES,
  catalogueText,
  LOCALES,
  type Locale,
  type LocationCard,
  type LocationDetail,
  type LocationDirections,
  type LocationLanguage,
  type LocationManager,
  type LocationSuggestion,
  languageIdForLocale,
} from '@meetspace/domain';
import { presentLocationBase } from './location.presenter.ts';
import type { LocationRow } from './location.queries.ts';
import type { LocationSuggestionRow } from './location-search.queries.ts';

type Image = { url: string; alt: string };
type HoursRow = { meeting_type_id: number; weekday: number; open_minutes: number; close_minutes: number };
type ManagerRow = { profile_id: number; first_name: string; last_name: string };
type CityRow = { city: string; latitude: number; longitude: number };

const descriptionIn = (row: LocationRow, locale: Locale) =>
  catalogueText(locale, row.description_nl, row.description_en);
const directionsIn = (row: LocationRow, locale: Locale) =>
  catalogueText(locale, row.directions_nl, row.directions_en);

/** A live location with its description in the locale, its images and meeting types. */
export function presentLocationCard(
  row: LocationRow,
  extra: { images: Image[]; meetingTypeIds: number[] },
  locale: Locale,
): LocationCard {
  return {
    ...presentLocationBase(row),
    Description: descriptionIn(row, locale),
    Images: extra.images.map((image) => ({ Url: image.url, Alt: image.alt })),
    MeetingtypeIds: extra.meetingTypeIds,
    ReviewCount: row.review_count,
    ReviewScore: row.review_score,
  };
}

/** One live location in full: the card plus contact details, directions and opening hours. */
export function presentLocationDetail(
  row: LocationRow,
  extra: { images: Image[]; meetingTypeIds: number[]; hours: HoursRow[]; amenities: readonly string[] },
  locale: Locale,
): LocationDetail {
  return {
    ...presentLocationCard(row, extra, locale),
    Email: row.email,
    Phone: row.phone,
    Website: row.website,
    Directions: directionsIn(row, locale),
    OpeningHours: extra.hours.map((h) => ({
      MeetingtypeId: h.meeting_type_id,
      Weekday: h.weekday,
      OpenMinutes: h.open_minutes,
      CloseMinutes: h.close_minutes,
    })),
    Amenities: AMENITIES.filter((a) => extra.amenities.includes(a)),
  };
}

/** Where a location is and how to get there, in the locale. */
export function presentLocationDirections(row: LocationRow, locale: Locale): LocationDirections {
  return {
    LocationId: row.id,
    Address: row.address,
    Postalcode: row.postal_code,
    City: row.city,
    Latitude: row.latitude,
    Longitude: row.longitude,
    Directions: directionsIn(row, locale),
  };
}

/** The languages a location's description is written in (site locale order). */
export function presentLocationLanguages(row: LocationRow): LocationLanguage[] {
  // The languages it is written in: the stored texts themselves, not the English one's fallback.
  const written = { nl: row.description_nl, en: row.description_en };
  return LOCALES.filter((locale) => written[locale].trim() !== '').map((locale) => ({
    LanguageId: languageIdForLocale(locale),
    Code: locale,
  }));
}

/** A manager's public fields; e-mail, phone and everything else stay out. */
export function presentLocationManager(row: ManagerRow): LocationManager {
  return { ProfileId: row.profile_id, FirstName: row.first_name, LastName: row.last_name };
}

// An average of coordinates: 6 decimals (~0.1 m) is plenty, and the same on both engines.
const roundCoordinate = (value: number) => Math.round(value * 1e6) / 1e6;

/** A city suggestion: no id or URL name of its own; the centre of its live locations. */
export function presentCitySuggestion(row: CityRow): LocationSuggestion {
  return {
    Type: 'city',
    Id: null,
    Name: row.city,
    City: row.city,
    Latitude: roundCoordinate(row.latitude),
    Longitude: roundCoordinate(row.longitude),
  };
}

/** A live-location suggestion. */
export function presentLocationSuggestion(row: LocationSuggestionRow): LocationSuggestion {
  return {
    Type: 'location',
    Id: row.id,
    Name: row.name,
    City: row.city,
    UrlName: row.slug,
    Latitude: row.latitude,
    Longitude: row.longitude,
  };
}
