import {
  type AvailabilityLocation,
  AvailabilityWarning,
  centsToEuros,
  distanceKm,
  isoWeekdayOf,
  type Locale,
  lowerBound,
  type NormalizedSearch,
  type PricingType,
  periodDates,
  priceFactors,
  priceWithFactors,
  roundKm,
  type SearchSort,
  searchWords,
} from '@meetspace/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import { localToUtcIso, PLATFORM_TIME_ZONE } from '../kernel/local-time.ts';
import { evaluateSpace, occupancyConflict, signEntries } from './availability-evaluate.ts';
import {
  type Catalogue,
  type CatalogueCache,
  type CatalogueLocation,
  hourSlot,
  settingsOf,
  trigramsOf,
  typeSlot,
} from './catalogue.ts';
import type { Occupant } from './occupancy.queries.ts';
import type { OccupancyLookup } from './occupancy-index.ts';

/** The time zone of every location's dates and minutes (the Netherlands). */
export const LOCATION_TIME_ZONE = PLATFORM_TIME_ZONE;

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
  const index = catalogue.indexOf.get(locationId);
  if (index === undefined) return undefined;
  return openingOn(catalogue, index, meetingTypeId, date, isoWeekdayOf(date));
}

/** The opening of the location at `index` (see Catalogue.hours), or undefined when it is closed then. */
function openingOn(
  catalogue: Catalogue,
  index: number,
  meetingTypeId: number,
  date: string,
  weekday: number,
) {
  const slot = hourSlot(index, meetingTypeId, weekday);
  const open = catalogue.hours[slot] ?? -1;
  if (open < 0) return undefined;
  if (catalogue.hasClosedDays[index] === 1 && isClosedOn(catalogue, index, date)) return undefined;
  return { open, close: catalogue.hours[slot + 1] as number };
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
  private lastZone = '';
  private lastStart = 0;
  constructor(
    readonly search: NormalizedSearch,
    readonly now: Date,
  ) {
    this.dates = datesOf(search);
    this.weekdays = this.dates.map(isoWeekdayOf);
  }
  /** The search's start as an instant in a time zone (computed once per zone). */
  startIn(timeZone: string): number {
    if (timeZone === this.lastZone) return this.lastStart;
    let at = this.startsAt.get(timeZone);
    if (at === undefined) {
      at = Date.parse(localToUtcIso(this.search.startDate, this.search.startMinutes, timeZone));
      this.startsAt.set(timeZone, at);
    }
    this.lastZone = timeZone;
    this.lastStart = at;
    return at;
  }
}

function warningsAt(
  catalogue: Catalogue,
  index: number,
  location: Pick<CatalogueLocation, 'time_zone' | 'min_hours_before_booking'>,
  moment: SearchMoment,
): AvailabilityWarning[] {
  const { search, dates, weekdays, now } = moment;
  let warnings: AvailabilityWarning[] | undefined;
  // A one-location search clamped into the opening hours can end up empty (asked for after closing).
  if (search.startDate === search.endDate && search.endMinutes <= search.startMinutes) {
    warnings = [AvailabilityWarning.OutsideOpeningHours];
  }
  for (let i = 0; i < dates.length; i++) {
    const slot = hourSlot(index, search.meetingTypeId, weekdays[i] as number);
    const open = index < 0 ? -1 : (catalogue.hours[slot] ?? -1);
    if (
      open < 0 ||
      (catalogue.hasClosedDays[index] === 1 && isClosedOn(catalogue, index, dates[i] as string))
    ) {
      warnings = warnings ?? [];
      warnings.push(AvailabilityWarning.LocationClosed);
      break;
    }
    if (search.startMinutes < open || search.endMinutes > (catalogue.hours[slot + 1] as number)) {
      if (!warnings?.includes(AvailabilityWarning.OutsideOpeningHours)) {
        warnings = warnings ?? [];
        warnings.push(AvailabilityWarning.OutsideOpeningHours);
      }
      break;
    }
  }
  const startsAt = moment.startIn(location.time_zone);
  if (startsAt - now.getTime() < location.min_hours_before_booking * 3_600_000 || startsAt <= now.getTime()) {
    warnings = warnings ?? [];
    warnings.push(AvailabilityWarning.BookingNotAllowedWithinPeriod);
  }
  return warnings ?? NO_WARNINGS;
}

function isClosedOn(catalogue: Catalogue, index: number, date: string): boolean {
  return catalogue.closedDays.get(catalogue.locations[index]?.id ?? -1)?.has(date) === true;
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
  // A location outside the catalogue (not live) has no opening hours: closed.
  const index = catalogue.indexOf.get(location.id) ?? -1;
  return warningsAt(catalogue, index, location, new SearchMoment(search, now));
}

/** The candidate locations: their indexes in the catalogue and, with a point, their distances. */
export interface Candidates {
  indexes: number[];
  distances: number[] | null;
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

/**
 * The live locations a search is about, in catalogue order: by id, country, every word of the
 * search term in `search_text` (looked up by its rarest 3-character piece, then checked in full),
 * and radius (a latitude band, then the exact distance). The same predicate as a scan of every
 * location; the indexes only choose which locations to test.
 */
export function findCandidates(catalogue: Catalogue, req: AvailabilityRequest): Candidates {
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
  const found: Candidates = { indexes: [], distances: req.center ? [] : null };
  const test = (index: number) => {
    const location = catalogue.locations[index] as CatalogueLocation;
    if (req.locationId !== undefined && location.id !== req.locationId) return;
    if (req.countryId !== undefined && location.country_id !== req.countryId) return;
    for (const w of words) if (!location.search_text.includes(w)) return;
    if (req.center) {
      const distance = distanceKm(req.center, location);
      if (distance > req.radiusKm) return;
      found.distances?.push(distance);
    }
    found.indexes.push(index);
  };
  if (pool) for (const index of pool) test(index);
  else for (let index = 0; index < catalogue.locations.length; index++) test(index);
  return found;
}

/** What the order and the page need of a candidate; the page's locations are evaluated in full. */
interface Summary {
  index: number;
  position: number;
  warnings: AvailabilityWarning[];
  rank: number;
  Distance: number | null;
  IsAvailable: boolean;
  /** Cents; the answer has euros. */
  lowestPerSeat: number | null;
  lowestTotal: number | null;
}

const NO_WARNINGS: AvailabilityWarning[] = [];
const NO_OCCUPANTS: readonly Occupant[] = [];
const byNullsLast = (a: number | null, b: number | null) =>
  a === b ? 0 : a === null ? 1 : b === null ? -1 : a - b;

/**
 * The domain's sortLocations order (available first, then the lowest price, none last, for
 * 'price'; else the distance, none last, then the name), names compared by their precomputed rank;
 * ties keep the candidates' order.
 */
function summaryOrder(sort: SearchSort): (a: Summary, b: Summary) => number {
  return sort === 'price'
    ? (a, b) =>
        Number(b.IsAvailable) - Number(a.IsAvailable) ||
        byNullsLast(a.lowestPerSeat, b.lowestPerSeat) ||
        a.position - b.position
    : (a, b) =>
        Number(b.IsAvailable) - Number(a.IsAvailable) ||
        byNullsLast(a.Distance, b.Distance) ||
        a.rank - b.rank ||
        a.position - b.position;
}

/**
 * The first `k` summaries in an order, kept while they arrive: most candidates lose against the
 * k-th and cost one comparison, so the page does not need every candidate sorted.
 */
class TopK {
  readonly items: Summary[] = [];
  constructor(
    private readonly k: number,
    private readonly compare: (a: Summary, b: Summary) => number,
  ) {}
  /** Whether a summary would enter (then build it and `add` it). */
  wants(probe: Summary): boolean {
    const last = this.items[this.items.length - 1];
    return this.items.length < this.k || (last !== undefined && this.compare(probe, last) < 0);
  }
  add(item: Summary): void {
    let lo = 0;
    let hi = this.items.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.compare(this.items[mid] as Summary, item) <= 0) lo = mid + 1;
      else hi = mid;
    }
    this.items.splice(lo, 0, item);
    if (this.items.length > this.k) this.items.pop();
  }
}

/**
 * The availability engine: candidates from the catalogue's indexes, then per candidate only what
 * the counts and the order need (is any space free, the lowest prices), computed from typed-array
 * columns without building the entries, keeping only the best `page x itemsPerPage`; the requested
 * page's locations are then evaluated in full (`evaluateSpace`) and their quotes signed. Answers
 * exactly what the straightforward evaluation answers (availability-reference.ts; a property test
 * holds them together).
 */
export function evaluateSearch(deps: EngineDeps, req: AvailabilityRequest, candidates: Candidates) {
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
    const spaces = catalogue.spacesByLocation.get(location.id) ?? [];
    return spaces.filter(
      (s) =>
        s.meeting_type_id === search.meetingTypeId && (req.spaceId === undefined || s.id === req.spaceId),
    );
  };
  // Computed once: what every space's price shares (the clamp as in evaluateSpace).
  const factors = priceFactors({
    seats: search.seats,
    startDate: search.startDate,
    endDate: search.endDate,
    startMinutes: search.startMinutes,
    endMinutes: Math.max(search.endMinutes, search.startMinutes + 1),
  });
  const col = catalogue.columns;
  const seats = search.seats;
  const offset = (req.page - 1) * req.itemsPerPage;
  const top = new TopK(offset + req.itemsPerPage, summaryOrder(req.sort));
  const probe: Summary = {
    index: 0,
    position: 0,
    warnings: NO_WARNINGS,
    rank: 0,
    Distance: null,
    IsAvailable: false,
    lowestPerSeat: null,
    lowestTotal: null,
  };

  let total = 0;
  let available = 0;
  const { indexes, distances } = candidates;
  for (let position = 0; position < indexes.length; position++) {
    const index = indexes[position] as number;
    const range = catalogue.typeRanges[typeSlot(index, search.meetingTypeId)] ?? 0;
    if (range === 0) continue;
    const first = Math.floor(range / 65_536);
    const end = first + (range % 65_536);
    if (req.spaceId !== undefined && !col.id.subarray(first, end).includes(req.spaceId)) continue;
    const location = catalogue.locations[index] as CatalogueLocation;
    const warnings = warningsAt(catalogue, index, location, moment);
    let lowestPerSeat: number | null = null;
    let lowestTotal: number | null = null;
    // A space offers a bookable entry when nothing warns: no location warning, long enough, a
    // setting that fits the seats, and free. All its entries share its price.
    if (warnings.length === 0) {
      for (let i = first; i < end; i++) {
        const spaceId = col.id[i] as number;
        if (req.spaceId !== undefined && spaceId !== req.spaceId) continue;
        if (duration < (col.minDuration[i] as number)) continue;
        let fits = false;
        for (let j = col.settingStart[i] as number; j < (col.settingStart[i + 1] as number); j++) {
          if (req.settingId && col.settingId[j] !== req.settingId) continue;
          if ((col.minSeats[j] as number) <= seats && seats <= (col.maxSeats[j] as number)) {
            fits = true;
            break;
          }
        }
        if (!fits) continue;
        const capacity = col.capacity[i] as number;
        const meetingType = col.meetingType[i] as number;
        if (occupancy.occupied(spaceId)) {
          const space = { meeting_type_id: meetingType, capacity };
          if (occupancyConflict(space, occupancy.bookingsOf(spaceId), occupancy.holdsOf(spaceId), period))
            continue;
        } else if (
          occupancyConflict({ meeting_type_id: meetingType, capacity }, NO_OCCUPANTS, NO_OCCUPANTS, period)
        ) {
          continue;
        }
        const price = priceWithFactors(factors, {
          pricingTypeId: col.pricingType[i] as PricingType,
          priceCents: col.priceCents[i] as number,
          isSocialCapital: col.socialCapital[i] === 1,
        });
        if (lowestPerSeat === null || price.pricePerSeatCents < lowestPerSeat)
          lowestPerSeat = price.pricePerSeatCents;
        if (lowestTotal === null || price.priceTotalCents < lowestTotal) lowestTotal = price.priceTotalCents;
      }
    }
    total += 1;
    if (lowestPerSeat !== null) available += 1;
    const distance = distances ? (distances[position] as number) : null;
    probe.position = position;
    probe.rank = catalogue.nameRank[index] as number;
    probe.Distance = distance === null ? null : roundKm(distance);
    probe.IsAvailable = lowestPerSeat !== null;
    probe.lowestPerSeat = lowestPerSeat;
    if (top.wants(probe)) {
      top.add({ ...probe, index, warnings, lowestTotal });
    }
  }

  const page = top.items.slice(offset);
  return {
    TotalLocations: total,
    AvailableLocations: available,
    Page: req.page,
    ItemsPerPage: req.itemsPerPage,
    MorePages: offset + page.length < total,
    Locations: page.map((s): AvailabilityLocation => {
      const location = catalogue.locations[s.index] as CatalogueLocation;
      const opening = openingOn(
        catalogue,
        s.index,
        search.meetingTypeId,
        search.startDate,
        isoWeekdayOf(search.startDate),
      );
      const entries = spacesOf(location).flatMap((space) =>
        evaluateSpace(space, settingsOf(catalogue, space), {
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
        LowestPrice: s.lowestPerSeat === null ? null : centsToEuros(s.lowestPerSeat),
        LowestPriceTotal: s.lowestTotal === null ? null : centsToEuros(s.lowestTotal),
        Warnings: s.warnings,
        Spaces: signEntries(entries, deps.quoteSecret),
      };
    }),
  };
}
