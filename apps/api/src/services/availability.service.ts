import {
  type AvailabilityLocation,
  AvailabilityWarning,
  boundingBox,
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
import { localToUtcIso } from '../lib/local-time.ts';
import type { AvailabilityRepository, SearchData } from '../repositories/availability.repository.ts';
import { evaluateSpace } from './availability-evaluate.ts';

export const LOCATION_TIME_ZONE = 'Europe/Amsterdam';

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
}

export interface AvailabilityDeps {
  repo: AvailabilityRepository;
  quoteSecret: string;
  now: Date;
}

/** Every day of a search, start to end inclusive. */
export function datesOf(search: NormalizedSearch): string[] {
  return periodDates(search.startDate, search.endDate);
}

function groupBy<T, K>(rows: readonly T[], key: (row: T) => K): Map<K, T[]> {
  const map = new Map<K, T[]>();
  for (const row of rows) {
    const k = key(row);
    const list = map.get(k);
    if (list) list.push(row);
    else map.set(k, [row]);
  }
  return map;
}

/** Location-wide reasons not to book: closed on a day, outside its hours, or too close to the start. */
function locationWarnings(
  location: SearchData['locations'][number],
  hours: Map<number, { open: number; close: number }>,
  closed: ReadonlySet<string>,
  dates: readonly string[],
  search: NormalizedSearch,
  now: Date,
): AvailabilityWarning[] {
  const warnings: AvailabilityWarning[] = [];
  for (const date of dates) {
    const opening = closed.has(date) ? undefined : hours.get(isoWeekdayOf(date));
    if (!opening) {
      warnings.push(AvailabilityWarning.LocationClosed);
      break;
    }
    if (search.startMinutes < opening.open || search.endMinutes > opening.close) {
      warnings.push(AvailabilityWarning.OutsideOpeningHours);
      break;
    }
  }
  const startsAt = Date.parse(localToUtcIso(search.startDate, search.startMinutes, location.time_zone));
  if (startsAt - now.getTime() < location.min_hours_before_booking * 3_600_000 || startsAt <= now.getTime()) {
    warnings.push(AvailabilityWarning.BookingNotAllowedWithinPeriod);
  }
  return warnings;
}

/**
 * The availability engine: loads the candidates and everything about them in a fixed number of
 * queries, then decides per location and space what is free and what it costs.
 */
export async function searchAvailability(deps: AvailabilityDeps, req: AvailabilityRequest) {
  const { search } = req;
  const dates = datesOf(search);
  const words = searchWords(req.q);
  const data = await deps.repo.loadSearchData({
    countryId: req.countryId,
    locationId: req.locationId,
    spaceId: req.spaceId,
    words,
    box: req.center ? boundingBox(req.center, req.radiusKm) : undefined,
    meetingTypeId: search.meetingTypeId,
    startDate: search.startDate,
    endDate: search.endDate,
    weekdays: [...new Set(dates.map(isoWeekdayOf))],
    nowIso: deps.now.toISOString(),
  });

  const spacesByLocation = groupBy(data.spaces, (s) => s.location_id);
  const settingsBySpace = groupBy(data.settings, (s) => s.space_id);
  const bookingsBySpace = groupBy(data.bookings, (b) => b.space_id);
  const holdsBySpace = groupBy(data.holds, (h) => h.space_id);
  const closedByLocation = groupBy(data.closed, (c) => c.location_id);
  const hoursByLocation = groupBy(data.hours, (h) => h.location_id);
  const imageByLocation = new Map<number, string>();
  for (const image of data.images)
    if (!imageByLocation.has(image.location_id)) imageByLocation.set(image.location_id, image.url);

  const results: AvailabilityLocation[] = [];
  for (const location of data.locations) {
    const distance = req.center ? distanceKm(req.center, location) : null;
    if (distance !== null && distance > req.radiusKm) continue;
    const spaces = spacesByLocation.get(location.id) ?? [];
    if (spaces.length === 0) continue;
    const hours = new Map(
      (hoursByLocation.get(location.id) ?? []).map((h) => [
        h.weekday,
        { open: h.open_minutes, close: h.close_minutes },
      ]),
    );
    const closed = new Set((closedByLocation.get(location.id) ?? []).map((c) => c.date));
    const warnings = locationWarnings(location, hours, closed, dates, search, deps.now);
    const entries = spaces.flatMap((space) =>
      evaluateSpace(space, settingsBySpace.get(space.id) ?? [], {
        search,
        searchId: req.searchId,
        locationId: location.id,
        locationWarnings: warnings,
        settingId: req.settingId,
        bookings: bookingsBySpace.get(space.id) ?? [],
        holds: holdsBySpace.get(space.id) ?? [],
        quoteSecret: deps.quoteSecret,
        now: deps.now,
        locale: req.locale,
      }),
    );
    const available = entries.filter((e) => e.SpaceAvailable);
    const opening = closed.has(search.startDate) ? undefined : hours.get(isoWeekdayOf(search.startDate));
    results.push({
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
      IsAvailable: available.length > 0,
      ReviewCount: location.review_count,
      ReviewScore: location.review_score,
      ImageUrl: imageByLocation.get(location.id) ?? null,
      LowestPrice: available.length ? Math.min(...available.map((e) => e.Price)) : null,
      LowestPriceTotal: available.length ? Math.min(...available.map((e) => e.PriceTotal)) : null,
      Warnings: warnings,
      Spaces: entries,
    });
  }
  const sorted = sortLocations(results, req.sort);
  return {
    TotalLocations: sorted.length,
    AvailableLocations: sorted.filter((l) => l.IsAvailable).length,
    Locations: sorted,
  };
}
