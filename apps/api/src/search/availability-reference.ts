import {
  type AvailabilityLocation,
  AvailabilityWarning,
  distanceKm,
  isoWeekdayOf,
  type Locale,
  type NormalizedSearch,
  periodDates,
  roundKm,
  type SearchSort,
  searchWords,
  sortLocations,
} from '@meetspace/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import { localToUtcIso } from '../kernel/local-time.ts';
import { availabilityQueries } from './availability.queries.ts';
import { evaluateSpace, signEntries } from './availability-evaluate.ts';
import { type Catalogue, type CatalogueCache, type CatalogueLocation, groupBy } from './catalogue.ts';

/** The time zone of every location's dates and minutes (the Netherlands). */
export const LOCATION_TIME_ZONE = 'Europe/Amsterdam';

/** One evaluation of a saved search: what it asks and how its answer is paged and worded. */
export interface AvailabilityRequest {
  search: NormalizedSearch;
  searchId: number;
  q?: string;
  countryId?: number;
  locationId?: number;
  spaceId?: number;
  settingId?: number;
  center?: { latitude: number; longitude: number };
  radiusKm: number;
  sort: SearchSort;
  locale: Locale;
  page: number;
  itemsPerPage: number;
}

/** What an evaluation reads: the database (the period's occupancy), the catalogue, the quote secret. */
export interface AvailabilityDeps {
  db: Kysely<DB>;
  catalogue: CatalogueCache;
  quoteSecret: string;
  now: Date;
}

/** Every day of a search, start to end inclusive. */
export function datesOf(search: NormalizedSearch): string[] {
  return periodDates(search.startDate, search.endDate);
}

/** A location's opening on a date for a meeting type, or undefined when it is closed then. */
export function openingOf(catalogue: Catalogue, locationId: number, meetingTypeId: number, date: string) {
  if (catalogue.closedDays.get(locationId)?.has(date)) return undefined;
  return catalogue.hours.get(`${locationId}:${meetingTypeId}`)?.get(isoWeekdayOf(date));
}

/**
 * The opening hours a search for one location is clamped into (`normalizeSearch` does the clamping;
 * `POST /v1/search` and `GET /v2/availability` both pass this): none for a search of many locations.
 */
export function openingLookupFor(
  catalogue: Catalogue,
  locationId: number | null | undefined,
  meetingTypeId: number,
): ((date: string) => { open: number; close: number } | undefined) | undefined {
  if (locationId == null) return undefined;
  return (date) => openingOf(catalogue, locationId, meetingTypeId, date);
}

/**
 * Location-wide reasons not to book: closed on a day, outside its hours, or too close to the start.
 * The search and the reservations' copy check both decide with it.
 */
export function locationWarnings(
  catalogue: Catalogue,
  location: CatalogueLocation,
  dates: readonly string[],
  search: NormalizedSearch,
  now: Date,
): AvailabilityWarning[] {
  const warnings: AvailabilityWarning[] = [];
  // A one-location search clamped into the opening hours can end up empty (asked for after closing).
  if (search.startDate === search.endDate && search.endMinutes <= search.startMinutes) {
    warnings.push(AvailabilityWarning.OutsideOpeningHours);
  }
  for (const date of dates) {
    const opening = openingOf(catalogue, location.id, search.meetingTypeId, date);
    if (!opening) {
      warnings.push(AvailabilityWarning.LocationClosed);
      break;
    }
    if (search.startMinutes < opening.open || search.endMinutes > opening.close) {
      if (!warnings.includes(AvailabilityWarning.OutsideOpeningHours)) {
        warnings.push(AvailabilityWarning.OutsideOpeningHours);
      }
      break;
    }
  }
  const startsAt = Date.parse(localToUtcIso(search.startDate, search.startMinutes, location.time_zone));
  if (startsAt - now.getTime() < location.min_hours_before_booking * 3_600_000 || startsAt <= now.getTime()) {
    warnings.push(AvailabilityWarning.BookingNotAllowedWithinPeriod);
  }
  return warnings;
}

/** The live locations a search is about: by id, country, words in name or city, and radius. */
function candidates(catalogue: Catalogue, req: AvailabilityRequest) {
  const words = searchWords(req.q);
  const found: { location: CatalogueLocation; distance: number | null }[] = [];
  for (const location of catalogue.locations) {
    if (req.locationId !== undefined && location.id !== req.locationId) continue;
    if (req.countryId !== undefined && location.country_id !== req.countryId) continue;
    if (!words.every((w) => location.search_text.includes(w))) continue;
    const distance = req.center ? distanceKm(req.center, location) : null;
    if (distance !== null && distance > req.radiusKm) continue;
    found.push({ location, distance });
  }
  return found;
}

/**
 * The availability engine: the catalogue from the per-process cache, the period's bookings and
 * holds in two queries, then per location and space what is free and what it costs. Only the
 * requested page is signed and sent; the counts cover every candidate.
 */
export async function searchAvailability(deps: AvailabilityDeps, req: AvailabilityRequest) {
  const { search } = req;
  const dates = datesOf(search);
  const [catalogue, occupancy] = await Promise.all([
    deps.catalogue.get(),
    availabilityQueries.loadOccupancy(deps.db, {
      startDate: search.startDate,
      endDate: search.endDate,
      nowIso: deps.now.toISOString(),
    }),
  ]);
  const bookingsBySpace = groupBy(occupancy.bookings, (b) => b.space_id);
  const holdsBySpace = groupBy(occupancy.holds, (h) => h.space_id);

  const spacesOf = (location: CatalogueLocation) =>
    (catalogue.spacesByLocation.get(location.id) ?? []).filter(
      (s) =>
        s.meeting_type_id === search.meetingTypeId && (req.spaceId === undefined || s.id === req.spaceId),
    );
  const evaluate = (location: CatalogueLocation, warnings: AvailabilityWarning[]) =>
    spacesOf(location).flatMap((space) =>
      evaluateSpace(space, catalogue.settingsBySpace.get(space.id) ?? [], {
        search,
        locationId: location.id,
        locationWarnings: warnings,
        settingId: req.settingId,
        bookings: bookingsBySpace.get(space.id) ?? [],
        holds: holdsBySpace.get(space.id) ?? [],
        now: deps.now,
        locale: req.locale,
      }),
    );

  // Every candidate is evaluated for the counts and the order, but only its summary is kept: the
  // entries of a country search (every space and setting of thousands of locations) die young
  // instead of surviving the whole loop into the old generation. The page's locations are
  // evaluated again for their entries.
  const results: (Omit<AvailabilityLocation, 'Spaces'> & {
    location: CatalogueLocation;
    warnings: AvailabilityWarning[];
  })[] = [];
  for (const { location, distance } of candidates(catalogue, req)) {
    if (spacesOf(location).length === 0) continue;
    const warnings = locationWarnings(catalogue, location, dates, search, deps.now);
    let lowestPrice: number | null = null;
    let lowestTotal: number | null = null;
    for (const entry of evaluate(location, warnings)) {
      if (!entry.SpaceAvailable) continue;
      lowestPrice = lowestPrice === null ? entry.Price : Math.min(lowestPrice, entry.Price);
      lowestTotal = lowestTotal === null ? entry.PriceTotal : Math.min(lowestTotal, entry.PriceTotal);
    }
    const opening = openingOf(catalogue, location.id, search.meetingTypeId, search.startDate);
    results.push({
      location,
      warnings,
      LocationId: location.id,
      SearchId: req.searchId,
      Name: location.name,
      UrlName: location.slug,
      Address: location.address,
      Postalcode: location.postal_code,
      City: location.city,
      Latitude: location.latitude,
      Longitude: location.longitude,
      Distance: distance === null ? null : roundKm(distance),
      OpenMinutes: opening?.open ?? 0,
      CloseMinutes: opening?.close ?? 0,
      IsAvailable: lowestPrice !== null,
      ReviewCount: location.review_count,
      ReviewScore: location.review_score,
      ImageUrl: catalogue.firstImage.get(location.id) ?? null,
      LowestPrice: lowestPrice,
      LowestPriceTotal: lowestTotal,
      Warnings: warnings,
    });
  }
  const sorted = sortLocations(results, req.sort);
  const offset = (req.page - 1) * req.itemsPerPage;
  const page = sorted.slice(offset, offset + req.itemsPerPage);
  return {
    TotalLocations: sorted.length,
    AvailableLocations: results.filter((l) => l.IsAvailable).length,
    Page: req.page,
    ItemsPerPage: req.itemsPerPage,
    MorePages: offset + page.length < sorted.length,
    Locations: page.map(({ location, warnings, ...l }) => ({
      ...l,
      Spaces: signEntries(evaluate(location, warnings), deps.quoteSecret),
    })),
  };
}
