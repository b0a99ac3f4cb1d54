import {
  type AvailabilityLocation,
  AvailabilityWarning,
  centsToEuros,
  distanceKm,
  isoWeekdayOf,
  type Locale,
  type NormalizedSearch,
  type PricingType,
  periodDates,
  priceSpace,
  roundKm,
  type SearchSort,
  searchWords,
} from '@meetspace/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import { localToUtcIso } from '../kernel/local-time.ts';
import { evaluateSpace, occupancyConflict, signEntries } from './availability-evaluate.ts';
import {
  type Catalogue,
  type CatalogueCache,
  type CatalogueLocation,
  spaceTypeKey,
  trigramsOf,
} from './catalogue.ts';
import type { OccupancyLookup } from './occupancy-index.ts';

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

/** What the straightforward evaluation reads (availability-reference.ts): the database, the catalogue, the secret. */
export interface AvailabilityDeps {
  db: Kysely<DB>;
  catalogue: CatalogueCache;
  quoteSecret: string;
  now: Date;
}

/** What the engine evaluates with: the catalogue and occupancy copies of this process, the secret, the moment. */
export interface EngineDeps {
  catalogue: Catalogue;
  occupancy: OccupancyLookup;
  quoteSecret: string;
  now: Date;
}

/** Every day of a search, start to end inclusive. */
export function datesOf(search: NormalizedSearch): string[] {
  return periodDates(search.startDate, search.endDate);
}

/** A location's opening on a date for a meeting type, or undefined when it is closed then. */
export function openingOf(catalogue: Catalogue, locationId: number, meetingTypeId: number, date: string) {
  return openingOn(catalogue, locationId, meetingTypeId, date, isoWeekdayOf(date));
}

function openingOn(
  catalogue: Catalogue,
  locationId: number,
  meetingTypeId: number,
  date: string,
  weekday: number,
) {
  if (catalogue.closedDays.get(locationId)?.has(date)) return undefined;
  return catalogue.hours.get(`${locationId}:${meetingTypeId}`)?.get(weekday);
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

/** What every location of one search shares: its days, their weekdays, its start per time zone. */
class SearchMoment {
  readonly dates: string[];
  readonly weekdays: number[];
  private readonly startsAt = new Map<string, number>();
  constructor(
    readonly search: NormalizedSearch,
    readonly now: Date,
  ) {
    this.dates = datesOf(search);
    this.weekdays = this.dates.map(isoWeekdayOf);
  }
  /** The search's start as an instant in a time zone (computed once per zone). */
  startIn(timeZone: string): number {
    let at = this.startsAt.get(timeZone);
    if (at === undefined) {
      at = Date.parse(localToUtcIso(this.search.startDate, this.search.startMinutes, timeZone));
      this.startsAt.set(timeZone, at);
    }
    return at;
  }
}

function warningsAt(
  catalogue: Catalogue,
  location: CatalogueLocation,
  moment: SearchMoment,
): AvailabilityWarning[] {
  const { search, dates, weekdays, now } = moment;
  const warnings: AvailabilityWarning[] = [];
  // A one-location search clamped into the opening hours can end up empty (asked for after closing).
  if (search.startDate === search.endDate && search.endMinutes <= search.startMinutes) {
    warnings.push(AvailabilityWarning.OutsideOpeningHours);
  }
  for (let i = 0; i < dates.length; i++) {
    const opening = openingOn(
      catalogue,
      location.id,
      search.meetingTypeId,
      dates[i] as string,
      weekdays[i] as number,
    );
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
  const startsAt = moment.startIn(location.time_zone);
  if (startsAt - now.getTime() < location.min_hours_before_booking * 3_600_000 || startsAt <= now.getTime()) {
    warnings.push(AvailabilityWarning.BookingNotAllowedWithinPeriod);
  }
  return warnings;
}

/**
 * Location-wide reasons not to book: closed on a day, outside its hours, or too close to the start.
 * The search and the reservations' copy check both decide with it.
 */
export function locationWarnings(
  catalogue: Catalogue,
  location: CatalogueLocation,
  _dates: readonly string[],
  search: NormalizedSearch,
  now: Date,
): AvailabilityWarning[] {
  return warningsAt(catalogue, location, new SearchMoment(search, now));
}

/** A candidate location: its index in the catalogue and its distance from the searched point. */
export interface Candidate {
  index: number;
  location: CatalogueLocation;
  distance: number | null;
}

const NO_LOCATIONS = new Int32Array(0);

/** The location indexes within `radiusKm` of the point's latitude (a band; longitude is checked later). */
function latitudeBand(catalogue: Catalogue, center: { latitude: number }, radiusKm: number): Int32Array {
  const { indexes, latitudes } = catalogue.byLatitude;
  // A degree of latitude is at least 111.19 km along a great circle; a hair of margin for rounding.
  const reach = (radiusKm / 111.19) * 1.000_001 + 1e-9;
  const first = lowerBound(latitudes, center.latitude - reach);
  const end = lowerBound(latitudes, center.latitude + reach);
  return indexes.slice(first, end).sort();
}

function lowerBound(sorted: Float64Array, value: number): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((sorted[mid] as number) < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * The live locations a search is about, in catalogue order: by id, country, every word of the
 * search term in `search_text` (looked up by its rarest 3-character piece, then checked in full),
 * and radius (a latitude band, then the exact distance). The same predicate as a scan of every
 * location; the indexes only choose which locations to test.
 */
export function findCandidates(catalogue: Catalogue, req: AvailabilityRequest): Candidate[] {
  const words = searchWords(req.q);
  let pool: Int32Array | number[] | undefined;
  if (req.locationId !== undefined) {
    const index = catalogue.indexOf.get(req.locationId);
    pool = index === undefined ? [] : [index];
  }
  for (const word of words) {
    for (const piece of trigramsOf(word)) {
      const list = catalogue.trigrams.get(piece) ?? NO_LOCATIONS;
      if (!pool || list.length < pool.length) pool = list;
    }
  }
  if (req.center) {
    const band = latitudeBand(catalogue, req.center, req.radiusKm);
    if (!pool || band.length < pool.length) pool = band;
  }
  const found: Candidate[] = [];
  const test = (index: number) => {
    const location = catalogue.locations[index] as CatalogueLocation;
    if (req.locationId !== undefined && location.id !== req.locationId) return;
    if (req.countryId !== undefined && location.country_id !== req.countryId) return;
    for (const w of words) if (!location.search_text.includes(w)) return;
    const distance = req.center ? distanceKm(req.center, location) : null;
    if (distance !== null && distance > req.radiusKm) return;
    found.push({ index, location, distance });
  };
  if (pool) for (const index of pool) test(index);
  else for (let index = 0; index < catalogue.locations.length; index++) test(index);
  return found;
}

/** What the order and the counts need of a candidate; the page's locations are evaluated in full. */
interface Summary {
  candidate: Candidate;
  warnings: AvailabilityWarning[];
  rank: number;
  Distance: number | null;
  IsAvailable: boolean;
  LowestPrice: number | null;
  LowestPriceTotal: number | null;
}

/**
 * The availability engine: candidates from the catalogue's indexes, then per candidate only what
 * the counts and the order need (is any space free, the lowest prices), computed without building
 * the entries; the requested page's locations are then evaluated in full (`evaluateSpace`) and
 * their quotes signed. Answers exactly what the straightforward evaluation answers
 * (availability-reference.ts; a property test holds them together).
 */
export function evaluateSearch(deps: EngineDeps, req: AvailabilityRequest, candidates: readonly Candidate[]) {
  const { catalogue, occupancy } = deps;
  const { search } = req;
  const moment = new SearchMoment(search, deps.now);
  const period = {
    start_date: search.startDate,
    end_date: search.endDate,
    start_minutes: search.startMinutes,
    end_minutes: search.endMinutes,
    seats: search.seats,
  };
  const duration = search.endMinutes - search.startMinutes;
  const spacesOf = (location: CatalogueLocation) => {
    const spaces = catalogue.spacesByType.get(spaceTypeKey(location.id, search.meetingTypeId)) ?? [];
    return req.spaceId === undefined ? spaces : spaces.filter((s) => s.id === req.spaceId);
  };

  const summaries: Summary[] = [];
  let available = 0;
  for (const candidate of candidates) {
    const { location } = candidate;
    const spaces = spacesOf(location);
    if (spaces.length === 0) continue;
    const warnings = warningsAt(catalogue, location, moment);
    let lowestPerSeat: number | null = null;
    let lowestTotal: number | null = null;
    // A space offers a bookable entry when nothing warns: no location warning, long enough, a
    // setting that fits the seats, and free. All its entries share its price.
    if (warnings.length === 0) {
      for (const space of spaces) {
        if (duration < space.min_duration_minutes) continue;
        const settings = catalogue.settingsBySpace.get(space.id) ?? [];
        let fits = false;
        for (const s of settings) {
          if (req.settingId && s.setting_id !== req.settingId) continue;
          if (s.min_seats <= search.seats && search.seats <= s.max_seats) {
            fits = true;
            break;
          }
        }
        if (!fits) continue;
        if (occupancyConflict(space, occupancy.bookingsOf(space.id), occupancy.holdsOf(space.id), period))
          continue;
        const price = priceSpace({
          pricingTypeId: space.pricing_type_id as PricingType,
          priceCents: space.price_cents,
          seats: search.seats,
          startDate: search.startDate,
          endDate: search.endDate,
          startMinutes: search.startMinutes,
          endMinutes: Math.max(search.endMinutes, search.startMinutes + 1),
          isSocialCapital: space.is_social_capital === 1,
        });
        if (lowestPerSeat === null || price.pricePerSeatCents < lowestPerSeat)
          lowestPerSeat = price.pricePerSeatCents;
        if (lowestTotal === null || price.priceTotalCents < lowestTotal) lowestTotal = price.priceTotalCents;
      }
    }
    if (lowestPerSeat !== null) available += 1;
    summaries.push({
      candidate,
      warnings,
      rank: catalogue.nameRank[candidate.index] as number,
      Distance: candidate.distance === null ? null : roundKm(candidate.distance),
      IsAvailable: lowestPerSeat !== null,
      LowestPrice: lowestPerSeat === null ? null : centsToEuros(lowestPerSeat),
      LowestPriceTotal: lowestTotal === null ? null : centsToEuros(lowestTotal),
    });
  }

  // The domain's sortLocations order (available first, then price or distance and name; ties keep
  // their order), with names compared by their precomputed rank instead of the collator.
  const byNullsLast = (a: number | null, b: number | null) =>
    a === b ? 0 : a === null ? 1 : b === null ? -1 : a - b;
  summaries.sort(
    req.sort === 'price'
      ? (a, b) => Number(b.IsAvailable) - Number(a.IsAvailable) || byNullsLast(a.LowestPrice, b.LowestPrice)
      : (a, b) =>
          Number(b.IsAvailable) - Number(a.IsAvailable) ||
          byNullsLast(a.Distance, b.Distance) ||
          a.rank - b.rank,
  );
  const offset = (req.page - 1) * req.itemsPerPage;
  const page = summaries.slice(offset, offset + req.itemsPerPage);
  return {
    TotalLocations: summaries.length,
    AvailableLocations: available,
    Page: req.page,
    ItemsPerPage: req.itemsPerPage,
    MorePages: offset + page.length < summaries.length,
    Locations: page.map((s): AvailabilityLocation => {
      const { location } = s.candidate;
      const opening = openingOf(catalogue, location.id, search.meetingTypeId, search.startDate);
      const entries = spacesOf(location).flatMap((space) =>
        evaluateSpace(space, catalogue.settingsBySpace.get(space.id) ?? [], {
          search,
          locationId: location.id,
          locationWarnings: s.warnings,
          settingId: req.settingId,
          bookings: occupancy.bookingsOf(space.id),
          holds: occupancy.holdsOf(space.id),
          now: deps.now,
          locale: req.locale,
        }),
      );
      return {
        LocationId: location.id,
        SearchId: req.searchId,
        Name: location.name,
        UrlName: location.slug,
        Address: location.address,
        Postalcode: location.postal_code,
        City: location.city,
        Latitude: location.latitude,
        Longitude: location.longitude,
        Distance: s.Distance,
        OpenMinutes: opening?.open ?? 0,
        CloseMinutes: opening?.close ?? 0,
        IsAvailable: s.IsAvailable,
        ReviewCount: location.review_count,
        ReviewScore: location.review_score,
        ImageUrl: catalogue.firstImage.get(location.id) ?? null,
        LowestPrice: s.LowestPrice,
        LowestPriceTotal: s.LowestPriceTotal,
        Warnings: s.warnings,
        Spaces: signEntries(entries, deps.quoteSecret),
      };
    }),
  };
}
