// The search area's public face: the availability engine's rules, the offers (quotes) it signs,
// the process's catalogue copy and the saved searches.
export { LOCATION_TIME_ZONE, locationWarnings, openingOf } from './availability-engine.ts';
export { evaluateSpace, occupancyConflict } from './availability-evaluate.ts';
export { type Catalogue, type CatalogueCache, openCatalogue, settingsOf } from './catalogue.ts';
export { type BookableSpace, type Occupant, occupancyQueries, type Period } from './occupancy.queries.ts';
export { quoteCrc, quoteFitsSearch, verifyQuote } from './quote.ts';
export { findSearchByKey } from './search.reads.ts';
export { searchOfRow } from './search-request.ts';
