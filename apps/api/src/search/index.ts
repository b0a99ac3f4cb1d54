// The search area's public face: the availability engine's rules, the offers (quotes) it signs,
// the process's catalogue copy and the saved searches.
export { LOCATION_TIME_ZONE, locationWarnings, openingLookupFor, openingOf } from './availability-engine.ts';
export { evaluateSpace, occupancyConflict } from './availability-evaluate.ts';
export { type Catalogue, type CatalogueCache, openCatalogue, settingsOf } from './catalogue.ts';
export { saveSearch } from './commands/save-search.ts';
export { type BookableSpace, type Occupant, occupancyQueries, type Period } from './occupancy.queries.ts';
export { quoteCrc, quoteFitsSearch, verifyQuote } from './quote.ts';
export { presentSearch } from './search.presenter.ts';
export type { SearchRow } from './search.queries.ts';
export { findSearchByKey, requireSearch } from './search.reads.ts';
export { type SearchRequest, searchOfRow } from './search-request.ts';
export { provideWidgetScope, scopeToWidget, type WidgetScope } from './widget-scope.ts';

import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.ts';
import { availabilityQueries } from './availability.queries.ts';

/**
 * Every write to the bookable catalogue (locations, their status, spaces, settings, prices, opening
 * hours, closed days, images, options) calls this inside its transaction, so every process's
 * catalogue copy and location index reload at their next probe.
 */
export function bumpCatalogueVersion(trx: Kysely<DB>): Promise<void> {
  return availabilityQueries.bumpCatalogueVersion(trx);
}
