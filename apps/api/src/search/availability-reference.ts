import {
  type AvailabilityLocation,
  type AvailabilityWarning,
  distanceKm,
  roundKm,
  searchWords,
  sortLocations,
} from '@meetspace/domain';
import { availabilityQueries } from './availability.queries.ts';
import {
  type AvailabilityDeps,
  type AvailabilityRequest,
  datesOf,
  locationWarnings,
  openingOf,
} from './availability-engine.ts';
import { evaluateSpace, signEntries } from './availability-evaluate.ts';
import { type Catalogue, type CatalogueLocation, groupBy, settingsOf } from './catalogue.ts';

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
 * The straightforward evaluation, kept as the oracle of the engine's property tests
 * (availability-engine.test.ts): every location scanned, the period's bookings and holds read from
 * the database, every space and setting of every candidate evaluated, sorted by the domain's rule.
 * The engine (availability-engine.ts) must answer exactly this.
 */
export async function searchAvailabilityReference(deps: AvailabilityDeps, req: AvailabilityRequest) {
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
      evaluateSpace(space, settingsOf(catalogue, space), {
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
