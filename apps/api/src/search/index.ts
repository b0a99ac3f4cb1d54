// The search area's public face: the availability engine's rules and the offers (quotes) it signs.
export { LOCATION_TIME_ZONE, locationWarnings } from './availability.service.ts';
export { evaluateSpace, occupancyConflict } from './availability-evaluate.ts';
export type { Catalogue } from './catalogue.ts';
export { quoteCrc, quoteFitsSearch, verifyQuote } from './quote.ts';
export { searchOfRow } from './search.service.ts';
